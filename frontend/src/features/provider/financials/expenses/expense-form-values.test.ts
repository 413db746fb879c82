import { describe, expect, it } from 'vitest';
import { createExpenseSchema, FINANCIAL_MESSAGES as M } from '../../../../../../shared/schemas/financials';
import { ApiError } from '../../../../lib/api-error';
import { fieldErrorsOf } from '../../../../lib/form-errors';
import {
  emptyExpenseForm,
  expenseInputOf,
  expenseFormValuesOf,
  fileSizeText,
  receiptProblem,
  RECEIPT_UPLOAD_FAILED,
  saveFailureText,
  type ExpenseFormValues,
} from './expense-form-values';
import { expenseFixture } from './expense-fixtures';

const filled = (overrides: Partial<ExpenseFormValues> = {}): ExpenseFormValues => ({
  ...emptyExpenseForm('2026-11-20'),
  category: 'Fuel',
  amount: '125.50',
  ...overrides,
});

const check = (values: ExpenseFormValues) => createExpenseSchema.safeParse(expenseInputOf(values));
const errorsOf = (values: ExpenseFormValues) => {
  const result = check(values);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('expenseInputOf, read by the shared createExpenseSchema', () => {
  it('names every missing required field with the spec wording', () => {
    expect(errorsOf({ ...emptyExpenseForm(''), recurring: true })).toEqual({
      category: M.categoryRequired,
      amountCents: M.validAmountRequired,
      date: M.dateRequired,
    });
    // The schema's frequency rule reads the whole expense: it speaks once the fields are there.
    expect(errorsOf(filled({ recurring: true }))).toEqual({ recurringFrequency: M.frequencyRequired });
  });

  it.each(['0', '0.001', '-5', 'abc', '1e3', '100000000.01'])('refuses the amount %s', (amount) => {
    expect(errorsOf(filled({ amount }))).toEqual({ amountCents: M.validAmountRequired });
  });

  it('turns dollars into cents and trims the texts', () => {
    expect(check(filled({ amount: '$1,234.565', vendor: ' Shell ', description: ' Diesel ' })).data).toEqual({
      category: 'Fuel',
      vendor: 'Shell',
      amountCents: 123457,
      date: '2026-11-20',
      description: 'Diesel',
      recurring: false,
      taxDeductible: true,
    });
    expect(check(filled({ amount: '0.01' })).data).toMatchObject({ amountCents: 1 });
  });

  it('sends the frequency only for a recurring expense', () => {
    expect(check(filled({ recurring: true, recurringFrequency: 'monthly' })).data).toMatchObject({ recurring: true, recurringFrequency: 'monthly' });
    expect(check(filled({ recurring: false, recurringFrequency: 'monthly' })).data?.recurringFrequency).toBeUndefined();
  });
});

describe('expenseFormValuesOf', () => {
  it('shows a stored expense in dollars', () => {
    expect(expenseFormValuesOf(expenseFixture({ recurring: true, recurringFrequency: 'weekly' }))).toEqual({
      category: 'Fuel',
      vendor: 'Shell',
      amount: '125.50',
      date: '2026-11-18',
      description: 'Diesel for the roll-off truck.',
      recurring: true,
      recurringFrequency: 'weekly',
      taxDeductible: true,
      receipt: expect.objectContaining({ kind: expect.any(String) }),
    });
  });
});

describe('receiptProblem', () => {
  it('takes images and PDFs of at most 5 MB', () => {
    expect(receiptProblem({ type: 'application/pdf', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(receiptProblem({ type: 'image/JPEG', size: 10 })).toBeUndefined();
    expect(receiptProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(M.receiptTooLarge);
    expect(receiptProblem({ type: 'text/plain', size: 10 })).toBe(M.receiptInvalid);
    expect(receiptProblem({ type: 'image/gif', size: 10 })).toBe(M.receiptInvalid);
    expect(receiptProblem({ type: 'image/png', size: 0 })).toBe(M.receiptInvalid);
  });

  it('writes sizes as people read them', () => {
    expect(fileSizeText(300)).toBe('1 KB');
    expect(fileSizeText(2048)).toBe('2 KB');
    expect(fileSizeText(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});

describe('saveFailureText', () => {
  it("adds the server's reason to a refusal, not to a failure", () => {
    expect(saveFailureText(new ApiError(M.receiptMissing, 400))).toBe(`${M.expenseSaveFailed}: ${M.receiptMissing}`);
    expect(saveFailureText(new ApiError(RECEIPT_UPLOAD_FAILED, 0))).toBe(`${M.expenseSaveFailed}: ${RECEIPT_UPLOAD_FAILED}`);
    expect(saveFailureText(new ApiError('Internal error', 500))).toBe(M.expenseSaveFailed);
    expect(saveFailureText(new ApiError('x', 404))).toBe(M.expenseNotFound);
    expect(saveFailureText(new ApiError('x', 409))).toBe(M.expenseChangedMeanwhile);
    expect(saveFailureText(new Error('boom'))).toBe(M.expenseSaveFailed);
  });
});
