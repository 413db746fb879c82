// Pure: the expense form's values and what the shared expense schemas read from them (dollars typed
// in the form, integer cents in the API), a chosen receipt's checks, and the texts of failed calls,
// so all of it is tested without rendering.
import { dollarsToCents } from '../../../../../../shared/money';
import {
  FINANCIAL_MESSAGES as M,
  RECEIPT_CONTENT_TYPES,
  RECEIPT_MAX_BYTES,
  type Expense,
  type ExpenseCategory,
  type RecurringFrequency,
} from '../../../../../../shared/schemas/financials';
import { isApiError } from '../../../../lib/api-error';
import type { ReceiptChoice } from './receipt-field';

export const FREQUENCY_LABELS: Record<RecurringFrequency, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annually: 'Annually',
};

export interface ExpenseFormValues {
  category: ExpenseCategory | '';
  vendor: string;
  /** Dollars as typed. */
  amount: string;
  date: string;
  description: string;
  recurring: boolean;
  recurringFrequency: RecurringFrequency | '';
  taxDeductible: boolean;
  /** None, the one the expense has, or a file chosen here: uploaded when the form is saved. */
  receipt: ReceiptChoice;
}

export function emptyExpenseForm(today: string): ExpenseFormValues {
  return {
    receipt: { kind: 'none' },
    category: '',
    vendor: '',
    amount: '',
    date: today,
    description: '',
    recurring: false,
    recurringFrequency: '',
    taxDeductible: true,
  };
}

export function expenseFormValuesOf(expense: Expense): ExpenseFormValues {
  return {
    receipt: expense.receiptKey ? { kind: 'saved', key: expense.receiptKey, url: expense.receiptUrl } : { kind: 'none' },
    category: expense.category,
    vendor: expense.vendor,
    amount: (expense.amountCents / 100).toFixed(2),
    date: expense.date,
    description: expense.description,
    recurring: expense.recurring,
    recurringFrequency: expense.recurringFrequency ?? '',
    taxDeductible: expense.taxDeductible,
  };
}

/** Dollars as typed ('$1,234.50') in cents; NaN for anything that is not an amount. */
function centsOf(text: string): number {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d*(\.\d*)?$/.test(trimmed) || trimmed === '' || trimmed === '.') return Number.NaN;
  return dollarsToCents(Number(trimmed));
}

/**
 * The values as createExpenseSchema (and updateExpenseSchema) read them: the amount in cents, the
 * frequency only for a recurring expense. What is valid is the shared schema's business.
 */
export function expenseInputOf(values: ExpenseFormValues) {
  return {
    category: values.category,
    vendor: values.vendor,
    amountCents: centsOf(values.amount),
    date: values.date,
    description: values.description,
    recurring: values.recurring,
    recurringFrequency: values.recurring ? values.recurringFrequency : undefined,
    taxDeductible: values.taxDeductible,
  };
}

/** Why a chosen file cannot be a receipt, or undefined when it can. */
export function receiptProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(RECEIPT_CONTENT_TYPES as readonly string[]).includes(file.type.toLowerCase()) || file.size === 0) return M.receiptInvalid;
  if (file.size > RECEIPT_MAX_BYTES) return M.receiptTooLarge;
  return undefined;
}

export const RECEIPT_UPLOAD_FAILED = 'The receipt could not be uploaded. Please try again.';

/** '1.2 MB', '820 KB': the chosen file's size as people read it. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A refusal (4xx) keeps the server's reason after the spec's message; a failure does not. */
export function saveFailureText(error: unknown): string {
  if (isApiError(error, 404)) return M.expenseNotFound;
  if (isApiError(error, 409)) return M.expenseChangedMeanwhile;
  if (!isApiError(error) || !error.message || error.message === M.expenseSaveFailed) return M.expenseSaveFailed;
  const refused = error.status >= 400 && error.status < 500;
  return refused || error.message === RECEIPT_UPLOAD_FAILED ? `${M.expenseSaveFailed}: ${error.message}` : M.expenseSaveFailed;
}

export function loadFailureText(error: unknown): string {
  return isApiError(error, 404) ? M.expenseNotFound : M.expenseLoadFailed;
}

const DELETE_FAILED = 'Failed to delete expense';

export function deleteFailureText(error: unknown): string {
  if (isApiError(error, 404)) return M.expenseNotFound;
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? `${DELETE_FAILED}: ${error.message}` : DELETE_FAILED;
}
