// The console's sections as an ARIA tablist (one tab stop; arrow keys, Home and End move between
// tabs and select them, as the APG tabs pattern with automatic activation), and the segmented
// status filter each list has.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ConsoleTab<T extends string> {
  id: T;
  label: string;
}

export const tabId = (id: string) => `operator-tab-${id}`;
export const panelId = (id: string) => `operator-panel-${id}`;

interface ConsoleTabsProps<T extends string> {
  label: string;
  tabs: readonly ConsoleTab<T>[];
  selected: T;
  onSelect: (id: T) => void;
}

export function ConsoleTabs<T extends string>({ label, tabs, selected, onSelect }: ConsoleTabsProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="console-tabs" onKeyDown={onKeyDown}>
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
            id={tabId(tab.id)}
            className="console-tab"
            aria-selected={isSelected}
            // Only the shown panel exists in the page, so only its tab may point at it.
            aria-controls={isSelected ? panelId(tab.id) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function ConsoleTabPanel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id)} tabIndex={0} className="console-panel">
      {children}
    </div>
  );
}

interface StatusFilterProps<T extends string> {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}

/** A segmented control: toggle buttons in a labelled group, the current one pressed. */
export function StatusFilter<T extends string>({ label, options, labels, value, onChange }: StatusFilterProps<T>) {
  return (
    <div role="group" aria-label={label} className="segmented">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="segmented__option"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {labels[option]}
        </button>
      ))}
    </div>
  );
}
