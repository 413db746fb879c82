// The delivery dates a ZIP can be booked for, read on the ZIP's own clock as the server reads them
// (shared/rental-dates.ts): its time zone comes from the ZIP lookup. Until the ZIP is complete and
// known, the visitor's own clock stands in; the server decides either way.
import { useQuery } from '@tanstack/react-query';
import { deliveryWindow } from '../../../shared/rental-dates';
import { zipCodeLookupSchema } from '../../../shared/schemas/zip-code';
import { apiGet } from './api-client';
import { localIsoDate } from './calendar-date';

export function useDeliveryWindow(zipCode: string): { earliest: string; latest?: string } {
  const complete = /^\d{5}$/.test(zipCode.trim());
  const lookup = useQuery({
    // The search wizard's ZIP check reads the same address: one cache entry per ZIP.
    queryKey: ['zip-code', zipCode.trim()],
    queryFn: ({ signal }) => apiGet(`/api/zip-codes/${encodeURIComponent(zipCode.trim())}`, zipCodeLookupSchema, { signal }),
    enabled: complete,
    staleTime: 60 * 60_000,
    retry: false,
  });
  const timeZone = complete ? lookup.data?.timeZone : undefined;
  return timeZone ? deliveryWindow(new Date(), timeZone) : { earliest: localIsoDate(1) };
}
