// The Profile page's calls: the save, the logo upload (a presigned POST from the API, then the file
// straight to the bucket) and the account's deletion.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletion } from '../../../../../shared/schemas/account';
import { PROVIDER_SETTINGS_MESSAGES, type ProviderProfileUpdate } from '../../../../../shared/schemas/provider-settings';
import { api } from '../../../lib/api/client';
import { ApiError, isApiError } from '../../../lib/api-error';
import { postToPresignedUrl } from '../../../lib/presigned-upload';
import { PROVIDER_PROFILE_KEY } from '../provider-api';

/**
 * The Profile save: a new logo (`logoFile`, the file chosen in the form) is uploaded first and its
 * key saved with the update; the saved profile becomes the portal's cached one. A failed upload is
 * refused on the logo field (ApiError.fieldErrors.logoKey), like any other field the server refuses.
 */
export function useSaveProviderProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ logoFile, ...update }: ProviderProfileUpdate & { logoFile?: File }) => {
      const logoKey = logoFile ? await uploadProviderLogo(logoFile) : undefined;
      return api.updateProviderProfile({ body: { ...update, logoKey } });
    },
    onSuccess: (profile) => queryClient.setQueryData(PROVIDER_PROFILE_KEY, profile),
  });
}

/**
 * Uploads a logo and answers its key, for the save. The API's refusal of a wrong type or size is
 * passed on in its own words; any other failure, S3 refusing the POST included, is the spec's
 * 'failed to upload' message. Either way on the logo field.
 */
async function uploadProviderLogo(file: File): Promise<string> {
  try {
    const presigned = await api.presignProviderLogoUpload({ body: { contentType: file.type, size: file.size } });
    await postToPresignedUrl(presigned, file, PROVIDER_SETTINGS_MESSAGES.logoUploadFailed);
    return presigned.key;
  } catch (error) {
    const refused = isApiError(error, 400);
    const message = refused ? error.message : PROVIDER_SETTINGS_MESSAGES.logoUploadFailed;
    throw new ApiError(message, refused ? 400 : 0, { logoKey: message });
  }
}

/** api.deleteProviderAccount, confirmed with the current password: 204, or 409 while rentals still need the provider. */
export function deleteProviderAccount(confirmation: AccountDeletion) {
  return api.deleteProviderAccount({ body: confirmation });
}
