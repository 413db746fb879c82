// Deleting an expense, confirmed in a dialog: the expense and its receipt are removed for good.
import { useState } from 'react';
import { formatUsd } from '../../../../../../shared/money';
import type { Expense } from '../../../../../../shared/schemas/financials';
import { ModalDialog } from '../../../../components/modal-dialog';
import { deleteFailureText } from './expense-form-values';
import { deleteExpense } from './expenses-api';

interface DeleteExpenseDialogProps {
  expense: Expense;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteExpenseDialog({ expense, onClose, onDeleted }: DeleteExpenseDialogProps) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string>();

  async function confirm() {
    if (working) return;
    setError(undefined);
    setWorking(true);
    try {
      await deleteExpense(expense.expenseId);
    } catch (failure) {
      setError(deleteFailureText(failure));
      setWorking(false);
      return;
    }
    onDeleted();
  }

  return (
    <ModalDialog title="Delete Expense" onClose={onClose} busy={working}>
      <p>
        Delete this {expense.category.toLowerCase()} expense of <strong>{formatUsd(expense.amountCents)}</strong>
        {expense.hasReceipt ? ' and its receipt' : ''}? It leaves your books and reports. This cannot be undone.
      </p>
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={working}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={working}>
          {working ? 'Deleting...' : 'Delete Expense'}
        </button>
      </div>
    </ModalDialog>
  );
}
