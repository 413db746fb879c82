// Answers shaped like the API's (they parse with the shared schemas), with Columbus sample data.
import type { ListingDetail } from '../../../shared/schemas/listing';
import type { Rental } from '../../../shared/schemas/rental';
import type { ProviderResult, SearchResponse } from '../../../shared/schemas/search';
import { lengthTotals, quote, SEARCH_PRICING_DEFAULTS } from '../../../shared/pricing';

const BUCKEYE_PRICING = {
  ...SEARCH_PRICING_DEFAULTS,
  baseRatePerYardCents: 800,
  sizes: {
    yard20: {
      lengthPricesCents: [
        { days: 1, priceCents: 8500 },
        { days: 7, priceCents: 39500 },
        { days: 30, priceCents: 125000 },
      ],
      includedTons: 2,
      extraDayCents: 8500,
      extraTonCents: 6500,
    },
  },
};

function provider(overrides: Partial<ProviderResult> & { providerId: string; businessName: string; rate: number }): ProviderResult {
  const { rate, ...rest } = overrides;
  const addOns = { sameDayDelivery: false, drivewayProtection: false, permitPulling: false, cleanupService: false };
  return {
    city: 'Columbus',
    state: 'OH',
    phone: '6145550100',
    rating: 4.0,
    reviewCount: 10,
    isVerified: false,
    addOns,
    dumpsterTypes: ['construction', 'residential'],
    sizes: [10, 20],
    serviceZipPreview: ['43215', '43201', '43202'],
    serviceZipCount: 5,
    listings: [],
    quote: quote({ pricing: { baseRatePerYardCents: rate }, sizeYards: 10 }),
    lengths: lengthTotals({ pricing: { baseRatePerYardCents: rate }, sizeYards: 10 }),
    addOnPricesCents: {},
    ...rest,
  };
}

/** Three providers, cheapest weekly total first, as the server sorts them. */
export const SEARCH_RESPONSE: SearchResponse = {
  zip: { zipCode: '43215', city: 'Columbus', state: 'OH', latitude: 39.96, longitude: -83.0, delivers: true },
  sizeYards: 10,
  rentalDays: 7,
  servingCount: 3,
  providers: [
    provider({
      providerId: 'p-buckeye',
      businessName: 'Buckeye Bin Rentals',
      rate: 800,
      rating: 4.8,
      reviewCount: 212,
      isVerified: true,
      addOns: { sameDayDelivery: true, drivewayProtection: true, permitPulling: true, cleanupService: false },
      listings: [
        {
          listingId: 'l-20',
          providerId: 'p-buckeye',
          providerName: 'Buckeye Bin Rentals',
          type: 'construction',
          size: '20',
          category: 'both',
          deliveryFeeCents: 5000,
          availability: true,
          totalCents: quote({ pricing: BUCKEYE_PRICING, sizeYards: 20 }).totalCents,
        },
      ],
    }),
    provider({ providerId: 'p-scioto', businessName: 'Scioto Roll-Off Co.', rate: 900, rating: 4.6, reviewCount: 148 }),
    provider({
      providerId: 'p-capital',
      businessName: 'Capital City Containers',
      rate: 1000,
      rating: 4.9,
      reviewCount: 80,
      isVerified: true,
      addOns: { sameDayDelivery: true, drivewayProtection: false, permitPulling: false, cleanupService: false },
    }),
  ],
};

export const LISTING_DETAIL: ListingDetail = {
  listing: {
    listingId: 'l-20',
    providerId: 'p-buckeye',
    providerName: 'Buckeye Bin Rentals',
    type: 'construction',
    size: '20',
    category: 'both',
    description: 'Our most popular size for remodels.',
    deliveryFeeCents: 5000,
    serviceAreas: ['43215', '43201', '43202', '43210', '43212', '43203', '43205', '43206'],
    imageUrls: ['/images/dumpsters/roll-off-20.svg', '/images/dumpsters/roll-off-side.svg'],
    availability: true,
    sameDayDelivery: true,
    drivewaySafe: true,
    moneyBackGuarantee: false,
    cleanDisposal: false,
    verified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  provider: {
    providerId: 'p-buckeye',
    businessName: 'Buckeye Bin Rentals',
    phone: '6145550101',
    isVerified: true,
    rating: 4.8,
    reviewCount: 212,
    addOns: { sameDayDelivery: true, drivewayProtection: true, permitPulling: true, cleanupService: false },
  },
  pricing: BUCKEYE_PRICING,
};

/** A paid checkout rental as GET /api/rentals/{id} answers it. */
export const RENTAL: Rental = {
  rentalId: 'a1b2c3d4-e5f6-7890-abcd-ef0123456789',
  customerId: 'c-1',
  customerName: 'Dana Customer',
  customerEmail: 'dana@example.com',
  customerPhone: '6145550100',
  providerId: 'p-buckeye',
  providerName: 'Buckeye Bin Rentals',
  dumpsterSize: '20',
  dumpsterType: 'construction',
  startDate: '2026-12-01',
  endDate: '2026-12-08',
  deliveryAddress: { street: '9 Elm St', city: 'Columbus', state: 'OH', zipCode: '43201' },
  rentalPeriod: 'weekly',
  totalPriceCents: 87500,
  addOns: { sameDayDelivery: true, preferredTimeWindow: 'morning' },
  paymentMethod: 'stripe',
  paymentStatus: 'paid',
  status: 'confirmed',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** GET /api/checkout/providers/p-buckeye for a 20-yard week: the provider, its quote and what it offers. */
export const CHECKOUT_PROVIDER = {
  provider: { providerId: 'p-buckeye', businessName: 'Buckeye Bin Rentals', phone: '6145550101', rating: 4.8, reviewCount: 212, isVerified: true },
  quote: quote({ pricing: BUCKEYE_PRICING, sizeYards: 20 }),
  offer: {
    addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, permitPulling: 3500 },
    lengths: lengthTotals({ pricing: BUCKEYE_PRICING, sizeYards: 20 }),
  },
};
