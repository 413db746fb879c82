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

  it('builds the request with only the chosen identifier, trimmed', () => {
    expect(checkTicketDraft({ message: ' Late ', identifierType: 'orderId', orderId: ' R-123 ', email: 'x@y.z' }).request).toEqual({
      identifierType: 'orderId',
      message: 'Late',
      orderId: 'R-123',
    });
    expect(checkTicketDraft({ message: 'Hi', identifierType: 'email', orderId: 'bad id', email: 'dana@example.com' }).request).toEqual({
      identifierType: 'email',
      message: 'Hi',
      email: 'dana@example.com',
    });
  });
});
