// Extension calls ('Keep it longer' on the order page, from the account or by the manage link): the
// server's quote for a later pickup date, asking for it (the payment page's address, or the rental
// extended at once when it costs nothing), what became of it on coming back from paying, and giving
// the held days back when the customer came back without paying. The amount is never sent: the
// server prices the added days from the provider's stored prices.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderLinkParams } from '../../../../shared/order-link';
import { isSupportedCalendarDate } from '../../../../shared/schemas/calendar-date';
import type { ExtensionRequest } from '../../../../shared/schemas/extension';
import type { Rental } from '../../../../shared/schemas/rental';
import { api } from '../../lib/api/client';
import { assignLocation } from '../../lib/browser-location';
import { orderLinkInput, orderLinkKey, rentalKey } from './rental-api';

// Each call goes to the account's route, or to the manage link's when a link is given (guests and
// texters have no sign-in).

/** The quote (?endDate=): asked only for a complete date after the current pickup. */
export function useExtensionQuote(rental: Pick<Rental, 'rentalId' | 'endDate'>, endDate: string, link?: OrderLinkParams) {
  const complete = isSupportedCalendarDate(endDate) && endDate > rental.endDate;
  return useQuery({
    queryKey: ['extension-quote', rental.rentalId, rental.endDate, endDate],
    queryFn: ({ signal }) =>
      link
        ? api.quoteOrderExtension({ ...orderLinkInput(link), endDate }, { signal })
        : api.quoteExtension({ rentalId: rental.rentalId, endDate }, { signal }),
    enabled: complete,
    retry: false,
  });
}

/** Keeps the rental in the page's cache as the server answered it. */
function useStoreRental(rentalId: string, link?: OrderLinkParams) {
  const queryClient = useQueryClient();
  return (rental: Rental) => {
    queryClient.setQueryData(link ? orderLinkKey(link) : rentalKey(rentalId), rental);
    void queryClient.invalidateQueries({ queryKey: ['customer'] });
  };
}

/** Asking for it: 201 with the payment page (or the rental extended at once); 409 names the latest free pickup. */
export function useStartExtension(rentalId: string, link?: OrderLinkParams) {
  const queryClient = useQueryClient();
  const store = useStoreRental(rentalId, link);
  return useMutation({
    mutationFn: (request: ExtensionRequest) =>
      link ? api.createOrderExtension({ ...orderLinkInput(link), body: request }) : api.createExtension({ rentalId, body: request }),
    onSuccess: (answer) => {
      if (answer.status === 'extended') store(answer.rental);
      // The added days are paid on the payment page.
      else if (answer.status === 'payment') assignLocation(answer.url);
    },
    // Refused: the days changed, so the quote (and the latest pickup it names) is asked again.
    onError: () => queryClient.invalidateQueries({ queryKey: ['extension-quote', rentalId] }),
  });
}

/** How often and how many times 'processing' is asked again before the page stops waiting. */
const EXTENSION_POLL_MS = 2000;
const EXTENSION_POLL_LIMIT = 5;

/** Back from the payment page: what became of the extension (recorded now if paid and the webhook has not yet). */
export function useExtensionStatus(rentalId: string, extensionId: string | undefined, link?: OrderLinkParams) {
  const store = useStoreRental(rentalId, link);
  const query = useQuery({
    queryKey: ['extension', rentalId, extensionId],
    queryFn: async ({ signal }) => {
      const status = link
        ? await api.getOrderExtension({ ...orderLinkInput(link), extensionId: extensionId! }, { signal })
        : await api.getExtension({ rentalId, extensionId: extensionId! }, { signal });
      store(status.rental);
      return status;
    },
    enabled: !!extensionId,
    retry: false,
    refetchInterval: (current) =>
      current.state.data?.status === 'processing' && current.state.dataUpdateCount < EXTENSION_POLL_LIMIT ? EXTENSION_POLL_MS : false,
  });
  return query;
}

/**
 * Back from the payment page unpaid: the added days' hold (its id is the extension's) goes back at
 * once through the checkout's release route, which expires the payment session first.
 */
export function useReleaseExtensionHold(extensionId: string | undefined) {
  const { mutate } = useMutation({
    mutationFn: (id: string) => api.releaseCheckoutHold({ holdId: id }),
  });
  useEffect(() => {
    if (extensionId) mutate(extensionId);
  }, [extensionId, mutate]);
}
