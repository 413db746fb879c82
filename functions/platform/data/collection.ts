// A collection: entities whose indexes name the same `collection` share its partitions, their sort
// keys starting "$<collection>#", so ONE Query reads all of them (a ZIP's providers and listings).
// Items come back grouped by entity.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Placeholders } from './expressions';
import { composeKey, ENTITY_FIELD, ownsItem, tableIndexOf, VERSION_FIELD } from './keys';
import { queryInput, readPages, type KeyCondition, type PageOptions } from './query';
import type { EntityModel, Item, PartitionKeyOf } from './schema';
import { fromStored } from './stored-item';

/** The name of M's index that belongs to collection C. */
type CollectionIndex<M extends EntityModel, C extends string> = {
  [I in keyof M['indexes'] & string]: M['indexes'][I] extends { collection: C } ? I : never;
}[keyof M['indexes'] & string];

type Members = Readonly<Record<string, EntityModel>>;

/** The partition key attributes every member's collection index shares. */
type CollectionKey<E extends Members, C extends string> = {
  [K in keyof E]: PartitionKeyOf<E[K], CollectionIndex<E[K], C>>;
}[keyof E];

export type CollectionQuery<E extends Members, C extends string> = (composite: CollectionKey<E, C>) => {
  params(options?: PageOptions): ReturnType<typeof queryInput>;
  go(options?: PageOptions): Promise<{ data: { [K in keyof E]: Item<E[K]>[] }; cursor: string | null }>;
};

export function collection<const C extends string, const E extends Members>(
  name: C,
  members: E,
  config: { table: string; client: () => DynamoDBDocumentClient },
): CollectionQuery<E, C> {
  const entries = Object.entries(members).map(([alias, model]) => {
    const index = Object.values(model.indexes).find((definition) => definition.collection === name);
    if (!index) throw new Error(`${model.model.entity} has no index in the ${name} collection`);
    return { alias, model, index };
  });
  const [first] = entries;

  const condition = (composite: Readonly<Record<string, unknown>>): KeyCondition => {
    const placeholders = new Placeholders();
    const partition = composeKey(first.model, first.index, 'pk', composite).key;
    const keyCondition =
      `${placeholders.name(first.index.pk.field)} = ${placeholders.value(partition)} and ` +
      `begins_with(${placeholders.name(first.index.sk.field)}, ${placeholders.value(`$${name}`.toLowerCase())})`;
    const owned = entries.map(
      ({ model }) =>
        `(${placeholders.name(ENTITY_FIELD)} = ${placeholders.value(model.model.entity)} AND ` +
        `${placeholders.name(VERSION_FIELD)} = ${placeholders.value(model.model.version)})`,
    );
    return { index: first.index, placeholders, keyCondition, filter: `(${owned.join(' OR ')})`, partition };
  };

  return (composite) => ({
    params: (options = {}) => queryInput(config.table, condition(composite), options),
    go: async (options = {}) => {
      const keys = condition(composite);
      const { items, cursor } = await readPages(config.client(), queryInput(config.table, keys, options), keys, tableIndexOf(first.model), options);
      const data = Object.fromEntries(entries.map(({ alias }) => [alias, [] as unknown[]]));
      for (const stored of items) {
        const member = entries.find(({ model }) => ownsItem(model, stored));
        if (member) data[member.alias].push(fromStored(member.model, stored));
      }
      return { data: data as { [K in keyof E]: Item<E[K]>[] }, cursor };
    },
  });
}
