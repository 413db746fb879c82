// Sections of a page as an ARIA tablist (one tab stop; arrow keys, Home and End move between tabs
// and select them: the APG tabs pattern with automatic activation), and the panel of the shown one.
// `name` prefixes the element ids and the page's own class names (`${name}-tabs`, `${name}-tab`,
// `${name}-panel`, for layout beside the strip); the look is tabs.css's (`tabs`, `tabs__tab`, `tabs__panel`).
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface Tab<T extends string> {
  id: T;
  label: string;
}

const tabId = (name: string, id: string) => `${name}-tab-${id}`;
const panelId = (name: string, id: string) => `${name}-panel-${id}`;

interface TabsProps<T extends string> {
  name: string;
  label: string;
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect: (id: T) => void;
}

export function Tabs<T extends string>({ name, label, tabs, selected, onSelect }: TabsProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={`tabs ${name}-tabs`}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(name, tab.id)}
            className={`tabs__tab ${name}-tab`}
            aria-selected={isSelected}
            // Only the shown panel exists in the page, so only its tab may point at it.
            aria-controls={isSelected ? panelId(name, tab.id) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ name, id, children }: { name: string; id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(name, id)} aria-labelledby={tabId(name, id)} tabIndex={0} className={`tabs__panel ${name}-panel`}>
      {children}
    </div>
  );
}
