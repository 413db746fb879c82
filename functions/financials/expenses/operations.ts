// The expense and receipt routes of the financials domain (policy 'provider').
import { operationsOf } from '../../platform/http/operation';
import type { FinancialsDeps } from '../deps';
import { createExpense, deleteExpense, getExpense, listExpenses, updateExpense } from './expenses';
import { presignReceiptUpload } from './receipts';

export const expenseOperations = operationsOf<'financials'>()({
  listExpenses: ({ caller, query }, deps: FinancialsDeps) => listExpenses(deps, caller!.userId, query),
  createExpense: ({ caller, body }, deps: FinancialsDeps) => createExpense(deps, caller!.userId, body),
  getExpense: ({ caller, params }, deps: FinancialsDeps) => getExpense(deps, caller!.userId, params.expenseId),
  updateExpense: ({ caller, params, body }, deps: FinancialsDeps) => updateExpense(deps, caller!.userId, params.expenseId, body),
  deleteExpense: async ({ caller, params }, deps: FinancialsDeps) => {
    await deleteExpense(deps, caller!.userId, params.expenseId);
  },
  presignReceiptUpload: ({ caller, body }, deps: FinancialsDeps) => presignReceiptUpload(deps, caller!.userId, body),
});
