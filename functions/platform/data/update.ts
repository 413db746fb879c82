// UpdateItem for one item: patch() updates only an existing item (a refused condition means it is
// gone), update() creates it if missing (the invoice counter). Both write the key attributes and
// the identifiers, so an item update() creates reads back like any other, and rewrite every index
// key built from an attribute they change: a GSI key the item carries never goes stale.
import { UpdateCommand, type TransactWriteCommandInput, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { EntityContext } from './entity-context';
import { conditionOperations, PATH, Placeholders, type AttributeRef, type ConditionOperations, type RefsOf } from './expressions';
import { composeKey, identifiersOf, IncompleteKeyError, tableIndexOf } from './keys';
import type { EntityModel, Item, KeyOf, NumericOf, RemovableOf, SetOf } from './schema';
import { fromStored, toStored } from './stored-item';
import { checkedChanges, checkedDelta, EntityValidationError, isOptional } from './validate';

export interface UpdateOperations {
  add(attribute: AttributeRef<number>, value: number): void;
  subtract(attribute: AttributeRef<number>, value: number): void;
}

export type Where<M extends EntityModel> = (attributes: RefsOf<Item<M>>, operations: ConditionOperations) => string;

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

interface UpdateRequest {
  TableName: string;
  Key: Record<string, string>;
  UpdateExpression: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
  ReturnValues?: 'ALL_NEW';
}

interface Change {
  path: readonly string[];
  value: number;
}

export class UpdateBuilder<M extends EntityModel> {
  private changes: Record<string, unknown> = {};
  private added: Change[] = [];
  private subtracted: Change[] = [];
  private removed: string[] = [];
  private composites: Record<string, unknown> = {};
  private conditions: Where<M>[] = [];

  constructor(
    private readonly context: EntityContext<M>,
    private readonly key: KeyOf<M>,
    private readonly mustExist: boolean,
  ) {}

  set(values: SetOf<M>): this {
    Object.assign(this.changes, values);
    return this;
  }

  /** Adds to numeric attributes (ADD: atomic, and starts from 0 when absent). */
  add(values: Partial<Pick<Item<M>, NumericOf<M>>>): this {
    for (const [name, value] of Object.entries(values)) this.at(this.added, this.context.refAt(name), value);
    return this;
  }

  remove(names: readonly RemovableOf<M>[]): this {
    this.removed.push(...names);
    return this;
  }

  /** Changes at attribute paths (map properties included), for what set() and add() cannot name. */
  data(change: (attributes: RefsOf<Item<M>>, operations: UpdateOperations) => void): this {
    change(this.context.refs, {
      add: (attribute, value) => this.at(this.added, attribute, value),
      subtract: (attribute, value) => this.at(this.subtracted, attribute, value),
    });
    return this;
  }

  /**
   * Values of index key attributes this update does not change but needs, to rebuild an index key
   * from the ones it does change. The item must still hold them: they are part of the condition.
   */
  composite(values: Partial<Item<M>>): this {
    Object.assign(this.composites, values);
    return this;
  }

  /** A condition the item must meet; several are all required. */
  where(condition: Where<M>): this {
    this.conditions.push(condition);
    return this;
  }

  params(options: { response?: 'all_new' } = {}): UpdateCommandInput {
    return this.request(options.response);
  }

  private request(response?: 'all_new'): UpdateRequest {
    const { model, table } = this.context;
    const { entity } = model.model;
    const placeholders = new Placeholders();
    const changes = checkedChanges(model, this.changes);
    const tableIndex = tableIndexOf(model);
    const keyNames = new Set([...tableIndex.pk.composite, ...tableIndex.sk.composite]);
    for (const name of Object.keys(changes)) {
      if (keyNames.has(name)) throw new EntityValidationError(`Invalid ${entity}: "${name}" names the item and cannot be updated`);
    }
    for (const name of this.removed) {
      if (!isOptional(model, name)) throw new EntityValidationError(`Invalid ${entity}: "${name}" is required and cannot be removed`);
    }

    const assignments = Object.entries(toStored(model, changes)).map(([field, value]) => [[field], value] as const);
    const known = { ...this.composites, ...this.key, ...changes };
    for (const [indexName, definition] of Object.entries(model.indexes)) {
      if (definition === tableIndex) continue;
      for (const part of ['pk', 'sk'] as const) {
        // A key of no attributes (one list of every item) is written always: update() may be creating the item.
        const constant = definition[part].composite.length === 0;
        if (!constant && !definition[part].composite.some((name) => name in changes)) continue;
        const missing = definition[part].composite.filter((name) => known[name] === undefined);
        if (missing.length > 0) {
          throw new IncompleteKeyError(
            `Updating ${entity} needs ${missing.map((name) => `"${name}"`).join(', ')} to rebuild the ${indexName} key: supply it with composite()`,
          );
        }
        assignments.push([[definition[part].field], composeKey(model, definition, part, known).key]);
      }
    }
    // The key attributes and identifiers too: update() may create the item.
    for (const [field, value] of Object.entries({ ...toStored(model, this.key), ...identifiersOf(model) })) assignments.push([[field], value]);

    const sets = [
      ...assignments.map(([path, value]) => `${placeholders.path(path)} = ${placeholders.value(value)}`),
      ...this.subtracted.map(({ path, value }) => {
        const name = placeholders.path(path);
        return `${name} = (if_not_exists(${name}, ${placeholders.value(0)}) - ${placeholders.value(value)})`;
      }),
    ];
    const clauses = [
      `SET ${sets.join(', ')}`,
      this.removed.length ? `REMOVE ${this.removed.map((name) => placeholders.path(this.context.refAt(name)[PATH])).join(', ')}` : '',
      this.added.length ? `ADD ${this.added.map(({ path, value }) => `${placeholders.path(path)} ${placeholders.value(value)}`).join(', ')}` : '',
    ];

    const condition = [
      ...(this.mustExist ? [tableIndex.pk.field, tableIndex.sk.field].map((field) => `attribute_exists(${placeholders.name(field)})`) : []),
      ...Object.entries(toStored(model, this.composites)).map(([field, value]) => `${placeholders.name(field)} = ${placeholders.value(value)}`),
      ...this.conditions.map((where) => `(${where(this.context.refs, conditionOperations(placeholders))})`),
    ].join(' AND ');

    return {
      TableName: table,
      Key: this.context.tableKey(this.key),
      UpdateExpression: clauses.filter(Boolean).join(' '),
      ...(condition ? { ConditionExpression: condition } : {}),
      ...placeholders.params(),
      ...(response === 'all_new' ? { ReturnValues: 'ALL_NEW' as const } : {}),
    };
  }

  /** Runs the update; with response 'all_new', answers the item as it is after it. */
  async go(options: { response: 'all_new' }): Promise<{ data: Item<M> }>;
  async go(options?: { response?: undefined }): Promise<{ data: null }>;
  async go(options: { response?: 'all_new' } = {}): Promise<{ data: Item<M> | null }> {
    const { Attributes } = await this.context.client().send(new UpdateCommand(this.request(options.response)));
    return { data: options.response === 'all_new' && Attributes ? fromStored<Item<M>>(this.context.model, Attributes) : null };
  }

  /** The update as one item of a write transaction. */
  commit(): TransactItem {
    return { Update: this.request() };
  }

  private at(list: Change[], attribute: AttributeRef<unknown>, value: unknown): void {
    const path = attribute[PATH];
    list.push({ path, value: checkedDelta(this.context.model.model.entity, value, path) });
  }
}
