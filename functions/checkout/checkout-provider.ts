// The checkout page's provider and price: who is booked, the amount the server will charge
// (display only; the payment session is priced again from the stored prices), and, for the ZIP and
// date typed so far, the dates bookable there and whether the provider can deliver the order (the
// rule the payment session enforces: shared/deliverability.ts), so the form says so before payment;
// and, for the size and length asked about, the next dates with a unit free for the whole rental
// and the full ones (functions/availability/next-available.ts), so the form can refuse a full date
// and offer the next free one before the payment session's hold would.
import { PROVIDER_ADD_ONS } from '../../shared/constants';
import { effectivePricing, lengthTotals, quote as priceOrder, type SelectedAddOns } from '../../shared/pricing';
import { CHECKOUT_MESSAGES, type CheckoutProviderResponse } from '../../shared/schemas/checkout';
import { DELIVERY_MESSAGES, deliveryRefusal, type DeliveringProvider } from '../../shared/deliverability';
import { bookingRulesOf, nextDeliveryDate } from '../../shared/booking-rules';
import { deliveryWindow } from '../../shared/rental-dates';
import { calendarDateIn } from '../../shared/zoned-time';
import { nextAvailableStarts, timeZoneOfProvider } from '../availability/next-available';
import type { Store } from '../platform/data/store';
import { timeZoneOfZip } from '../platform/zip-directory';
import { notFound } from '../platform/errors';

type DeliveryCheck = NonNullable<CheckoutProviderResponse['delivery']>;

function deliveryCheck(
  provider: DeliveringProvider,
  order: { sizeYards: number; zipCode: string; startDate?: string; sameDayDelivery: boolean },
  timeZone: string | undefined,
  now: Date,
): DeliveryCheck {
  if (!timeZone) return { refusal: { field: 'zipCode', message: DELIVERY_MESSAGES.zipUnknown(order.zipCode) } };
  const today = calendarDateIn(now, timeZone);
  // The first day the provider can deliver: their lead time on the address's clock, moved on past
  // any weekday, blackout date or holiday they do not deliver on, so the date picker starts on a
  // day that is not refused.
  const rules = bookingRulesOf(provider);
  const { earliest: firstNoticeDay, latest } = deliveryWindow(now, timeZone, rules.leadTimeDays);
  const earliest =
    nextDeliveryDate(rules, firstNoticeDay, { observesFederalHolidays: provider.observesFederalHolidays, until: latest }) ?? firstNoticeDay;
  // Same-day: today only, or nothing. Without a date yet, any bookable one stands for it: the other
  // conditions do not depend on it.
  const window = order.sameDayDelivery ? { earliest: today, latest: today } : { earliest, latest };
  const refusal = deliveryRefusal(provider, { ...order, startDate: order.startDate ?? window.earliest, timeZone }, now);
  // Could same-day be ordered now? Only its own conditions (offered, before the cutoff, not a
  // closed day) count: a wrong ZIP or size is reported on its own.
  const sameDayProblem = deliveryRefusal(provider, { ...order, startDate: today, timeZone, sameDayDelivery: true }, now);
  const sameDay = sameDayProblem && sameDayProblem.field !== 'zipCode' && sameDayProblem.field !== 'size'
    ? { available: false, reason: sameDayProblem.message }
    : { available: true };
  return { timeZone, ...window, ...(refusal ? { refusal } : {}), sameDay };
}

export async function getCheckoutProvider(
  store: Store,
  providerId: string,
  query: { size?: number; rentalDays?: number; addOns: SelectedAddOns; zipCode?: string; startDate?: string },
  now: Date,
): Promise<CheckoutProviderResponse> {
  const { data: provider } = await store.entities.providerProfile.get({ providerId }).go();
  if (!provider) throw notFound(CHECKOUT_MESSAGES.providerNotFound);
  // Add-ons the provider does not offer are left out of the price shown; the payment session refuses them.
  const priced = { pricing: provider.pricing, sizeYards: query.size, addOns: query.addOns, offeredAddOns: provider.addOns };
  const quote = priceOrder({ ...priced, rentalDays: query.rentalDays });
  const addOnPrices = effectivePricing(provider.pricing).addOnPricesCents;
  const deliveryZone = query.zipCode ? await timeZoneOfZip(query.zipCode) : undefined;
  const delivery = query.zipCode
    ? deliveryCheck(
        provider,
        { sizeYards: quote.sizeYards, zipCode: query.zipCode, startDate: query.startDate, sameDayDelivery: query.addOns.sameDayDelivery === true },
        deliveryZone,
        now,
      )
    : undefined;
  // The dates are per size: none without one asked for. On the delivery address's clock once its
  // ZIP is known, else the provider's; for the length the quote prices (the one the hold will take).
  const nextAvailable =
    query.size === undefined
      ? undefined
      : await nextAvailableStarts(
          store,
          provider,
          { sizeYards: quote.sizeYards, rentalDays: quote.rentalDays },
          now,
          deliveryZone ?? (await timeZoneOfProvider(provider)),
        );
  return {
    provider: {
      providerId: provider.providerId,
      businessName: provider.businessName,
      phone: provider.phone,
      rating: provider.rating,
      reviewCount: provider.reviewCount,
      isVerified: provider.isVerified,
      ...(provider.logoUrl ? { logoUrl: provider.logoUrl } : {}),
    },
    ...(delivery ? { delivery } : {}),
    quote,
    ...(nextAvailable ? { nextAvailable } : {}),
    offer: {
      addOnPricesCents: Object.fromEntries(PROVIDER_ADD_ONS.filter((key) => provider.addOns[key]).map((key) => [key, addOnPrices[key]])),
      lengths: lengthTotals(priced),
    },
  };
}
