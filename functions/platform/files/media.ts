// Public images (provider logos, listing photos) live in the uploads bucket under `media/`, which
// the site serves at the same path: CloudFront routes /media/* to the bucket, the local gateway
// reads it from the S3 emulator. Everything else in the bucket (documents, receipts) stays private
// and is only ever reached through short-lived presigned links.
export const MEDIA_PREFIX = 'media/';

/** Object keys under media/ for each kind of public image. */
export const MEDIA_FOLDERS = {
  providerLogos: `${MEDIA_PREFIX}provider-logos/`,
  listingImages: `${MEDIA_PREFIX}listing-images/`,
} as const;

/** S3's limit on an object key: a longer one is refused (400 KeyTooLongError) before any lookup. */
export const S3_MAX_KEY_BYTES = 1024;

/**
 * The shape of every key the marketplace writes under media/: a folder above, the owner's id, then
 * the upload's id (provider-logo.ts, listing-images.ts). Nothing else can exist there.
 */
const MEDIA_KEY_SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}';
const MEDIA_KEY = new RegExp(`^(?:${Object.values(MEDIA_FOLDERS).join('|')})${MEDIA_KEY_SEGMENT}/${MEDIA_KEY_SEGMENT}$`);

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY.test(key) && !key.includes('..');
}

/** The site-relative URL of a public image: the key itself, served from the site's origin. */
export function mediaUrl(key: string): string {
  if (!key.startsWith(MEDIA_PREFIX)) throw new Error(`Not a public media key: ${key}`);
  return `/${key}`;
}

/** The key behind a URL made by mediaUrl, or undefined for any other URL (seeded external images). */
export function mediaKeyOf(url: string): string | undefined {
  const key = url.startsWith('/') ? url.slice(1) : undefined;
  return key?.startsWith(MEDIA_PREFIX) && !key.includes('..') ? key : undefined;
}
