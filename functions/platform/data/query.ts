// Query of one index of one entity: the partition from the index's pk attributes, the sort key
// narrowed by those sk attributes given from the left (begins_with) or by a range (between).
// Items of other entities sharing the partition are left out, and what callers get back never
// holds a key field.
import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { decodeCursor, encodeCursor } from './cursor';
import type { EntityContext } from './entity-context';
import { conditionOperations, Placeholders } from './expressions';
import { composeKey, ENTITY_FIELD, ownsItem, tableIndexOf, VERSION_FIELD } from './keys';
import type { EntityModel, IndexDefinition, Item, QueryKeyOf, SortKeyOf } from './schema';
import { fieldsOf, fromStored } from './stored-item';
import type { Where } from './update';

export interface PageOptions {
  /** Pages to read: 1 (the default), a number, or 'all' until the index has no more. */
  pages?: number | 'all';
  order?: 'asc' | 'desc';
  /** Items per page (DynamoDB's Limit: counted before other entities' items are left out). */
  limit?: number;
  /** Where to continue: the cursor a previous page answered. */
  cursor?: string | null;
  consistent?: boolean;
}

export interface QueryOptions<A> extends PageOptions {
  /** Only these attributes (a projection: less read capacity and bandwidth). */
  attributes?: readonly A[];
}

/** One page of a list screen: up to `limit` items that pass the filters, and where to continue. */
export interface ListPageOptions<T> {
  limit: number;
  cursor?: string | null;
  order?: 'asc' | 'desc';
  /**
   * A test no filter expression can make (a case-insensitive search), applied to each item as read.
   * Like a filter expression it runs after DynamoDB's Limit, so a page may hold fewer items.
   */
  keep?: (item: T) => boolean;
  /** Query requests at most, to fill a page whose filters drop items (default 4). */
  maxReads?: number;
  /** Only these attributes (a projection), as go() takes them. */
  attributes?: readonly string[];
}

const DEFAULT_MAX_READS = 4;

type Stored = Record<string, unknown>;

/** The Query request common to entity and collection queries, before options. */
export interface KeyCondition {
  index: IndexDefinition;
  placeholders: Placeholders;
  keyCondition: string;
  filter?: string;
  partition: string;
}

export function queryInput(table: string, condition: KeyCondition, options: PageOptions, projection?: readonly string[]): QueryCommandInput {
  const { placeholders } = condition;
  return {
    TableName: table,
    ...(condition.index.index ? { IndexName: condition.index.index } : {}),
    KeyConditionExpression: condition.keyCondition,
    ...(condition.filter ? { FilterExpression: condition.filter } : {}),
    ...(projection ? { ProjectionExpression: projection.map((field) => placeholders.name(field)).join(', ') } : {}),
    ...placeholders.params(),
    ...(options.order === 'desc' ? { ScanIndexForward: false } : {}),
    ...(options.limit !== undefined ? { Limit: options.limit } : {}),
    ...(options.consistent ? { ConsistentRead: true } : {}),
  };
}

/** Reads the pages asked for, from the cursor on; answers the stored items and the cursor of what is left. */
export async function readPages(
  client: DynamoDBDocumentClient,
  input: QueryCommandInput,
  condition: KeyCondition,
  tableIndex: IndexDefinition,
  options: PageOptions,
): Promise<{ items: Stored[]; cursor: string | null }> {
  const keyFields = new Set([tableIndex.pk.field, tableIndex.sk.field, condition.index.pk.field, condition.index.sk.field]);
  let startKey = options.cursor
    ? decodeCursor(options.cursor, keyFields, { field: condition.index.pk.field, value: condition.partition })
    : undefined;
  const pages = options.pages ?? 1;
  const items: Stored[] = [];
  for (let page = 1; ; page += 1) {
    const response = await client.send(new QueryCommand({ ...input, ...(startKey ? { ExclusiveStartKey: startKey } : {}) }));
    items.push(...(response.Items ?? []));
    startKey = response.LastEvaluatedKey as Record<string, string> | undefined;
    if (!startKey || (pages !== 'all' && page >= pages)) break;
  }
  return { items, cursor: encodeCursor(startKey) };
}

export class QueryBuilder<M extends EntityModel, I extends keyof M['indexes'] & string> {
  private range?: [SortKeyOf<M, I>, SortKeyOf<M, I>];
  private readonly filters: Where<M>[] = [];

  constructor(
    private readonly context: EntityContext<M>,
    private readonly indexName: I,
    private readonly composite: QueryKeyOf<M, I>,
  ) {}

  /** Sort keys from `start` to `end` inclusive, each built from the sk attributes given from the left. */
  between(start: SortKeyOf<M, I>, end: SortKeyOf<M, I>): this {
    this.range = [start, end];
    return this;
  }

  /** A filter expression the items must meet (several are all required); DynamoDB drops the others after reading them. */
  where(filter: Where<M>): this {
    this.filters.push(filter);
    return this;
  }

  private condition(): KeyCondition {
    const { model } = this.context;
    const index = model.indexes[this.indexName];
    const placeholders = new Placeholders();
    const partition = composeKey(model, index, 'pk', this.composite).key;
    const pk = `${placeholders.name(index.pk.field)} = ${placeholders.value(partition)}`;
    const sk = placeholders.name(index.sk.field);
    let keyCondition: string;
    if (this.range) {
      const [start, end] = this.range.map((bound) => composeKey(model, index, 'sk', { ...this.composite, ...bound }, 'bound').key);
      keyCondition = `${pk} and ${sk} BETWEEN ${placeholders.value(start)} AND ${placeholders.value(end)}`;
    } else {
      const { key, complete } = composeKey(model, index, 'sk', this.composite, 'query');
      keyCondition = complete ? `${pk} and ${sk} = ${placeholders.value(key)}` : `${pk} and begins_with(${sk}, ${placeholders.value(key)})`;
    }
    const filters = this.filters.map((filter) => `(${filter(this.context.refs, conditionOperations(placeholders))})`);
    return { index, placeholders, keyCondition, partition, ...(filters.length ? { filter: filters.join(' AND ') } : {}) };
  }

  private input<A extends string>(options: QueryOptions<A>) {
    const condition = this.condition();
    // The identifiers are read too: they tell this entity's items from others in the partition.
    const projection = options.attributes && [...fieldsOf(this.context.model, options.attributes), ENTITY_FIELD, VERSION_FIELD];
    return { condition, input: queryInput(this.context.table, condition, options, projection) };
  }

  params<A extends keyof Item<M> & string>(options: QueryOptions<A> = {}): QueryCommandInput {
    return this.input(options).input;
  }

  go<A extends keyof Item<M> & string>(options: QueryOptions<A> & { attributes: readonly A[] }): Promise<{ data: Pick<Item<M>, A>[]; cursor: string | null }>;
  go(options?: QueryOptions<never>): Promise<{ data: Item<M>[]; cursor: string | null }>;
  async go<A extends keyof Item<M> & string>(options: QueryOptions<A> = {}): Promise<{ data: unknown[]; cursor: string | null }> {
    const { model } = this.context;
    const { condition, input } = this.input(options);
    const { items, cursor } = await readPages(this.context.client(), input, condition, tableIndexOf(model), options);
    const data = items.filter((stored) => ownsItem(model, stored)).map((stored) => fromStored(model, stored, options.attributes));
    return { data, cursor };
  }

  /**
   * One page of a list: Query requests of what is left to fill the page (never more than the page
   * can take), until it is full, the index has no more, or `maxReads` requests were made. The
   * cursor stands after the last item read, so pages chain with no gap and no repeat.
   */
  page<A extends keyof Item<M> & string>(
    options: ListPageOptions<Pick<Item<M>, A>> & { attributes: readonly A[] },
  ): Promise<{ data: Pick<Item<M>, A>[]; cursor: string | null }>;
  page(options: ListPageOptions<Item<M>>): Promise<{ data: Item<M>[]; cursor: string | null }>;
  async page(options: ListPageOptions<never>): Promise<{ data: unknown[]; cursor: string | null }> {
    const { model } = this.context;
    const data: unknown[] = [];
    let cursor = options.cursor ?? null;
    const maxReads = options.maxReads ?? DEFAULT_MAX_READS;
    for (let read = 1; ; read += 1) {
      const { condition, input } = this.input({ order: options.order, limit: options.limit - data.length, cursor, attributes: options.attributes as never });
      const page = await readPages(this.context.client(), input, condition, tableIndexOf(model), { cursor });
      for (const stored of page.items) {
        if (!ownsItem(model, stored)) continue;
        const item = fromStored<Record<string, unknown>>(model, stored, options.attributes);
        if (!options.keep || options.keep(item as never)) data.push(item);
      }
      cursor = page.cursor;
      if (!cursor || data.length >= options.limit || read >= maxReads) return { data, cursor };
    }
  }

  /** How many items the query holds (Select COUNT: nothing is read back but the number). */
  async count(): Promise<number> {
    const { input } = this.input({});
    let total = 0;
    let startKey: Record<string, unknown> | undefined;
    do {
      const answer = await this.context.client().send(
        new QueryCommand({ ...input, Select: 'COUNT', ...(startKey ? { ExclusiveStartKey: startKey } : {}) }),
      );
      total += answer.Count ?? 0;
      startKey = answer.LastEvaluatedKey;
    } while (startKey);
    return total;
  }

  /**
   * The cursor that continues this query right after the item `values` names, as if a page had
   * ended on it: for merging several queries into one list, where a page ends inside one of them.
   * The query's own key attributes win over the item's (a legacy status key reads as another).
   */
  cursorAfter(values: Partial<Item<M>>): string {
    const { model } = this.context;
    const index = model.indexes[this.indexName];
    const table = tableIndexOf(model);
    const all = { ...values, ...this.composite };
    return encodeCursor({
      [table.pk.field]: composeKey(model, table, 'pk', all).key,
      [table.sk.field]: composeKey(model, table, 'sk', all).key,
      [index.pk.field]: composeKey(model, index, 'pk', all).key,
      [index.sk.field]: composeKey(model, index, 'sk', all).key,
    })!;
  }
}
