// Provider search: api.searchProviders. The server filters, prices (shared/pricing) and sorts by weekly
// total, so the page only formats what it gets.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import { searchApiQuery, type SearchCriteria } from './search-criteria';

export function useProviderSearch(criteria: SearchCriteria | undefined) {
  const query = criteria ? searchApiQuery(criteria) : undefined;
  return useQuery({
    queryKey: ['search', query],
    queryFn: ({ signal }) => api.searchProviders(query!, { signal }),
    enabled: query !== undefined,
    // Changing size or add-ons keeps the old cards on screen (marked busy) until new prices arrive.
    placeholderData: keepPreviousData,
  });
}
