// The Availability page's calendar calls: a month of the provider's units per size, and who holds a
// unit of one size on one day. Answers are parsed with the schemas the providers Lambda answers with.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { availabilityDayResponseSchema, availabilityMonthResponseSchema } from '../../../../../shared/schemas/availability-calendar';
import { apiGet, apiPath } from '../../../lib/api-client';

export const AVAILABILITY_CALENDAR_KEY = ['provider', 'availability-calendar'] as const;

/** GET /api/provider/availability?month=YYYY-MM; without a month, the server answers this month at the provider's address. */
export function useAvailabilityMonth(month: string | undefined) {
  return useQuery({
    queryKey: [...AVAILABILITY_CALENDAR_KEY, 'month', month ?? 'current'],
    queryFn: ({ signal }) => apiGet(apiPath('/api/provider/availability', { month }), availabilityMonthResponseSchema, { signal }),
    // Moving a month keeps the last grid on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/provider/availability/days/{day}?size=20, once a day is chosen. */
export function useAvailabilityDay(day: string | undefined, sizeYards: number | undefined) {
  return useQuery({
    queryKey: [...AVAILABILITY_CALENDAR_KEY, 'day', day, sizeYards],
    queryFn: ({ signal }) =>
      apiGet(apiPath(`/api/provider/availability/days/${encodeURIComponent(day!)}`, { size: sizeYards }), availabilityDayResponseSchema, { signal }),
    enabled: day !== undefined && sizeYards !== undefined,
  });
}
