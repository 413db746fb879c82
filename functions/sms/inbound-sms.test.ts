// The sms function's entry: an inbound text in a valid SNS envelope (the JSON that AWS End User
// Messaging two-way SMS publishes) is answered and counted; anything else is dropped without a
// read, a write or a reply, and without failing (a retry could not make it a text).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snsEvent } from '../platform/messaging/sns-events.fixture';
import type { InboundSms } from '../../shared/schemas/sms';
import type * as Metrics from '../platform/metrics';
import type { InboundSmsDeps, InboundSmsOutcome } from './handle-inbound-sms';

const counted = vi.hoisted(() => [] as string[]);
vi.mock('../platform/metrics', async (importOriginal) => ({
  ...(await importOriginal<typeof Metrics>()),
  countBusinessEvent: (name: string) => void counted.push(name),
}));
const { createInboundSmsHandler } = await import('./index');

/** A text as two-way SMS publishes it to the topic (with a field this function does not read). */
const TEXT = {
  originationNumber: '+16145550142',
  destinationNumber: '+16145550100',
  messageKeyword: 'BOOK',
  messageBody: 'BOOK',
  previousPublishedMessageId: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  inboundMessageId: 'cae173d2-66b9-564c-8309-21f858e9fb84',
  carrier: 'extra',
};

function handlerWith(answer: (deps: InboundSmsDeps, inbound: InboundSms) => Promise<InboundSmsOutcome>) {
  const deps = { siteUrl: 'https://example.com' } as InboundSmsDeps;
  const makeDeps = vi.fn(() => deps);
  const answered = vi.fn(answer);
  return { handler: createInboundSmsHandler(makeDeps, answered), makeDeps, answered, deps };
}

const replied = async (): Promise<InboundSmsOutcome> => ({ phoneNumber: TEXT.originationNumber, turn: 'reply', replies: 1 });

afterEach(() => void counted.splice(0));

describe('inbound SMS handler', () => {
  it('answers the text of a valid SNS envelope, extra fields ignored, and counts it', async () => {
    const { handler, answered, deps } = handlerWith(replied);
    await expect(handler(snsEvent(TEXT))).resolves.toBeUndefined();
    const { carrier: _ignored, ...read } = TEXT;
    expect(answered).toHaveBeenCalledExactlyOnceWith(deps, read);
    expect(counted).toEqual(['TextsReceived']);
  });

  it('fails when a text could not be answered, for Lambda to retry', async () => {
    const { handler } = handlerWith(async () => {
      throw new Error('DynamoDB is down');
    });
    await expect(handler(snsEvent(TEXT))).rejects.toThrow(/1 inbound text\(s\) not answered/);
  });

  it.each([
    ['a message that is not JSON', snsEvent('BOOK')],
    ['a rental event', snsEvent({ type: 'rental.created', rentalId: 'r' })],
    ['a text without its sender', snsEvent({ ...TEXT, originationNumber: '' })],
    ['a text without its id', snsEvent({ ...TEXT, inboundMessageId: undefined })],
    ['an envelope that is not SNS', { Records: [{ eventSource: 'aws:sqs', body: JSON.stringify(TEXT) }] }],
    ['no event at all', {}],
  ])('drops %s without reading, writing or replying', async (_name, event) => {
    const { handler, makeDeps, answered } = handlerWith(replied);
    await expect(handler(event as never)).resolves.toBeUndefined();
    expect(makeDeps).not.toHaveBeenCalled();
    expect(answered).not.toHaveBeenCalled();
    expect(counted).toEqual([]);
  });
});
