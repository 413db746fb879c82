import { describe, expect, it } from 'vitest';
import { PROVIDER_SETTINGS_MESSAGES, providerLogoUploadRequestSchema, providerProfileUpdateSchema } from '../../../shared/schemas/provider-settings';
import { sampleFileStart } from '../../platform/files/sample-file-starts';
import type { StoredObject, UploadStore } from '../../platform/files/uploads';
import { ownedFileKeys, rentalsBlockingDeletion } from './delete-provider-account';
import { assertLogoUploaded, presignProviderLogoUpload, storedLogoKey } from './provider-logo';
import { assertUnchangedSince, nextUpdatedAt } from './save-provider-profile';

const bucket = (objects: Record<string, StoredObject> = {}): UploadStore => ({
  presignPost: async () => ({ url: 'http://bucket', fields: { key: 'k' } }),
  head: async (key) => objects[key],
  readStart: async (key) => (objects[key] ? sampleFileStart(objects[key].contentType) : undefined),
  presignGet: async () => 'http://get',
  deleteObjects: async () => undefined,
});

describe('rentalsBlockingDeletion', () => {
  it('blocks on approved, active, confirmed and paid pending rentals, not on unpaid requests', () => {
    const rentals = [
      { rentalId: 'a', status: 'active', paymentStatus: 'paid', createdAt: 't' },
      { rentalId: 'b', status: 'approved', paymentStatus: 'unpaid', createdAt: 't' },
      { rentalId: 'c', status: 'confirmed', paymentStatus: 'paid', createdAt: 't' },
      { rentalId: 'd', status: 'pending', paymentStatus: 'paid', createdAt: 't' },
      { rentalId: 'e', status: 'pending', paymentStatus: 'unpaid', createdAt: 't' },
    ] as const;
    expect(rentalsBlockingDeletion(rentals).map((rental) => rental.rentalId)).toEqual(['a', 'b', 'c', 'd']);
    expect(rentalsBlockingDeletion([rentals[4]])).toEqual([]);
  });
});

describe('ownedFileKeys', () => {
  it("collects the logo, the documents and the provider's own listing images, nothing of anyone else's", () => {
    const profile = {
      providerId: 'p1',
      logoKey: 'media/provider-logos/p1/logo',
      documents: { verified: false, businessInsuranceKey: 'onboarding/h/insurance/i', driversLicenseKey: 'onboarding/h/license/l' },
    };
    const listings = [
      { imageUrls: ['/media/listing-images/p1/a', 'https://images.example/seeded.jpg', '/media/listing-images/p2/theirs'] },
      { imageUrls: ['/media/listing-images/p1/b', '/media/listing-images/p1/a'] },
    ];
    expect(ownedFileKeys(profile, listings, 'p1').sort()).toEqual([
      'media/listing-images/p1/a',
      'media/listing-images/p1/b',
      'media/provider-logos/p1/logo',
      'onboarding/h/insurance/i',
      'onboarding/h/license/l',
    ]);
    expect(ownedFileKeys(undefined, [], 'p1')).toEqual([]);
  });
});

describe('storedLogoKey', () => {
  it("is the uploaded logo's key, from the key or the URL, and nothing for external logos", () => {
    expect(storedLogoKey({ logoKey: 'media/provider-logos/abc/1' })).toBe('media/provider-logos/abc/1');
    expect(storedLogoKey({ logoUrl: '/media/provider-logos/p1/2' })).toBe('media/provider-logos/p1/2');
    expect(storedLogoKey({ logoUrl: 'https://images.example/logo.png' })).toBeUndefined();
    expect(storedLogoKey({ logoUrl: '/media/listing-images/p1/2' })).toBeUndefined();
  });
});

describe('logo uploads', () => {
  it("presigns only images of at most 5 MB, under the caller's own prefix", async () => {
    const presigned = await presignProviderLogoUpload({ uploads: () => bucket(), newId: () => 'id1' }, 'p1', { contentType: 'image/png', size: 1000 });
    expect(presigned).toMatchObject({ key: 'media/provider-logos/p1/id1', logoUrl: '/media/provider-logos/p1/id1', maxBytes: 5 * 1024 * 1024 });
    await expect(presignProviderLogoUpload({ uploads: () => bucket() }, 'p1', { contentType: 'application/pdf', size: 1000 })).rejects.toMatchObject({
      message: 'Please upload an image file',
    });
    await expect(presignProviderLogoUpload({ uploads: () => bucket() }, 'p1', { contentType: 'image/png', size: 5 * 1024 * 1024 + 1 })).rejects.toMatchObject({
      message: 'File size should not exceed 5MB',
    });
    expect(providerLogoUploadRequestSchema.safeParse({ contentType: 'image/png', size: 0 }).success).toBe(false);
  });

  it('accepts on save only an uploaded image of the caller, as it really is in the bucket', async () => {
    const uploads = () =>
      bucket({
        'media/provider-logos/p1/ok': { size: 2048, contentType: 'image/webp' },
        'media/provider-logos/p1/pdf': { size: 2048, contentType: 'application/pdf' },
        'media/provider-logos/p1/huge': { size: 6 * 1024 * 1024, contentType: 'image/png' },
        'media/provider-logos/p2/theirs': { size: 2048, contentType: 'image/png' },
      });
    await expect(assertLogoUploaded(uploads, 'p1', 'media/provider-logos/p1/ok')).resolves.toBeUndefined();
    const refusal = (key: string) => assertLogoUploaded(uploads, 'p1', key);
    await expect(refusal('media/provider-logos/p1/missing')).rejects.toMatchObject({ message: PROVIDER_SETTINGS_MESSAGES.logoUploadFailed });
    await expect(refusal('media/provider-logos/p2/theirs')).rejects.toMatchObject({ message: PROVIDER_SETTINGS_MESSAGES.logoUploadFailed });
    await expect(refusal('media/provider-logos/p1/pdf')).rejects.toMatchObject({ message: PROVIDER_SETTINGS_MESSAGES.logoNotImage });
    await expect(refusal('media/provider-logos/p1/huge')).rejects.toMatchObject({ message: PROVIDER_SETTINGS_MESSAGES.logoTooLarge });
  });
});

describe('providerProfileUpdateSchema', () => {
  const valid = {
    businessName: 'Big Sky Bins',
    name: 'Riley Owner',
    phone: '4065550100',
    address: { street: '1 Higgins Ave', city: 'Missoula', state: 'MT', zipCode: '59801' },
  };

  it('takes an optional EIN as XX-XXXXXXX, an empty one meaning none', () => {
    expect(providerProfileUpdateSchema.parse({ ...valid, ein: '12-3456789' }).ein).toBe('12-3456789');
    expect(providerProfileUpdateSchema.parse({ ...valid, ein: '' }).ein).toBeUndefined();
    expect(providerProfileUpdateSchema.safeParse({ ...valid, ein: '123456789' }).error?.issues[0]?.message).toBe('EIN must look like XX-XXXXXXX');
  });

  it('requires the business and contact details, and a new logo or its removal, not both', () => {
    expect(providerProfileUpdateSchema.safeParse({ ...valid, businessName: ' ' }).error?.issues[0]?.message).toBe('Business name is required');
    expect(providerProfileUpdateSchema.safeParse({ ...valid, address: { ...valid.address, zipCode: '598' } }).success).toBe(false);
    expect(providerProfileUpdateSchema.safeParse({ ...valid, logoKey: 'media/provider-logos/p1/x', removeLogo: true }).error?.issues[0]?.message).toBe(
      PROVIDER_SETTINGS_MESSAGES.logoKeyOrRemove,
    );
  });
});

describe('optimistic concurrency', () => {
  it('moves updatedAt strictly forward, even within one millisecond', () => {
    expect(nextUpdatedAt(new Date('2030-01-01T00:00:01.000Z'), '2030-01-01T00:00:00.000Z')).toBe('2030-01-01T00:00:01.000Z');
    expect(nextUpdatedAt(new Date('2030-01-01T00:00:00.000Z'), '2030-01-01T00:00:00.000Z')).toBe('2030-01-01T00:00:00.001Z');
  });

  it('refuses with 409 a save started from an older profile', () => {
    expect(() => assertUnchangedSince({ updatedAt: 'b' }, 'a')).toThrow(PROVIDER_SETTINGS_MESSAGES.changedMeanwhile);
    expect(() => assertUnchangedSince({ updatedAt: 'b' }, 'b')).not.toThrow();
    expect(() => assertUnchangedSince({ updatedAt: 'b' }, undefined)).not.toThrow();
  });
});
