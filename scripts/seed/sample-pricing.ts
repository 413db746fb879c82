// The sample providers' prices, in the one price model (shared/pricing.ts). The sample data used to
// price twice: each provider a rate per yard (what search and checkout charged) and each listing its
// own daily, weekly and monthly prices (what its page showed). They are reconciled here the way a
// hauler's price sheet reads: a size the provider lists a dumpster of is priced as that listing
// said (1 day, 7 days, 30 days; extra days at its daily price, as its description promises), with
// the weight haulers include for the size; every other size stocked keeps the rate per yard.
import { dollarsToCents } from '../../shared/money';
import type { ProviderPricingCents, SizePricingCents } from '../../shared/pricing';
import { SAMPLE_LISTINGS } from './sample-orders';
import type { SampleProvider } from './sample-providers';

/** Tons a size's price includes, as Columbus haulers quote them. */
const INCLUDED_TONS: Record<number, number> = { 10: 1, 15: 1.5, 20: 2, 30: 3, 40: 4 };
const EXTRA_TON_DOLLARS = 65;

export function samplePricing(sample: SampleProvider): ProviderPricingCents {
  const sizes: Record<string, SizePricingCents> = {};
  for (const listing of SAMPLE_LISTINGS.filter((candidate) => candidate.providerKey === sample.key)) {
    sizes[`yard${listing.size}`] = {
      lengthPricesCents: [
        { days: 1, priceCents: dollarsToCents(listing.daily) },
        { days: 7, priceCents: dollarsToCents(listing.weekly) },
        { days: 30, priceCents: dollarsToCents(listing.monthly) },
      ],
      includedTons: INCLUDED_TONS[listing.size],
      extraDayCents: dollarsToCents(listing.daily),
      extraTonCents: dollarsToCents(EXTRA_TON_DOLLARS),
    };
  }
  return {
    baseRatePerYardCents: dollarsToCents(sample.baseRatePerYard),
    deliveryFeeCents: dollarsToCents(sample.deliveryFee),
    // A swap is a pick-up and a drop-off in one trip: twice the delivery fee in the samples.
    swapFeeCents: 2 * dollarsToCents(sample.deliveryFee),
    addOnPricesCents: {
      sameDayDelivery: dollarsToCents(sample.addOnPrices.sameDayDelivery),
      drivewayProtection: dollarsToCents(sample.addOnPrices.drivewayProtection),
      permitPulling: dollarsToCents(sample.addOnPrices.permitPulling),
      cleanupService: dollarsToCents(sample.addOnPrices.cleanupService),
    },
    ...(Object.keys(sizes).length > 0 ? { sizes } : {}),
  };
}
