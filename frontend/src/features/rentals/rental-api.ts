// Rental calls: one rental (the caller's own; 404 otherwise), the customer's cancellation, a rent
// request for a listing, the listing being rented, and the provider's phone for 'Contact Provider'.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DUMPSTER_SIZES } from '../../../../shared/constants';
import { checkoutProviderResponseSchema } from '../../../../shared/schemas/checkout';
import { listingDetailSchema } from '../../../../shared/schemas/listing';
import { rentalSchema, type Rental, type RentRequest } from '../../../../shared/schemas/rental';
import { apiGet, apiPath, apiSend } from '../../lib/api-client';

const rentalKey = (rentalId: string) => ['rental', rentalId] as const;

export function useRental(rentalId: string) {
  return useQuery({
    queryKey: rentalKey(rentalId),
    queryFn: ({ signal }) => apiGet(`/api/rentals/${encodeURIComponent(rentalId)}`, rentalSchema, { signal }),
  });
}

/** POST /api/rentals/{id}/cancel: the updated rental, or a 422 whose message says why not. */
export function useCancelRental(rentalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', `/api/rentals/${encodeURIComponent(rentalId)}/cancel`, {}, rentalSchema),
    onSuccess: (rental) => {
      queryClient.setQueryData(rentalKey(rentalId), rental);
      void queryClient.invalidateQueries({ queryKey: ['customer'] });
    },
  });
}

export function createRental(request: RentRequest): Promise<Rental> {
  return apiSend('POST', '/api/rentals', request, rentalSchema);
}

/** Same key as the dumpster page's query, so coming from it the listing is already cached. */
export function useListingForRent(listingId: string) {
  return useQuery({
    queryKey: ['listing', listingId],
    queryFn: ({ signal }) => apiGet(`/api/listings/${encodeURIComponent(listingId)}`, listingDetailSchema, { signal }),
  });
}

/**
 * The provider's phone. A rental does not carry it, so it is read from the public provider
 * endpoint checkout uses; without it the page falls back to the support line.
 */
export function useProviderPhone(providerId: string, dumpsterSize: string, enabled: boolean) {
  const size = Number(dumpsterSize);
  return useQuery({
    queryKey: ['provider-phone', providerId],
    queryFn: ({ signal }) =>
      apiGet(
        apiPath(`/api/checkout/providers/${encodeURIComponent(providerId)}`, {
          size: (DUMPSTER_SIZES as readonly number[]).includes(size) ? size : undefined,
        }),
        checkoutProviderResponseSchema,
        { signal },
      ),
    select: (data) => data.provider.phone,
    enabled,
    staleTime: 5 * 60_000,
  });
}
