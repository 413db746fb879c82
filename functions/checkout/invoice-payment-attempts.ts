// The payment sessions an invoice's pay link opened, one item each (invoicePayment, keyed by the
// invoice, so an invoice's sessions are one Query): recorded when a session opens, marked paid in
// the transaction that marks the invoice paid, refunded by invoice-refunds.ts, and expired when the
// invoice can no longer be paid at that amount (edited to another amount, paid otherwise, cancelled:
// functions/financials/invoices/invoices.ts calls expireOpenSessions) or the payment provider
// expired the session itself. Expiring at the payment provider is best effort: a session paid in
// the meantime, or one the provider cannot be reached to expire, is refunded when its payment
// arrives, which is the guarantee.
import type { RefundedInvoicePayment } from '../../shared/schemas/financials';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';
import type { Store } from '../platform/data/store';
import { logger } from '../platform/logger';
import type { PaymentPort, PaymentSession } from '../platform/payments/payment-port';

type Entities = Store['entities'];

export async function readAttempt(store: Store, invoiceId: string, sessionId: string) {
  const { data } = await store.entities.invoicePayment.get({ invoiceId, sessionId }).go({ consistent: true });
  return data;
}

/** A session just opened for the invoice's amount; opening it again (the same idempotency key) keeps the first record. */
export async function recordOpenedSession(store: Store, invoiceId: string, session: { id: string }, amountCents: number, now: Date): Promise<void> {
  const at = now.toISOString();
  try {
    await store.entities.invoicePayment.create({ invoiceId, sessionId: session.id, amountCents, status: 'open', openedAt: at, updatedAt: at }).go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/**
 * The transaction item that marks the session as the invoice's payment, beside the invoice's own
 * change: refused if the session was refunded meanwhile, so a refunded payment never pays the invoice.
 */
export function paidAttemptItem(entities: Entities, invoiceId: string, session: PaymentSession, now: Date) {
  return entities.invoicePayment
    .update({ invoiceId, sessionId: session.id })
    .set({ amountCents: session.amountTotalCents, status: 'paid', ...(session.paymentIntentId ? { paymentIntentId: session.paymentIntentId } : {}), updatedAt: now.toISOString() })
    .where((attributes, { notExists, ne }) => `${notExists(attributes.status)} OR ${ne(attributes.status, 'refunded')}`)
    .commit();
}

/** The invoice's card payments refunded instead of paying it, oldest first (one Query of its sessions). */
export async function refundedPaymentsOf(store: Store, invoiceId: string): Promise<RefundedInvoicePayment[]> {
  const { data } = await store.entities.invoicePayment.query.byInvoice({ invoiceId }).go({ pages: 'all', consistent: true });
  return data
    .flatMap((attempt) => (attempt.status === 'refunded' && attempt.refund ? [{ attempt, refund: attempt.refund }] : []))
    .sort((a, b) => a.attempt.updatedAt.localeCompare(b.attempt.updatedAt))
    .map(({ attempt, refund }) => ({
      amountCents: attempt.amountCents,
      reason: refund.reason,
      invoiceAmountCents: refund.invoiceAmountCents,
      refundedOn: refund.refundedOn,
    }));
}

/** The session can no longer be paid (the payment provider expired it, or we did): marked so, unless it was paid or refunded. */
export async function markSessionExpired(store: Store, invoiceId: string, sessionId: string, now: Date): Promise<void> {
  try {
    await store.entities.invoicePayment
      .patch({ invoiceId, sessionId })
      .set({ status: 'expired', updatedAt: now.toISOString() })
      .where((attributes, { eq }) => eq(attributes.status, 'open'))
      .go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/**
 * Expires every session of the invoice still open at the payment provider, so its page can no longer
 * be paid. Never fails the change that asked for it: a session that cannot be expired is logged, and
 * its payment, if one comes, is refunded (invoice-refunds.ts).
 */
export async function expireOpenSessions(deps: { store: Store; payments: () => Promise<PaymentPort>; clock: () => Date }, invoiceId: string): Promise<void> {
  try {
    const { data } = await deps.store.entities.invoicePayment.query.byInvoice({ invoiceId }).go({ pages: 'all', consistent: true });
    const open = data.filter((attempt) => attempt.status === 'open');
    if (open.length === 0) return;
    const payments = await deps.payments();
    for (const attempt of open) {
      if ((await payments.expireCheckoutSession(attempt.sessionId)) === 'expired') await markSessionExpired(deps.store, invoiceId, attempt.sessionId, deps.clock());
    }
  } catch (error) {
    logger.error('Could not expire the open payment sessions of a changed invoice; a late payment will be refunded', { invoiceId, error: String(error) });
  }
}
