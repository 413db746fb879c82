// A question or problem from the support page: stored as a new ticket for the operators' queue,
// with a receipt for a signed-in requester. The ticket is what matters: a receipt that cannot be
// sent is logged, never a failed request (the requester would only send the ticket twice).
//
// The receipt goes only to the signed-in sender's own account address (the one their profile keeps
// from registration, which no one can edit) and says nothing but the ticket number and fixed lines. A
// typed address is anyone's, and text the sender typed is theirs: e-mailing either would let a
// visitor send a stranger their words from our domain (a phishing relay). A visitor gets the
// ticket number on the page; operators see the whole ticket and reply themselves.
import { randomInt } from 'node:crypto';
import { SITE_CONTACT } from '../../shared/constants';
import { orderNumber } from '../../shared/order-wording';
import { SUPPORT_TICKET_FIELD_MESSAGES, type SupportTicket, type SupportTicketRequest } from '../../shared/schemas/support';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';
import type { Store } from '../platform/data/store';
import { invalid } from '../platform/errors';
import { logger } from '../platform/logger';
import type { EmailMessage, EmailSender } from '../platform/messaging/message';
import { supportTicketFrom } from '../operators/support-tickets';
import type { OptionalCaller } from './optional-caller';
import { senderOrder } from './ticket-order';

export interface CreateSupportTicketDeps {
  store: Store;
  email: EmailSender;
  clock: () => Date;
  newId?: () => string;
}

const SUPPORT_REPLY_HOURS = 24;

/** Letters and digits nobody confuses on a phone call (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** "SUP-7K3QX9": short enough to read out; 31^6 (about 890 million) of them, taken by a conditional write. */
function newTicketReference(): string {
  return `SUP-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;
}

/** The answer to the form: the stored ticket, and whether a receipt was e-mailed (the page says so only then). */
export type CreatedSupportTicket = SupportTicket & { receiptSent: boolean };

/** Only the ticket number (our own id) and fixed text: nothing the sender typed. */
function supportTicketReceipt(to: string, ticketId: string): EmailMessage {
  const lines = [
    `Thank you for contacting ${SITE_CONTACT.name} support.`,
    '',
    `Your ticket number is ${ticketId}.`,
    `Our support team replies within ${SUPPORT_REPLY_HOURS} hours.`,
    '',
    `If it is urgent, call us at ${SITE_CONTACT.phone}.`,
  ];
  return { to, subject: `We received your support ticket ${ticketId}`, text: lines.join('\n') };
}

/** The signed-in user's account e-mail, from their profile (access tokens carry none). */
async function accountEmail(store: Store, caller: OptionalCaller): Promise<string | undefined> {
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
): Promise<CreatedSupportTicket> {
  // An order ticket names one of the sender's orders, stored by the number customers see.
  let orderId: string | undefined;
  if (request.identifierType === 'orderId') {
    const rentalId = await senderOrder(deps.store, { userId: caller?.userId, email: request.email }, request.orderId);
    if (!rentalId) throw invalid(SUPPORT_TICKET_FIELD_MESSAGES.orderNotFound, { orderId: SUPPORT_TICKET_FIELD_MESSAGES.orderNotFound });
    orderId = orderNumber(rentalId);
  }
  const timestamp = deps.clock().toISOString();
  const fields = {
    message: request.message,
    status: 'new' as const,
    ...(caller ? { createdBy: caller.userId } : {}),
    identifierType: request.identifierType,
    ...(orderId ? { orderId } : {}),
    email: request.email,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  const stored = await storeWithNewReference(deps, fields);
  const ticket = supportTicketFrom(stored);

  let receiptSent = false;
  try {
    const to = caller ? await accountEmail(deps.store, caller) : undefined;
    if (to) {
      await deps.email.sendEmail(supportTicketReceipt(to, ticket.ticketId));
      receiptSent = true;
    }
  } catch (error) {
    logger.error('Support ticket receipt not sent; the ticket stands', { ticketId: ticket.ticketId, error: error as Error });
  }
  return { ...ticket, receiptSent };
}

/** Stores the ticket under a fresh short reference; a reference already taken is drawn again. */
type TicketFields = Omit<Parameters<Store['entities']['supportTicket']['create']>[0], 'ticketId'>;

async function storeWithNewReference(deps: CreateSupportTicketDeps, fields: TicketFields) {
  for (let attempt = 1; ; attempt++) {
    const stored = { ticketId: (deps.newId ?? newTicketReference)(), ...fields };
    try {
      await deps.store.entities.supportTicket.create(stored).go();
      return stored;
    } catch (error) {
      if (!isConditionalCheckFailure(error) || attempt >= 5) throw error;
    }
  }
}
