// Where a ZIP code is (city, state, time zone), from the ZIP lookup: one cached query per ZIP, shared
// by the search wizard's check, the delivery-date window and the address fields' autofill.
import { useQuery } from '@tanstack/react-query';
import { zipCodeLookupSchema } from '../../../shared/schemas/zip-code';
import { apiGet } from './api-client';

export function useZipPlace(zipCode: string) {
  const zip = zipCode.trim();
  return useQuery({
    queryKey: ['zip-code', zip],
    queryFn: ({ signal }) => apiGet(`/api/zip-codes/${encodeURIComponent(zip)}`, zipCodeLookupSchema, { signal }),
    enabled: /^\d{5}$/.test(zip),
    staleTime: 60 * 60_000,
    retry: false,
  });
}
