// Invoices: create (numbered from the provider's atomic counter), list by issue date, read, edit
// (conditional on the updatedAt the edit started from; number and status locked), mark paid and cancel.
// Another provider's invoice answers 404, exactly like one that does not exist. A change that means
// the invoice can no longer be paid at the amount its open payment page asks for (another amount,
// paid otherwise, cancelled) expires that page where the payment provider still can
// (checkout/invoice-payment-attempts.ts); a payment made on it anyway is refunded.
import { changeInvoiceCounted } from '../tallies/tally-writes';
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../../shared/messages';
import {
  FINANCIAL_MESSAGES as M,
  type CreateInvoiceInput,
  type Invoice,
  type InvoicePaymentInput,
  type InvoiceSaved,
  type InvoicesQuery,
  type InvoicesResponse,
  type UpdateInvoiceInput,
} from '../../../shared/schemas/financials';
import type { Store } from '../../platform/data/store';
import { conflict, invalid, notFound } from '../../platform/errors';
import { nextUpdatedAt } from '../../providers/listings/listing-record';
import { matchesSearchWords, searchWords } from '../../../shared/schemas/list-page';
import { dayBounds, readListPage } from '../../platform/list-page';
import type { FinancialsDeps } from '../deps';
import type { StoredInvoice } from '../ledger';
import { financialDate } from '../../../shared/financial-periods';
import { newLinkKey } from '../../platform/link-keys';
import { defaultDueDate, invoiceNumberOf, invoiceView, lineItemsAmountCents } from './invoice-record';
import { expireOpenSessions, refundedPaymentsOf } from '../../checkout/invoice-payment-attempts';

/**
 * Takes the provider's next invoice number: one UpdateItem ADD on the counter item, answering the
 * new value, so concurrent creations always get distinct consecutive numbers. The invoice is written
 * after; if that write fails the number is skipped (a gap), never handed out twice.
 */
export async function takeInvoiceNumber(store: Store, providerId: string): Promise<string> {
  const { data } = await store.entities.invoiceCounter.update({ providerId }).add({ issued: 1 }).go({ response: 'all_new' });
  return invoiceNumberOf(data.issued!);
}

/** One invoice of the caller's; someone else's is "not found" too, so ids reveal nothing. */
export async function ownInvoice(store: Store, providerId: string, invoiceId: string): Promise<StoredInvoice> {
  const { data } = await store.entities.invoice.get({ invoiceId }).go();
  if (!data || data.providerId !== providerId) throw notFound(M.invoiceNotFound);
  return data;
}

/** A linked rental must be one of the provider's own. */
async function assertOwnRental(store: Store, providerId: string, rentalId: string | undefined): Promise<void> {
  if (!rentalId) return;
  const { data } = await store.entities.rental.get({ rentalId }).go();
  if (!data || data.providerId !== providerId) throw invalid(M.rentalNotFound, { rentalId: M.rentalNotFound });
}

function amountOf(input: Pick<CreateInvoiceInput, 'lineItems'>): number {
  try {
    return lineItemsAmountCents(input.lineItems);
  } catch {
    throw invalid(M.lineItemRequired, { lineItems: 'The invoice total is too large' });
  }
}

const editableFields = (input: CreateInvoiceInput | UpdateInvoiceInput) => ({
  customer: { ...input.customer },
  dateIssued: input.dateIssued,
  dateDue: input.dateDue ?? defaultDueDate(input.dateIssued),
  lineItems: input.lineItems,
  amountCents: amountOf(input),
  notes: input.notes,
  terms: input.terms,
});

export async function createInvoice(deps: FinancialsDeps, providerId: string, input: CreateInvoiceInput): Promise<InvoiceSaved> {
  const { store } = deps;
  const [{ data: profile }] = await Promise.all([
    store.entities.providerProfile.get({ providerId }).go(),
    assertOwnRental(store, providerId, input.rentalId),
  ]);
  if (!profile) throw notFound(MESSAGES.providerNotFound);
  const fields = editableFields(input);
  const invoiceNumber = await takeInvoiceNumber(store, providerId);
  const now = deps.clock().toISOString();
  const invoice: StoredInvoice = {
    invoiceId: (deps.newId ?? randomUUID)(),
    invoiceNumber,
    providerId,
    providerName: profile.businessName,
    ...fields,
    status: input.saveAsDraft ? 'draft' : 'unpaid',
    ...(input.rentalId ? { rentalId: input.rentalId } : {}),
    reminderCount: 0,
    payKey: newLinkKey(),
    createdAt: now,
    updatedAt: now,
  };
  await changeInvoiceCounted(store, providerId, undefined, invoice, (entities) => entities.invoice.create(invoice).commit());
  return { invoice: invoiceView(invoice, financialDate(deps.clock())), message: M.invoiceCreated };
}

/**
 * A page of the provider's invoices, newest issue date first: one Query of their byProvider index
 * (gsi1, issue date then id), the date range as its key condition, the status as a filter
 * expression (overdue: unpaid and due before today), the search on each invoice read.
 */
export async function listInvoices(deps: FinancialsDeps, providerId: string, query: InvoicesQuery): Promise<InvoicesResponse> {
  const today = financialDate(deps.clock());
  const invoices = deps.store.entities.invoice.query.byProvider({ providerId });
  if (query.from || query.to) invoices.between(...dayBounds('dateIssued', query));
  const { status } = query;
  if (status === 'overdue' || status === 'unpaid') {
    invoices.where((invoice, { eq, lt, gte }) => `${eq(invoice.status, 'unpaid')} AND ${status === 'overdue' ? lt(invoice.dateDue, today) : gte(invoice.dateDue, today)}`);
  } else if (status) {
    invoices.where((invoice, { eq }) => eq(invoice.status, status));
  }
  const words = searchWords(query.search);
  const page = await readListPage(query.cursor, () =>
    invoices.page({
      limit: query.limit,
      cursor: query.cursor,
      order: 'desc',
      keep: (invoice) => matchesSearchWords(words, [invoice.invoiceNumber, invoice.customer.name, invoice.customer.email]),
    }),
  );
  return { invoices: page.data.map((invoice) => invoiceView(invoice, today)), nextCursor: page.cursor };
}

/** One invoice, with the card payments it refunded rather than being paid by them, if any (the same invoice as every other answer otherwise). */
export async function getInvoice(deps: FinancialsDeps, providerId: string, invoiceId: string): Promise<Invoice> {
  const [stored, refundedPayments] = await Promise.all([ownInvoice(deps.store, providerId, invoiceId), refundedPaymentsOf(deps.store, invoiceId)]);
  return { ...invoiceView(stored, financialDate(deps.clock())), ...(refundedPayments.length ? { refundedPayments } : {}) };
}

/**
 * Writes the invoice as `next` if it still has the updatedAt it was read with (and, if given, its
 * status), with its share of the provider's tallies; 409 otherwise. `remove` names what `next` lost.
 */
async function patchIfUnchanged(
  store: Store,
  stored: StoredInvoice,
  next: StoredInvoice,
  changes: Partial<StoredInvoice>,
  expected: { status?: StoredInvoice['status'] },
  changedMessage: string,
  remove: 'rentalId'[] = [],
): Promise<void> {
  const { refused } = await changeInvoiceCounted(store, stored.providerId, stored, next, (entities) => {
    const patch = entities.invoice.patch({ invoiceId: stored.invoiceId }).set(changes);
    return (remove.length ? patch.remove(remove) : patch)
      .where((attributes, { eq }) =>
        expected.status ? `${eq(attributes.updatedAt, stored.updatedAt)} AND ${eq(attributes.status, expected.status)}` : eq(attributes.updatedAt, stored.updatedAt),
      )
      .commit();
  });
  if (refused) throw conflict(changedMessage);
}

export async function updateInvoice(deps: FinancialsDeps, providerId: string, invoiceId: string, input: UpdateInvoiceInput): Promise<InvoiceSaved> {
  const { store } = deps;
  const [stored] = await Promise.all([ownInvoice(store, providerId, invoiceId), assertOwnRental(store, providerId, input.rentalId)]);
  if (stored.updatedAt !== input.expectedUpdatedAt) throw conflict(M.invoiceChangedMeanwhile);
  const updatedAt = nextUpdatedAt(deps.clock(), stored.updatedAt);
  // Status is locked, except that submitting a draft normally issues it.
  const status = stored.status === 'draft' && !input.saveAsDraft ? 'unpaid' : stored.status;
  const changes = { ...editableFields(input), status, updatedAt, ...(input.rentalId ? { rentalId: input.rentalId } : {}) };
  const unlink: 'rentalId'[] = !input.rentalId && stored.rentalId ? ['rentalId'] : [];
  const { rentalId: _unlinked, ...rest } = stored;
  const next: StoredInvoice = { ...(input.rentalId ? stored : rest), ...changes };
  await patchIfUnchanged(store, stored, next, changes, {}, M.invoiceChangedMeanwhile, unlink);
  // A page open for the old amount can no longer pay it.
  if (next.amountCents !== stored.amountCents) await expireOpenSessions(deps, invoiceId);
  return { invoice: invoiceView(next, financialDate(deps.clock())), message: M.invoiceUpdated };
}

/** Unpaid (overdue included) → paid, recording when and how; conditional on the status it was read with. */
export async function markInvoicePaid(deps: FinancialsDeps, providerId: string, invoiceId: string, input: InvoicePaymentInput): Promise<InvoiceSaved> {
  const { store } = deps;
  const stored = await ownInvoice(store, providerId, invoiceId);
  if (stored.status !== 'unpaid') throw conflict(M.invoiceNotPayable);
  const updatedAt = nextUpdatedAt(deps.clock(), stored.updatedAt);
  const changes = { status: 'paid' as const, paymentDate: input.paymentDate, paymentMethod: input.paymentMethod, updatedAt };
  await patchIfUnchanged(store, stored, { ...stored, ...changes }, changes, { status: 'unpaid' }, M.invoiceNotPayable);
  await expireOpenSessions(deps, invoiceId);
  return { invoice: invoiceView({ ...stored, ...changes }, financialDate(deps.clock())), message: M.invoiceMarkedPaid };
}

/** Draft or unpaid (overdue included) → cancelled: it no longer counts as owed, nor bills its rental. */
export async function cancelInvoice(deps: FinancialsDeps, providerId: string, invoiceId: string): Promise<InvoiceSaved> {
  const { store } = deps;
  const stored = await ownInvoice(store, providerId, invoiceId);
  if (stored.status !== 'draft' && stored.status !== 'unpaid') throw conflict(M.invoiceNotCancellable);
  const updatedAt = nextUpdatedAt(deps.clock(), stored.updatedAt);
  const changes = { status: 'cancelled' as const, updatedAt };
  await patchIfUnchanged(store, stored, { ...stored, ...changes }, changes, { status: stored.status }, M.invoiceNotCancellable);
  await expireOpenSessions(deps, invoiceId);
  return { invoice: invoiceView({ ...stored, ...changes }, financialDate(deps.clock())), message: M.invoiceCancelled };
}
