import { describe, expect, it } from 'vitest';
import { SUPPORT_TICKET_FIELD_MESSAGES as M } from '../../../../shared/schemas/support';
import { checkTicketDraft, emptyDraft } from './ticket-rules';

describe('support ticket draft', () => {
  it('lists what is missing and flags only fields already typed in', () => {
    const empty = checkTicketDraft(emptyDraft());
    expect(empty.request).toBeUndefined();
    expect(empty.missing).toEqual([M.messageRequired, M.emailRequired]);
    expect(empty.fieldErrors).toEqual({});

    const badEmail = checkTicketDraft({ ...emptyDraft('dana@'), message: 'Help' });
    expect(badEmail.missing).toEqual([M.emailInvalid]);
    expect(badEmail.fieldErrors).toEqual({ email: M.emailInvalid });

    const badOrder = checkTicketDraft({ ...emptyDraft(), identifierType: 'orderId', orderId: 'R 12/3', message: 'Help' });
    expect(badOrder.fieldErrors).toEqual({ orderId: M.orderIdInvalid });
  });

  it('asks an order ticket for the order number and an e-mail to reply to', () => {
    const noEmail = checkTicketDraft({ message: 'Late', identifierType: 'orderId', orderId: '465E0190', email: '' });
    expect(noEmail.request).toBeUndefined();
    expect(noEmail.missing).toEqual([M.emailRequired]);
  });

  it('builds the request with the order number (as printed, upper case) and the e-mail, trimmed', () => {
    expect(checkTicketDraft({ message: ' Late ', identifierType: 'orderId', orderId: ' #465e0190 ', email: ' Dana@Example.com ' }).request).toEqual({
      identifierType: 'orderId',
      message: 'Late',
      orderId: '465E0190',
      email: 'dana@example.com',
    });
    expect(checkTicketDraft({ message: 'Hi', identifierType: 'email', orderId: 'bad id', email: 'dana@example.com' }).request).toEqual({
      identifierType: 'email',
      message: 'Hi',
      email: 'dana@example.com',
    });
  });
});
