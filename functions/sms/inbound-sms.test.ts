import { describe, expect, it } from 'vitest';
import { parseInboundSms } from './index';

describe('inbound SMS messages', () => {
  it('reads the JSON two-way SMS publishes to the topic, ignoring extra fields', () => {
    const message = JSON.stringify({
      originationNumber: '+16145550142',
      destinationNumber: '+16145550100',
      messageKeyword: 'BOOK',
      messageBody: 'BOOK',
      previousPublishedMessageId: 'previous',
      inboundMessageId: 'cae173d2-66b9-564c-8309-21f858e9fb84',
      carrier: 'extra',
    });
    expect(parseInboundSms(message)).toMatchObject({ originationNumber: '+16145550142', messageBody: 'BOOK', inboundMessageId: 'cae173d2-66b9-564c-8309-21f858e9fb84' });
  });

  it('refuses anything else', () => {
    expect(parseInboundSms('not json')).toBeUndefined();
    expect(parseInboundSms(JSON.stringify({ type: 'rental.created', rentalId: 'r' }))).toBeUndefined();
  });
});
