// api.updateProviderPricing: answers with the saved profile, which becomes the portal's cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderPricingUpdate } from '../../../../../shared/schemas/provider-settings';
import { api } from '../../../lib/api/client';
import { PROVIDER_PROFILE_KEY } from '../provider-api';

export function useSavePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProviderPricingUpdate) => api.updateProviderPricing({ body: update }),
    onSuccess: (profile) => queryClient.setQueryData(PROVIDER_PROFILE_KEY, profile),
  });
}
