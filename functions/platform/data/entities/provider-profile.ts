import * as z from 'zod';
import { averageRating } from '../../../../shared/reviews';
import { providerProfileSchema } from '../../../../shared/schemas/provider';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * A provider profile as read: one saved before swap fees has none, and swaps for its delivery fee
 * (shared/pricing.ts reads it so too), so every screen shows the same swap fee before and after
 * scripts/migrations/price-model.ts writes it. Sizes without their own prices need nothing: they
 * are priced from the rate per yard, as before.
 */
function storedProviderProfileRead(stored: Record<string, unknown>): Record<string, unknown> {
  const attributes = withRating(stored);
  const pricing = attributes.pricing as { deliveryFeeCents?: number; swapFeeCents?: number } | undefined;
  if (!pricing || pricing.swapFeeCents !== undefined || pricing.deliveryFeeCents === undefined) return attributes;
  return { ...attributes, pricing: { ...pricing, swapFeeCents: pricing.deliveryFeeCents } };
}

/**
 * The rating every reader sees is the visible reviews' average, derived from the sum and count each
 * review's transaction adds to (functions/reviews). A stream image is read through this too, so a
 * review changes the search summary and re-indexes the provider.
 */
function withRating(attributes: Record<string, unknown>): Record<string, unknown> {
  // A projection without the rating is left as asked.
  if (!('rating' in attributes) && !('reviewCount' in attributes)) return attributes;
  const reviewCount = typeof attributes.reviewCount === 'number' ? attributes.reviewCount : 0;
  const ratingSum = typeof attributes.ratingSum === 'number' ? attributes.ratingSum : 0;
  return { ...attributes, reviewCount, rating: averageRating(ratingSum, reviewCount) };
}

/**
 * A provider's business profile as stored: the shared profile plus the uploaded logo's key
 * (registration). The id is the Cognito user's sub; money in integer cents.
 *
 * No in-use count per size: whether a unit is free on a day is availability by size and day
 * (functions/availability). Profiles saved before kept one (`inventoryInUse`); it stays on those
 * items, unread: a read takes only the schema's attributes (stored-item.ts), and nothing writes it.
 */
export const storedProviderProfileSchema = providerProfileSchema.extend({
  logoKey: z.string().optional(),
  /** The visible reviews' stars added up (absent: none yet); `rating` is read from it and reviewCount. */
  ratingSum: z.number().int().nonnegative().optional(),
});

export const providerProfileModel = entityModel({
  model: { entity: 'providerProfile', version: '1', service: SERVICE_NAME },
  schema: storedProviderProfileSchema,
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
});
