// The SNS envelope the SNS-subscribed functions validate: Powertools' SnsSchema, re-declared for
// the bundle's sake, gives the same verdicts as Powertools' own on events as AWS and the local
// stack (scripts/local/sns-event.test.ts) deliver them; refusals are logged without the message content.
import { SnsSchema as PowertoolsSnsSchema } from '@aws-lambda-powertools/parser/schemas/sns';
import { parse } from '@aws-lambda-powertools/parser';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod';
import { snsEvent } from './sns-events.fixture';
import { snsEnvelopeSchema, snsEventOf, jsonText, snsRefusal, type EnvelopeIsPowertoolsSnsSchema } from './sns-messages';

const mutate = (change: (record: Record<string, unknown>) => void) => {
  const event = structuredClone(snsEvent({ hello: 'world' })) as unknown as { Records: { Sns: Record<string, unknown> }[] };
  change(event.Records[0]!.Sns);
  return event;
};

const EVENTS: [string, unknown][] = [
  ["AWS's sample event", snsEvent({ hello: 'world' })],
  ['no records', { Records: [] }],
  ['not an SNS event', { detail: {} }],
  ['an SQS record', { Records: [{ eventSource: 'aws:sqs', body: '{}' }] }],
  ['an empty unsubscribe URL', mutate((sns) => (sns.UnsubscribeUrl = ''))],
  ['a subscription confirmation', mutate((sns) => (sns.Type = 'SubscriptionConfirmation'))],
  ['a timestamp that is not ISO', mutate((sns) => (sns.Timestamp = 'yesterday'))],
  ['a message that is not a string', mutate((sns) => (sns.Message = { hello: 'world' }))],
  ['no message id', mutate((sns) => delete sns.MessageId)],
];

describe('SNS envelope', () => {
  it.each(EVENTS)("judges %s as Powertools' SnsSchema does", (_name, event) => {
    expect(snsEnvelopeSchema.safeParse(event).success).toBe(PowertoolsSnsSchema.safeParse(event).success);
  });

  it("has Powertools' input and output types (else sns-messages.ts does not compile)", () => {
    expectTypeOf<EnvelopeIsPowertoolsSnsSchema>().toEqualTypeOf<true>();
  });

  it('accepts what AWS delivers', () => {
    expect(snsEnvelopeSchema.safeParse(EVENTS[0]![1]).success).toBe(true);
  });

  it("reads each record's Message as JSON through the message schema", () => {
    const schema = snsEventOf(jsonText(z.object({ hello: z.string() })));
    expect(schema.parse(snsEvent({ hello: 'world', extra: 1 })).Records[0].Sns.Message).toEqual({ hello: 'world' });
    expect(schema.safeParse(snsEvent('not json')).success).toBe(false);
    expect(schema.safeParse(snsEvent({ hello: 1 })).success).toBe(false);
  });

  it('describes a refusal by message id and place, never by content', () => {
    const schema = snsEventOf(jsonText(z.object({ phone: z.string(), text: z.string() })));
    const result = parse(snsEvent({ phone: '+16145550142', text: 7 }, 'message-1'), undefined, schema, true);
    expect(result.success).toBe(false);
    if (result.success) return;
    const refusal = snsRefusal(result);
    expect(refusal.messageIds).toEqual(['message-1']);
    expect(refusal.issues).toEqual([expect.stringMatching(/^Records\.0\.Sns\.Message\.text: /)]);
    expect(JSON.stringify(refusal)).not.toContain('5550142');

    const notJson = parse(snsEvent('{"phone":"+16145550142"', 'message-2'), undefined, schema, true);
    expect(!notJson.success && snsRefusal(notJson)).toEqual({ messageIds: ['message-2'], issues: ['Records.0.Sns.Message: Not JSON'] });
    const notSns = parse({ anything: true }, undefined, schema, true);
    expect(!notSns.success && snsRefusal(notSns)).toEqual({ messageIds: [], issues: [expect.stringMatching(/^Records: /)] });
  });
});
