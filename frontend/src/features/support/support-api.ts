// The support page's one call: POST /api/support-tickets (public; a signed-in sender's token goes
// along by itself, so the server records who wrote it).
import { useMutation } from '@tanstack/react-query';
import { supportTicketResponseSchema, type SupportTicketRequest } from '../../../../shared/schemas/support';
import { apiSend } from '../../lib/api-client';

export function useSubmitSupportTicket() {
  return useMutation({
    mutationFn: (request: SupportTicketRequest) =>
      apiSend('POST', '/api/support-tickets', request, supportTicketResponseSchema),
  });
}
