import { SERVICE_NAME } from '../table';
import {
  addOnFlagsAttribute,
  addressAttribute,
  dumpsterInventoryAttribute,
  providerPricingAttribute,
  stringListAttribute,
  timestampAttributes,
} from '../attributes';

/**
 * A provider profile as read: one saved before swap fees has none, and swaps for its delivery fee
 * (shared/pricing.ts reads it so too), so every screen shows the same swap fee before and after
 * scripts/migrations/price-model.ts writes it. Sizes without their own prices need nothing: they
 * are priced from the rate per yard, as before.
 */
export function storedProviderProfileRead(attributes: Record<string, unknown>): Record<string, unknown> {
  const pricing = attributes.pricing as { deliveryFeeCents?: number; swapFeeCents?: number } | undefined;
  if (!pricing || pricing.swapFeeCents !== undefined || pricing.deliveryFeeCents === undefined) return attributes;
  return { ...attributes, pricing: { ...pricing, swapFeeCents: pricing.deliveryFeeCents } };
}

/** A provider's business profile; the id is the Cognito user's sub. Money in integer cents. */
export const providerProfileModel = {
  model: { entity: 'providerProfile', version: '1', service: SERVICE_NAME },
  attributes: {
    providerId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    name: { type: 'string', required: true },
    businessName: { type: 'string', required: true },
    phone: { type: 'string', required: true },
    address: addressAttribute,
    ein: { type: 'string' },
    logoUrl: { type: 'string' },
    /** The uploaded logo's key in the uploads bucket (registration). */
    logoKey: { type: 'string' },
    primaryZipCodes: { ...stringListAttribute, required: true },
    serviceRadius: { type: 'number', required: true },
    serviceableZipCodes: { ...stringListAttribute, required: true },
    rating: { type: 'number', required: true },
    reviewCount: { type: 'number', required: true },
    isVerified: { type: 'boolean', required: true },
    addOns: addOnFlagsAttribute,
    // Values from DUMPSTER_TYPES, which the zod schema checks; stored as plain strings.
    dumpsterTypes: { ...stringListAttribute, required: true },
    dumpsterInventory: dumpsterInventoryAttribute,
    // No in-use count per size: whether a unit is free on a day is availability by size and day
    // (functions/availability). Profiles saved before kept one (`inventoryInUse`); it stays on those
    // items, unread: a read takes only the model's attributes (stored-item.ts), and nothing writes it.
    /** Closed on US federal holidays (no deliveries then); absent on profiles saved before it existed. */
    observesFederalHolidays: { type: 'boolean' },
    /**
     * Lead time, turnaround, delivery weekdays (0 = Sunday) and blackout dates (YYYY-MM-DD), as
     * shared/booking-rules.ts defines them; absent on profiles saved before them, which read as
     * DEFAULT_BOOKING_RULES (bookingRulesOf), so no migration is needed.
     */
    bookingRules: {
      type: 'map',
      properties: {
        leadTimeDays: { type: 'number', required: true },
        turnaroundDays: { type: 'number', required: true },
        deliveryWeekdays: { type: 'list', items: { type: 'number' }, required: true },
        blackoutDates: { ...stringListAttribute, required: true },
      },
    },
    pricing: providerPricingAttribute,
    activeRentals: { type: 'number', required: true },
    completedRentals: { type: 'number', required: true },
    documents: {
      type: 'map',
      properties: {
        businessInsuranceKey: { type: 'string' },
        driversLicenseKey: { type: 'string' },
        verified: { type: 'boolean', required: true },
        verificationNotes: { type: 'string' },
        uploadedAt: { type: 'string' },
      },
    },
    ...timestampAttributes,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['providerId'] }, sk: { field: 'sk', composite: [] } },
    /** Every provider, newest first: the operator console's providers list. */
    byCreation: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: [] },
      sk: { field: 'gsi3sk', composite: ['createdAt', 'providerId'] },
    },
  },
  read: storedProviderProfileRead,
} as const;
