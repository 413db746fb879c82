// Pure: the expense form's values, their checks and the API body they become (dollars typed in the
// form, integer cents in the API), a chosen receipt's checks, and the texts of failed calls, so all
// of it is tested without rendering.
import { dollarsToCents } from '../../../../../../shared/money';
import {
  EXPENSE_CATEGORIES,
  FINANCIAL_MESSAGES as M,
  RECEIPT_CONTENT_TYPES,
  RECEIPT_MAX_BYTES,
  RECURRING_FREQUENCIES,
  type Expense,
  type ExpenseCategory,
  type RecurringFrequency,
} from '../../../../../../shared/schemas/financials';
import { isApiError } from '../../../../lib/api-error';
import type { FieldErrors } from '../../../../lib/form-errors';

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
}

/** The body of POST /api/provider/expenses (PUT adds expectedUpdatedAt); the receipt key is added on save. */
export interface ExpenseBody {
  category: ExpenseCategory;
  vendor: string;
  amountCents: number;
  date: string;
  description: string;
  recurring: boolean;
  recurringFrequency?: RecurringFrequency;
  taxDeductible: boolean;
  receiptKey?: string;
}

export function emptyExpenseForm(today: string): ExpenseFormValues {
  return {
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

/** The API's ceiling ($100 million), so an absurd amount is refused here with the same message. */
const MAX_CENTS = 100_000_000_00;

function centsOf(text: string): number | undefined {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d*(\.\d*)?$/.test(trimmed) || trimmed === '' || trimmed === '.') return undefined;
  const cents = dollarsToCents(Number(trimmed));
  return cents >= 1 && cents <= MAX_CENTS ? cents : undefined;
}

export type ExpenseFormCheck = { ok: true; body: ExpenseBody } | { ok: false; errors: FieldErrors };

/** The API's checks, made first so a missing field is named at once. Errors are keyed by value name. */
export function checkExpenseForm(values: ExpenseFormValues): ExpenseFormCheck {
  const errors: FieldErrors = {};
  if (!(EXPENSE_CATEGORIES as readonly string[]).includes(values.category)) errors.category = M.categoryRequired;
  const amountCents = centsOf(values.amount);
  if (amountCents === undefined) errors.amount = M.validAmountRequired;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date.trim())) errors.date = M.dateRequired;
  if (values.recurring && !(RECURRING_FREQUENCIES as readonly string[]).includes(values.recurringFrequency)) {
    errors.recurringFrequency = M.frequencyRequired;
  }
  if (Object.keys(errors).length > 0 || amountCents === undefined) return { ok: false, errors };
  return {
    ok: true,
    body: {
      category: values.category as ExpenseCategory,
      vendor: values.vendor.trim(),
      amountCents,
      date: values.date.trim(),
      description: values.description.trim(),
      recurring: values.recurring,
      ...(values.recurring ? { recurringFrequency: values.recurringFrequency as RecurringFrequency } : {}),
      taxDeductible: values.taxDeductible,
    },
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

export const DELETE_FAILED = 'Failed to delete expense';

export function deleteFailureText(error: unknown): string {
  if (isApiError(error, 404)) return M.expenseNotFound;
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? `${DELETE_FAILED}: ${error.message}` : DELETE_FAILED;
}
