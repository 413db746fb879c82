// The support page's one call: api.createSupportTicket (public; a signed-in sender's token goes
// along by itself, so the server records who wrote it).
import { useMutation } from '@tanstack/react-query';
import type { SupportTicketRequest } from '../../../../shared/schemas/support';
import { api } from '../../lib/api/client';

export function useSubmitSupportTicket() {
  return useMutation({
    mutationFn: (request: SupportTicketRequest) => api.createSupportTicket({ body: request }),
  });
}
