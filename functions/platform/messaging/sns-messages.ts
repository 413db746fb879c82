// What the SNS-subscribed functions (order notifications, inbound texts) receive, validated the way
// the HTTP handlers validate requests: Powertools' parser middleware checks the SNS event against
// the SNS envelope and each record's Message, JSON, against the function's own zod schema. It
// parses safely: the handler gets { success, data | error } and decides what a refused event
// means for its topic (retried, or dropped). SNS invokes a subscribed function with one record per
// event, so a refused event is one refused message.
//
// The envelope is Powertools' SnsSchema (@aws-lambda-powertools/parser/schemas/sns) field for
// field, declared here rather than imported: the parser's schemas and envelopes import zod as
// `import { z } from 'zod'`, which esbuild cannot tree-shake, and that brings every zod locale into
// the bundle (+350 KB, past the 300 KB budget). The types below must match Powertools' (checked at
// compile time) and sns-messages.test.ts holds the two schemas to the same verdicts.
import { parser } from '@aws-lambda-powertools/parser/middleware';
import type { ParsedResultError } from '@aws-lambda-powertools/parser/types';
import type { SnsSchema as PowertoolsSnsSchema } from '@aws-lambda-powertools/parser/schemas/sns';
import type { Context, SNSEvent } from 'aws-lambda';
import * as z from 'zod';

/** A JSON text whose value `schema` accepts (Powertools' JSONStringified helper). */
export const jsonText = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, context): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        context.issues.push({ code: 'custom', message: 'Not JSON', input: text, fatal: true });
        return z.NEVER;
      }
    })
    .pipe(schema);

const snsMessageAttribute = z.object({ Type: z.string(), Value: z.string() });

/** One SNS record whose Message `message` accepts (a string, or jsonText(...) for JSON messages). */
const snsRecordOf = <T extends z.ZodType<unknown, string>>(message: T) =>
  z.object({
    EventSource: z.literal('aws:sns'),
    EventVersion: z.string(),
    EventSubscriptionArn: z.string(),
    Sns: z.object({
      Subject: z.string().nullish(),
      TopicArn: z.string(),
      UnsubscribeUrl: z.url(),
      UnsubscribeURL: z.url().optional(),
      SigningCertUrl: z.url().optional(),
      SigningCertURL: z.url().optional(),
      Type: z.literal('Notification'),
      MessageAttributes: z.record(z.string(), snsMessageAttribute).optional(),
      Message: message,
      MessageId: z.string(),
      Signature: z.string().optional(),
      SignatureVersion: z.string().optional(),
      Timestamp: z.iso.datetime(),
    }),
  });

/** The SNS event Lambda receives from a topic, each Message read by `message`. */
export const snsEventOf = <T extends z.ZodType<unknown, string>>(message: T) => z.object({ Records: z.array(snsRecordOf(message)).nonempty() });

/** The envelope alone (Message a string): Powertools' SnsSchema. */
export const snsEnvelopeSchema = snsEventOf(z.string());

// The same input and output types as Powertools' schema, or this does not compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type EnvelopeIsPowertoolsSnsSchema = Holds<
  Same<z.input<typeof snsEnvelopeSchema>, z.input<typeof PowertoolsSnsSchema>> & Same<z.output<typeof snsEnvelopeSchema>, z.output<typeof PowertoolsSnsSchema>>
>;

/** Parser middleware (safe parsing): the SNS envelope, and every record's Message as JSON through `schema`. */
export const snsMessages = <T extends z.ZodType>(schema: T) => parser({ schema: snsEventOf(jsonText(schema)), safeParse: true });

/** An SNS-subscribed Lambda entry, typed by what Lambda delivers to it. */
export type SnsHandler = (event: SNSEvent, context?: Context) => Promise<void>;

/**
 * The middy chain as Lambda (and the local stack) call it: with the SNS event. The chain's own
 * event type is what the parser middleware makes of that event, so middy's types cannot say so.
 */
export const asSnsHandler =
  (chain: (event: never, context: Context) => Promise<unknown>): SnsHandler =>
  async (event, context) => {
    await chain(event as never, context as Context);
  };

export interface SnsRefusal {
  /** The SNS message ids, to find the event in the dead-letter queue or SNS's delivery logs. */
  messageIds: string[];
  /** Where each problem is and what it is ("Records.0.Sns.Message.rentalId: Invalid input: expected string, received undefined"). */
  issues: string[];
}

/**
 * What the log may say about a refused event: ids and where the problems are, never the content
 * (message bodies carry phone numbers and texts; zod's messages name what was expected, not the input).
 */
export function snsRefusal(result: ParsedResultError<unknown>): SnsRefusal {
  const records = (result.originalEvent as { Records?: unknown } | undefined)?.Records;
  const messageIds = (Array.isArray(records) ? records : [])
    .map((record) => (record as { Sns?: { MessageId?: unknown } } | undefined)?.Sns?.MessageId)
    .filter((id): id is string => typeof id === 'string');
  // The parser's error carries the schema's Standard Schema issues as its cause.
  const cause = (result.error as { cause?: unknown }).cause;
  type Issue = { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] };
  const issues = (Array.isArray(cause) ? (cause as Issue[]) : []).map((issue) => {
    const path = (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');
    return `${path || '(event)'}: ${issue.message}`;
  });
  return { messageIds, issues };
}
