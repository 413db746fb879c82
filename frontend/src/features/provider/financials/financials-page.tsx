// /provider/financials: the period's figures and charts, and the invoices, expenses and reports
// lists, as tabs. Tab and period live in the URL, so a reload or a shared link shows the same view.
import { Link, useSearchParams } from 'react-router-dom';
import { MessagePanel } from '../../../components/status-panel';
import { TabPanel, Tabs } from '../../../components/tabs';
import { useDocumentTitle } from '../../../components/use-document-title';
import { FINANCIAL_TABS, financialsQueryOf, periodChoiceOf, searchWith, tabOf, type FinancialTab, type PeriodChoice } from './financial-period';
import { FinancialPeriodSelector } from './financial-period-selector';
import { useFinancialDashboard } from './financials-api';
import { InvoicesTab } from './invoices/invoices-tab';
import { ExpensesTab } from './lists/expenses-tab';
import { ReportsTab } from './lists/reports-tab';
import { OverviewTab } from './overview/overview-tab';
import './financials.css';

function TabContent({ tab, choice }: { tab: FinancialTab; choice: PeriodChoice }) {
  const query = financialsQueryOf(choice);
  const dashboard = useFinancialDashboard(query);
  if (tab === 'invoices') return <InvoicesTab />;
  if (tab === 'reports') return <ReportsTab />;
  if (!query) {
    return (
      <MessagePanel title="Choose a custom range">
        <p>Pick the first and last day of the range to see its figures.</p>
      </MessagePanel>
    );
  }
  return tab === 'expenses' ? <ExpensesTab dashboard={dashboard} /> : <OverviewTab dashboard={dashboard} />;
}

export function FinancialsPage() {
  useDocumentTitle('Financials');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const choice = periodChoiceOf(params);
  // Typing a custom date replaces the history entry; picking a tab or a period adds one.
  const change = (next: { tab?: FinancialTab; choice?: PeriodChoice }, replace = false) =>
    setParams(searchWith(params, next), { replace });

  return (
    <div className="page financials">
      <div className="financials__head">
        <h1>Financials</h1>
        <div className="financials__links">
          <Link to="/provider/financials/new-invoice" className="button button--primary">
            Create Invoice
          </Link>
          <Link to="/provider/financials/new-expense" className="button button--ghost">
            Add Expense
          </Link>
        </div>
      </div>
      <Tabs name="financials" label="Financial sections" tabs={FINANCIAL_TABS} selected={tab} onSelect={(next) => change({ tab: next })} />
      <TabPanel name="financials" id={tab}>
        {/* Invoices and reports are listed whatever their date; the period applies to the rest. */}
        {(tab === 'overview' || tab === 'expenses') && (
          <FinancialPeriodSelector choice={choice} onChange={(next) => change({ choice: next }, next.period === choice.period)} />
        )}
        <TabContent tab={tab} choice={choice} />
      </TabPanel>
    </div>
  );
}
