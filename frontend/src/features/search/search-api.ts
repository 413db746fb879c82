// Provider search: GET /api/search. The server filters, prices (shared/pricing) and sorts by weekly
// total, so the page only formats what it gets.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchResponseSchema } from '../../../../shared/schemas/search';
import { apiGet, apiPath } from '../../lib/api-client';
import { searchApiQuery, type SearchCriteria } from './search-criteria';

export function useProviderSearch(criteria: SearchCriteria | undefined) {
  const query = criteria ? searchApiQuery(criteria) : undefined;
  return useQuery({
    queryKey: ['search', query],
    queryFn: ({ signal }) => apiGet(apiPath('/api/search', query), searchResponseSchema, { signal }),
    enabled: query !== undefined,
    // Changing size or add-ons keeps the old cards on screen (marked busy) until new prices arrive.
    placeholderData: keepPreviousData,
  });
}
