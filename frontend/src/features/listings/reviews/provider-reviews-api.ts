// A provider's visible reviews, newest first, a page at a time ('More reviews').
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** Reviews shown before 'More reviews'. */
const REVIEWS_PAGE_SIZE = 5;

export function useProviderReviews(providerId: string) {
  return useInfiniteQuery({
    queryKey: ['providers', providerId, 'reviews'],
    queryFn: ({ pageParam, signal }) => api.listProviderReviews({ providerId, limit: REVIEWS_PAGE_SIZE, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
