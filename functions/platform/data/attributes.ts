// Attribute definitions (schema.ts) that several entity models share.
import { DUMPSTER_SIZES, PROVIDER_ADD_ONS } from '../../../shared/constants';

export const addressAttribute = {
  type: 'map',
  required: true,
  properties: {
    street: { type: 'string', required: true },
    city: { type: 'string', required: true },
    state: { type: 'string', required: true },
    zipCode: { type: 'string', required: true },
  },
} as const;

export const stringListAttribute = { type: 'list', items: { type: 'string' } } as const;

const addOnBooleans = Object.fromEntries(PROVIDER_ADD_ONS.map((key) => [key, { type: 'boolean', required: true }])) as {
  [K in (typeof PROVIDER_ADD_ONS)[number]]: { type: 'boolean'; required: true };
};
const addOnCents = Object.fromEntries(PROVIDER_ADD_ONS.map((key) => [key, { type: 'number', required: true }])) as {
  [K in (typeof PROVIDER_ADD_ONS)[number]]: { type: 'number'; required: true };
};
const inventoryCounts = Object.fromEntries(
  DUMPSTER_SIZES.map((size) => [`yard${size}`, { type: 'number', required: true }]),
) as { [K in `yard${(typeof DUMPSTER_SIZES)[number]}`]: { type: 'number'; required: true } };

export const addOnFlagsAttribute = { type: 'map', required: true, properties: addOnBooleans } as const;

/** One size's own prices (shared/pricing.ts SizePricingCents); every field optional. */
const sizePricingAttribute = {
  type: 'map',
  properties: {
    lengthPricesCents: {
      type: 'list',
      items: { type: 'map', properties: { days: { type: 'number', required: true }, priceCents: { type: 'number', required: true } } },
    },
    includedTons: { type: 'number' },
    extraDayCents: { type: 'number' },
    extraTonCents: { type: 'number' },
  },
} as const;
const sizePricings = Object.fromEntries(DUMPSTER_SIZES.map((size) => [`yard${size}`, sizePricingAttribute])) as {
  [K in `yard${(typeof DUMPSTER_SIZES)[number]}`]: typeof sizePricingAttribute;
};

export const providerPricingAttribute = {
  type: 'map',
  required: true,
  properties: {
    baseRatePerYardCents: { type: 'number', required: true },
    deliveryFeeCents: { type: 'number', required: true },
    /** Absent on profiles saved before swap fees; the provider profile's read fills it in. */
    swapFeeCents: { type: 'number' },
    /** Per size stocked; a size absent is priced from the rate per yard. */
    sizes: { type: 'map', properties: sizePricings },
    addOnPricesCents: { type: 'map', required: true, properties: addOnCents },
  },
} as const;

export const dumpsterInventoryAttribute = { type: 'map', required: true, properties: inventoryCounts } as const;

export const timestampAttributes = {
  createdAt: { type: 'string', required: true },
  updatedAt: { type: 'string', required: true },
} as const;
