// The provider's own profile (GET /api/provider/profile), cached once for every portal screen.
import { useQuery } from '@tanstack/react-query';
import { providerProfileSchema } from '../../../../shared/schemas/provider';
import { apiGet } from '../../lib/api-client';

export const PROVIDER_PROFILE_KEY = ['provider', 'profile'] as const;

export function useProviderProfile() {
  return useQuery({
    queryKey: PROVIDER_PROFILE_KEY,
    queryFn: ({ signal }) => apiGet('/api/provider/profile', providerProfileSchema, { signal }),
  });
}
