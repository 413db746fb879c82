// The Become a Provider page's public calls: the "Contact Us" request, the access code check,
// registration, and the uploads (a presigned POST from the API, then the file straight to S3).
import { MESSAGES } from '../../../../shared/messages';
import {
  UPLOAD_FAILED_MESSAGES,
  type ProviderRegistration,
  type ProviderRequestInput,
  type UploadKind,
} from '../../../../shared/schemas/onboarding';
import { api } from '../../lib/api/client';
import { ApiError, isApiError } from '../../lib/api-error';
import { postToPresignedUrl } from '../../lib/presigned-upload';

export function submitProviderRequest(input: ProviderRequestInput) {
  return api.submitProviderRequest({ body: input });
}

export function checkAccessCode(code: string) {
  return api.checkAccessCode({ code });
}

/** The spec's message for a failed access code check, by the API's status. */
export function accessCodeFailureText(error: unknown): string {
  if (isApiError(error, 404) || isApiError(error, 400)) return MESSAGES.accessCodeInvalid;
  if (isApiError(error, 409)) return MESSAGES.accessCodeUsed;
  if (isApiError(error, 410)) return MESSAGES.accessCodeExpired;
  return MESSAGES.accessCodeLookupFailed;
}

export function registerProvider(registration: Omit<ProviderRegistration, 'confirmPassword'>) {
  return api.registerProvider({ body: registration });
}

/**
 * Uploads one registration file and answers its key. The API refuses a wrong type or size, and a
 * code that is used or expired, with the spec's own message, which is passed on; any other
 * failure, including S3 refusing the POST, is the kind's 'failed to upload' message.
 */
export async function uploadRegistrationFile(code: string, kind: UploadKind, file: File): Promise<string> {
  let presigned;
  try {
    presigned = await api.presignRegistrationUpload({ body: { code, kind, contentType: file.type, size: file.size } });
  } catch (error) {
    if (isApiError(error) && [400, 409, 410].includes(error.status)) throw error;
    throw new ApiError(UPLOAD_FAILED_MESSAGES[kind], 0);
  }
  await postToPresignedUrl(presigned, file, UPLOAD_FAILED_MESSAGES[kind]);
  return presigned.key;
}
