// The customer's profile (api.getCustomerProfile) as one cached query: the profile page edits it, checkout and the rent
// form pre-fill from it. Lives in lib because several features read it.
import { useQuery } from '@tanstack/react-query';
import { api } from './api/client';

export const CUSTOMER_PROFILE_KEY = ['customer', 'profile'] as const;

export function useCustomerProfile(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: CUSTOMER_PROFILE_KEY,
    queryFn: ({ signal }) => api.getCustomerProfile({}, { signal }),
    enabled: options.enabled ?? true,
  });
}
