// Counter items ("tallies") in the single table: per owner and sheet, numeric counters whose names
// are not known in advance (a ZIP, a size, a category on a day), which the typed entity layer
// cannot name. Each item sits in its owner's partition beside the owner's profile. Changes are
// UpdateItem ADDs, atomic and starting from 0, meant to sit in the transaction of the change they
// count (functions/financials/tallies/tally-writes.ts); a whole sheet is replaced only by a rebuild.
import { BatchGetCommand, QueryCommand, type DynamoDBDocumentClient, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { batchWrite, type BatchEntry } from './batch';
import { identifiersOf, tableKey } from './keys';
import { entityModel } from './schema';
import { SERVICE_NAME } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The fixed part of a tally item: whose it is and which sheet. Everything else on it is a counter. */
const bookTallyModel = entityModel({
  model: { entity: 'bookTally', version: '1', service: SERVICE_NAME },
  schema: z.object({ providerId: z.string(), sheet: z.string() }),
  indexes: {
    byProvider: { pk: { field: 'pk', composite: ['providerId'] }, sk: { field: 'sk', composite: ['sheet'] } },
  },
});

const FIXED_FIELDS = new Set(['pk', 'sk', 'providerId', 'sheet', ...Object.keys(identifiersOf(bookTallyModel))]);
const BATCH_GET_SIZE = 100;

export type SheetCounters = Map<string, Record<string, number>>;

function countersOf(item: Record<string, unknown>): Record<string, number> {
  const counters: Record<string, number> = {};
  for (const [name, value] of Object.entries(item)) if (!FIXED_FIELDS.has(name) && typeof value === 'number') counters[name] = value;
  return counters;
}

const keyOf = (providerId: string, sheet: string) => tableKey(bookTallyModel, { providerId, sheet });

export function tallyTable(config: { table: string; client: () => DynamoDBDocumentClient }) {
  const { table, client } = config;

  /** The sheets named, as stored (a sheet nobody has counted on yet is absent). */
  async function read(providerId: string, sheets: readonly string[], options: { consistent?: boolean } = {}): Promise<SheetCounters> {
    const found: SheetCounters = new Map();
    for (let start = 0; start < sheets.length; start += BATCH_GET_SIZE) {
      let keys: Record<string, unknown>[] = sheets.slice(start, start + BATCH_GET_SIZE).map((sheet) => keyOf(providerId, sheet));
      for (let attempt = 0; keys.length > 0; attempt += 1) {
        const { Responses, UnprocessedKeys } = await client().send(
          new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: options.consistent } } }),
        );
        for (const item of Responses?.[table] ?? []) found.set(String(item.sheet), countersOf(item));
        keys = UnprocessedKeys?.[table]?.Keys ?? [];
        if (keys.length > 0 && attempt >= 5) throw new Error(`Reading tallies left ${keys.length} keys unprocessed`);
        if (keys.length > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
      }
    }
    return found;
  }

  /** The sheets from `from` to `to` (inclusive, in sheet-name order) or, without `to`, every one from `from` on. */
  async function between(providerId: string, from: string, to?: string): Promise<SheetCounters> {
    const pk = keyOf(providerId, from).pk!;
    const lower = keyOf(providerId, from).sk!;
    // "~" sorts after every character a sheet name uses: the upper bound of an open range.
    const upper = to ? keyOf(providerId, to).sk! : `${keyOf(providerId, '').sk!}~`;
    const found: SheetCounters = new Map();
    let start: Record<string, unknown> | undefined;
    do {
      const page = await client().send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :lower AND :upper',
          ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
          ExpressionAttributeValues: { ':pk': pk, ':lower': lower, ':upper': upper },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) found.set(String(item.sheet), countersOf(item));
      start = page.LastEvaluatedKey;
    } while (start);
    return found;
  }

  /** One transaction item per sheet adding `counters` (a sheet absent so far is created). */
  function add(providerId: string, tallies: ReadonlyMap<string, Readonly<Record<string, number>>>): TransactItem[] {
    return [...tallies].map(([sheet, counters]) => {
      const names: Record<string, string> = { '#providerId': 'providerId', '#sheet': 'sheet' };
      const values: Record<string, unknown> = { ':providerId': providerId, ':sheet': sheet };
      for (const [field, value] of Object.entries(identifiersOf(bookTallyModel))) {
        names[`#${field}`] = field;
        values[`:${field}`] = value;
      }
      const sets = Object.keys(names).map((name) => `${name} = ${name.replace('#', ':')}`);
      const adds = Object.entries(counters).map(([counter, amount], index) => {
        names[`#c${index}`] = counter;
        values[`:c${index}`] = amount;
        return `#c${index} :c${index}`;
      });
      return {
        Update: {
          TableName: table,
          Key: keyOf(providerId, sheet),
          UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      };
    });
  }

  /** Replaces every sheet of the owner with `tallies` (a rebuild): sheets not in it are deleted. */
  async function replace(providerId: string, tallies: ReadonlyMap<string, Readonly<Record<string, number>>>): Promise<void> {
    const existing = await between(providerId, '');
    const entries: BatchEntry<string>[] = [
      ...[...existing.keys()].filter((sheet) => !tallies.has(sheet)).map((sheet) => ({ request: { DeleteRequest: { Key: keyOf(providerId, sheet) } }, source: sheet })),
      ...[...tallies].map(([sheet, counters]) => ({
        request: { PutRequest: { Item: { ...keyOf(providerId, sheet), ...identifiersOf(bookTallyModel), providerId, sheet, ...counters } } },
        source: sheet,
      })),
    ];
    const left = await batchWrite({ client, table, keyFields: ['pk', 'sk'] }, entries, 4);
    if (left.length > 0) throw new Error(`Rebuilding tallies left ${left.length} sheets unwritten`);
  }

  return { read, between, add, replace };
}

