// The customer's review of a rental: whether they have written one (or may), and sending it. A sent
// review refreshes the answer, so the page shows the review instead of the form.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewRequest } from '../../../../../shared/schemas/review';
import { api } from '../../../lib/api/client';

const reviewKey = (rentalId: string) => ['rentals', rentalId, 'review'] as const;

export function useRentalReview(rentalId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKey(rentalId),
    queryFn: ({ signal }) => api.getRentalReview({ rentalId }, { signal }),
    enabled,
  });
}

export function useCreateReview(rentalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewRequest) => api.createRentalReview({ rentalId, body }),
    onSuccess: (review) => queryClient.setQueryData(reviewKey(rentalId), { review, canReview: false }),
  });
}
