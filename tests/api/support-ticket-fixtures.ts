// Support tickets written straight to the table, for the operator console's tests.
import { randomUUID } from 'node:crypto';
import type { SupportTicketStatus } from '../../shared/schemas/support';
import { tableStore } from './rentals-support';

export async function putSupportTicket(
  overrides: { status?: SupportTicketStatus; message?: string; email?: string; createdAt?: string } = {},
) {
  const timestamp = overrides.createdAt ?? new Date().toISOString();
  const ticket = {
    ticketId: randomUUID(),
    message: overrides.message ?? 'My dumpster was not picked up on the scheduled day.',
    status: overrides.status ?? ('new' as const),
    identifierType: 'email' as const,
    email: overrides.email ?? `${randomUUID()}@test.example`,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  await tableStore().entities.supportTicket.put(ticket).go();
  return ticket;
}
