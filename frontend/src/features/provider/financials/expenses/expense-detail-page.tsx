// /provider/financials/expense/:id: one expense with its receipt, and the way to edit or delete it.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatUsd } from '../../../../../../shared/money';
import type { Expense } from '../../../../../../shared/schemas/financials';
import { LoadingPanel, MessagePanel } from '../../../../components/status-panel';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { isApiError } from '../../../../lib/api-error';
import { formatCalendarDate } from '../../../../lib/calendar-date';
import { DeleteExpenseDialog } from './delete-expense-dialog';
import { FREQUENCY_LABELS, loadFailureText } from './expense-form-values';
import { expensesChanged, useExpense } from './expenses-api';
import { ReceiptPreview } from './receipt-preview';
import './expenses.css';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="expense-facts__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface ExpenseDetailsProps {
  expense: Expense;
  receiptFetchedAt: number;
  refreshing: boolean;
  onRefreshReceipt: () => void;
  onDelete: () => void;
}

function ExpenseDetails({ expense, receiptFetchedAt, refreshing, onRefreshReceipt, onDelete }: ExpenseDetailsProps) {
  return (
    <div className="expense-detail">
      <section className="card" aria-labelledby="expense-facts-title">
        <h2 id="expense-facts-title" className="expense-detail__title">
          Details
        </h2>
        <dl className="expense-facts">
          <Fact term="Category">{expense.category}</Fact>
          <Fact term="Vendor">{expense.vendor || 'Not recorded'}</Fact>
          <Fact term="Amount">{formatUsd(expense.amountCents)}</Fact>
          <Fact term="Date">{formatCalendarDate(expense.date)}</Fact>
          <Fact term="Recurring">
            {expense.recurring ? `Yes, ${(expense.recurringFrequency ? FREQUENCY_LABELS[expense.recurringFrequency] : 'no frequency set').toLowerCase()}` : 'No'}
          </Fact>
          <Fact term="Tax deductible">{expense.taxDeductible ? 'Yes' : 'No'}</Fact>
          <div className="expense-facts__item expense-facts__item--wide">
            <dt>Description</dt>
            <dd className="expense-facts__description">{expense.description || 'No description'}</dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-labelledby="expense-receipt-title">
        <h2 id="expense-receipt-title" className="expense-detail__title">
          Receipt
        </h2>
        {expense.receiptUrl ? (
          <ReceiptPreview url={expense.receiptUrl} fetchedAt={receiptFetchedAt} refreshing={refreshing} onRefresh={onRefreshReceipt} />
        ) : (
          <p className="field-hint">No receipt attached.</p>
        )}
      </section>
      <div className="expense-detail__actions">
        <Link to={`/provider/financials/edit-expense/${encodeURIComponent(expense.expenseId)}`} className="button button--primary">
          Edit Expense
        </Link>
        <button type="button" className="button button--ghost expense-detail__delete" onClick={onDelete}>
          Delete Expense
        </button>
      </div>
    </div>
  );
}

export function ExpenseDetailPage() {
  const { id = '' } = useParams();
  const expense = useExpense(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  useDocumentTitle(expense.data ? `${expense.data.category} Expense` : 'Expense');

  let body;
  if (expense.isPending) {
    body = <LoadingPanel label="Loading expense..." />;
  } else if (expense.isError && !expense.isRefetching) {
    const notFound = isApiError(expense.error, 404);
    body = (
      <MessagePanel title={loadFailureText(expense.error)} tone="error">
        {notFound ? (
          <p>
            It may have been deleted. <Link to="/provider/financials?tab=expenses">Back to expenses</Link>
          </p>
        ) : (
          <button type="button" className="button button--ghost button--small" onClick={() => void expense.refetch()}>
            Try again
          </button>
        )}
      </MessagePanel>
    );
  } else if (!expense.data) {
    body = <LoadingPanel label="Loading expense..." />;
  } else {
    body = (
      <ExpenseDetails
        expense={expense.data}
        receiptFetchedAt={expense.dataUpdatedAt}
        refreshing={expense.isFetching}
        onRefreshReceipt={() => void expense.refetch()}
        onDelete={() => setDeleting(true)}
      />
    );
  }

  return (
    <div className="container page expense-page">
      <h1>{expense.data ? `${expense.data.category} Expense` : 'Expense'}</h1>
      {expense.data && (
        <p className="page__lead expense-page__lead">
          {formatUsd(expense.data.amountCents)} on {formatCalendarDate(expense.data.date)}
          {expense.data.vendor ? ` to ${expense.data.vendor}` : ''}
        </p>
      )}
      {body}
      {deleting && expense.data && (
        <DeleteExpenseDialog
          expense={expense.data}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            void expensesChanged(queryClient);
            void navigate('/provider/financials?tab=expenses');
          }}
        />
      )}
    </div>
  );
}
