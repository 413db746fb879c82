// One listing with its provider: GET /api/listings/{listingId}.
import { useQuery } from '@tanstack/react-query';
import { listingDetailSchema } from '../../../../shared/schemas/listing';
import { apiGet } from '../../lib/api-client';

export function useListingDetail(listingId: string) {
  return useQuery({
    queryKey: ['listing', listingId],
    queryFn: ({ signal }) => apiGet(`/api/listings/${encodeURIComponent(listingId)}`, listingDetailSchema, { signal }),
  });
}
