// One listing with its provider: api.getListing.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

export function useListingDetail(listingId: string) {
  return useQuery({
    queryKey: ['listing', listingId],
    queryFn: ({ signal }) => api.getListing({ listingId }, { signal }),
  });
}
