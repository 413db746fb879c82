import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { listingModel } from '../platform/data/entities/listing';
import { providerProfileModel } from '../platform/data/entities/provider-profile';
import { storedKeys } from '../platform/data/keys';
import type { ProviderProfile } from '../../shared/schemas/provider';
import { changesSearch, imageValues, ownerOf } from './search-index-stream';

/** A plain value as DynamoDB's attribute values (what a stream image holds). */
function attribute(value: unknown): AttributeValue {
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'number') return { N: String(value) };
  if (typeof value === 'boolean') return { BOOL: value };
  if (Array.isArray(value)) return { L: value.map(attribute) };
  if (value && typeof value === 'object') return { M: image(value as Record<string, unknown>) };
  return { NULL: true };
}
const image = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined).map(([name, value]) => [name, attribute(value)])) as Record<
    string,
    AttributeValue
  >;

const profile: ProviderProfile = {
  providerId: 'provider-1',
  email: 'bins@example.com',
  name: 'Bea Bins',
  businessName: 'Big Sky Bins',
  phone: '4065550100',
  address: { street: '1 Main St', city: 'Missoula', state: 'MT', zipCode: '59801' },
  primaryZipCodes: ['59801'],
  serviceRadius: 10,
  serviceableZipCodes: ['59801', '59802'],
  rating: 4.5,
  reviewCount: 12,
  isVerified: false,
  addOns: { sameDayDelivery: false, drivewayProtection: false, permitPulling: false, cleanupService: false },
  dumpsterTypes: ['rollOff'],
  dumpsterInventory: { yard5: 0, yard10: 2, yard15: 0, yard20: 3, yard30: 0, yard40: 0 },
  pricing: {
    baseRatePerYardCents: 800,
    deliveryFeeCents: 5500,
    swapFeeCents: 5500,
    addOnPricesCents: { sameDayDelivery: 0, drivewayProtection: 0, permitPulling: 0, cleanupService: 0 },
  },
  activeRentals: 0,
  completedRentals: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const stored = (item: ProviderProfile) => image({ ...item, ...storedKeys(providerProfileModel, item) });

const record = (oldItem: ProviderProfile | undefined, newItem: ProviderProfile | undefined): DynamoDBRecord => ({
  eventName: !oldItem ? 'INSERT' : !newItem ? 'REMOVE' : 'MODIFY',
  dynamodb: {
    ...(oldItem ? { OldImage: stored(oldItem) } : {}),
    ...(newItem ? { NewImage: stored(newItem) } : {}),
    SequenceNumber: '1',
  },
});

describe('change records of the table stream', () => {
  it('read back as the values that were written', () => {
    expect(imageValues(image({ a: 'x', n: 3, ok: true, list: [1, 'b'], map: { c: null } }))).toEqual({ a: 'x', n: 3, ok: true, list: [1, 'b'], map: { c: null } });
  });

  it('name the provider or listing they are about, and nothing for any other item', () => {
    expect(ownerOf(record(profile, profile))).toEqual({ owner: 'provider', id: 'provider-1' });
    expect(ownerOf(record(profile, undefined))).toEqual({ owner: 'provider', id: 'provider-1' });
    const listing = { listingId: 'listing-1', providerId: 'provider-1', createdAt: '2026-01-01T00:00:00.000Z' };
    expect(ownerOf({ dynamodb: { NewImage: image({ ...listing, ...storedKeys(listingModel, listing) }) } })).toEqual({ owner: 'listing', id: 'listing-1' });
    expect(ownerOf({ dynamodb: { NewImage: image({ pk: 'x', sk: 'y', __edb_e__: 'rental', __edb_v__: '1' }) } })).toBeUndefined();
  });

  it('change search only when the summary or the area changed', () => {
    expect(changesSearch('provider', record(profile, { ...profile, activeRentals: 2, updatedAt: '2026-02-01T00:00:00.000Z' }))).toBe(false);
    expect(changesSearch('provider', record(profile, { ...profile, pricing: { ...profile.pricing, deliveryFeeCents: 6000 } }))).toBe(true);
    expect(changesSearch('provider', record(profile, { ...profile, serviceableZipCodes: ['59801', '59803'] }))).toBe(true);
    expect(changesSearch('provider', record(undefined, profile))).toBe(true);
    expect(changesSearch('provider', record(profile, undefined))).toBe(true);
  });

  it("re-index a provider when a review's transaction moves the sums behind the rating", () => {
    // As stored: the profile with the sums a review adds to (its rating is read from them).
    const withSums = (ratingSum: number, reviewCount: number): ProviderProfile => ({ ...profile, reviewCount, ...{ ratingSum } });
    expect(changesSearch('provider', record(profile, withSums(9, 2)))).toBe(true);
    // Hidden: both sums go down.
    expect(changesSearch('provider', record(withSums(9, 2), withSums(4, 1)))).toBe(true);
    // Another review of the same stars leaves the average but changes the count shown.
    expect(changesSearch('provider', record(withSums(4, 1), withSums(8, 2)))).toBe(true);
    // Same count, other stars (a hide and a new review in one batch): the average read from the sums differs.
    expect(changesSearch('provider', record(withSums(8, 2), withSums(9, 2)))).toBe(true);
    // Nothing else moved: nothing to index.
    expect(changesSearch('provider', record(withSums(8, 2), withSums(8, 2)))).toBe(false);
  });

  it('re-index a provider when the latest review the card shows changes or goes', () => {
    const latest = { reviewId: 'review-1', rating: 5, excerpt: 'On time.', customerName: 'Pat Q.', createdAt: '2026-11-01T00:00:00.000Z' };
    const withLatest: ProviderProfile = { ...profile, latestReview: latest };
    expect(changesSearch('provider', record(profile, withLatest))).toBe(true);
    expect(changesSearch('provider', record(withLatest, { ...profile, latestReview: { ...latest, reviewId: 'review-2' } }))).toBe(true);
    expect(changesSearch('provider', record(withLatest, profile))).toBe(true);
    expect(changesSearch('provider', record(withLatest, withLatest))).toBe(false);
  });

  it('read an older profile as the app does: one without a swap fee summarises like its delivery fee', () => {
    const { swapFeeCents: _swapFeeCents, ...older } = profile.pricing;
    expect(changesSearch('provider', record({ ...profile, pricing: older }, profile))).toBe(false);
  });

  it('take a hand-made record naming only the provider as a change (docs/OPERATIONS.md: indexing one again)', () => {
    const named: DynamoDBRecord = {
      eventName: 'INSERT',
      dynamodb: { SequenceNumber: '0', NewImage: image({ __edb_e__: 'providerProfile', __edb_v__: '1', providerId: 'provider-1' }) },
    };
    expect(ownerOf(named)).toEqual({ owner: 'provider', id: 'provider-1' });
    expect(changesSearch('provider', named)).toBe(true);
  });
});
