import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '../../../shared/schemas/provider-listing';
import { sampleFileStart } from '../../platform/files/sample-file-starts';
import type { StoredObject, UploadStore } from '../../platform/files/uploads';
import { assertListingImages, diffListingImages, listingImagePrefix, ownImageKeys, presignListingImageUpload } from './listing-images';

const own = (id: string) => `/media/listing-images/p1/${id}`;

function fakeUploads(objects: Record<string, StoredObject> = {}) {
  const calls = { heads: [] as string[], presigned: [] as unknown[] };
  const store: UploadStore = {
    presignPost: async (input) => {
      calls.presigned.push(input);
      return { url: 'http://bucket', fields: { key: input.key } };
    },
    head: async (key) => {
      calls.heads.push(key);
      return objects[key];
    },
    readStart: async (key) => (objects[key] ? sampleFileStart(objects[key].contentType) : undefined),
    presignGet: async () => 'http://get',
    deleteObjects: async () => undefined,
  };
  return { store, calls };
}

describe('diffListingImages', () => {
  it('checks only images new to the save and deletes only own images that were dropped', () => {
    const stored = [own('a'), own('b'), '/images/dumpsters/roll-off-20.svg'];
    const next = [own('a'), own('c')];
    expect(diffListingImages(stored, next, 'p1')).toEqual({
      addedKeys: ['media/listing-images/p1/c'],
      removedKeys: ['media/listing-images/p1/b'],
      foreignUrls: [],
    });
  });

  it("treats another provider's uploads, external URLs and path tricks as foreign, and never deletes them", () => {
    const next = ['/media/listing-images/p2/x', 'https://example.com/a.png', '/media/listing-images/p1/../p2/x', '/media/listing-images/p1/'];
    expect(diffListingImages([], next, 'p1').foreignUrls).toEqual(next);
    expect(ownImageKeys(['/media/listing-images/p2/x', 'https://example.com/a.png', own('k')], 'p1')).toEqual([
      'media/listing-images/p1/k',
    ]);
  });

  it('keeps the prefix of one provider apart from a provider whose id starts the same', () => {
    expect(listingImagePrefix('p1')).toBe('media/listing-images/p1/');
    expect(diffListingImages([], ['/media/listing-images/p10/x'], 'p1').foreignUrls).toHaveLength(1);
  });
});

describe('assertListingImages', () => {
  const ok = { size: 2048, contentType: 'image/png' };
  const refusal = async (objects: Record<string, StoredObject>, next: string[]) => {
    const { store } = fakeUploads(objects);
    return assertListingImages(() => store, diffListingImages([], next, 'p1')).then(
      () => undefined,
      (error: Error & { fieldErrors?: Record<string, string> }) => error.message,
    );
  };

  it('accepts uploaded images of an allowed type up to 5 MB', async () => {
    expect(await refusal({ 'media/listing-images/p1/a': ok, 'media/listing-images/p1/b': { size: 5 * 1024 * 1024, contentType: 'image/jpeg; charset=binary' } }, [own('a'), own('b')])).toBeUndefined();
  });

  it("refuses a missing object, a non-image, an empty object and someone else's key with the spec's message", async () => {
    expect(await refusal({}, [own('a')])).toBe(LISTING_MESSAGES.invalidImages);
    expect(await refusal({ 'media/listing-images/p1/a': { size: 10, contentType: 'application/pdf' } }, [own('a')])).toBe(LISTING_MESSAGES.invalidImages);
    expect(await refusal({ 'media/listing-images/p1/a': { size: 0, contentType: 'image/png' } }, [own('a')])).toBe(LISTING_MESSAGES.invalidImages);
    expect(await refusal({ 'media/listing-images/p2/a': ok }, ['/media/listing-images/p2/a'])).toBe(LISTING_MESSAGES.invalidImages);
  });

  it('refuses an image over 5 MB', async () => {
    expect(await refusal({ 'media/listing-images/p1/a': { size: 5 * 1024 * 1024 + 1, contentType: 'image/png' } }, [own('a')])).toBe(
      LISTING_MESSAGES.imageTooLarge,
    );
  });

  it('touches no storage when no image is new', async () => {
    const { store, calls } = fakeUploads();
    await assertListingImages(() => store, diffListingImages([own('a')], [own('a')], 'p1'));
    expect(calls.heads).toEqual([]);
  });
});

describe('presignListingImageUpload', () => {
  it("presigns under the caller's prefix and answers the image's site URL", async () => {
    const { store, calls } = fakeUploads();
    const answer = await presignListingImageUpload({ uploads: () => store, newId: () => 'u1' }, 'p1', { contentType: 'image/webp', size: 100 });
    expect(answer).toMatchObject({ key: 'media/listing-images/p1/u1', imageUrl: '/media/listing-images/p1/u1', maxBytes: 5 * 1024 * 1024 });
    expect(calls.presigned).toEqual([{ key: 'media/listing-images/p1/u1', contentType: 'image/webp', maxBytes: 5 * 1024 * 1024, expiresInSeconds: 600 }]);
  });

  it('refuses a non-image and a file over 5 MB before presigning', async () => {
    const { store, calls } = fakeUploads();
    await expect(presignListingImageUpload({ uploads: () => store }, 'p1', { contentType: 'image/gif', size: 100 })).rejects.toThrow(
      LISTING_MESSAGES.invalidImages,
    );
    await expect(presignListingImageUpload({ uploads: () => store }, 'p1', { contentType: 'image/png', size: 6 * 1024 * 1024 })).rejects.toThrow(
      LISTING_MESSAGES.imageTooLarge,
    );
    expect(calls.presigned).toEqual([]);
  });
});
