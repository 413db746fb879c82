// The Expenses tab: the period's expenses, newest first, each linking to its page.
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../../../../shared/money';
import { LoadingPanel, MessagePanel } from '../../../../components/status-panel';
import { formatCalendarDate } from '../../../../lib/calendar-date';
import { useExpensesList, type useFinancialDashboard } from '../financials-api';

/** The period's range comes from the dashboard's answer: the server's calendar decides it. */
export function ExpensesTab({ dashboard }: { dashboard: ReturnType<typeof useFinancialDashboard> }) {
  const expenses = useExpensesList(dashboard.data?.range);
  if (dashboard.isError || expenses.isError) {
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
  const list = expenses.data.expenses;
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
      {expenses.data.truncated && <p className="financial-list__note">Only the most recent expenses are shown.</p>}
    </div>
  );
}
