import { SUPPORT_TICKET_STATUSES } from '../../../../shared/schemas/support';
import { SERVICE_NAME } from '../table';

/** A question or problem sent from the support page; operators move it from new to resolved. */
export const supportTicketModel = {
  model: { entity: 'supportTicket', version: '1', service: SERVICE_NAME },
  attributes: {
    ticketId: { type: 'string', required: true },
    message: { type: 'string', required: true },
    status: { type: SUPPORT_TICKET_STATUSES, required: true },
    /** The signed-in writer's user id; absent for a visitor (read back as null). */
    createdBy: { type: 'string' },
    identifierType: { type: ['orderId', 'email'] as const, required: true },
    orderId: { type: 'string' },
    email: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['ticketId'] }, sk: { field: 'sk', composite: [] } },
    /** Tickets of one status, newest first (descending): the operator console's support queue. */
    byStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['status'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'ticketId'] },
    },
  },
} as const;
