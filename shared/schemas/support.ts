// Support tickets: written from the support page (public), worked through in the operator console.
import * as z from 'zod';

export const SUPPORT_TICKET_STATUSES = ['new', 'in_progress', 'resolved'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];
export const SUPPORT_TICKET_STATUS_LABELS: Record<SupportTicketStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  resolved: 'Resolved',
};

/** A stored ticket: the requester is known by an order id or an e-mail address. */
export const supportTicketSchema = z.object({
  ticketId: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  /** The signed-in user who wrote it, or null for a visitor. */
  createdBy: z.string().nullable(),
  identifierType: z.enum(['orderId', 'email']),
  orderId: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const OPERATOR_TICKETS_PAGE_SIZE_MAX = 50;

/** GET /api/operator/support-tickets: one status, newest first, a page at a time. */
export const operatorSupportTicketsQuerySchema = z.object({
  status: z.enum(SUPPORT_TICKET_STATUSES).default('new'),
  limit: z.coerce.number().int().min(1).max(OPERATOR_TICKETS_PAGE_SIZE_MAX).default(20),
  cursor: z.string().trim().min(1).max(2048).optional(),
});
export type OperatorSupportTicketsQuery = z.infer<typeof operatorSupportTicketsQuerySchema>;

export const operatorSupportTicketsResponseSchema = z.object({
  tickets: z.array(supportTicketSchema),
  cursor: z.string().optional(),
});
export type OperatorSupportTicketsResponse = z.infer<typeof operatorSupportTicketsResponseSchema>;

export const supportTicketParamsSchema = z.object({ ticketId: z.string().trim().min(1).max(100) });

/** PUT /api/operator/support-tickets/{ticketId}/status: answers with the updated ticket. */
export const supportTicketStatusUpdateSchema = z.object({ status: z.enum(SUPPORT_TICKET_STATUSES) });
export type SupportTicketStatusUpdate = z.infer<typeof supportTicketStatusUpdateSchema>;
