// Extension calls ('Keep it longer' on the order page, from the account or by the manage link): the
// server's quote for a later pickup date, asking for it (the payment page's address, or the rental
// extended at once when it costs nothing), what became of it on coming back from paying, and giving
// the held days back when the customer came back without paying. The amount is never sent: the
// server prices the added days from the provider's stored prices.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderLinkParams } from '../../../../shared/order-link';
import { extensionQuoteSchema, extensionStartSchema, extensionStatusSchema } from '../../../../shared/schemas/extension';
import type { Rental } from '../../../../shared/schemas/rental';
import { holdReleaseResponseSchema } from '../../../../shared/schemas/checkout';
import { apiGet, apiPath, apiSend } from '../../lib/api-client';
import { orderLinkKey, orderLinkPath, rentalKey } from './rental-api';

/** The rental's API path: the account's, or the manage link's (guests and texters have no sign-in). */
const basePath = (rentalId: string, link?: OrderLinkParams) => (link ? orderLinkPath(link) : `/api/rentals/${encodeURIComponent(rentalId)}`);

/** GET .../extension-quote?endDate=: asked only for a complete date after the current pickup. */
export function useExtensionQuote(rental: Pick<Rental, 'rentalId' | 'endDate'>, endDate: string, link?: OrderLinkParams) {
  const complete = /^\d{4}-\d{2}-\d{2}$/.test(endDate) && endDate > rental.endDate;
  return useQuery({
    queryKey: ['extension-quote', rental.rentalId, rental.endDate, endDate],
    queryFn: ({ signal }) =>
      apiGet(apiPath(`${basePath(rental.rentalId, link)}/extension-quote`, { endDate }), extensionQuoteSchema, { signal }),
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

/** POST .../extensions: 201 with the payment page (or the rental extended at once); 409 names the latest free pickup. */
export function useStartExtension(rentalId: string, link?: OrderLinkParams) {
  const queryClient = useQueryClient();
  const store = useStoreRental(rentalId, link);
  return useMutation({
    mutationFn: (endDate: string) =>
      apiSend('POST', `${basePath(rentalId, link)}/extensions`, { endDate }, extensionStartSchema),
    onSuccess: (answer) => {
      if (answer.status === 'extended') store(answer.rental);
    },
    // Refused: the days changed, so the quote (and the latest pickup it names) is asked again.
    onError: () => queryClient.invalidateQueries({ queryKey: ['extension-quote', rentalId] }),
  });
}

/** How often and how many times 'processing' is asked again before the page stops waiting. */
export const EXTENSION_POLL_MS = 2000;
export const EXTENSION_POLL_LIMIT = 5;

/** Back from the payment page: what became of the extension (recorded now if paid and the webhook has not yet). */
export function useExtensionStatus(rentalId: string, extensionId: string | undefined, link?: OrderLinkParams) {
  const store = useStoreRental(rentalId, link);
  const query = useQuery({
    queryKey: ['extension', rentalId, extensionId],
    queryFn: async ({ signal }) => {
      const status = await apiGet(`${basePath(rentalId, link)}/extensions/${encodeURIComponent(extensionId!)}`, extensionStatusSchema, { signal });
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
    mutationFn: (id: string) =>
      apiSend('POST', `/api/checkout/holds/${encodeURIComponent(id)}/release`, undefined, holdReleaseResponseSchema, { anonymous: true }),
  });
  useEffect(() => {
    if (extensionId) mutate(extensionId);
  }, [extensionId, mutate]);
}
