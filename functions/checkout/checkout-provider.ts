// The checkout page's provider and price: who is booked, the amount the server will charge
// (display only; the payment session is priced again from the stored prices), and, for the ZIP and
// date typed so far, the dates bookable there and whether the provider can deliver the order (the
// rule the payment session enforces: shared/deliverability.ts), so the form says so before payment.
import { checkoutQuote } from '../../shared/pricing';
import { CHECKOUT_MESSAGES, type CheckoutProviderResponse } from '../../shared/schemas/checkout';
import type { CheckoutAddOn } from '../../shared/pricing';
import { DELIVERY_MESSAGES, deliveryRefusal, type DeliveringProvider } from '../../shared/deliverability';
import { deliveryWindow } from '../../shared/rental-dates';
import type { Store } from '../platform/data/store';
import { timeZoneOfZip } from '../platform/zip-directory';
import { notFound } from '../platform/errors';

type DeliveryCheck = NonNullable<CheckoutProviderResponse['delivery']>;

async function deliveryCheck(
  provider: DeliveringProvider,
  order: { sizeYards: number; zipCode: string; startDate?: string },
  now: Date,
): Promise<DeliveryCheck> {
  const timeZone = await timeZoneOfZip(order.zipCode);
  if (!timeZone) return { refusal: { field: 'zipCode', message: DELIVERY_MESSAGES.zipUnknown(order.zipCode) } };
  const window = deliveryWindow(now, timeZone);
  // Without a date yet, any bookable one stands for it: the other conditions do not depend on it.
  const refusal = deliveryRefusal(provider, { ...order, startDate: order.startDate ?? window.earliest, timeZone }, now);
  return { timeZone, ...window, ...(refusal ? { refusal } : {}) };
}

export async function getCheckoutProvider(
  store: Store,
  providerId: string,
  query: { size?: number; addOns: Partial<Record<CheckoutAddOn, boolean>>; zipCode?: string; startDate?: string },
  now: Date,
): Promise<CheckoutProviderResponse> {
  const { data: provider } = await store.entities.providerProfile.get({ providerId }).go();
  if (!provider) throw notFound(CHECKOUT_MESSAGES.providerNotFound);
  const quote = checkoutQuote({ pricing: provider.pricing, sizeYards: query.size, addOns: query.addOns });
  const delivery = query.zipCode
    ? await deliveryCheck(provider, { sizeYards: quote.sizeYards, zipCode: query.zipCode, startDate: query.startDate }, now)
    : undefined;
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
  };
}
