// The payment link of a text-to-book order: a payment session for the provider's price of its
// dumpster of the size texted for and the chosen length (shared/pricing.ts's quote, from the stored
// prices, as the web checkout charges), and the order stored under the session's id exactly as the
// web checkout stores it, so the webhook (or the success page) records the rental through
// recordPaidCheckout, once. A payment not made returns to a page about this text order
// (TEXT_ORDER_NOT_PAID_PATH), not to a web checkout.
import { randomUUID } from 'node:crypto';
import { TEXT_ORDER_NOT_PAID_PATH } from '../../shared/constants';
import { deliveryRefusal } from '../../shared/deliverability';
import { quote } from '../../shared/pricing';
import { SMS_DUMPSTER_SIZE, SMS_PERIOD_TERMS } from '../../shared/schemas/sms';
import { rentalIdForSession } from '../checkout/create-checkout-session';
import { SESSION_ID_PLACEHOLDER } from '../checkout/return-urls';
import type { Store } from '../platform/data/store';
import type { PaymentPort } from '../platform/payments/payment-port';
import type { SmsBooking } from './conversation';

export interface SmsCheckoutDeps {
  store: Store;
  payments: PaymentPort;
  clock: () => Date;
  /** The site the payment page sends the browser back to. */
  siteUrl: string;
  newId?: () => string;
}


/**
 * Why the conversation's provider cannot deliver on the date the texter just gave, by the same rule
 * as the payment link below (shared/deliverability.ts), or undefined when they can. Only the date's
 * own refusals count here: the ZIP and the size were settled when the provider was chosen.
 */
export async function smsDeliveryDateRefusal(
  store: Store,
  order: { providerId: string; zipCode: string; deliveryDate: string; timeZone: string },
  now: Date,
): Promise<string | undefined> {
  const { data: provider } = await store.entities.providerProfile.get({ providerId: order.providerId }).go();
  if (!provider) return undefined;
  const refusal = deliveryRefusal(provider, { sizeYards: SMS_DUMPSTER_SIZE, zipCode: order.zipCode, startDate: order.deliveryDate, timeZone: order.timeZone }, now);
  return refusal?.field === 'startDate' ? refusal.message : undefined;
}

/** A texter has no account: their orders share one customer id per phone number. */
export const smsCustomerId = (phoneNumber: string) => `sms-${phoneNumber.replace(/\D/g, '')}`;

export async function createSmsCheckout(deps: SmsCheckoutDeps, booking: SmsBooking): Promise<{ sessionId: string; url: string; amountCents: number }> {
  const { data: provider } = await deps.store.entities.providerProfile.get({ providerId: booking.providerId }).go();
  if (!provider) throw new Error(`Provider ${booking.providerId} chosen for ${booking.zipCode} no longer exists`);
  // The same rule as the web checkout: no payment for what the provider cannot deliver.
  const refusal = deliveryRefusal(
    provider,
    { sizeYards: SMS_DUMPSTER_SIZE, zipCode: booking.zipCode, startDate: booking.deliveryDate, timeZone: booking.timeZone },
    deps.clock(),
  );
  if (refusal) throw new Error(`Text order for ${booking.zipCode} refused before payment: ${refusal.message}`);
  const terms = SMS_PERIOD_TERMS[booking.period];
  const price = quote({ pricing: provider.pricing, sizeYards: SMS_DUMPSTER_SIZE, rentalDays: terms.days });
  const reference = (deps.newId ?? randomUUID)();
  const customerId = smsCustomerId(booking.phoneNumber);
  const origin = new URL(deps.siteUrl).origin;
  const successUrl = `${origin}/checkout-success?session_id=${SESSION_ID_PLACEHOLDER}`;
  const cancelUrl = `${origin}${TEXT_ORDER_NOT_PAID_PATH}`;
  const session = await deps.payments.createCheckoutSession({
    clientReferenceId: reference,
    amountCents: price.totalCents,
    currency: 'usd',
    description: `${SMS_DUMPSTER_SIZE} Yard dumpster rental, ${terms.label} - ${provider.businessName}`,
    successUrl,
    cancelUrl,
    metadata: {
      checkout_reference: reference,
      channel: 'sms',
      provider_id: provider.providerId,
      dumpster_size: String(SMS_DUMPSTER_SIZE),
      rental_period: terms.rentalPeriod,
      start_date: booking.deliveryDate,
      end_date: booking.endDate,
      customer_id: customerId,
    },
    idempotencyKey: `sms-checkout-${reference}`,
  });

  const timestamp = deps.clock().toISOString();
  await deps.store.entities.checkoutSession
    .create({
      sessionId: session.id,
      status: 'pending',
      customerId,
      guest: true,
      customerName: `Text customer ${booking.phoneNumber}`,
      // Nothing to e-mail: the texter hears back by text (the order notifications text their phone).
      customerEmail: '',
      customerPhone: booking.phoneNumber,
      deliveryAddress: { street: booking.street, city: booking.city, state: booking.state, zipCode: booking.zipCode },
      providerId: provider.providerId,
      providerName: provider.businessName,
      dumpsterSize: String(SMS_DUMPSTER_SIZE),
      dumpsterType: provider.dumpsterTypes[0] ?? 'construction',
      startDate: booking.deliveryDate,
      endDate: booking.endDate,
      addOns: {},
      amountCents: price.totalCents,
      priceLines: price.lines.map(({ label, cents }) => ({ label, cents })),
      rentalPeriod: terms.rentalPeriod,
      rentalId: rentalIdForSession(session.id),
      createdAt: timestamp,
      updatedAt: timestamp,
    })
    .go();
  return { sessionId: session.id, url: session.url, amountCents: price.totalCents };
}
