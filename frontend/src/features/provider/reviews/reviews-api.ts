// The provider's Reviews page: their reviews newest first (hidden ones marked), and the one public
// reply to each.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const REVIEWS_KEY = ['provider', 'reviews'] as const;
const PAGE_SIZE = 20;

export function useOwnReviews() {
  return useInfiniteQuery({
    queryKey: REVIEWS_KEY,
    queryFn: ({ pageParam, signal }) => api.listOwnReviews({ limit: PAGE_SIZE, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useReplyToReview(rentalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string }) => api.replyToReview({ rentalId, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
