// The console's Reviews queue: every review newest first, hiding one with a reason and restoring it.
// Either changes the provider's rating, so the public lists are refreshed too.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorReview } from '../../../../shared/schemas/review';
import { api } from '../../lib/api/client';

const REVIEWS_KEY = ['operator', 'reviews'] as const;
const PAGE_SIZE = 20;

export function useOperatorReviews() {
  return useInfiniteQuery({
    queryKey: REVIEWS_KEY,
    queryFn: ({ pageParam, signal }) => api.listAllReviews({ limit: PAGE_SIZE, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

function useAfterModeration() {
  const queryClient = useQueryClient();
  return (review: OperatorReview) => {
    void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['providers', review.providerId, 'reviews'] });
  };
}

export function useHideReview(rentalId: string) {
  const after = useAfterModeration();
  return useMutation({ mutationFn: (reason: string) => api.hideReview({ rentalId, body: { reason } }), onSuccess: after });
}

export function useRestoreReview(rentalId: string) {
  const after = useAfterModeration();
  return useMutation({ mutationFn: () => api.restoreReview({ rentalId }), onSuccess: after });
}
