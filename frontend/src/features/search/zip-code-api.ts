// ZIP check of the search wizard: api.lookupZipCode.
import { api } from '../../lib/api/client';

export function zipCodeQueryOptions(zipCode: string) {
  return {
    queryKey: ['zip-code', zipCode] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.lookupZipCode({ zipCode }, { signal }),
    staleTime: 60 * 60_000,
  };
}
