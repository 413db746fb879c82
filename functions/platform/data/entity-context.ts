// What an entity's operations share: its model, the table, the client, the attribute references
// conditions are written with, and the item-to-key mapping. Built once per entity.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { refsOf, type AttributeRef, type RefsOf } from './expressions';
import { tableKey } from './keys';
import type { EntityModel, Item } from './schema';

export interface EntityContext<M extends EntityModel> {
  readonly model: M;
  readonly table: string;
  /** Created on first use, so building a store costs nothing until it is used. */
  readonly client: () => DynamoDBDocumentClient;
  readonly refs: RefsOf<Item<M>>;
  /** The reference of a top-level attribute, by name. */
  refAt(name: string): AttributeRef<unknown>;
  /** The table key (pk, sk) of the item the values name. */
  tableKey(values: Readonly<Record<string, unknown>>): Record<string, string>;
}

export function entityContext<M extends EntityModel>(model: M, table: string, client: () => DynamoDBDocumentClient): EntityContext<M> {
  const refs = refsOf<Item<M>>(model);
  return {
    model,
    table,
    client,
    refs,
    refAt(name) {
      const ref = (refs as Record<string, AttributeRef<unknown> | undefined>)[name];
      if (!ref) throw new Error(`${model.model.entity} has no attribute "${name}"`);
      return ref;
    },
    tableKey: (values) => tableKey(model, values),
  };
}
