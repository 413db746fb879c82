// The support domain's routes.
import { RATE_LIMITS } from '../abuse-limits';
import { supportTicketRequestSchema, supportTicketResponseSchema } from '../schemas/support';
import { domainRoutes } from './route';

export const supportRoutes = domainRoutes('support', {
  createSupportTicket: {
    method: 'POST',
    path: '/api/support-tickets',
    policy: 'public',
    rateLimit: RATE_LIMITS.supportTickets,
    gatewayThrottle: 'form',
    optionalCaller: true,
    summary: 'Send a question to support (by order id or e-mail; a signed-in sender is recorded); e-mails a receipt',
    body: supportTicketRequestSchema,
    // Parsed by the operation after a tighter size check than the chain's, with its own message.
    rawBody: true,
    status: 201,
    response: supportTicketResponseSchema,
  },
});
