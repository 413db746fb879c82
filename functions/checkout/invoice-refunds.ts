// A card payment that cannot pay its invoice any more is given back in full, exactly once: the
// invoice's amount changed after the payment page opened, it was paid meanwhile (by card or
// otherwise), or it was cancelled. Charging the old amount and leaving the invoice unpaid would keep
// the payer's money for nothing; marking it partly paid would invent a balance the provider never
// billed (docs/ARCHITECTURE.md, "Invoice payments"). In order, each step safe to repeat:
//   1. the refund at the payment provider, with the session's idempotency key (a repeat answers the
//      same refund);
//   2. the session's record marked refunded with the reason and the invoice's amount then, by one
//      write conditioned on it not being refunded yet: the one caller whose write wins goes on;
//   3. that caller tells the payer and the provider by e-mail (a failure is logged: the refund stands).
// A webhook replayed, the payer's return and a reload all end at step 2 and answer 'refunded'
// again, changing nothing. The refund is never revenue: the invoice's books are untouched.
import type { InvoiceRefundReason, RefundedInvoicePayment } from '../../shared/schemas/financials';
import { financialDate } from '../../shared/financial-periods';
import { invoicePayUrl } from '../../shared/invoice-payment';
import type { StoredInvoice } from '../financials/ledger';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';
import type { Store } from '../platform/data/store';
import { logger } from '../platform/logger';
import type { EmailSender } from '../platform/messaging/message';
import { BUSINESS_METRICS, countBusinessEvent } from '../platform/metrics';
import type { PaymentPort, PaymentSession } from '../platform/payments/payment-port';
import { readAttempt } from './invoice-payment-attempts';
import { invoiceRefundEmails } from './invoice-refund-email';

export interface InvoiceRefundDeps {
  store: Store;
  payments: PaymentPort;
  clock: () => Date;
  email: EmailSender;
  /** The site's origin, for the pay link in the payer's e-mail; without it the e-mail has none. */
  origin?: string;
}

/** Why a paid session cannot pay the invoice as it stands; undefined when it can. */
export function refundReasonOf(invoice: Pick<StoredInvoice, 'status' | 'amountCents'>, session: Pick<PaymentSession, 'amountTotalCents'>): InvoiceRefundReason | undefined {
  if (invoice.status === 'paid') return 'alreadyPaid';
  if (invoice.status !== 'unpaid') return 'cancelled';
  return session.amountTotalCents === invoice.amountCents ? undefined : 'amountChanged';
}

export type InvoiceRefundOutcome = { status: 'refunded'; invoiceId: string; created: boolean; reason: InvoiceRefundReason };

/** Refunds the session's payment in full for `reason`, records it on the invoice's session and tells both sides, once. */
export async function refundInvoicePayment(
  deps: InvoiceRefundDeps,
  invoice: StoredInvoice,
  session: PaymentSession,
  reason: InvoiceRefundReason,
): Promise<InvoiceRefundOutcome> {
  const { invoiceId } = invoice;
  if (!session.paymentIntentId) throw new Error(`Paid invoice session ${session.id} has no payment to refund`);
  const { refundId } = await deps.payments.refund({
    paymentIntentId: session.paymentIntentId,
    amountCents: session.amountTotalCents,
    idempotencyKey: `invoice-refund-${session.id}`,
  });
  const refundedOn = financialDate(deps.clock());
  const refund = { refundId, reason, invoiceAmountCents: invoice.amountCents, refundedOn };
  try {
    await deps.store.entities.invoicePayment
      .update({ invoiceId, sessionId: session.id })
      .set({ amountCents: session.amountTotalCents, status: 'refunded', paymentIntentId: session.paymentIntentId, refund, updatedAt: deps.clock().toISOString() })
      .where((attributes, { notExists, ne }) => `${notExists(attributes.status)} OR (${ne(attributes.status, 'refunded')} AND ${ne(attributes.status, 'paid')})`)
      .go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    // Recorded by another delivery (or the payer's return) first; it told everyone.
    const recorded = await readAttempt(deps.store, invoiceId, session.id);
    if (recorded?.status === 'paid') throw new Error(`Invoice session ${session.id} paid its invoice and was refunded`);
    return { status: 'refunded', invoiceId, created: false, reason: recorded?.refund?.reason ?? reason };
  }
  countBusinessEvent(BUSINESS_METRICS.paymentsFailed);
  logger.warn('An invoice payment could not pay its invoice and was refunded in full', {
    invoiceId,
    reason,
    invoiceStatus: invoice.status,
    invoiceCents: invoice.amountCents,
    paidCents: session.amountTotalCents,
    paymentIntentId: session.paymentIntentId,
  });
  await tellRefund(deps, invoice, { amountCents: session.amountTotalCents, reason, invoiceAmountCents: invoice.amountCents, refundedOn });
  return { status: 'refunded', invoiceId, created: true, reason };
}

async function tellRefund(deps: InvoiceRefundDeps, invoice: StoredInvoice, refund: RefundedInvoicePayment): Promise<void> {
  try {
    const { data: provider } = await deps.store.entities.providerProfile.get({ providerId: invoice.providerId }).go();
    const payUrl = invoice.payKey && deps.origin ? invoicePayUrl(deps.origin, invoice.invoiceId, invoice.payKey) : undefined;
    for (const message of invoiceRefundEmails({ invoice, refund, ...(payUrl ? { payUrl } : {}), ...(provider?.email ? { providerEmail: provider.email } : {}) })) {
      await deps.email.sendEmail(message);
    }
  } catch (error) {
    logger.error('Telling a payer and provider of an invoice refund failed; the refund stands', { invoiceId: invoice.invoiceId, error: String(error) });
  }
}
