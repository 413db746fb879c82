// Stripe's webhook: the signature over the raw body is checked before anything else is read or
// written; then, each exactly once however often Stripe delivers it:
//   checkout.session.completed records the rental (record-paid-checkout.ts), or, for an invoice's
//   pay link, marks the invoice paid or, when the invoice changed meanwhile, refunds the payment
//   (invoice-payments.ts), or, for an extension, extends its rental (rentals/extensions/record-extension.ts);
//   checkout.session.expired gives back the unit the session held (release-checkout-hold.ts), an
//   extension's added days included, or marks an invoice's session expired;
//   charge.refunded records a refund made at the payment provider, cancelling a rental refunded in
//   full before delivery (the marketplace's own refunds come back here too, and change nothing);
//   charge.dispute.created / charge.dispute.closed record a chargeback and its verdict
//   (record-payment-change.ts), and the provider is told.
// Every other event (the other charge.dispute.* updates included) is acknowledged and ignored.
import { invalid } from '../platform/errors';
import { logger } from '../platform/logger';
import type { PaymentEvent } from '../platform/payments/payment-port';
import { extensionIdOfSession, recordPaidExtension } from '../rentals/extensions/record-extension';
import { releaseHold } from '../availability/holds';
import { markSessionExpired } from './invoice-payment-attempts';
import { invoiceIdOfSession, recordPaidInvoice, type InvoicePaymentDeps } from './invoice-payments';
import { releaseExpiredSessionHold } from './release-checkout-hold';
import { recordPaidCheckout, type RecordPaidCheckoutDeps } from './record-paid-checkout';
import { recordDisputeClosed, recordDisputeOpened, recordRefund, type PaymentChangeOutcome } from './record-payment-change';

export const WEBHOOK_MESSAGES = {
  signatureInvalid: 'Invalid webhook signature',
} as const;

/** A booking's payment records its rental; an invoice's may be refunded and told by e-mail. */
export type WebhookDeps = RecordPaidCheckoutDeps & InvoicePaymentDeps;

export async function handleStripeWebhook(
  deps: WebhookDeps,
  rawBody: string | undefined,
  signatureHeader: string | undefined,
): Promise<{ received: true }> {
  let event: PaymentEvent;
  try {
    if (!rawBody || !signatureHeader) throw new Error('missing body or stripe-signature header');
    event = deps.payments.verifyWebhookEvent(rawBody, signatureHeader);
  } catch (error) {
    logger.warn('Refused a webhook event', { reason: String(error) });
    throw invalid(WEBHOOK_MESSAGES.signatureInvalid);
  }
  logger.appendKeys({ stripeEventId: event.id });
  const change = await recordedPaymentChange(deps, event);
  if (change) {
    // A payment this marketplace does not know (another integration, or one recorded before
    // refunds were tracked) is acknowledged, so Stripe stops retrying; the log keeps it for staff.
    if (change.status === 'unknownPayment' || change.status === 'rentalMissing') logger.warn(`No rental for ${event.type}`, { ...change });
    else logger.info(`Handled ${event.type}`, { ...change });
    return { received: true };
  }
  const extensionId = event.session ? extensionIdOfSession(event.session) : undefined;
  const invoiceId = event.session ? invoiceIdOfSession(event.session) : undefined;
  if (event.type === 'checkout.session.expired' && event.session && invoiceId) {
    await markSessionExpired(deps.store, invoiceId, event.session.id, deps.clock());
    logger.info('Handled checkout.session.expired for an invoice', { sessionId: event.session.id, invoiceId });
    return { received: true };
  }
  if (event.type === 'checkout.session.expired' && event.session) {
    // An extension's hold has the extension's id.
    const released = extensionId ? await releaseHold(deps.store, extensionId) : await releaseExpiredSessionHold(deps.store, event.session.id);
    logger.info('Handled checkout.session.expired', { sessionId: event.session.id, outcome: released });
    return { received: true };
  }
  if (event.type !== 'checkout.session.completed' || !event.session) {
    logger.info('Ignored a webhook event', { type: event.type });
    return { received: true };
  }
  if (invoiceId) {
    const paid = await recordPaidInvoice(deps, event.session);
    if (paid.status === 'recorded' || paid.status === 'refunded') logger.info('Handled checkout.session.completed for an invoice', { ...paid });
    else logger.warn('An invoice payment was not recorded', { ...paid });
    return { received: true };
  }
  if (extensionId) {
    const extended = await recordPaidExtension(deps, extensionId, event.session);
    logger.info('Handled checkout.session.completed for an extension', { sessionId: event.session.id, extensionId, outcome: extended.status });
    return { received: true };
  }
  const outcome = await recordPaidCheckout(deps, event.session.id, event.session);
  logger.info('Handled checkout.session.completed', {
    sessionId: event.session.id,
    outcome: outcome.status,
    ...(outcome.status === 'recorded' ? { rentalId: outcome.rental.rentalId, created: outcome.created } : {}),
  });
  // A session this marketplace never opened (another integration on the same Stripe account) is
  // acknowledged so Stripe stops retrying it.
  return { received: true };
}

/** The refund or dispute an event reports, recorded; undefined for any other event. */
function recordedPaymentChange(deps: RecordPaidCheckoutDeps, event: PaymentEvent): Promise<PaymentChangeOutcome> | undefined {
  if (event.type === 'charge.refunded' && event.charge) return recordRefund(deps, event.charge);
  if (event.type === 'charge.dispute.created' && event.dispute) return recordDisputeOpened(deps, event.dispute);
  if (event.type === 'charge.dispute.closed' && event.dispute) return recordDisputeClosed(deps, event.dispute);
  return undefined;
}
