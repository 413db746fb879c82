// Support tickets: written from the support page (public), worked through in the operator console.
import * as z from 'zod';
import { dateRangeQueryFields, fromNotAfterTo, LIST_PAGE_MESSAGES, nextCursorSchema, pageQueryFields, searchQueryField } from './list-page';

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

/**
 * GET /api/operator/support-tickets: one status, sent from `from` to `to`, searched by message,
 * e-mail or order, newest first, a page at a time.
 */
export const operatorSupportTicketsQuerySchema = z
  .object({ status: z.enum(SUPPORT_TICKET_STATUSES).default('new'), search: searchQueryField, ...dateRangeQueryFields, ...pageQueryFields })
  .refine(fromNotAfterTo, { message: LIST_PAGE_MESSAGES.invalidRange, path: ['from'] });
export type OperatorSupportTicketsQuery = z.output<typeof operatorSupportTicketsQuerySchema>;

export const operatorSupportTicketsResponseSchema = z.object({
  tickets: z.array(supportTicketSchema),
  nextCursor: nextCursorSchema,
});
export type OperatorSupportTicketsResponse = z.infer<typeof operatorSupportTicketsResponseSchema>;

export const supportTicketParamsSchema = z.object({ ticketId: z.string().trim().min(1).max(100) });

/** PUT /api/operator/support-tickets/{ticketId}/status: answers with the updated ticket. */
export const supportTicketStatusUpdateSchema = z.object({ status: z.enum(SUPPORT_TICKET_STATUSES) });
export type SupportTicketStatusUpdate = z.infer<typeof supportTicketStatusUpdateSchema>;

export const SUPPORT_TICKET_MESSAGE_MAX = 4000;

/** Field messages of the support form, shown by the SPA beside the field. */
export const SUPPORT_TICKET_FIELD_MESSAGES = {
  messageRequired: 'Please describe how we can help',
  messageTooLong: `Please keep your message under ${SUPPORT_TICKET_MESSAGE_MAX} characters`,
  orderIdRequired: 'Please enter your order ID',
  orderIdInvalid: 'An order ID has only letters, digits and hyphens',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  orderNotFound: "We couldn't find that order for this e-mail. Check the order number in your confirmation e-mail.",
} as const;

const ticketMessage = z
  .string()
  .trim()
  .min(1, SUPPORT_TICKET_FIELD_MESSAGES.messageRequired)
  .max(SUPPORT_TICKET_MESSAGE_MAX, SUPPORT_TICKET_FIELD_MESSAGES.messageTooLong);

const replyEmail = z
  .string(SUPPORT_TICKET_FIELD_MESSAGES.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, SUPPORT_TICKET_FIELD_MESSAGES.emailRequired)
  .max(254, SUPPORT_TICKET_FIELD_MESSAGES.emailInvalid)
  .pipe(z.email(SUPPORT_TICKET_FIELD_MESSAGES.emailInvalid));

/**
 * POST /api/support-tickets: about an order (its number, as on the confirmation, "#465E0190" or the
 * whole id; it must be one of the sender's orders) or not; either way with an e-mail to reply to.
 */
export const supportTicketRequestSchema = z.discriminatedUnion('identifierType', [
  z.object({
    identifierType: z.literal('orderId'),
    message: ticketMessage,
    orderId: z
      .string(SUPPORT_TICKET_FIELD_MESSAGES.orderIdRequired)
      .trim()
      .transform((value) => value.replace(/^#/, '').toUpperCase())
      .pipe(
        z
          .string()
          .min(1, SUPPORT_TICKET_FIELD_MESSAGES.orderIdRequired)
          .max(100, SUPPORT_TICKET_FIELD_MESSAGES.orderIdInvalid)
          .regex(/^[A-Z0-9-]+$/, SUPPORT_TICKET_FIELD_MESSAGES.orderIdInvalid),
      ),
    email: replyEmail,
  }),
  z.object({
    identifierType: z.literal('email'),
    message: ticketMessage,
    email: replyEmail,
  }),
], { error: 'Please choose whether to identify yourself by order ID or email' });
export type SupportTicketRequest = z.infer<typeof supportTicketRequestSchema>;

/**
 * The answer to POST /api/support-tickets (201): the stored ticket, and whether a receipt was
 * e-mailed (only a signed-in sender gets one, at their account address).
 */
export const supportTicketResponseSchema = supportTicketSchema.extend({ receiptSent: z.boolean() });
