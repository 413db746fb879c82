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
