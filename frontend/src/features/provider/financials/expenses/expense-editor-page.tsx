// /provider/financials/new-expense and /provider/financials/edit-expense/:id: the expense form,
// recording an expense or saving an edit of one. An edit is saved only over the version it started
// from (409 otherwise, with a way to reload that version). Both parse the form with the shared expense
// schemas and save through the expense mutations (receipt upload included). After a save the
// confirmation shows for 1.5 seconds, then the page moves on.
import { useEffect, useRef, useState } from 'react';
import { financialDate } from '../../../../../../shared/financial-periods';
import { useNavigate, useParams } from 'react-router-dom';
import {
  createExpenseSchema,
  FINANCIAL_MESSAGES as M,
  updateExpenseSchema,
  type Expense,
} from '../../../../../../shared/schemas/financials';
import { LoadingPanel, MessagePanel } from '../../../../components/status-panel';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { isApiError } from '../../../../lib/api-error';
import { useSchemaForm, type SchemaForm } from '../../../../lib/forms/use-schema-form';
import { ExpenseForm } from './expense-form';
import {
  emptyExpenseForm,
  expenseFormValuesOf,
  expenseInputOf,
  loadFailureText,
  saveFailureText,
  type ExpenseFormValues,
} from './expense-form-values';
import { useCreateExpense, useExpense, useUpdateExpense } from './expenses-api';
import './expenses.css';

/** How long the confirmation shows before the page moves on (the spec's 1.5 seconds). */
export const SAVED_NOTICE_MS = 1500;

export const expensePagePath = (expenseId: string) => `/provider/financials/expense/${encodeURIComponent(expenseId)}`;

/** Shows the confirmation, then goes to `to` after 1.5 seconds (not if the page was left meanwhile). */
function useSavedThenGo() {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  function savedThenGo(message: string, to: string) {
    setNotice(message);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    timer.current = setTimeout(() => void navigate(to), SAVED_NOTICE_MS);
  }
  return { notice, savedThenGo };
}

function SavedNotice({ text }: { text: string | undefined }) {
  // Always rendered, so screen readers already watch it when the confirmation arrives.
  return (
    <p className={text ? 'notice notice--success' : 'expense-notice--empty'} role="status">
      {text}
    </p>
  );
}

export function CreateExpensePage() {
  useDocumentTitle('Add Expense');
  const { notice, savedThenGo } = useSavedThenGo();
  // The financials' own day (their periods' clock), not the browser's: the expense lands in the period shown.
  const [today] = useState(() => financialDate(new Date()));
  const save = useCreateExpense();
  const form: SchemaForm<ExpenseFormValues> = useSchemaForm({
    schema: createExpenseSchema,
    initialValues: emptyExpenseForm(today),
    toInput: expenseInputOf,
    toVariables: (request, { receipt }) => ({ request, receipt, onUploaded: (uploaded) => form.set('receipt', uploaded) }),
    mutation: save,
    onSuccess: (saved) => savedThenGo(saved.message || M.expenseRecorded, '/provider/financials'),
    failureText: saveFailureText,
  });
  return (
    <div className="container page expense-editor">
      <h1>Add Expense</h1>
      <SavedNotice text={notice} />
      <ExpenseForm form={form} save={save} submitLabel="Save Expense" savingLabel="Saving Expense..." cancelTo="/provider/financials?tab=expenses" />
    </div>
  );
}

interface EditExpenseFormProps {
  expense: Expense;
  onSaved: (message: string) => void;
  onReload: () => void;
}

function EditExpenseForm({ expense, onSaved, onReload }: EditExpenseFormProps) {
  const save = useUpdateExpense(expense.expenseId);
  const initialValues = expenseFormValuesOf(expense);
  const form: SchemaForm<ExpenseFormValues> = useSchemaForm({
    schema: updateExpenseSchema,
    initialValues,
    // Saved only over the version it started from: 409 otherwise.
    toInput: (values) => ({ ...expenseInputOf(values), expectedUpdatedAt: expense.updatedAt }),
    toVariables: (request, { receipt }) => ({ request, receipt, onUploaded: (uploaded) => form.set('receipt', uploaded) }),
    mutation: save,
    onSuccess: (saved) => onSaved(saved.message || M.expenseUpdated),
    failureText: saveFailureText,
  });
  return (
    <ExpenseForm
      form={form}
      save={save}
      savedReceipt={initialValues.receipt.kind === 'saved' ? initialValues.receipt : undefined}
      submitLabel="Save Changes"
      savingLabel="Saving Changes..."
      cancelTo={expensePagePath(expense.expenseId)}
      recovery={
        isApiError(save.error, 409) && (
          <button type="button" className="button button--ghost button--small" onClick={onReload}>
            Reload expense
          </button>
        )
      }
    />
  );
}

export function EditExpensePage() {
  useDocumentTitle('Edit Expense');
  const { id = '' } = useParams();
  const expense = useExpense(id);
  const { notice, savedThenGo } = useSavedThenGo();

  let body;
  if (expense.isPending || expense.isRefetching) {
    body = <LoadingPanel label="Loading expense data..." />;
  } else if (expense.isError) {
    body = (
      <MessagePanel title={loadFailureText(expense.error)} tone="error">
        {!isApiError(expense.error, 404) && (
          <button type="button" className="button button--ghost button--small" onClick={() => void expense.refetch()}>
            Try again
          </button>
        )}
      </MessagePanel>
    );
  } else {
    body = (
      <EditExpenseForm
        key={expense.data.updatedAt}
        expense={expense.data}
        onSaved={(message) => savedThenGo(message, expensePagePath(id))}
        onReload={() => void expense.refetch()}
      />
    );
  }

  return (
    <div className="container page expense-editor">
      <h1>Edit Expense</h1>
      <SavedNotice text={notice} />
      {body}
    </div>
  );
}
