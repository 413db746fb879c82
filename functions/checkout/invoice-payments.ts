// Paying a provider's invoice online through its pay link (shared/invoice-payment.ts): the link
// opens the invoice (the key compared in constant time; a wrong key answers exactly like a missing
// invoice), opens a payment session for the amount stored on the invoice (never one from the
// client, and recorded per invoice: invoice-payment-attempts.ts), and a paid session marks the
// invoice paid by card, exactly once: the webhook and the payer's return both call
// recordPaidInvoice, any number of times, and only the write conditioned on the invoice still being
// unpaid at that amount wins. A paid session that can no longer pay the invoice (edited to another
// amount, paid otherwise, cancelled) is refunded in full instead, also exactly once (invoice-refunds.ts).
import { changeInvoiceCounted } from '../financials/tallies/tally-writes';
import { INVOICE_PAYMENT_MESSAGES, invoicePayPath, type InvoicePayParams, type InvoicePaymentConfirmation, type PayableInvoice } from '../../shared/invoice-payment';
import { FINANCIAL_MESSAGES } from '../../shared/schemas/financials';
import { financialDate } from '../../shared/financial-periods';
import type { Store } from '../platform/data/store';
import { conflict, notFound } from '../platform/errors';
import { sameLinkKey } from '../platform/link-keys';
import type { PaymentSession } from '../platform/payments/payment-port';
import { displayStatus } from '../financials/invoices/invoice-record';
import type { StoredInvoice } from '../financials/ledger';
import { paidAttemptItem, readAttempt, recordOpenedSession, refundedPaymentsOf } from './invoice-payment-attempts';
import { refundInvoicePayment, refundReasonOf, type InvoiceRefundDeps, type InvoiceRefundOutcome } from './invoice-refunds';
import { SESSION_ID_PLACEHOLDER } from './return-urls';

/** What recording a payment needs: a refund is paid back through the payment port and told by e-mail. */
export type InvoicePaymentDeps = InvoiceRefundDeps;

/** Marks a payment session as an invoice's (Stripe metadata); a booking's sessions never carry it. */
const INVOICE_METADATA_KEY = 'invoice_id';

/** Writes racing for one invoice settle within a few attempts. */
const MAX_ATTEMPTS = 5;

const today = (deps: Pick<InvoicePaymentDeps, 'clock'>) => financialDate(deps.clock());

async function readInvoice(store: Store, invoiceId: string): Promise<StoredInvoice | undefined> {
  const { data } = await store.entities.invoice.get({ invoiceId }).go({ consistent: true });
  return data ?? undefined;
}

/** The invoice a pay link opens; anything else, a draft included, is 'Invoice Not Found'. */
async function openPayLink(store: Store, params: InvoicePayParams): Promise<StoredInvoice> {
  const invoice = await readInvoice(store, params.invoiceId);
  if (!invoice || !sameLinkKey(invoice.payKey, params.key) || invoice.status === 'draft') throw notFound(FINANCIAL_MESSAGES.invoiceNotFound);
  return invoice;
}

function payableView(invoice: StoredInvoice, on: string, refundedPayments: PayableInvoice['refundedPayments']): PayableInvoice {
  return {
    invoiceId: invoice.invoiceId,
    invoiceNumber: invoice.invoiceNumber,
    businessName: invoice.providerName,
    customerName: invoice.customer.name,
    dateIssued: invoice.dateIssued,
    dateDue: invoice.dateDue,
    status: displayStatus(invoice, on),
    lineItems: invoice.lineItems,
    amountCents: invoice.amountCents,
    terms: invoice.terms,
    ...(invoice.paymentDate ? { paymentDate: invoice.paymentDate } : {}),
    payable: isPayable(invoice),
    refundedPayments,
  };
}

const isPayable = (invoice: StoredInvoice) => invoice.status === 'unpaid' && invoice.amountCents > 0;

export async function getPayableInvoice(deps: Pick<InvoicePaymentDeps, 'store' | 'clock'>, params: InvoicePayParams): Promise<PayableInvoice> {
  const invoice = await openPayLink(deps.store, params);
  return payableView(invoice, today(deps), await refundedPaymentsOf(deps.store, invoice.invoiceId));
}

/** A payment session for the invoice's stored amount; the payer comes back to the pay link. */
export async function createInvoiceCheckout(deps: Pick<InvoicePaymentDeps, 'store' | 'payments' | 'clock'>, origin: string, params: InvoicePayParams): Promise<{ url: string }> {
  const invoice = await openPayLink(deps.store, params);
  if (!isPayable(invoice)) throw conflict(INVOICE_PAYMENT_MESSAGES.notPayable);
  const payPage = `${origin}${invoicePayPath(invoice.invoiceId, params.key)}`;
  const session = await deps.payments.createCheckoutSession({
    clientReferenceId: `invoice-${invoice.invoiceId}`,
    amountCents: invoice.amountCents,
    currency: 'usd',
    description: `Invoice ${invoice.invoiceNumber} - ${invoice.providerName}`,
    ...(invoice.customer.email ? { customerEmail: invoice.customer.email } : {}),
    // The placeholder's braces must reach the payment provider unescaped.
    successUrl: `${payPage}?session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: `${payPage}?payment=cancelled`,
    metadata: { [INVOICE_METADATA_KEY]: invoice.invoiceId, invoice_number: invoice.invoiceNumber, provider_id: invoice.providerId },
    // One session per version of the invoice: an edited amount opens a new one.
    idempotencyKey: `invoice-${invoice.invoiceId}-${invoice.updatedAt}`,
  });
  // Kept so that a change of the invoice can expire it (functions/financials/invoices/invoices.ts).
  await recordOpenedSession(deps.store, invoice.invoiceId, session, invoice.amountCents, deps.clock());
  return { url: session.url };
}

export type InvoicePaymentOutcome =
  | { status: 'recorded'; invoiceId: string; created: boolean }
  | InvoiceRefundOutcome
  | { status: 'unpaid' | 'unknownInvoice'; invoiceId: string };

/** The invoice a payment session pays, if it is an invoice's session. */
export const invoiceIdOfSession = (session: Pick<PaymentSession, 'metadata'>): string | undefined => session.metadata[INVOICE_METADATA_KEY];

/**
 * Marks the invoice paid by card on today's date (the financials' clock), once; a paid session that
 * cannot pay the invoice as it stands (refundReasonOf) is refunded in full instead, once.
 */
export async function recordPaidInvoice(deps: InvoicePaymentDeps, session: PaymentSession, attempt = 1): Promise<InvoicePaymentOutcome> {
  const invoiceId = invoiceIdOfSession(session);
  if (!invoiceId) throw new Error('Not an invoice payment session');
  const invoice = await readInvoice(deps.store, invoiceId);
  if (!invoice) return { status: 'unknownInvoice', invoiceId };
  if (session.paymentStatus !== 'paid') return { status: 'unpaid', invoiceId };
  const paidBy = session.paymentIntentId ?? session.id;
  if (invoice.status === 'paid' && invoice.paymentTransactionId === paidBy) return { status: 'recorded', invoiceId, created: false };
  // Refunded before (the invoice changed, perhaps back again since): it never pays the invoice.
  const recorded = await readAttempt(deps.store, invoiceId, session.id);
  if (recorded?.status === 'refunded' && recorded.refund) return { status: 'refunded', invoiceId, created: false, reason: recorded.refund.reason };
  const reason = refundReasonOf(invoice, session);
  if (reason) return refundInvoicePayment(deps, invoice, session, reason);
  const now = deps.clock();
  const changes = { status: 'paid' as const, paymentMethod: 'card' as const, paymentDate: financialDate(now), paymentTransactionId: paidBy };
  // Its share of the provider's tallies is worked out from the invoice as read: the write is conditioned on it (updatedAt).
  const { refused } = await changeInvoiceCounted(deps.store, invoice.providerId, invoice, { ...invoice, ...changes }, (entities) => [
    entities.invoice
      .patch({ invoiceId })
      .set(changes)
      .where(
        (attributes, { eq }) =>
          `${eq(attributes.status, 'unpaid')} AND ${eq(attributes.amountCents, session.amountTotalCents)} AND ${eq(attributes.updatedAt, invoice.updatedAt)}`,
      )
      .commit(),
    paidAttemptItem(entities, invoiceId, session, now),
  ]);
  if (!refused) return { status: 'recorded', invoiceId, created: true };
  if (attempt >= MAX_ATTEMPTS) throw new Error(`Recording the payment of invoice ${invoiceId} kept conflicting`);
  // Someone else wrote first: the same payment's other delivery, a mark-paid, an edit or a cancel.
  return recordPaidInvoice(deps, session, attempt + 1);
}

/** The payer's return: records the session if paid (the webhook may not have arrived), then the invoice as it stands and what the payment did. */
export async function confirmInvoicePayment(deps: InvoicePaymentDeps, params: InvoicePayParams, sessionId: string): Promise<InvoicePaymentConfirmation> {
  const invoice = await openPayLink(deps.store, params);
  const session = await deps.payments.retrieveCheckoutSession(sessionId);
  const outcome = session && invoiceIdOfSession(session) === invoice.invoiceId ? await recordPaidInvoice(deps, session) : undefined;
  const payment = outcome?.status === 'recorded' ? 'paid' : outcome?.status === 'refunded' ? 'refunded' : 'processing';
  return { ...(await getPayableInvoice(deps, params)), payment };
}
