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
import { matchesSearchWords, searchWords } from '../../shared/schemas/list-page';
import { notFound } from '../platform/errors';
import { dayBounds, readListPage } from '../platform/list-page';

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

/** A page of one status's tickets, newest first: one Query of their byStatus index (gsi1, creation), the search on each ticket read. */
export async function listSupportTickets(
  store: Store,
  query: OperatorSupportTicketsQuery,
): Promise<OperatorSupportTicketsResponse> {
  const tickets = store.entities.supportTicket.query.byStatus({ status: query.status });
  if (query.from || query.to) tickets.between(...dayBounds('createdAt', query));
  const words = searchWords(query.search);
  const page = await readListPage(query.cursor, () =>
    tickets.page({
      limit: query.limit,
      cursor: query.cursor,
      order: 'desc',
      keep: (ticket) => matchesSearchWords(words, [ticket.message, ticket.email, ticket.orderId, ticket.ticketId]),
    }),
  );
  return { tickets: page.data.map(supportTicketFrom), nextCursor: page.cursor };
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
