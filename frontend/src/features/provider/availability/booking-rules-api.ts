// PUT /api/provider/booking-rules: answers with the saved profile, which becomes the portal's cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providerProfileSchema } from '../../../../../shared/schemas/provider';
import type { ProviderBookingRulesUpdate } from '../../../../../shared/schemas/provider-settings';
import { apiSend } from '../../../lib/api-client';
import { PROVIDER_PROFILE_KEY } from '../provider-api';

export function useSaveBookingRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProviderBookingRulesUpdate) => apiSend('PUT', '/api/provider/booking-rules', update, providerProfileSchema),
    onSuccess: (profile) => queryClient.setQueryData(PROVIDER_PROFILE_KEY, profile),
  });
}
