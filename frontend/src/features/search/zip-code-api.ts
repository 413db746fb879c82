// ZIP check of the search wizard: GET /api/zip-codes/{zipCode}.
import { zipCodeLookupSchema } from '../../../../shared/schemas/zip-code';
import { apiGet } from '../../lib/api-client';

export function zipCodeQueryOptions(zipCode: string) {
  return {
    queryKey: ['zip-code', zipCode] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet(`/api/zip-codes/${encodeURIComponent(zipCode)}`, zipCodeLookupSchema, { signal }),
    staleTime: 60 * 60_000,
  };
}
