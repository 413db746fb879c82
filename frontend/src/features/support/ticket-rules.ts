// What the ticket form holds and when it may be sent: the shared request schema decides, so the
// button, the hints and the server agree on every rule and message.
import { supportTicketRequestSchema, type SupportTicketRequest } from '../../../../shared/schemas/support';

export type IdentifierType = SupportTicketRequest['identifierType'];

export interface TicketDraft {
  message: string;
  identifierType: IdentifierType;
  orderId: string;
  email: string;
}

export const emptyDraft = (email = ''): TicketDraft => ({ message: '', identifierType: 'email', orderId: '', email });

export interface TicketCheck {
  /** The body to post, when the draft is complete and valid. */
  request?: SupportTicketRequest;
  /** Why it cannot be sent yet, one line per field, in form order. */
  missing: string[];
  /** Errors worth showing beside a field already typed in (a wrong format, too long). */
  fieldErrors: Partial<Record<'message' | 'orderId' | 'email', string>>;
}

/** The draft as the request schema reads it: the order number only for a ticket about an order. */
export function ticketBody(draft: TicketDraft) {
  return draft.identifierType === 'orderId'
    ? { identifierType: 'orderId' as const, message: draft.message, orderId: draft.orderId, email: draft.email }
    : { identifierType: 'email' as const, message: draft.message, email: draft.email };
}

export function checkTicketDraft(draft: TicketDraft): TicketCheck {
  const parsed = supportTicketRequestSchema.safeParse(ticketBody(draft));
  if (parsed.success) return { request: parsed.data, missing: [], fieldErrors: {} };
  const byField = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  // An order ticket asks for the order number and an e-mail to reply to; otherwise the e-mail alone.
  const fields = draft.identifierType === 'orderId' ? (['message', 'orderId', 'email'] as const) : (['message', 'email'] as const);
  const missing = fields.flatMap((field) => (byField.has(field) ? [byField.get(field)!] : []));
  const fieldErrors: TicketCheck['fieldErrors'] = {};
  for (const field of fields) if (draft[field].trim() && byField.has(field)) fieldErrors[field] = byField.get(field);
  return { missing, fieldErrors };
}
