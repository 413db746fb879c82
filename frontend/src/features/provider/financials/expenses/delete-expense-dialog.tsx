// Deleting an expense, confirmed in a dialog: the expense and its receipt are removed for good.
import { formatUsd } from '../../../../../../shared/money';
import type { Expense } from '../../../../../../shared/schemas/financials';
import { ConfirmDeleteDialog } from '../../../../components/confirm-delete-dialog';
import { deleteFailureText } from './expense-form-values';
import { deleteExpense } from './expenses-api';

interface DeleteExpenseDialogProps {
  expense: Expense;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteExpenseDialog({ expense, onClose, onDeleted }: DeleteExpenseDialogProps) {
  return (
    <ConfirmDeleteDialog
      noun="Expense"
      remove={() => deleteExpense(expense.expenseId)}
      failureText={deleteFailureText}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      Delete this {expense.category.toLowerCase()} expense of <strong>{formatUsd(expense.amountCents)}</strong>
      {expense.hasReceipt ? ' and its receipt' : ''}? It leaves your books and reports. This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
