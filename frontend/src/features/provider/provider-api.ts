// The provider portal's calls: the provider's own profile (cached once for every portal screen),
// rental requests and their status actions, the inventory, the dashboard per revenue period, and
// whether search has caught up with the provider's saves.
import { useEffect } from 'react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIST_PAGE_SIZE_MAX } from '../../../../shared/schemas/list-page';
import type { DashboardPeriod, InventoryUpdate, ProviderRentalStatusBody, RentalRequestFilter } from '../../../../shared/schemas/provider-portal';
import { api } from '../../lib/api/client';

export const PROVIDER_PROFILE_KEY = ['provider', 'profile'] as const;
const PROVIDER_RENTALS_KEY = ['provider', 'rentals'] as const;
const PROVIDER_INVENTORY_KEY = ['provider', 'inventory'] as const;
const PROVIDER_DASHBOARD_KEY = ['provider', 'dashboard'] as const;
const RENTALS_PAGE_SIZE = 25;
const PROVIDER_SEARCH_STATUS_KEY = ['provider', 'search-status'] as const;
/** How often the portal asks again while search is catching up (a national area takes a few seconds). */
const SEARCH_STATUS_POLL_MS = 1500;

/**
 * Whether search still shows an older version of the provider: asked when a page that changes what
 * search shows opens, after every save the portal makes, and every moment while it is catching up.
 */
export function useProviderSearchStatus() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: PROVIDER_SEARCH_STATUS_KEY });
        }
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: PROVIDER_SEARCH_STATUS_KEY,
    queryFn: ({ signal }) => api.getProviderSearchStatus({}, { signal }),
    refetchInterval: (query) => (query.state.data?.updating ? SEARCH_STATUS_POLL_MS : false),
  });
}

export function useProviderProfile() {
  return useQuery({
    queryKey: PROVIDER_PROFILE_KEY,
    queryFn: ({ signal }) => api.getProviderProfile({}, { signal }),
  });
}

/** The rental requests screen's list: a page at a time, filtered and searched by the server. */
export function useProviderRentals(filters: { filter: RentalRequestFilter; search?: string }) {
  return useInfiniteQuery({
    queryKey: [...PROVIDER_RENTALS_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      api.listProviderRentals({ filter: filters.filter, search: filters.search, limit: RENTALS_PAGE_SIZE, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // A new filter or search keeps the last list on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });
}

/** The newest rentals, one page of the largest size: what an invoice can be linked to. */
export function useRecentProviderRentals() {
  return useQuery({
    queryKey: [...PROVIDER_RENTALS_KEY, 'recent'],
    queryFn: ({ signal }) => api.listProviderRentals({ limit: LIST_PAGE_SIZE_MAX }, { signal }),
  });
}

/**
 * api.updateRentalStatus. A status change moves inventory counters, the dashboard's
 * figures and the profile's rental counts, so all of them are read again afterwards.
 */
export function useUpdateRentalStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rentalId, ...body }: { rentalId: string } & ProviderRentalStatusBody) => api.updateRentalStatus({ rentalId, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROVIDER_RENTALS_KEY }),
        queryClient.invalidateQueries({ queryKey: PROVIDER_INVENTORY_KEY }),
        queryClient.invalidateQueries({ queryKey: PROVIDER_DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: PROVIDER_PROFILE_KEY }),
      ]),
  });
}

export function useProviderInventory() {
  return useQuery({
    queryKey: PROVIDER_INVENTORY_KEY,
    queryFn: ({ signal }) => api.getProviderInventory({}, { signal }),
  });
}

/** api.updateProviderInventory answers with the new view; the profile and dashboard hold totals too. */
export function useSaveInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: InventoryUpdate) => api.updateProviderInventory({ body: update }),
    onSuccess: (view) => {
      queryClient.setQueryData(PROVIDER_INVENTORY_KEY, view);
      void queryClient.invalidateQueries({ queryKey: PROVIDER_PROFILE_KEY });
      void queryClient.invalidateQueries({ queryKey: PROVIDER_DASHBOARD_KEY });
    },
  });
}

export function useProviderDashboard(period: DashboardPeriod) {
  return useQuery({
    queryKey: [...PROVIDER_DASHBOARD_KEY, period],
    queryFn: ({ signal }) => api.getProviderDashboard({ period }, { signal }),
    // Switching periods keeps the last figures on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
