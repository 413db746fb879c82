// The checkout page's provider and price: who is booked, and the amount the server will charge
// (display only; the payment session is priced again from the stored prices).
import { checkoutQuote } from '../../shared/pricing';
import { CHECKOUT_MESSAGES, type CheckoutProviderResponse } from '../../shared/schemas/checkout';
import type { CheckoutAddOn } from '../../shared/pricing';
import type { Store } from '../platform/data/store';
import { notFound } from '../platform/errors';

export async function getCheckoutProvider(
  store: Store,
  providerId: string,
  query: { size?: number; addOns: Partial<Record<CheckoutAddOn, boolean>> },
): Promise<CheckoutProviderResponse> {
  const { data: provider } = await store.entities.providerProfile.get({ providerId }).go();
  if (!provider) throw notFound(CHECKOUT_MESSAGES.providerNotFound);
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
    quote: checkoutQuote({ pricing: provider.pricing, sizeYards: query.size, addOns: query.addOns }),
  };
}
