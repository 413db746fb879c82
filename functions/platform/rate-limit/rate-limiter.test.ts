// The DynamoDB limiter against a stand-in client that evaluates its one UpdateItem the way
// DynamoDB does (ADD, the condition, UPDATED_NEW), so the counting rules are checked without a table.
import type { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { RateLimit } from '../../../shared/abuse-limits';
import { counterUpdate, createDynamoDbRateLimiter } from './rate-limiter';

const LIMIT: RateLimit = { name: 'test', limit: 3, windowSeconds: 60, per: 'ip' };

function fakeTable() {
  const items = new Map<string, Record<string, number>>();
  let updates = 0;
  let writes = 0;
  const client = {
    send: async (command: UpdateCommand) => {
      updates += 1;
      const input = command.input;
      const key = `${input.Key!.pk}|${input.Key!.sk}`;
      const item = items.get(key);
      const ceiling = input.ExpressionAttributeValues![':ceiling'] as number;
      if (item && item.count >= ceiling) {
        throw Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
      }
      writes += 1;
      const next = { count: (item?.count ?? 0) + 1, ttl: item?.ttl ?? (input.ExpressionAttributeValues![':ttl'] as number) };
      items.set(key, next);
      return { Attributes: next };
    },
  } as unknown as DynamoDBDocumentClient;
  return { client, items, counts: () => ({ updates, writes }) };
}

describe('DynamoDB rate limiter', () => {
  it('lets `limit` actions through per window, then refuses without writing', async () => {
    const table = fakeTable();
    let now = new Date('2026-03-01T10:00:10Z');
    const limiter = createDynamoDbRateLimiter({ tableName: 't', client: table.client, clock: () => now });
    const decisions = [];
    for (let i = 0; i < 5; i += 1) decisions.push(await limiter.take(LIMIT, 'ip:1.2.3.4'));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions[3]).toEqual({ allowed: false, retryAfterSeconds: 50, firstRefusal: false });
    expect(table.counts()).toEqual({ updates: 5, writes: 3 });
    // Another client has its own count.
    expect((await limiter.take(LIMIT, 'ip:5.6.7.8')).allowed).toBe(true);
    // The next window starts afresh.
    now = new Date('2026-03-01T10:01:00Z');
    expect((await limiter.take(LIMIT, 'ip:1.2.3.4')).allowed).toBe(true);
  });

  it('reports the first refusal of a window once when asked (the count stops at limit + 1)', async () => {
    const table = fakeTable();
    const limiter = createDynamoDbRateLimiter({ tableName: 't', client: table.client, clock: () => new Date('2026-03-01T10:00:10Z') });
    const decisions = [];
    for (let i = 0; i < 6; i += 1) decisions.push(await limiter.take(LIMIT, '+16145550100', { reportFirstRefusal: true }));
    expect(decisions.map(({ allowed, firstRefusal }) => [allowed, firstRefusal])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [false, true],
      [false, false],
      [false, false],
    ]);
    expect(table.counts().writes).toBe(4);
  });

  it('rethrows anything but a failed condition', async () => {
    const client = { send: async () => Promise.reject(new Error('throttled')) } as unknown as DynamoDBDocumentClient;
    await expect(createDynamoDbRateLimiter({ tableName: 't', client }).take(LIMIT, 'x')).rejects.toThrow('throttled');
  });

  it('is one conditional ADD on the counter item, with the TTL at the end of the window', () => {
    const now = new Date('2026-03-01T10:00:10Z');
    const { input } = counterUpdate('table-1', LIMIT, 'ip:1.2.3.4', now);
    expect(input).toMatchObject({
      TableName: 'table-1',
      Key: { pk: '$ratelimit#test#ip%3A1.2.3.4', sk: `window#${Date.parse('2026-03-01T10:00:00Z') / 1000}` },
      UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :ceiling',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': Date.parse('2026-03-01T10:01:00Z') / 1000, ':ceiling': 3 },
      ReturnValues: 'UPDATED_NEW',
    });
  });
});
