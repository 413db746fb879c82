// Rental calls: one rental (the caller's own; 404 otherwise) or one order by its manage link, the
// customer's cancellation (from the account or by the link), claiming linked orders onto the
// account, a rent request for a listing, the listing being rented, and the provider's phone for
// 'Contact Provider'.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DUMPSTER_SIZES } from '../../../../shared/constants';
import { checkoutProviderResponseSchema } from '../../../../shared/schemas/checkout';
import { listingDetailSchema } from '../../../../shared/schemas/listing';
import { claimOrdersResponseSchema, type OrderLinkParams } from '../../../../shared/order-link';
import { rentalSchema, type Rental, type RentRequest } from '../../../../shared/schemas/rental';
import { apiGet, apiPath, apiSend } from '../../lib/api-client';

export const rentalKey = (rentalId: string) => ['rental', rentalId] as const;

export function useRental(rentalId: string) {
  return useQuery({
    queryKey: rentalKey(rentalId),
    queryFn: ({ signal }) => apiGet(`/api/rentals/${encodeURIComponent(rentalId)}`, rentalSchema, { signal }),
  });
}

export const orderLinkPath = (link: OrderLinkParams) => `/api/orders/${encodeURIComponent(link.rentalId)}/${encodeURIComponent(link.key)}`;
export const orderLinkKey = (link: OrderLinkParams) => ['order-link', link.rentalId, link.key] as const;

/** GET /api/orders/{id}/{key}: the order its manage link opens, signed in or not. */
export function useOrderByLink(link: OrderLinkParams) {
  return useQuery({
    queryKey: orderLinkKey(link),
    queryFn: ({ signal }) => apiGet(orderLinkPath(link), rentalSchema, { signal }),
    retry: false,
  });
}

/**
 * The cancellation: POST /api/rentals/{id}/cancel from the account, or by the manage link when one
 * is given. The updated rental, or a 422 whose message says why not.
 */
export function useCancelRental(rentalId: string, link?: OrderLinkParams) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiSend('POST', link ? `${orderLinkPath(link)}/cancel` : `/api/rentals/${encodeURIComponent(rentalId)}/cancel`, {}, rentalSchema),
    onSuccess: (rental) => {
      queryClient.setQueryData(link ? orderLinkKey(link) : rentalKey(rentalId), rental);
      void queryClient.invalidateQueries({ queryKey: ['customer'] });
    },
  });
}

/** POST /api/orders/{id}/{key}/claim: the linked order, and every order sent to the same address, onto the account. */
export function useClaimOrders(link: OrderLinkParams) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', `${orderLinkPath(link)}/claim`, {}, claimOrdersResponseSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['customer'] }),
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
