// Swap calls on the customer's order page: the server's quote (the provider's swap fee, today at the
// delivery address and the days a swap can be asked for), asking for a swap and cancelling one. The
// fee is never sent: the server prices a swap from the provider's stored swap fee.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SwapRequest } from '../../../../shared/schemas/dispatch';
import type { Rental } from '../../../../shared/schemas/rental';
import { api } from '../../lib/api/client';
import { rentalKey } from './rental-api';

const swapQuoteKey = (rentalId: string) => ['swap-quote', rentalId] as const;

export function useSwapQuote(rentalId: string, enabled: boolean) {
  return useQuery({
    queryKey: swapQuoteKey(rentalId),
    queryFn: ({ signal }) => api.quoteSwap({ rentalId }, { signal }),
    enabled,
  });
}

/** Keeps the rental as the server answered it, and asks for the quote again (its days may have changed). */
function useStoreRental(rentalId: string) {
  const queryClient = useQueryClient();
  return (rental: Rental) => {
    queryClient.setQueryData(rentalKey(rentalId), rental);
    void queryClient.invalidateQueries({ queryKey: swapQuoteKey(rentalId) });
  };
}

export function useRequestSwap(rentalId: string) {
  const store = useStoreRental(rentalId);
  return useMutation({
    mutationFn: (request: SwapRequest) => api.requestSwap({ rentalId, body: request }),
    onSuccess: store,
  });
}

export function useCancelSwap(rentalId: string) {
  const store = useStoreRental(rentalId);
  return useMutation({
    mutationFn: (swapId: string) => api.cancelSwap({ rentalId, swapId }),
    onSuccess: store,
  });
}
