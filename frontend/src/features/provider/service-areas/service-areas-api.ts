// The Service Areas page's calls: the area a choice would cover (before saving), the save, and the
// city and state of a ZIP being added.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROVIDER_SETTINGS_MESSAGES,
  type ServiceAreaInput,
  type ServiceAreasUpdate,
} from '../../../../../shared/schemas/provider-settings';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api-error';
import { PROVIDER_PROFILE_KEY } from '../provider-api';

/** api.previewServiceArea; idle while `input` is undefined (no primary ZIP yet). */
export function useServiceAreaPreview(input: ServiceAreaInput | undefined) {
  return useQuery({
    queryKey: ['provider', 'service-area-preview', input?.primaryZipCodes, input?.serviceRadius],
    queryFn: ({ signal }) => api.previewServiceArea({ body: input! }, { signal }),
    enabled: input !== undefined,
    // The last area stays on the map and list while the next one is calculated.
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

export function useSaveServiceAreas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ServiceAreasUpdate) => api.updateServiceAreas({ body: update }),
    onSuccess: (profile) => queryClient.setQueryData(PROVIDER_PROFILE_KEY, profile),
  });
}

/**
 * api.lookupZipCode for a ZIP being added: answers its city and state. A ZIP the lookup cannot
 * confirm, for whatever reason, is refused on the ZIP field in the spec's words.
 */
export function useLookupZip() {
  return useMutation({
    mutationFn: async ({ zipCode }: { zipCode: string }) => {
      try {
        return await api.lookupZipCode({ zipCode });
      } catch {
        throw new ApiError(PROVIDER_SETTINGS_MESSAGES.zipUnvalidated, 0, { zipCode: PROVIDER_SETTINGS_MESSAGES.zipUnvalidated });
      }
    },
  });
}
