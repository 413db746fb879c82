// The provider's Drivers page: the trucks-and-drivers list, inviting, editing, removing and
// resending an invitation. Every change answers the driver as it now is, and the list is read again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DriverInviteRequest, DriverUpdateRequest } from '../../../../../shared/schemas/dispatch';
import { api } from '../../../lib/api/client';

const DRIVERS_KEY = ['provider', 'drivers'] as const;

export function useDrivers() {
  return useQuery({ queryKey: DRIVERS_KEY, queryFn: ({ signal }) => api.listDrivers({}, { signal }) });
}

function useDriverChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: DRIVERS_KEY }),
  });
}

export const useInviteDriver = () => useDriverChange((body: DriverInviteRequest) => api.inviteDriver({ body }));
export const useUpdateDriver = (driverId: string) => useDriverChange((body: DriverUpdateRequest) => api.updateDriver({ driverId, body }));
export const useRemoveDriver = (driverId: string) => useDriverChange(() => api.removeDriver({ driverId }));
export const useResendInvitation = (driverId: string) => useDriverChange(() => api.resendDriverInvitation({ driverId }));
