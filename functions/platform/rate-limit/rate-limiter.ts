// Fixed-window counters in the single table: one item per limit, client and window, taken with one
// atomic UpdateItem (ADD with a condition), expiring through the table's TTL attribute.
//
// The condition stops the count at the limit, so a refused action writes nothing at all: the
// counter item is only ever changed by an action that is let through. Callers that want to answer
// the first refusal differently (the sms function replies once, then stays silent) ask for
// `reportFirstRefusal`: the count may then reach limit + 1 exactly once, which marks that refusal.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RateLimit } from '../../../shared/abuse-limits';
import { TABLE_TTL_ATTRIBUTE } from '../data/table';
import { counterKey, fixedWindow, retryAfterSeconds } from './window';

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window ends: the Retry-After of a refusal. */
  retryAfterSeconds: number;
  /** The first refusal of the window (only reported with `reportFirstRefusal`). */
  firstRefusal: boolean;
}

export interface TakeOptions {
  reportFirstRefusal?: boolean;
}

export interface RateLimiter {
  /** Counts one action of `identity` against `limit`, unless the limit is already reached. */
  take(limit: RateLimit, identity: string, options?: TakeOptions): Promise<RateLimitDecision>;
}

export interface DynamoDbRateLimiterOptions {
  tableName: string;
  client?: DynamoDBDocumentClient;
  clock?: () => Date;
}

/** The counter attribute of a counter item. */
const COUNT = 'count';

export function counterUpdate(tableName: string, limit: RateLimit, identity: string, now: Date, options: TakeOptions = {}) {
  const window = fixedWindow(now, limit.windowSeconds);
  return new UpdateCommand({
    TableName: tableName,
    Key: counterKey(limit, identity, window),
    UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :ceiling',
    ExpressionAttributeNames: { '#count': COUNT, '#ttl': TABLE_TTL_ATTRIBUTE },
    ExpressionAttributeValues: {
      ':one': 1,
      // The window's own end: a counter is worthless afterwards (DynamoDB deletes it within days;
      // it is never read again, as the next window has another key).
      ':ttl': window.endSeconds,
      ':ceiling': options.reportFirstRefusal ? limit.limit + 1 : limit.limit,
    },
    ReturnValues: 'UPDATED_NEW',
  });
}

const isConditionFailure = (error: unknown) => (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

export function createDynamoDbRateLimiter(options: DynamoDbRateLimiterOptions): RateLimiter {
  const client = options.client ?? DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const clock = options.clock ?? (() => new Date());
  return {
    async take(limit, identity, takeOptions = {}) {
      const now = clock();
      const retryAfter = retryAfterSeconds(fixedWindow(now, limit.windowSeconds), now);
      try {
        const { Attributes } = await client.send(counterUpdate(options.tableName, limit, identity, now, takeOptions));
        const count = Number(Attributes?.[COUNT]);
        return { allowed: count <= limit.limit, retryAfterSeconds: retryAfter, firstRefusal: count === limit.limit + 1 };
      } catch (error) {
        if (isConditionFailure(error)) return { allowed: false, retryAfterSeconds: retryAfter, firstRefusal: false };
        throw error;
      }
    },
  };
}
