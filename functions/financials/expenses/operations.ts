// The expense and receipt routes of the financials domain (policy 'provider').
import {
  createExpenseSchema,
  expenseParamsSchema,
  expensesQuerySchema,
  receiptUploadRequestSchema,
  updateExpenseSchema,
} from '../../../shared/schemas/financials';
import { defineOperation, respond } from '../../platform/http/operation';
import type { FinancialsDeps } from '../deps';
import { createExpense, deleteExpense, getExpense, listExpenses, updateExpense } from './expenses';
import { presignReceiptUpload } from './receipts';

export const expenseOperations = {
  listExpenses: defineOperation({ query: expensesQuerySchema }, ({ caller, query }, deps: FinancialsDeps) =>
    listExpenses(deps, caller!.userId, query),
  ),
  createExpense: defineOperation({ body: createExpenseSchema }, async ({ caller, body }, deps: FinancialsDeps) =>
    respond(201, await createExpense(deps, caller!.userId, body)),
  ),
  getExpense: defineOperation({ params: expenseParamsSchema }, ({ caller, params }, deps: FinancialsDeps) =>
    getExpense(deps, caller!.userId, params.expenseId),
  ),
  updateExpense: defineOperation({ params: expenseParamsSchema, body: updateExpenseSchema }, ({ caller, params, body }, deps: FinancialsDeps) =>
    updateExpense(deps, caller!.userId, params.expenseId, body),
  ),
  deleteExpense: defineOperation({ params: expenseParamsSchema }, async ({ caller, params }, deps: FinancialsDeps) => {
    await deleteExpense(deps, caller!.userId, params.expenseId);
    return respond(204);
  }),
  presignReceiptUpload: defineOperation({ body: receiptUploadRequestSchema }, async ({ caller, body }, deps: FinancialsDeps) =>
    respond(201, await presignReceiptUpload(deps, caller!.userId, body)),
  ),
};
