// An item as stored versus as callers see it. Stored items carry key fields (pk, sk, gsi*) and the
// entity identifiers, and an attribute may live under another field name; callers get only the
// model's attributes, under their own names, never a key field (API responses are built from them).
import type { EntityModel } from './schema';

const fieldOf = (model: EntityModel, name: string) => model.attributes[name]?.field ?? name;

/** The stored fields of checked attributes. */
export function toStored(model: EntityModel, attributes: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) stored[fieldOf(model, name)] = value;
  return stored;
}

/** The model's attributes found in a stored item (only `only`, when given); nothing else. */
export function fromStored<T>(model: EntityModel, stored: Readonly<Record<string, unknown>>, only?: readonly string[]): T {
  const item: Record<string, unknown> = {};
  for (const name of only ?? Object.keys(model.attributes)) {
    if (!(name in model.attributes)) continue;
    const value = stored[fieldOf(model, name)];
    if (value !== undefined) item[name] = value;
  }
  return (model.read ? model.read(item) : item) as T;
}

/** The stored field names of some attributes (a query's projection). */
export const fieldsOf = (model: EntityModel, names: readonly string[]) => names.map((name) => fieldOf(model, name));
