// An item as stored versus as callers see it. Stored items carry key fields (pk, sk, gsi*) and the
// entity identifiers, and an attribute may live under another field name; callers get only the
// schema's attributes, under their own names, never a key field (API responses are built from them).
// Reads are not checked against the schema: items written under an older model stay readable, and
// the model's read() maps what changed since.
import type { EntityModel } from './schema';

/** The stored field of a top-level attribute. */
export const fieldOf = (model: EntityModel, name: string) => model.fields?.[name] ?? name;

/** The attribute names of a model, in its schema's order. */
const attributeNames = (model: EntityModel) => Object.keys(model.schema.shape);

/** The stored fields of checked attributes. */
export function toStored(model: EntityModel, attributes: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) stored[fieldOf(model, name)] = value;
  return stored;
}

/** The model's attributes found in a stored item (only `only`, when given); nothing else. */
export function fromStored<T>(model: EntityModel, stored: Readonly<Record<string, unknown>>, only?: readonly string[]): T {
  const { shape } = model.schema;
  const item: Record<string, unknown> = {};
  for (const name of only ?? attributeNames(model)) {
    if (!(name in shape)) continue;
    const value = stored[fieldOf(model, name)];
    if (value !== undefined) item[name] = value;
  }
  return (model.read ? model.read(item) : item) as T;
}

/** The stored field names of some attributes (a query's projection). */
export const fieldsOf = (model: EntityModel, names: readonly string[]) => names.map((name) => fieldOf(model, name));
