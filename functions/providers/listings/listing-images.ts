// Listing images: public objects under media/listing-images/{providerId}/, uploaded by the browser
// with a presigned POST. A save checks every image it has not seen before (it lies under the
// caller's own prefix, exists, is at most 5 MB, is an image in its bytes too) and, once written, deletes the
// provider's own objects the listing no longer shows. Seeded or external URLs are kept and never deleted.
import { randomUUID } from 'node:crypto';
import {
  LISTING_IMAGE_CONTENT_TYPES,
  LISTING_IMAGE_MAX_BYTES,
  LISTING_MESSAGES,
  type ListingImageUpload,
  type ListingImageUploadRequest,
} from '../../../shared/schemas/provider-listing';
import { invalid } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { MEDIA_FOLDERS, mediaKeyOf, mediaUrl } from '../../platform/files/media';
import { checkUpload } from '../../platform/files/upload-check';
import type { UploadStore } from '../../platform/files/uploads';

const LISTING_IMAGE_URL_TTL_SECONDS = 10 * 60;

/** Where one provider's listing images live; nothing outside it is theirs to add or delete. */
export function listingImagePrefix(providerId: string): string {
  return `${MEDIA_FOLDERS.listingImages}${providerId}/`;
}

export interface ImageChanges {
  /** Keys of images the listing did not have before: each must be checked before saving. */
  addedKeys: string[];
  /** Keys of the provider's own images the listing no longer shows: deleted once the save is written. */
  removedKeys: string[];
  /** New URLs that are not uploads of this provider: the save is refused. */
  foreignUrls: string[];
}

/** Pure: what a save changes about a listing's images. */
export function diffListingImages(stored: readonly string[], next: readonly string[], providerId: string): ImageChanges {
  const prefix = listingImagePrefix(providerId);
  const ownKey = (url: string) => {
    const key = mediaKeyOf(url);
    return key?.startsWith(prefix) && key.length > prefix.length ? key : undefined;
  };
  const before = new Set(stored);
  const after = new Set(next);
  const changes: ImageChanges = { addedKeys: [], removedKeys: [], foreignUrls: [] };
  for (const url of after) {
    if (before.has(url)) continue;
    const key = ownKey(url);
    if (key) changes.addedKeys.push(key);
    else changes.foreignUrls.push(url);
  }
  for (const url of before) {
    if (after.has(url)) continue;
    const key = ownKey(url);
    if (key) changes.removedKeys.push(key);
  }
  return changes;
}

/** The provider's own objects among a listing's images (what deleting the listing removes). */
export function ownImageKeys(imageUrls: readonly string[], providerId: string): string[] {
  return diffListingImages(imageUrls, [], providerId).removedKeys;
}

const refuse = (message: string) => invalid(message, { imageUrls: message });

const IMAGE_PROBLEMS = { missing: LISTING_MESSAGES.invalidImages, tooLarge: LISTING_MESSAGES.imageTooLarge, wrongType: LISTING_MESSAGES.invalidImages } as const;

/**
 * Every image new to this save is one of the caller's uploads, exists, is an image (in its bytes
 * too: upload-check.ts) and is at most 5 MB; otherwise 400 with the spec's message, before anything
 * is written. The bucket enforces the POST's conditions in AWS, but a type is only what the browser said.
 */
export async function assertListingImages(uploads: () => UploadStore, changes: ImageChanges): Promise<void> {
  if (changes.foreignUrls.length > 0) throw refuse(LISTING_MESSAGES.invalidImages);
  if (changes.addedKeys.length === 0) return;
  const problems = await Promise.all(
    changes.addedKeys.map((key) => checkUpload(uploads(), key, { types: LISTING_IMAGE_CONTENT_TYPES, maxBytes: LISTING_IMAGE_MAX_BYTES })),
  );
  const problem = problems.find((found) => found !== undefined);
  if (problem) throw refuse(IMAGE_PROBLEMS[problem]);
}

/**
 * Deletes images after the listing that referred to them is saved. A failure here leaves an orphan
 * object, not a broken listing, so it is logged rather than turning a saved edit into an error.
 */
export async function deleteListingImages(uploads: () => UploadStore, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await uploads().deleteObjects(keys);
  } catch (error) {
    logger.error('Could not delete removed listing images', { keys, error: error as Error });
  }
}

/**
 * A presigned POST for one image under the caller's prefix; the declared type and size are refused
 * up front (and a sixth image, by the body schema's `count`).
 */
export async function presignListingImageUpload(
  deps: { uploads: () => UploadStore; newId?: () => string },
  providerId: string,
  request: ListingImageUploadRequest,
): Promise<ListingImageUpload> {
  if (!(LISTING_IMAGE_CONTENT_TYPES as readonly string[]).includes(request.contentType)) {
    throw invalid(LISTING_MESSAGES.invalidImages, { contentType: LISTING_MESSAGES.invalidImages });
  }
  if (request.size > LISTING_IMAGE_MAX_BYTES) {
    throw invalid(LISTING_MESSAGES.imageTooLarge, { size: LISTING_MESSAGES.imageTooLarge });
  }
  const key = `${listingImagePrefix(providerId)}${(deps.newId ?? randomUUID)()}`;
  const presigned = await deps.uploads().presignPost({
    key,
    contentType: request.contentType,
    maxBytes: LISTING_IMAGE_MAX_BYTES,
    expiresInSeconds: LISTING_IMAGE_URL_TTL_SECONDS,
  });
  return {
    key,
    ...presigned,
    maxBytes: LISTING_IMAGE_MAX_BYTES,
    expiresInSeconds: LISTING_IMAGE_URL_TTL_SECONDS,
    imageUrl: mediaUrl(key),
  };
}
