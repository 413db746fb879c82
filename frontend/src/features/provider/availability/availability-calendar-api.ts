// The Availability page's calendar calls: a month of the provider's units per size, and who holds a
// unit of one size on one day.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const AVAILABILITY_CALENDAR_KEY = ['provider', 'availability-calendar'] as const;

/** api.getAvailabilityMonth (?month=YYYY-MM); without a month, the server answers this month at the provider's address. */
export function useAvailabilityMonth(month: string | undefined) {
  return useQuery({
    queryKey: [...AVAILABILITY_CALENDAR_KEY, 'month', month ?? 'current'],
    queryFn: ({ signal }) => api.getAvailabilityMonth({ month }, { signal }),
    // Moving a month keeps the last grid on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** api.getAvailabilityDay (a day and ?size=20), once a day is chosen. */
export function useAvailabilityDay(day: string | undefined, sizeYards: number | undefined) {
  return useQuery({
    queryKey: [...AVAILABILITY_CALENDAR_KEY, 'day', day, sizeYards],
    queryFn: ({ signal }) => api.getAvailabilityDay({ day: day!, size: sizeYards! }, { signal }),
    enabled: day !== undefined && sizeYards !== undefined,
  });
}
