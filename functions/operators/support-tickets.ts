// The operator console's support queue: tickets by status, newest first, and moving a ticket on.
import { MESSAGES } from '../../shared/messages';
import type {
  OperatorSupportTicketsQuery,
  OperatorSupportTicketsResponse,
  SupportTicket,
  SupportTicketStatusUpdate,
} from '../../shared/schemas/support';
import type * as z from 'zod';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';
import type { storedSupportTicketSchema } from '../platform/data/entities/support-ticket';
import type { Store } from '../platform/data/store';
import { invalid, notFound } from '../platform/errors';

type StoredTicket = z.output<typeof storedSupportTicketSchema>;

/** Absent optional attributes are read back as the spec's nulls. */
export function supportTicketFrom(stored: StoredTicket): SupportTicket {
  return {
    ticketId: stored.ticketId,
    message: stored.message,
    status: stored.status,
    createdBy: stored.createdBy ?? null,
    identifierType: stored.identifierType,
    orderId: stored.orderId ?? null,
    email: stored.email ?? null,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
  };
}

export async function listSupportTickets(
  store: Store,
  query: OperatorSupportTicketsQuery,
): Promise<OperatorSupportTicketsResponse> {
  let page;
  try {
    page = await store.entities.supportTicket.query
      .byStatus({ status: query.status })
      .go({ order: 'desc', limit: query.limit, ...(query.cursor ? { cursor: query.cursor } : {}) });
  } catch (error) {
    if (query.cursor) throw invalid(MESSAGES.invalidRequest, { cursor: 'Invalid cursor' });
    throw error;
  }
  return {
    tickets: page.data.map(supportTicketFrom),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
}

export async function updateSupportTicketStatus(
  deps: { store: Store; now: () => Date },
  ticketId: string,
  update: SupportTicketStatusUpdate,
): Promise<SupportTicket> {
  try {
    const result = await deps.store.entities.supportTicket
      .patch({ ticketId })
      .set({ status: update.status, updatedAt: deps.now().toISOString() })
      .go({ response: 'all_new' });
    return supportTicketFrom(result.data);
  } catch (error) {
    // patch() only updates an existing item: a refused condition means there is no such ticket.
    if (isConditionalCheckFailure(error)) throw notFound(MESSAGES.supportTicketNotFound);
    throw error;
  }
}
