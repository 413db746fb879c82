// Checkout calls: the provider with the server's quote (and, for the ZIP and date typed, whether
// the provider can deliver there then), creating a payment session (guest or
// signed-in customer) and reading the session's outcome. The amount is never sent: the server
// prices the order from the provider's stored prices.
import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { isSupportedCalendarDate } from '../../../../shared/schemas/calendar-date';
import type { CheckoutSessionRequest, checkoutSessionRequestSchema } from '../../../../shared/schemas/checkout';
import { selectedOnly, type CheckoutAddOns } from './checkout-add-ons';
import { api } from '../../lib/api/client';
import { isApiError } from '../../lib/api-error';
import { assignLocation } from '../../lib/browser-location';
import { saveCheckoutDraft } from './checkout-draft';

/** The delivery ZIP and date typed so far; each is sent only once it is complete. */
export interface DeliveryDraft {
  zipCode: string;
  startDate: string;
}

export function useCheckoutProvider(
  providerId: string,
  order: { size: number; rentalDays: number; addOns: CheckoutAddOns },
  delivery: DeliveryDraft,
  enabled: boolean,
) {
  const { size, rentalDays, addOns } = order;
  const addOnsJson = JSON.stringify(addOns);
  const zipCode = /^\d{5}$/.test(delivery.zipCode) ? delivery.zipCode : undefined;
  const startDate = isSupportedCalendarDate(delivery.startDate) ? delivery.startDate : undefined;
  return useQuery({
    queryKey: ['checkout', 'provider', providerId, size, rentalDays, addOnsJson, zipCode, startDate],
    queryFn: ({ signal }) => api.getCheckoutProvider({ providerId, size, rentalDays, addOns: addOnsJson, zipCode, startDate }, { signal }),
    enabled,
    // Ticking an add-on, or a new ZIP or date, refetches the quote; keep showing the last one meanwhile.
    placeholderData: keepPreviousData,
  });
}

/** Signed-in customers get the rental on their account; guests check out anonymously. */
function createCheckoutSession(request: CheckoutSessionRequest, signedInCustomer: boolean) {
  return signedInCustomer ? api.createCustomerCheckoutSession({ body: request }) : api.createCheckoutSession({ body: request });
}

/**
 * 'Continue to Payment': creates the payment session (on the customer's account when signed in),
 * keeps the form as sent for this tab (so a declined or cancelled payment comes back to it) and
 * sends the browser to the payment page. A date refused as full (someone took the last unit
 * meanwhile) asks for the dates again, so the free ones offered and the next one named are as they
 * are now.
 */
export function useCreateCheckoutSession(providerId: string, signedInCustomer: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    // The request as the form parsed it with the shared schema.
    mutationFn: (request: z.output<typeof checkoutSessionRequestSchema>) => createCheckoutSession(request, signedInCustomer),
    onSuccess: ({ url }, request) => {
      saveCheckoutDraft(providerId, {
        contact: { ...request.customer, address: { ...request.customer.address } },
        startDate: request.startDate,
        timeWindow: request.preferredTimeWindow ?? '',
        addOns: selectedOnly(request.addOns ?? {}),
        rentalDays: request.rentalDays,
        acceptTerms: request.acceptTerms,
      });
      assignLocation(url);
    },
    onError: (error) => {
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: ['checkout', 'provider'] });
    },
  });
}

/**
 * Back from the payment page unpaid: gives the dumpster the payment session held back at once (the
 * server expires the session first), so the dates are bookable again without waiting for the hold
 * to lapse. Once per hold; a failure only means the hold lapses on its own.
 */
export function useReleaseHeldUnit(holdId: string | undefined) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (id: string) => api.releaseCheckoutHold({ holdId: id }),
    // The dates' availability changed: ask the provider's delivery check again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['checkout', 'provider'] }),
  });
  useEffect(() => {
    if (holdId) mutate(holdId);
  }, [holdId, mutate]);
}

/** How often and how many times 'processing' is asked again before the page gives up waiting. */
export const SESSION_POLL_MS = 2000;
const SESSION_POLL_LIMIT = 5;

/**
 * The session's outcome, and whether polling gave up while it was still processing. The return
 * token the payment page sent this browser back with is what has the order and its manage link
 * answered; without it, only the outcome.
 */
export function useCheckoutSessionStatus(sessionId: string, returnToken: string | undefined) {
  const queryClient = useQueryClient();
  const queryKey = ['checkout', 'session', sessionId, returnToken];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.confirmCheckoutSession({ sessionId, returnToken }, { signal }),
    enabled: sessionId !== '',
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' && query.state.dataUpdateCount < SESSION_POLL_LIMIT
        ? SESSION_POLL_MS
        : false,
  });
  const updates = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  return { query, gaveUp: query.data?.status === 'processing' && updates >= SESSION_POLL_LIMIT };
}
