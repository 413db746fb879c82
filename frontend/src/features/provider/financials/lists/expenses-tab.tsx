// The Expenses tab: the period's expenses, newest first, a page at a time, searched by vendor or
// description on the server, each linking to its page.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../../../../shared/money';
import { LoadMore } from '../../../../components/load-more';
import { SearchBox } from '../../../../components/search-box';
import { LoadingPanel, MessagePanel } from '../../../../components/status-panel';
import { useListSearch } from '../../../../lib/list-search';
import { formatCalendarDate } from '../../../../lib/calendar-date';
import { useExpensesList, type useFinancialDashboard } from '../financials-api';

/** The period's range comes from the dashboard's answer: the server's calendar decides it. */
export function ExpensesTab({ dashboard }: { dashboard: ReturnType<typeof useFinancialDashboard> }) {
  const [typed, setTyped] = useState('');
  const search = useListSearch(typed);
  const expenses = useExpensesList(dashboard.data?.range, search);
  const searchBox = (
    <div className="financial-list__head">
      <SearchBox className="financial-list__search" label="Search expenses" placeholder="Search by vendor or description..." value={typed} onChange={setTyped} />
    </div>
  );
  if (dashboard.isError || (expenses.isError && !expenses.data)) {
    return (
      <MessagePanel title="Failed to load expenses." tone="error">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void (dashboard.isError ? dashboard.refetch() : expenses.refetch())}
        >
          Try again
        </button>
      </MessagePanel>
    );
  }
  if (expenses.isPending) return <LoadingPanel label="Loading expenses..." />;
  const list = expenses.data.pages.flatMap((page) => page.expenses);
  if (list.length === 0 && search) {
    return (
      <div className="financial-list">
        {searchBox}
        <MessagePanel title="No expenses match your search">
          <p>Try different keywords.</p>
        </MessagePanel>
      </div>
    );
  }
  if (list.length === 0) {
    return (
      <MessagePanel title="No expenses in this period">
        <p>Record fuel, maintenance and other costs to see your real profit.</p>
        <Link to="/provider/financials/new-expense" className="button button--primary button--small">
          Add Expense
        </Link>
      </MessagePanel>
    );
  }
  return (
    <div className="financial-list">
      {searchBox}
      <table className="financial-table">
        <caption className="visually-hidden">Expenses in the period, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Category</th>
            <th scope="col">Vendor</th>
            <th scope="col" className="financial-table__money">
              Amount
            </th>
            <th scope="col">Receipt</th>
          </tr>
        </thead>
        <tbody>
          {list.map((expense) => (
            <tr key={expense.expenseId}>
              <th scope="row" data-label="Date">
                <Link to={`/provider/financials/expense/${encodeURIComponent(expense.expenseId)}`} className="link-inline">
                  {formatCalendarDate(expense.date)}
                  <span className="visually-hidden">{`, ${expense.category} expense`}</span>
                </Link>
              </th>
              <td data-label="Category">{expense.category}</td>
              <td data-label="Vendor">{expense.vendor || '—'}</td>
              <td data-label="Amount" className="financial-table__money">
                {formatUsd(expense.amountCents)}
              </td>
              <td data-label="Receipt">{expense.hasReceipt ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <LoadMore query={expenses} shown={list.length} itemsName="expenses" />
    </div>
  );
}
