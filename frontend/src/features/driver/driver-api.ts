// The driver's calls: the day's stops, and what they record at each (on the way, delivered with the
// placement photo, picked up with the weight ticket, swapped), the photo uploaded first to the
// bucket with a presigned POST. The join page's invitation, acceptance and sign-in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobPhotoPurpose, WeightTicket } from '../../../../shared/schemas/dispatch';
import { api } from '../../lib/api/client';
import { postToPresignedUrl } from '../../lib/presigned-upload';
import { useSession } from '../../lib/session';

const JOBS_KEY = ['driver', 'jobs'] as const;
const PHOTO_FAILED = 'The photo could not be uploaded. Check your connection and try again.';

/** Today's stops (today at the provider's yard, which the server decides). */
export function useDriverJobs() {
  return useQuery({ queryKey: JOBS_KEY, queryFn: ({ signal }) => api.listDriverJobs({}, { signal }) });
}

async function uploadPhoto(jobId: string, purpose: JobPhotoPurpose, file: File): Promise<string> {
  const presigned = await api.presignJobPhoto({ jobId, body: { purpose, contentType: file.type || 'image/jpeg' } });
  await postToPresignedUrl(presigned, file, PHOTO_FAILED);
  return presigned.key;
}

function useStopChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // Read the day again whatever happened: a refusal usually means the stop changed meanwhile.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

export const useOnTheWay = (jobId: string) => useStopChange(() => api.markJobOnTheWay({ jobId }));

export const useDelivered = (jobId: string) =>
  useStopChange(async ({ photo }: { photo?: File }) => {
    const placementPhotoKey = photo ? await uploadPhoto(jobId, 'placement', photo) : undefined;
    return api.markJobDelivered({ jobId, body: placementPhotoKey ? { placementPhotoKey } : {} });
  });

export const usePickedUp = (jobId: string) =>
  useStopChange(async ({ ticket, photo }: { ticket: WeightTicket; photo?: File }) => {
    const photoKey = photo ? await uploadPhoto(jobId, 'weight_ticket', photo) : undefined;
    return api.markJobPickedUp({ jobId, body: { weightTicket: { ...ticket, ...(photoKey ? { photoKey } : {}) } } });
  });

export const useSwapped = (jobId: string) => useStopChange(() => api.markJobSwapped({ jobId }));

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['driver-invitation', token],
    queryFn: ({ signal }) => api.getDriverInvitation({ token }, { signal }),
    enabled: token !== '',
    retry: false,
  });
}

/** Sets the password from the join link, then signs in with it. */
export function useAcceptInvitation(token: string) {
  const session = useSession();
  return useMutation({
    mutationFn: async ({ password }: { password: string }) => {
      const { email } = await api.acceptDriverInvitation({ token, body: { password } });
      await session.signIn(email, password);
    },
  });
}
