// The dashboard's sections as an ARIA tablist (one tab stop; arrow keys, Home and End move and
// select, the APG pattern with automatic activation). The chosen tab lives in the URL.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FINANCIAL_TABS, type FinancialTab } from './financial-period';

const tabId = (id: FinancialTab) => `financials-tab-${id}`;
const panelId = (id: FinancialTab) => `financials-panel-${id}`;

export function FinancialsTabs({ selected, onSelect }: { selected: FinancialTab; onSelect: (tab: FinancialTab) => void }) {
  const buttons = useRef(new Map<FinancialTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = FINANCIAL_TABS.findIndex((tab) => tab.id === selected);
    const count = FINANCIAL_TABS.length;
    const next =
      event.key === 'ArrowRight' ? (index + 1) % count
      : event.key === 'ArrowLeft' ? (index - 1 + count) % count
      : event.key === 'Home' ? 0
      : event.key === 'End' ? count - 1
      : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const tab = FINANCIAL_TABS[next]!.id;
    onSelect(tab);
    buttons.current.get(tab)?.focus();
  }

  return (
    <div role="tablist" aria-label="Financial sections" className="financials-tabs" onKeyDown={onKeyDown}>
      {FINANCIAL_TABS.map((tab) => {
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
            className="financials-tab"
            aria-selected={isSelected}
            // Only the shown panel exists, so only its tab may point at it.
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

export function FinancialsTabPanel({ tab, children }: { tab: FinancialTab; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={0} className="financials-panel">
      {children}
    </div>
  );
}
