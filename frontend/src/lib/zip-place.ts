// Where a ZIP code is (city, state, time zone), from the ZIP lookup: one cached query per ZIP, shared
// by the search wizard's check, the delivery-date window and the address fields' autofill.
import { useQuery } from '@tanstack/react-query';
import { api } from './api/client';

export function useZipPlace(zipCode: string) {
  const zip = zipCode.trim();
  return useQuery({
    queryKey: ['zip-code', zip],
    queryFn: ({ signal }) => api.lookupZipCode({ zipCode: zip }, { signal }),
    enabled: /^\d{5}$/.test(zip),
    staleTime: 60 * 60_000,
    retry: false,
  });
}
