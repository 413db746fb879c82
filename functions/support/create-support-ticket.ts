// A question or problem from the support page: stored as a new ticket for the operators' queue,
// and a receipt e-mailed to the requester. The ticket is what matters: a receipt that cannot be
// sent is logged, never a failed request (the requester would only send the ticket twice).
import { randomUUID } from 'node:crypto';
import { SITE_CONTACT } from '../../shared/constants';
import type { SupportTicket, SupportTicketRequest } from '../../shared/schemas/support';
import type { Store } from '../platform/data/store';
import { logger } from '../platform/logger';
import type { EmailMessage, EmailSender } from '../platform/messaging/message';
import { supportTicketFrom } from '../operators/support-tickets';
import type { OptionalCaller } from './optional-caller';

export interface CreateSupportTicketDeps {
  store: Store;
  email: EmailSender;
  clock: () => Date;
  newId?: () => string;
}

export const SUPPORT_REPLY_HOURS = 24;

export function supportTicketReceipt(to: string, ticket: SupportTicket): EmailMessage {
  const lines = [
    `Thank you for contacting ${SITE_CONTACT.name} support.`,
    '',
    `Your ticket number is ${ticket.ticketId}.`,
    `Our support team replies within ${SUPPORT_REPLY_HOURS} hours.`,
    '',
    ...(ticket.orderId ? [`Order: ${ticket.orderId}`] : []),
    'Your message:',
    ticket.message,
    '',
    `If it is urgent, call us at ${SITE_CONTACT.phone}.`,
  ];
  return { to, subject: `We received your support ticket ${ticket.ticketId}`, text: lines.join('\n') };
}

/** The signed-in user's account e-mail: from the token when it has one, else from their profile. */
async function accountEmail(store: Store, caller: OptionalCaller): Promise<string | undefined> {
  if (caller.email) return caller.email;
  const [customer, operator, provider] = await Promise.all([
    store.entities.customerProfile.get({ customerId: caller.userId }).go(),
    store.entities.operatorProfile.get({ operatorId: caller.userId }).go(),
    store.entities.providerProfile.get({ providerId: caller.userId }).go(),
  ]);
  return customer.data?.email ?? operator.data?.email ?? provider.data?.email ?? undefined;
}

export async function createSupportTicket(
  deps: CreateSupportTicketDeps,
  caller: OptionalCaller | null,
  request: SupportTicketRequest,
): Promise<SupportTicket> {
  const timestamp = deps.clock().toISOString();
  const stored = {
    ticketId: (deps.newId ?? randomUUID)(),
    message: request.message,
    status: 'new' as const,
    ...(caller ? { createdBy: caller.userId } : {}),
    identifierType: request.identifierType,
    ...(request.identifierType === 'orderId' ? { orderId: request.orderId } : { email: request.email }),
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  await deps.store.entities.supportTicket.create(stored).go();
  const ticket = supportTicketFrom(stored);

  try {
    // An order id alone names no one to write to unless the sender is signed in.
    const to = request.identifierType === 'email' ? request.email : caller ? await accountEmail(deps.store, caller) : undefined;
    if (to) await deps.email.sendEmail(supportTicketReceipt(to, ticket));
  } catch (error) {
    logger.error('Support ticket receipt not sent; the ticket stands', { ticketId: ticket.ticketId, error: error as Error });
  }
  return ticket;
}
