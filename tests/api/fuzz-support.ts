// What the route fuzz test generates: hostile path parameter values, query strings and request
// bodies (arbitrary JSON, the route's own schema with wrong types, oversized strings, deep
// nesting, non-JSON), plus a table fingerprint to prove refused requests wrote nothing.
import { createHash } from 'node:crypto';
import { DynamoDBClient, paginateScan } from '@aws-sdk/client-dynamodb';
import fc from 'fast-check';
import { inject } from 'vitest';
import type { z } from 'zod';

/** Strings an attacker (or a broken client) puts where an id belongs. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  'null',
  'undefined',
  'true',
  '../',
  '../../etc/passwd',
  '..%2F..%2F',
  "' OR 1=1 --",
  '" OR ""="',
  '{"$ne":null}',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '%00',
  '\u0000',
  '\uFEFF',
  '\u202E',
  'ß',
  '😀'.repeat(20),
  'a\r\nSet-Cookie: x=1',
  'PK#1',
  'LISTING#',
  'x'.repeat(63),
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(255),
  'x'.repeat(256),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'INV-1001',
  '43215',
  '99999',
  '1e309',
  'NaN',
];

const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 4000 }).map((n) => 'a'.repeat(n)) },
  );

/** A path segment: encoded hostile strings (the gateway decodes them), and a few raw oddities. */
export const pathValue = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 8, arbitrary: hostileString().filter((value) => value.length > 0).map((value) => encodeURIComponent(value)) },
    // Malformed percent-encoding, sent as is.
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%zz', '%C0%AF', '..%252F') },
  );

/** A query string: the route's own parameter names (when known) and random ones, hostile values. */
export const queryString = (knownKeys: string[]): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        knownKeys.length ? fc.oneof(fc.constantFrom(...knownKeys), fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 }),
        fc.oneof(hostileString(), fc.integer().map(String), fc.constantFrom('-1', '0', '1e9', '2035-02-30', '9999-99-99', '2026-13-01', '2026-13-45', '9999-12-28', '1999-12-31', 'week', 'all')),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''));

/** Strings that are not well-formed UTF-16 (a lone surrogate): JSON can carry them as \\ud800 escapes. */
const MALFORMED_TEXT = ['\uD800', '\uDFFF', 'a\uDBFFb', '\uDC00\uD800'];

/** DynamoDB operations that change the table (the gateway's request log names them). */
export const WRITE_OPERATIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems', 'ExecuteStatement', 'BatchExecuteStatement', 'ExecuteTransaction']);

/** What is wrong with a 4xx answer, or undefined when it is JSON with a non-empty message. */
export function refusalProblem(text: string, contentType: string): string | undefined {
  if (!contentType.includes('application/json')) return `4xx with content-type ${contentType || 'none'}`;
  try {
    const message = (JSON.parse(text) as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.trim() ? undefined : '4xx without a non-empty message';
  } catch {
    return '4xx body is not JSON';
  }
}

/** zod v4 internals, read only to find the field names of a route's object schema. */
interface ZodDefLike {
  type?: string;
  shape?: Record<string, unknown>;
  in?: unknown;
  innerType?: unknown;
  schema?: unknown;
  options?: unknown[];
}

/** Field names of an object schema, looking through pipes, optionals, defaults and unions. */
export function fieldNamesOf(schema: unknown, depth = 0): string[] {
  if (!schema || depth > 6) return [];
  const def = (schema as { _zod?: { def?: ZodDefLike } })._zod?.def;
  if (!def) return [];
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape ?? {});
    case 'pipe':
      return fieldNamesOf(def.in, depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return fieldNamesOf(def.innerType, depth + 1);
    case 'union':
      return [...new Set((def.options ?? []).flatMap((option) => fieldNamesOf(option, depth + 1)))];
    default:
      return [];
  }
}

/** A value of a type a field is unlikely to accept. */
const wrongValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, '', [], {}, [null], { $ne: null }, '💥', "' OR 1=1 --", '<script>'),
    fc.integer(),
    fc.double(),
    hostileString(),
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(...MALFORMED_TEXT),
  );

export interface FuzzBody {
  kind: string;
  body: string;
  contentType: string;
}

const json = (kind: string) => (value: unknown): FuzzBody => ({ kind, body: JSON.stringify(value), contentType: 'application/json' });

/** Nesting deep enough to trouble a recursive parser or validator. */
const deeplyNested = (): fc.Arbitrary<FuzzBody> =>
  fc.tuple(fc.integer({ min: 100, max: 5000 }), fc.boolean()).map(([depth, arrays]) => ({
    kind: 'deep',
    body: arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    contentType: 'application/json',
  }));

export function bodyArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<FuzzBody> {
  const fields = fieldNamesOf(schema);
  const arbitraries: fc.WeightedArbitrary<FuzzBody>[] = [
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json('json')) },
    { weight: 1, arbitrary: deeplyNested() },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('not json', '{', '{"a":', "{'a':1}", '<xml/>', 'a=b&c=d', 'NaN', '\u0000', '\uFFFF'), fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream'))
        .map(([body, contentType]) => ({ kind: 'non-json', body, contentType })),
    },
  ];
  if (fields.length) {
    // The route's own fields, each with a value of the wrong type (or a random mix of fields).
    arbitraries.push({
      weight: 4,
      arbitrary: fc.record(Object.fromEntries(fields.map((field) => [field, wrongValue()])), { requiredKeys: [] }).map(json('wrong-types')),
    });
    // Every string field near and above the usual limits (up to 300 KB; the gateway caps at 10 MB).
    arbitraries.push({
      weight: 2,
      arbitrary: fc
        .constantFrom(63, 64, 65, 254, 255, 256, 1000, 1001, 2000, 2001, 5000, 10_001, 100_000, 1_000_000)
        .map((length) => Object.fromEntries(fields.map((field) => [field, 'x'.repeat(length)])))
        .map(json('oversized')),
    });
  } else {
    arbitraries.push({ weight: 1, arbitrary: fc.constantFrom(10_001, 100_000, 300_000).map((length) => ({ x: 'x'.repeat(length) })).map(json('oversized')) });
  }
  return fc.oneof(...arbitraries);
}

/** True when the body is JSON the route's schema would accept (so it might really write). */
export function acceptedBy(schema: z.ZodType | undefined, body: FuzzBody): boolean {
  if (!schema || body.contentType !== 'application/json') return false;
  let value: unknown;
  try {
    value = JSON.parse(body.body);
  } catch {
    return false;
  }
  return schema.safeParse(value).success;
}

/** A fingerprint of every item in the table: equal fingerprints, no item written, changed or removed. */
export async function tableFingerprint(): Promise<{ items: number; hash: string }> {
  const client = new DynamoDBClient({
    endpoint: inject('dynamodbEndpoint'),
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const rows: string[] = [];
    for await (const page of paginateScan({ client }, { TableName: inject('tableName') })) {
      for (const item of page.Items ?? []) rows.push(stableJson(item));
    }
    rows.sort();
    const hash = createHash('sha256');
    for (const row of rows) hash.update(row).update('\n');
    return { items: rows.length, hash: hash.digest('hex') };
  } finally {
    client.destroy();
  }
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  if (value instanceof Uint8Array) return JSON.stringify(Buffer.from(value).toString('base64'));
  return JSON.stringify(value) ?? 'undefined';
}

