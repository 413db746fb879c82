// The provider's logo: a public image under media/provider-logos/{providerId}/, uploaded by the
// browser with a presigned POST. A save checks the object (it lies under the caller's own prefix,
// exists, is an image of at most 5 MB whose bytes are that image type: upload-check.ts) before the
// profile points at it, because a key is only a string the client sent and a type only what it said.
import { randomUUID } from 'node:crypto';
import type { PresignedUploadResponse } from '../../../shared/schemas/onboarding';
import {
  PROVIDER_LOGO_CONTENT_TYPES,
  PROVIDER_LOGO_MAX_BYTES,
  PROVIDER_SETTINGS_MESSAGES,
  type ProviderLogoUploadRequest,
} from '../../../shared/schemas/provider-settings';
import { invalid } from '../../platform/errors';
import { MEDIA_FOLDERS, mediaKeyOf, mediaUrl } from '../../platform/files/media';
import { baseContentType, checkUpload } from '../../platform/files/upload-check';
import type { UploadStore } from '../../platform/files/uploads';
import { logger } from '../../platform/logger';
import type { StoredProviderProfile } from './save-provider-profile';

const LOGO_UPLOAD_URL_TTL_SECONDS = 10 * 60;

export function providerLogoPrefix(providerId: string): string {
  return `${MEDIA_FOLDERS.providerLogos}${providerId}/`;
}

const isLogoType = (contentType: string | undefined) => (PROVIDER_LOGO_CONTENT_TYPES as readonly string[]).includes(baseContentType(contentType));

const LOGO_PROBLEMS = {
  missing: PROVIDER_SETTINGS_MESSAGES.logoUploadFailed,
  tooLarge: PROVIDER_SETTINGS_MESSAGES.logoTooLarge,
  wrongType: PROVIDER_SETTINGS_MESSAGES.logoNotImage,
} as const;

export async function presignProviderLogoUpload(
  deps: { uploads: () => UploadStore; newId?: () => string },
  providerId: string,
  request: ProviderLogoUploadRequest,
): Promise<PresignedUploadResponse & { logoUrl: string }> {
  if (!isLogoType(request.contentType)) {
    throw invalid(PROVIDER_SETTINGS_MESSAGES.logoNotImage, { contentType: PROVIDER_SETTINGS_MESSAGES.logoNotImage });
  }
  if (request.size > PROVIDER_LOGO_MAX_BYTES) {
    throw invalid(PROVIDER_SETTINGS_MESSAGES.logoTooLarge, { size: PROVIDER_SETTINGS_MESSAGES.logoTooLarge });
  }
  const key = `${providerLogoPrefix(providerId)}${(deps.newId ?? randomUUID)()}`;
  const presigned = await deps.uploads().presignPost({
    key,
    contentType: request.contentType,
    maxBytes: PROVIDER_LOGO_MAX_BYTES,
    expiresInSeconds: LOGO_UPLOAD_URL_TTL_SECONDS,
  });
  return { key, ...presigned, maxBytes: PROVIDER_LOGO_MAX_BYTES, expiresInSeconds: LOGO_UPLOAD_URL_TTL_SECONDS, logoUrl: mediaUrl(key) };
}

export async function assertLogoUploaded(uploads: () => UploadStore, providerId: string, key: string): Promise<void> {
  const refuse = (message: string) => invalid(message, { logoKey: message });
  const prefix = providerLogoPrefix(providerId);
  if (!key.startsWith(prefix) || key.length === prefix.length || key.includes('..')) {
    throw refuse(PROVIDER_SETTINGS_MESSAGES.logoUploadFailed);
  }
  const problem = await checkUpload(uploads(), key, { types: PROVIDER_LOGO_CONTENT_TYPES, maxBytes: PROVIDER_LOGO_MAX_BYTES });
  if (problem) throw refuse(LOGO_PROBLEMS[problem]);
}

/**
 * The bucket object behind the profile's logo, if the site stores it: registration's logo (under
 * the access code's folder) or one uploaded here. Seeded or external logo URLs have none.
 */
export function storedLogoKey(profile: Pick<StoredProviderProfile, 'logoKey' | 'logoUrl'>): string | undefined {
  const key = profile.logoKey ?? (profile.logoUrl ? mediaKeyOf(profile.logoUrl) : undefined);
  return key?.startsWith(MEDIA_FOLDERS.providerLogos) ? key : undefined;
}

/** After the profile stopped showing a logo: a failure leaves an orphan object, not a broken profile, so it is logged. */
export async function deleteReplacedLogo(uploads: () => UploadStore, key: string | undefined): Promise<void> {
  if (!key) return;
  try {
    await uploads().deleteObjects([key]);
  } catch (error) {
    logger.error('Could not delete a replaced provider logo', { key, error: error as Error });
  }
}
