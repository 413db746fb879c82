// Stripe's webhook: the signature over the raw body is checked before anything else is read or
// written; checkout.session.completed records the rental (exactly once, however often Stripe
// delivers it); every other event is acknowledged and ignored.
import { invalid } from '../platform/errors';
import { logger } from '../platform/logger';
import type { PaymentEvent } from '../platform/payments/payment-port';
import { recordPaidCheckout, type RecordPaidCheckoutDeps } from './record-paid-checkout';

export const WEBHOOK_MESSAGES = {
  signatureInvalid: 'Invalid webhook signature',
} as const;

export async function handleStripeWebhook(
  deps: RecordPaidCheckoutDeps,
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
  if (event.type !== 'checkout.session.completed' || !event.session) {
    logger.info('Ignored a webhook event', { type: event.type });
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
