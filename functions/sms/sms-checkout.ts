// The payment link of a text-to-book order: a payment session for the provider's price of its
// dumpster of the size texted for and the chosen length (shared/pricing.ts's quote, from the stored
// prices, as the web checkout charges), and the order stored under the session's id exactly as the
// web checkout stores it, so the webhook (or the success page) records the rental through
// recordPaidCheckout, once. A payment not made returns to a page about this text order
// (TEXT_ORDER_NOT_PAID_PATH), not to a web checkout.
//
// Like the web checkout (create-checkout-session.ts), the link first holds a unit of the size for
// the texted days (functions/availability/holds.ts placeHold), and the session expires with the
// hold; the checkout keeps the hold's id, so payment settles it (recordPaidCheckout), and the
// session's expiry or the sweep gives its days back. A number has one unpaid link at a time: a new
// one replaces (expires and releases) its earlier one (availability/hold-owners.ts). When a day has no unit free, no session opens
// and the conversation is told the first full day and the next available date (afterNoUnitFree).
import { randomUUID } from 'node:crypto';
import { reservedSpan } from '../../shared/availability';
import { bookingRulesOf } from '../../shared/booking-rules';
import { TEXT_ORDER_NOT_PAID_PATH } from '../../shared/constants';
import { deliveryRefusal, type DeliveringProvider } from '../../shared/deliverability';
import { quote } from '../../shared/pricing';
import { deliveryWindow } from '../../shared/rental-dates';
import { SMS_DUMPSTER_SIZE, SMS_PERIOD_TERMS, type SmsRentalPeriod } from '../../shared/schemas/sms';
import { ceilingOf } from '../availability/day-counters';
import { placeHold } from '../availability/holds';
import { placeLimitedHold } from '../availability/hold-limits';
import { textHoldOwners } from '../availability/hold-owners';
import { unitAvailability, type UnitRequest } from '../availability/when-free';
import { openPaymentSession, rentalIdForSession } from '../checkout/create-checkout-session';
import { newReturnToken, successUrl } from '../checkout/return-urls';
import type { Store } from '../platform/data/store';
import { DomainError } from '../platform/errors';
import type { PaymentPort } from '../platform/payments/payment-port';
import { endDateOf, type NoUnitFree, type SmsBooking } from './conversation';

export interface SmsCheckoutDeps {
  store: Store;
  payments: PaymentPort;
  clock: () => Date;
  /** The site the payment page sends the browser back to. */
  siteUrl: string;
  newId?: () => string;
}

interface SmsOrder {
  zipCode: string;
  deliveryDate: string;
  period: SmsRentalPeriod;
  timeZone: string;
}

/** The unit a text order needs: the SMS size for its days, the next free date looked for by the provider's rules. */
function unitRequestOf(provider: DeliveringProvider & { providerId: string }, order: SmsOrder, now: Date): UnitRequest {
  const { turnaroundDays } = bookingRulesOf(provider);
  const place = { sizeYards: SMS_DUMPSTER_SIZE, zipCode: order.zipCode, timeZone: order.timeZone };
  return {
    providerId: provider.providerId,
    size: String(SMS_DUMPSTER_SIZE),
    span: reservedSpan(order.deliveryDate, endDateOf(order.period, order.deliveryDate), turnaroundDays),
    rentalDays: SMS_PERIOD_TERMS[order.period].days,
    turnaroundDays,
    latestStart: deliveryWindow(now, order.timeZone).latest,
    canDeliverOn: (day) => !deliveryRefusal(provider, { ...place, startDate: day }, now),
  };
}

export type SmsDateCheck = { kind: 'ok' } | { kind: 'refused'; message: string } | ({ kind: 'noUnitFree' } & NoUnitFree);

/**
 * What the conversation's provider says to the date the texter just gave, before they are asked to
 * confirm it: their refusal by the same rule as the payment link below (shared/deliverability.ts:
 * only the date's own refusals; the ZIP and the size were settled when the provider was chosen), or
 * no unit of the size free on a day of the rental, with the next available date (the hold at the
 * payment link decides for good).
 */
export async function checkSmsDate(
  store: Store,
  order: SmsOrder & { providerId: string },
  now: Date,
): Promise<SmsDateCheck> {
  const { data: provider } = await store.entities.providerProfile.get({ providerId: order.providerId }).go();
  if (!provider) return { kind: 'ok' };
  const refusal = deliveryRefusal(provider, { sizeYards: SMS_DUMPSTER_SIZE, zipCode: order.zipCode, startDate: order.deliveryDate, timeZone: order.timeZone }, now);
  if (refusal?.field === 'startDate') return { kind: 'refused', message: refusal.message };
  const request = unitRequestOf(provider, order, now);
  const availability = await unitAvailability(store, request, ceilingOf(provider, String(SMS_DUMPSTER_SIZE)));
  return availability.free ? { kind: 'ok' } : { kind: 'noUnitFree', fullDay: availability.fullDay, nextStart: availability.nextStart };
}

/** A texter has no account: their orders share one customer id per phone number. */
const smsCustomerId = (phoneNumber: string) => `sms-${phoneNumber.replace(/\D/g, '')}`;

export type SmsCheckout = { kind: 'link'; sessionId: string; url: string; amountCents: number } | ({ kind: 'noUnitFree' } & NoUnitFree);

export async function createSmsCheckout(deps: SmsCheckoutDeps, booking: SmsBooking): Promise<SmsCheckout> {
  const { data: provider } = await deps.store.entities.providerProfile.get({ providerId: booking.providerId }).go();
  if (!provider) throw new Error(`Provider ${booking.providerId} chosen for ${booking.zipCode} no longer exists`);
  const now = deps.clock();
  // The same rule as the web checkout: no payment for what the provider cannot deliver.
  const refusal = deliveryRefusal(
    provider,
    { sizeYards: SMS_DUMPSTER_SIZE, zipCode: booking.zipCode, startDate: booking.deliveryDate, timeZone: booking.timeZone },
    now,
  );
  if (refusal) throw new Error(`Text order for ${booking.zipCode} refused before payment: ${refusal.message}`);
  const terms = SMS_PERIOD_TERMS[booking.period];
  const price = quote({ pricing: provider.pricing, sizeYards: SMS_DUMPSTER_SIZE, rentalDays: terms.days });
  const reference = (deps.newId ?? randomUUID)();
  const customerId = smsCustomerId(booking.phoneNumber);
  const origin = new URL(deps.siteUrl).origin;
  // The texter's phone comes back to the success page with the return token, as a web checkout's browser does.
  const returnToken = newReturnToken();
  const cancelUrl = `${origin}${TEXT_ORDER_NOT_PAID_PATH}`;

  const request = unitRequestOf(provider, booking, now);
  const ceiling = ceilingOf(provider, String(SMS_DUMPSTER_SIZE));
  let hold;
  try {
    // The number's earlier unpaid link is replaced: it waits for one payment at a time.
    hold = await placeLimitedHold(deps, textHoldOwners(booking.phoneNumber), request, (slots) =>
      placeHold(deps, { ...request, holdId: reference, slots, businessName: provider.businessName, ceiling }),
    );
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
    // The refusal's first full day and next free date, for the conversation to text.
    const availability = await unitAvailability(deps.store, request, ceiling);
    if (availability.free) throw error;
    return { kind: 'noUnitFree', fullDay: availability.fullDay, nextStart: availability.nextStart };
  }
  const session = await openPaymentSession(deps, hold.holdId, {
    clientReferenceId: reference,
    amountCents: price.totalCents,
    currency: 'usd',
    description: `${SMS_DUMPSTER_SIZE} Yard dumpster rental, ${terms.label} - ${provider.businessName}`,
    successUrl: successUrl(origin, returnToken.token),
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
    expiresAt: new Date(hold.expiresAt),
  });

  const timestamp = now.toISOString();
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
      holdId: hold.holdId,
      returnTokenHash: returnToken.hash,
      reservedFrom: request.span.firstDay,
      reservedThrough: request.span.lastDay,
      createdAt: timestamp,
      updatedAt: timestamp,
    })
    .go();
  return { kind: 'link', sessionId: session.id, url: session.url, amountCents: price.totalCents };
}
