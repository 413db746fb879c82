// One entity of the single table, typed from its model: get, put (one or many), create, patch,
// update, delete (one or many) and a query per index. Every write checks its values against the
// model's schema (validate.ts) and writes the keys of every index (keys.ts); every read hands back
// the schema's attributes only, never a stored-only one (schema.ts). Each operation can also be
// built without running it: params() for the request, commit() for a place in a write transaction
// (transaction.ts).
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { conditionOperations, Placeholders } from './expressions';
import { batchWrite, type BatchEntry } from './batch';
import { entityContext, type EntityContext } from './entity-context';
import { ownsItem, storedKeys, tableIndexOf } from './keys';
import { QueryBuilder } from './query';
import type { EntityModel, Item, KeyOf, QueryKeyOf, WholeItem } from './schema';
import { fromStored, toStored } from './stored-item';
import { UpdateBuilder, type Where } from './update';
import { checkedItem } from './validate';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

type QueriesOf<M extends EntityModel> = {
  readonly [I in keyof M['indexes'] & string]: (composite: QueryKeyOf<M, I>) => QueryBuilder<M, I>;
};

interface PutRequest {
  TableName: string;
  Item: Record<string, unknown>;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
}

interface DeleteRequest {
  TableName: string;
  Key: Record<string, string>;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

export interface WriteOperation<T, P> {
  params(): P;
  go(): Promise<{ data: T }>;
  commit(): TransactItem;
}

export interface BatchOperation<T> {
  /** Runs `concurrency` batches of 25 at a time; `unprocessed` lists what DynamoDB still refused. */
  go(options?: { concurrency?: number }): Promise<{ unprocessed: T[] }>;
}

export class Entity<M extends EntityModel> {
  readonly query: QueriesOf<M>;
  private readonly context: EntityContext<M>;

  constructor(model: M, config: { table: string; client: () => DynamoDBDocumentClient }) {
    this.context = entityContext(model, config.table, config.client);
    this.query = Object.fromEntries(
      Object.keys(model.indexes).map((name) => [name, (composite: never) => new QueryBuilder(this.context, name, composite)]),
    ) as unknown as QueriesOf<M>;
  }

  /**
   * Many items by key in as few round trips as DynamoDB allows: BatchGetItem of up to 100 keys per
   * request, the requests in parallel, keys DynamoDB leaves unprocessed asked again. Keys with no
   * item are left out of the answer.
   */
  async getMany(keys: readonly KeyOf<M>[], options: { consistent?: boolean } = {}): Promise<Item<M>[]> {
    const { model, table, client } = this.context;
    const chunks: Record<string, string>[][] = [];
    for (let start = 0; start < keys.length; start += 100) chunks.push(keys.slice(start, start + 100).map((key) => this.context.tableKey(key)));
    const pages = await Promise.all(
      chunks.map(async (chunk) => {
        const found: Record<string, unknown>[] = [];
        let pending: Record<string, unknown>[] = chunk;
        for (let attempt = 1; pending.length > 0; attempt += 1) {
          if (attempt > 8) throw new Error(`BatchGetItem left ${pending.length} keys unprocessed`);
          if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 10));
          const answer = await client().send(
            new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ...(options.consistent ? { ConsistentRead: true } : {}) } } }),
          );
          found.push(...(answer.Responses?.[table] ?? []));
          pending = (answer.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
        }
        return found;
      }),
    );
    return pages.flat().filter((stored) => ownsItem(model, stored)).map((stored) => fromStored<Item<M>>(model, stored));
  }

  /** The item, or null if there is none (or it belongs to another entity). */
  get(key: KeyOf<M>) {
    const { model, table } = this.context;
    const params = (options: { consistent?: boolean } = {}) => ({
      TableName: table,
      Key: this.context.tableKey(key),
      ...(options.consistent ? { ConsistentRead: true } : {}),
    });
    return {
      params,
      go: async (options?: { consistent?: boolean }): Promise<{ data: Item<M> | null }> => {
        const { Item: stored } = await this.context.client().send(new GetCommand(params(options)));
        return { data: stored && ownsItem(model, stored) ? fromStored<Item<M>>(model, stored) : null };
      },
    };
  }

  /** Writes the whole item, replacing any item with its key. */
  put(item: WholeItem<M>): WriteOperation<Item<M>, PutRequest>;
  put(items: readonly WholeItem<M>[]): BatchOperation<WholeItem<M>>;
  put(input: WholeItem<M> | readonly WholeItem<M>[]): WriteOperation<Item<M>, PutRequest> | BatchOperation<WholeItem<M>> {
    if (Array.isArray(input)) {
      return this.batch(() => (input as readonly WholeItem<M>[]).map((item) => ({ request: { PutRequest: { Item: this.stored(item) } }, source: item })));
    }
    return this.write(input as WholeItem<M>, false);
  }

  /** Writes the item only if none has its key (a refused condition otherwise). */
  create(item: WholeItem<M>): WriteOperation<Item<M>, PutRequest> {
    return this.write(item, true);
  }

  /** Updates an existing item only (a refused condition if there is none). */
  patch(key: KeyOf<M>): UpdateBuilder<M> {
    return new UpdateBuilder(this.context, key, true);
  }

  /** Updates the item, creating it if there is none. */
  update(key: KeyOf<M>): UpdateBuilder<M> {
    return new UpdateBuilder(this.context, key, false);
  }

  /** Deletes the item if there is one. */
  delete(key: KeyOf<M>): WriteOperation<null, DeleteRequest>;
  delete(keys: readonly KeyOf<M>[]): BatchOperation<KeyOf<M>>;
  delete(input: KeyOf<M> | readonly KeyOf<M>[]): WriteOperation<null, DeleteRequest> | BatchOperation<KeyOf<M>> {
    if (Array.isArray(input)) {
      return this.batch(() => (input as readonly KeyOf<M>[]).map((key) => ({ request: { DeleteRequest: { Key: this.context.tableKey(key) } }, source: key })));
    }
    const params = () => ({ TableName: this.context.table, Key: this.context.tableKey(input as KeyOf<M>) });
    return {
      params,
      go: async () => {
        await this.context.client().send(new DeleteCommand(params()));
        return { data: null };
      },
      commit: () => ({ Delete: params() }),
    };
  }

  /**
   * Deletes the item only if it exists and meets `where` (a refused condition otherwise): the one
   * caller whose condition holds removes it, so work tied to its removal happens exactly once.
   */
  deleteExisting(key: KeyOf<M>, where?: Where<M>): WriteOperation<null, DeleteRequest> {
    const params = () => this.existingItem(key, where);
    return {
      params,
      go: async () => {
        await this.context.client().send(new DeleteCommand(params()));
        return { data: null };
      },
      commit: () => ({ Delete: params() }),
    };
  }

  /** A condition an existing item must meet, as one item of a write transaction that writes nothing to it. */
  check(key: KeyOf<M>, where?: Where<M>): { params(): DeleteRequest; commit(): TransactItem } {
    const params = () => this.existingItem(key, where);
    return { params, commit: () => ({ ConditionCheck: params() }) };
  }

  /** The key of an item that must exist and meet `where`: what a conditional delete and a condition check send. */
  private existingItem(key: KeyOf<M>, where?: Where<M>): DeleteRequest & { ConditionExpression: string } {
    const tableIndex = tableIndexOf(this.context.model);
    const placeholders = new Placeholders();
    const condition = [
      `attribute_exists(${placeholders.name(tableIndex.pk.field)})`,
      ...(where ? [`(${where(this.context.refs, conditionOperations(placeholders))})`] : []),
    ].join(' AND ');
    return { TableName: this.context.table, Key: this.context.tableKey(key), ConditionExpression: condition, ...placeholders.params() };
  }

  /** The stored form of a whole item: checked attributes, index keys, identifiers. */
  private stored(item: WholeItem<M>): Record<string, unknown> {
    const { model } = this.context;
    const checked = checkedItem(model, item);
    return { ...toStored(model, checked), ...storedKeys(model, checked) };
  }

  /** Checked when run (or its params built), as every other operation is. */
  private write(item: WholeItem<M>, mustBeNew: boolean): WriteOperation<Item<M>, PutRequest> {
    const { model, table } = this.context;
    const tableIndex = tableIndexOf(model);
    const params = (): PutRequest => ({
      TableName: table,
      Item: this.stored(item),
      ...(mustBeNew
        ? {
            ConditionExpression: 'attribute_not_exists(#pk) AND attribute_not_exists(#sk)',
            ExpressionAttributeNames: { '#pk': tableIndex.pk.field, '#sk': tableIndex.sk.field },
          }
        : {}),
    });
    return {
      params,
      go: async () => {
        const request = params();
        await this.context.client().send(new PutCommand(request));
        return { data: fromStored<Item<M>>(model, request.Item) };
      },
      commit: () => ({ Put: params() }),
    };
  }

  private batch<T>(entries: () => BatchEntry<T>[]): BatchOperation<T> {
    const { model, table, client } = this.context;
    const tableIndex = tableIndexOf(model);
    return {
      go: async (options = {}) => ({
        unprocessed: await batchWrite({ client, table, keyFields: [tableIndex.pk.field, tableIndex.sk.field] }, entries(), options.concurrency),
      }),
    };
  }
}
