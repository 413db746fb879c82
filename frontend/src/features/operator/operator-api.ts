// The operator console's calls: the provider request inbox and access codes, the provider list
// with document review and verification, the support queue, and the ZIPs visitors asked for. Lists are paged by the server's
// opaque cursor, so each is an infinite query whose next page is 'Load more'; a search is the
// server's, and a new one starts the list again.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderRequestReview } from '../../../../shared/schemas/onboarding';
import type { ProviderVerification } from '../../../../shared/schemas/operator';
import type { SupportTicketStatus } from '../../../../shared/schemas/support';
import type { ProviderRequestStatus } from './operator-format';
import { api } from '../../lib/api/client';

const OPERATOR_PAGE_SIZE = 20;

const REQUESTS_KEY = ['operator', 'provider-requests'] as const;
const PROVIDERS_KEY = ['operator', 'providers'] as const;
const TICKETS_KEY = ['operator', 'support-tickets'] as const;

const firstPage = undefined as string | undefined;
/** The server's nextCursor; null (the last page) becomes TanStack's "no next page". */
const nextPageOf = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;

export function useProviderRequests(status: ProviderRequestStatus, search?: string) {
  return useInfiniteQuery({
    queryKey: [...REQUESTS_KEY, status, search],
    queryFn: ({ pageParam, signal }) => api.listProviderRequests({ status, search, limit: OPERATOR_PAGE_SIZE, cursor: pageParam }, { signal }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
  });
}

/** Issuing moves the request to 'approved', so every status list is stale afterwards. */
export function useIssueAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => api.issueAccessCode({ requestId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}

export function useReviewProviderRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ProviderRequestReview) => api.reviewProviderRequest({ requestId, body: review }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}

export function useOperatorProviders(search?: string) {
  return useInfiniteQuery({
    queryKey: [...PROVIDERS_KEY, search],
    queryFn: ({ pageParam, signal }) => api.listProviders({ search, limit: OPERATOR_PAGE_SIZE, cursor: pageParam }, { signal }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
  });
}

/**
 * The links are presigned for a few minutes: never served from cache (gcTime 0 drops them once the
 * viewer closes) and never refetched behind the operator's back, only when they ask.
 */
export function useProviderDocuments(providerId: string) {
  return useQuery({
    queryKey: ['operator', 'provider-documents', providerId],
    queryFn: ({ signal }) => api.getProviderDocuments({ providerId }, { signal }),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useVerifyProvider(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ProviderVerification) => api.verifyProvider({ providerId, body: decision }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['operator', 'provider-documents', providerId] }),
      ]),
  });
}

export function useSupportTickets(status: SupportTicketStatus, search?: string) {
  return useInfiniteQuery({
    queryKey: [...TICKETS_KEY, status, search],
    queryFn: ({ pageParam, signal }) => api.listSupportTickets({ status, search, limit: OPERATOR_PAGE_SIZE, cursor: pageParam }, { signal }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
  });
}

export function useUpdateTicketStatus(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: SupportTicketStatus) => api.updateSupportTicketStatus({ ticketId, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKETS_KEY }),
  });
}

/** The ZIP codes visitors asked to be served, most wanted first: where to recruit providers. */
export function useZipDemand() {
  return useQuery({
    queryKey: ['operator', 'zip-requests'],
    queryFn: ({ signal }) => api.listZipDemand({}, { signal }),
  });
}
