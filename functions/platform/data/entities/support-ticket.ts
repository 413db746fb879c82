import * as z from 'zod';
import { supportTicketSchema } from '../../../../shared/schemas/support';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * A question or problem sent from the support page; operators move it from new to resolved. The
 * writer's user id, the order and the e-mail are absent when not given, and answered as null
 * (functions/operators/support-tickets.ts).
 */
export const storedSupportTicketSchema = supportTicketSchema.extend({
  createdBy: z.string().optional(),
  orderId: z.string().optional(),
  email: z.string().optional(),
});

export const supportTicketModel = entityModel({
  model: { entity: 'supportTicket', version: '1', service: SERVICE_NAME },
  schema: storedSupportTicketSchema,
  indexes: {
    byId: { pk: { field: 'pk', composite: ['ticketId'] }, sk: { field: 'sk', composite: [] } },
    /** Tickets of one status, newest first (descending): the operator console's support queue. */
    byStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['status'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'ticketId'] },
    },
  },
});
