// Rental calls: one rental (the caller's own; 404 otherwise) or one order by its manage link, the
// customer's cancellation (from the account or by the link), their pickup request, claiming a linked order onto the
// account, a rent request for a listing, the listing being rented, and the provider's phone for
// 'Contact Provider'.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DUMPSTER_SIZES } from '../../../../shared/constants';
import type { OrderLinkParams } from '../../../../shared/order-link';
import type { PickupRequest, Rental, RentRequest } from '../../../../shared/schemas/rental';
import { api } from '../../lib/api/client';

export const rentalKey = (rentalId: string) => ['rental', rentalId] as const;

export function useRental(rentalId: string) {
  return useQuery({
    queryKey: rentalKey(rentalId),
    queryFn: ({ signal }) => api.getRental({ rentalId }, { signal }),
  });
}

/** The manage link's path parameters, and nothing else (any other field would join the query). */
export const orderLinkInput = (link: OrderLinkParams) => ({ rentalId: link.rentalId, key: link.key });
export const orderLinkKey = (link: OrderLinkParams) => ['order-link', link.rentalId, link.key] as const;

/** api.getOrderByLink: the order its manage link opens, signed in or not. */
export function useOrderByLink(link: OrderLinkParams) {
  return useQuery({
    queryKey: orderLinkKey(link),
    queryFn: ({ signal }) => api.getOrderByLink(orderLinkInput(link), { signal }),
    retry: false,
  });
}

/**
 * The cancellation: api.cancelRental from the account, or api.cancelOrderByLink when a manage link
 * is given. The updated rental, or a 422 whose message says why not.
 */
export function useCancelRental(rentalId: string, link?: OrderLinkParams) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (link ? api.cancelOrderByLink(orderLinkInput(link)) : api.cancelRental({ rentalId })),
    onSuccess: (rental) => {
      queryClient.setQueryData(link ? orderLinkKey(link) : rentalKey(rentalId), rental);
      void queryClient.invalidateQueries({ queryKey: ['customer'] });
    },
  });
}

/** api.requestPickup: the customer asks for their delivered dumpster to be picked up (a date is optional). */
export function useRequestPickup(rentalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PickupRequest) => api.requestPickup({ rentalId, body: request }),
    onSuccess: (rental) => {
      queryClient.setQueryData(rentalKey(rentalId), rental);
      void queryClient.invalidateQueries({ queryKey: ['customer'] });
    },
  });
}

/** api.claimOrders: the linked order onto the signed-in customer's account. */
export function useClaimOrders(link: OrderLinkParams) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.claimOrders(orderLinkInput(link)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['customer'] }),
  });
}

function createRental(request: RentRequest): Promise<Rental> {
  return api.requestRental({ body: request });
}

/** A rent request: the server prices it; the new rental is cached for the order page it opens. */
export function useCreateRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRental,
    onSuccess: (rental) => {
      queryClient.setQueryData(rentalKey(rental.rentalId), rental);
      void queryClient.invalidateQueries({ queryKey: ['customer'] });
    },
  });
}

/** Same key as the dumpster page's query, so coming from it the listing is already cached. */
export function useListingForRent(listingId: string) {
  return useQuery({
    queryKey: ['listing', listingId],
    queryFn: ({ signal }) => api.getListing({ listingId }, { signal }),
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
      api.getCheckoutProvider({ providerId, size: (DUMPSTER_SIZES as readonly number[]).includes(size) ? size : undefined }, { signal }),
    select: (data) => data.provider.phone,
    enabled,
    staleTime: 5 * 60_000,
  });
}
