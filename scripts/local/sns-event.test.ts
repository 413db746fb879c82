// The local stand-ins for the SNS topics hand their functions an event the functions' SNS envelope
// accepts, as AWS's would be.
import { describe, expect, it } from 'vitest';
import { snsEnvelopeSchema } from '../../functions/platform/messaging/sns-messages';
import { snsEventOf } from './local-notifications';
import { inboundSnsEvent } from './sms-simulator';
import { localSnsEvent } from './sns-event';

describe('local SNS events', () => {
  it('pass the SNS envelope the functions validate', () => {
    const events = [
      localSnsEvent('arn:aws:sns:us-east-1:000000000000:local-topic', { hello: 'world' }),
      snsEventOf({ type: 'rental.created', rentalId: 'r-1', occurredAt: new Date().toISOString() }),
      inboundSnsEvent({ originationNumber: '+16145550142', destinationNumber: '+16145550100', messageBody: 'BOOK', inboundMessageId: 'm-1' }),
    ];
    for (const event of events) expect(snsEnvelopeSchema.safeParse(event).error).toBeUndefined();
  });

  it('carry the message as JSON', () => {
    const [record] = localSnsEvent('arn:aws:sns:us-east-1:000000000000:local-topic', { hello: 'world' }).Records;
    expect(JSON.parse(record!.Sns.Message)).toEqual({ hello: 'world' });
  });
});
