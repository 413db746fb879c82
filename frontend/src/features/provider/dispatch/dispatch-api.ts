// The dispatch board's calls: the jobs of a day or a week with the provider's drivers, assigning a
// job to a driver and ordering a driver's stops. Every change refetches the board (the server
// numbers the stops), and a 409 (the board changed meanwhile) refetches it too, so the office sees
// the board as it is before trying again.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReorderStopsRequest } from '../../../../../shared/schemas/dispatch';
import { api } from '../../../lib/api/client';

const BOARD_KEY = ['provider', 'dispatch'] as const;

/** The board from `date` (undefined: today at the provider's address) for `days` days. */
export function useDispatchBoard(date: string | undefined, days: 1 | 7) {
  return useQuery({
    queryKey: [...BOARD_KEY, date ?? 'today', days],
    queryFn: ({ signal }) => api.getDispatchBoard({ ...(date ? { date } : {}), days }, { signal }),
    // Another day keeps the last one on screen until it arrives, so the board does not jump.
    placeholderData: keepPreviousData,
  });
}

function useRefetchBoard() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: BOARD_KEY });
}

export function useAssignJob() {
  const refetch = useRefetchBoard();
  return useMutation({
    mutationFn: ({ jobId, driverId }: { jobId: string; driverId: string | null }) => api.assignJob({ jobId, body: { driverId } }),
    onSettled: refetch,
  });
}

export function useReorderStops() {
  const refetch = useRefetchBoard();
  return useMutation({
    mutationFn: (body: ReorderStopsRequest) => api.reorderStops({ body }),
    onSettled: refetch,
  });
}
