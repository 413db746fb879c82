// Key strings, byte-identical to what ElectroDB wrote before this layer replaced it (keys.test.ts
// pins them), so every item already in the table stays readable:
//   pk  "$<service>#<attr>_<value>#<attr>_<value>..."
//   sk  "$<entity>_<version>#<attr>_<value>..."  or, in a collection, "$<collection>#<entity>_<version>#..."
// The whole string is lowercased (labels and values), values are not escaped.
import type { EntityModel, IndexDefinition } from './schema';

/** The attributes naming an item's entity and model version, written on every item so reads can tell entities apart. */
export const ENTITY_FIELD = '__edb_e__';
export const VERSION_FIELD = '__edb_v__';

type Values = Readonly<Record<string, unknown>>;

export class IncompleteKeyError extends Error {
  override name = 'IncompleteKeyError';
}

function prefixOf(model: EntityModel, definition: IndexDefinition, part: 'pk' | 'sk'): string {
  const { service, entity, version } = model.model;
  if (part === 'pk') return `$${service}`;
  return definition.collection ? `$${definition.collection}#${entity}_${version}` : `$${entity}_${version}`;
}

/**
 * A key of `definition`. With `partial`, the attributes given from the left make a prefix for
 * begins_with: 'query' keeps the next attribute's label ("#status_active#createdat_"), so a value is
 * never matched as the prefix of a longer one; 'bound' stops before it, for range bounds.
 * `complete` says whether every attribute was given.
 */
export function composeKey(
  model: EntityModel,
  definition: IndexDefinition,
  part: 'pk' | 'sk',
  values: Values,
  partial?: 'query' | 'bound',
): { key: string; complete: boolean } {
  let key = prefixOf(model, definition, part);
  for (const name of definition[part].composite) {
    const value = values[name];
    if (value === undefined) {
      if (!partial) throw new IncompleteKeyError(`Missing "${name}" for the ${part} of ${model.model.entity} (${definition[part].field})`);
      if (partial === 'query') key += `#${name}_`;
      return { key: key.toLowerCase(), complete: false };
    }
    key += `#${name}_${String(value)}`;
  }
  return { key: key.toLowerCase(), complete: true };
}

/** The index definition of the table's own pk/sk (the one without a GSI name). */
export function tableIndexOf(model: EntityModel): IndexDefinition {
  const definition = Object.values(model.indexes).find((index) => !index.index);
  if (!definition) throw new Error(`Entity ${model.model.entity} has no table index`);
  return definition;
}

/** The table key (pk, sk fields) of the item the values name. */
export function tableKey(model: EntityModel, values: Values): Record<string, string> {
  const definition = tableIndexOf(model);
  return {
    [definition.pk.field]: composeKey(model, definition, 'pk', values).key,
    [definition.sk.field]: composeKey(model, definition, 'sk', values).key,
  };
}

/** Every key field of every index, and the identifiers: what a put writes beside the attributes. */
export function storedKeys(model: EntityModel, values: Values): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const definition of Object.values(model.indexes)) {
    keys[definition.pk.field] = composeKey(model, definition, 'pk', values).key;
    keys[definition.sk.field] = composeKey(model, definition, 'sk', values).key;
  }
  return { ...keys, ...identifiersOf(model) };
}

export const identifiersOf = (model: EntityModel) => ({ [ENTITY_FIELD]: model.model.entity, [VERSION_FIELD]: model.model.version });

/** Whether a stored item was written for this entity and model version (a shared partition holds several). */
export const ownsItem = (model: EntityModel, stored: Values) =>
  stored[ENTITY_FIELD] === model.model.entity && stored[VERSION_FIELD] === model.model.version;
