// The Service Areas page's calls: the area a choice would cover (before saving), the save, and the
// city and state of a ZIP being added.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceAreaInput, ServiceAreasUpdate } from '../../../../../shared/schemas/provider-settings';
import { api } from '../../../lib/api/client';
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

export function lookupZipCode(zipCode: string) {
  return api.lookupZipCode({ zipCode });
}
