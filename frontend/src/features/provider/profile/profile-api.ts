// The Profile page's calls: the save, the logo upload (a presigned POST from the API, then the file
// straight to the bucket) and the account's deletion.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROVIDER_SETTINGS_MESSAGES, type ProviderProfileUpdate } from '../../../../../shared/schemas/provider-settings';
import { api } from '../../../lib/api/client';
import { ApiError, isApiError } from '../../../lib/api-error';
import { postToPresignedUrl } from '../../../lib/presigned-upload';
import { PROVIDER_PROFILE_KEY } from '../provider-api';

export function useSaveProviderProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProviderProfileUpdate) => api.updateProviderProfile({ body: update }),
    onSuccess: (profile) => queryClient.setQueryData(PROVIDER_PROFILE_KEY, profile),
  });
}

/**
 * Uploads a logo and answers its key, for the next save. The API's refusal of a wrong type or size
 * is passed on in its own words; any other failure, S3 refusing the POST included, is the spec's
 * 'failed to upload' message.
 */
export async function uploadProviderLogo(file: File): Promise<string> {
  let presigned;
  try {
    presigned = await api.presignProviderLogoUpload({ body: { contentType: file.type, size: file.size } });
  } catch (error) {
    if (isApiError(error, 400)) throw error;
    throw new ApiError(PROVIDER_SETTINGS_MESSAGES.logoUploadFailed, 0);
  }
  await postToPresignedUrl(presigned, file, PROVIDER_SETTINGS_MESSAGES.logoUploadFailed);
  return presigned.key;
}

/** api.deleteProviderAccount: 204, or 409 while rentals still need the provider. */
export function deleteProviderAccount() {
  return api.deleteProviderAccount();
}
