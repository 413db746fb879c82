// Expenses: record, list by date, read (with a five-minute receipt link), edit (conditional on the
// updatedAt the edit started from) and delete. A receipt is checked before the expense refers to it;
// the one it replaces, or the one of a deleted expense, is removed from the bucket afterwards.
// Another provider's expense answers 404, exactly like one that does not exist.
import { expenseTallyItems, withTallies } from '../tallies/tally-writes';
import { randomUUID } from 'node:crypto';
import {
  FINANCIAL_MESSAGES as M,
  type CreateExpenseInput,
  type Expense,
  type ExpenseSaved,
  type ExpensesQuery,
  type ExpensesResponse,
  type UpdateExpenseInput,
} from '../../../shared/schemas/financials';
import type { Store } from '../../platform/data/store';
import { conflict, notFound } from '../../platform/errors';
import { nextUpdatedAt } from '../../providers/listings/listing-record';
import { matchesSearchWords, searchWords } from '../../../shared/schemas/list-page';
import { dayBounds, readListPage } from '../../platform/list-page';
import type { StoredExpense } from '../ledger';
import type { FinancialsDeps } from '../deps';
import { assertReceipt, deleteReceipts, RECEIPT_LINK_TTL_SECONDS } from './receipts';

const view = (expense: StoredExpense): Expense => ({ ...expense, hasReceipt: Boolean(expense.receiptKey) });

async function ownExpense(store: Store, providerId: string, expenseId: string): Promise<StoredExpense> {
  const { data } = await store.entities.expense.get({ expenseId }).go();
  if (!data || data.providerId !== providerId) throw notFound(M.expenseNotFound);
  return data;
}

const fieldsOf = (input: CreateExpenseInput) => ({
  category: input.category,
  vendor: input.vendor,
  amountCents: input.amountCents,
  date: input.date,
  description: input.description,
  recurring: input.recurring,
  taxDeductible: input.taxDeductible,
});

export async function createExpense(deps: FinancialsDeps, providerId: string, input: CreateExpenseInput): Promise<ExpenseSaved> {
  if (input.receiptKey) await assertReceipt(deps.uploads, providerId, input.receiptKey);
  const now = deps.clock().toISOString();
  const expense: StoredExpense = {
    expenseId: (deps.newId ?? randomUUID)(),
    providerId,
    ...fieldsOf(input),
    ...(input.recurring && input.recurringFrequency ? { recurringFrequency: input.recurringFrequency } : {}),
    ...(input.receiptKey ? { receiptKey: input.receiptKey } : {}),
    createdAt: now,
    updatedAt: now,
  };
  await withTallies(deps.store, async () => (entities) => [entities.expense.create(expense).commit(), ...expenseTallyItems(deps.store, undefined, expense)(entities)]);
  return { expense: view(expense), message: M.expenseRecorded };
}

/**
 * A page of the provider's expenses, newest first: one Query of their byProvider index (gsi1, date
 * then id), the date range as its key condition, the category as a filter expression, the search
 * on each expense read.
 */
export async function listExpenses(deps: FinancialsDeps, providerId: string, query: ExpensesQuery): Promise<ExpensesResponse> {
  const expenses = deps.store.entities.expense.query.byProvider({ providerId });
  if (query.from || query.to) expenses.between(...dayBounds('date', query));
  const { category } = query;
  if (category) expenses.where((expense, { eq }) => eq(expense.category, category));
  const words = searchWords(query.search);
  const page = await readListPage(query.cursor, () =>
    expenses.page({
      limit: query.limit,
      cursor: query.cursor,
      order: 'desc',
      keep: (expense) => matchesSearchWords(words, [expense.vendor, expense.description, expense.category]),
    }),
  );
  return { expenses: page.data.map(view), nextCursor: page.cursor };
}

export async function getExpense(deps: FinancialsDeps, providerId: string, expenseId: string): Promise<Expense> {
  const expense = await ownExpense(deps.store, providerId, expenseId);
  if (!expense.receiptKey) return view(expense);
  return { ...view(expense), receiptUrl: await deps.uploads().presignGet(expense.receiptKey, RECEIPT_LINK_TTL_SECONDS) };
}

export async function updateExpense(deps: FinancialsDeps, providerId: string, expenseId: string, input: UpdateExpenseInput): Promise<ExpenseSaved> {
  const { store } = deps;
  const stored = await ownExpense(store, providerId, expenseId);
  if (stored.updatedAt !== input.expectedUpdatedAt) throw conflict(M.expenseChangedMeanwhile);
  if (input.receiptKey && input.receiptKey !== stored.receiptKey) await assertReceipt(deps.uploads, providerId, input.receiptKey);
  const updatedAt = nextUpdatedAt(deps.clock(), stored.updatedAt);
  const frequency = input.recurring ? input.recurringFrequency : undefined;
  const changes = {
    ...fieldsOf(input),
    ...(frequency ? { recurringFrequency: frequency } : {}),
    ...(input.receiptKey ? { receiptKey: input.receiptKey } : {}),
    updatedAt,
  };
  const removed = [...(frequency ? [] : ['recurringFrequency' as const]), ...(input.receiptKey ? [] : ['receiptKey' as const])];
  const { recurringFrequency: _frequency, receiptKey: _receipt, ...kept } = stored;
  const next: StoredExpense = { ...kept, ...changes };
  // Conditioned on the updatedAt it was read with, so its share of the tallies moves from what it was.
  const { refused } = await withTallies(store, async () => (entities) => {
    const patch = entities.expense.patch({ expenseId }).set(changes);
    return [
      (removed.length ? patch.remove(removed) : patch).where((attributes, { eq }) => eq(attributes.updatedAt, stored.updatedAt)).commit(),
      ...expenseTallyItems(store, stored, next)(entities),
    ];
  });
  if (refused) throw conflict(M.expenseChangedMeanwhile);
  if (stored.receiptKey && stored.receiptKey !== input.receiptKey) await deleteReceipts(deps.uploads, [stored.receiptKey]);
  return { expense: view(next), message: M.expenseUpdated };
}

export async function deleteExpense(deps: FinancialsDeps, providerId: string, expenseId: string): Promise<void> {
  const stored = await ownExpense(deps.store, providerId, expenseId);
  // Deleted as read (its share leaves the tallies once); one changed or deleted meanwhile is read again.
  for (let current = stored, attempt = 1; ; attempt += 1) {
    const { refused } = await withTallies(deps.store, async () => (entities) => [
      entities.expense.deleteExisting({ expenseId }, (attributes, { eq }) => eq(attributes.updatedAt, current.updatedAt)).commit(),
      ...expenseTallyItems(deps.store, current, undefined)(entities),
    ]);
    if (!refused) break;
    const { data } = await deps.store.entities.expense.get({ expenseId }).go({ consistent: true });
    if (!data || attempt >= 5) return;
    current = data;
  }
  if (stored.receiptKey) await deleteReceipts(deps.uploads, [stored.receiptKey]);
}
