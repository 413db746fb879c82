import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { createListingSchema, LISTING_MESSAGES, listingImageUploadRequestSchema, updateListingSchema } from './provider-listing';

const valid = { type: 'construction', size: 20, category: 'residential' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0]?.message;

describe('createListingSchema', () => {
  it('takes the size as a number or its text, and no price: the provider prices the size', () => {
    const parsed = createListingSchema.parse({ ...valid, size: '30', pricing: { weeklyCents: 39500 } });
    expect(parsed).not.toHaveProperty('pricing');
    expect(parsed).toMatchObject({
      size: '30',
      serviceAreas: [],
      imageUrls: [],
      description: '',
    });
  });

  it.each([
    ['type', { ...valid, type: undefined }],
    ['size', { ...valid, size: undefined }],
    ['category', { ...valid, category: '' }],
  ])("refuses a missing %s with the spec's message", (_field, body) => {
    expect(firstMessage(createListingSchema.safeParse(body))).toBe(LISTING_MESSAGES.fieldsRequired);
  });

  it('refuses a size that is not offered and an unknown type with their own messages', () => {
    expect(firstMessage(createListingSchema.safeParse({ ...valid, size: 25 }))).toMatch(/Size must be one of 10, 15, 20, 30, 40/);
    expect(firstMessage(createListingSchema.safeParse({ ...valid, type: 'skip' }))).toMatch(/Type must be one of/);
  });

  it("refuses a ZIP that is not exactly 5 digits and a repeated ZIP with the spec's messages", () => {
    expect(firstMessage(createListingSchema.safeParse({ ...valid, serviceAreas: ['5980'] }))).toBe(MESSAGES.zipInvalid);
    const repeated = createListingSchema.safeParse({ ...valid, serviceAreas: ['59801', '59802', '59801'] });
    expect(repeated.error?.issues[0]).toMatchObject({ message: LISTING_MESSAGES.zipAlreadyAdded, path: ['serviceAreas', 2] });
  });

  it('refuses a sixth image', () => {
    const imageUrls = Array.from({ length: 6 }, (_, index) => `/media/listing-images/p1/${index}`);
    expect(firstMessage(createListingSchema.safeParse({ ...valid, imageUrls }))).toBe(LISTING_MESSAGES.tooManyImages);
  });
});

describe('updateListingSchema', () => {
  it('needs the version the edit started from', () => {
    expect(updateListingSchema.safeParse(valid).success).toBe(false);
    expect(updateListingSchema.parse({ ...valid, expectedUpdatedAt: '2030-01-01T00:00:00.000Z' }).availability).toBeUndefined();
  });
});

describe('listingImageUploadRequestSchema', () => {
  it('refuses a sixth image before it is uploaded', () => {
    expect(firstMessage(listingImageUploadRequestSchema.safeParse({ contentType: 'image/png', size: 10, count: 6 }))).toBe(
      LISTING_MESSAGES.tooManyImages,
    );
  });
});
