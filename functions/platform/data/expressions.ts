// DynamoDB expression building: attribute names and values always go through placeholders (never
// spliced into the expression), and callers name attributes through typed references built from
// the model, so a condition like `${name(a.dumpsterInventory.yard10)} < ${name(a.dumpsterInventory.yard20)}`
// can only mention attributes that exist.
import type { AttributeDefinition, Attributes, ValueOf } from './schema';

/** The stored path of an attribute reference (field names, outermost first). */
export const PATH: unique symbol = Symbol('path');
/** The definition behind an attribute reference, to check values given for it. */
export const DEFINITION: unique symbol = Symbol('definition');

export interface AttributeRef<T> {
  readonly [PATH]: readonly string[];
  readonly [DEFINITION]: AttributeDefinition;
  /** Carries the attribute's value type for the operations' signatures; never set. */
  readonly valueType?: T;
}

type RefOf<D> = AttributeRef<ValueOf<D>> & (D extends { type: 'map'; properties: infer P extends Attributes } ? RefsOf<P> : unknown);
export type RefsOf<A extends Attributes> = { readonly [K in keyof A]-?: RefOf<A[K]> };

/** References to every attribute (and map property) of a model. */
export function refsOf<A extends Attributes>(attributes: A, parent: readonly string[] = []): RefsOf<A> {
  const refs: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(attributes)) {
    // Only top-level attributes can be stored under another field name (the TTL attribute).
    const path = [...parent, parent.length === 0 ? (definition.field ?? name) : name];
    refs[name] = {
      ...(definition.type === 'map' && definition.properties ? refsOf(definition.properties, path) : {}),
      [PATH]: path,
      [DEFINITION]: definition,
    };
  }
  return refs as RefsOf<A>;
}

/** Placeholders for one request's names and values. */
export class Placeholders {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private readonly byField = new Map<string, string>();
  private valueCount = 0;

  name(field: string): string {
    let placeholder = this.byField.get(field);
    if (!placeholder) {
      placeholder = /^[A-Za-z0-9_]+$/.test(field) ? `#${field}` : `#n${this.byField.size}`;
      this.byField.set(field, placeholder);
      this.names[placeholder] = field;
    }
    return placeholder;
  }

  path(path: readonly string[]): string {
    return path.map((field) => this.name(field)).join('.');
  }

  value(value: unknown): string {
    const placeholder = `:v${this.valueCount++}`;
    this.values[placeholder] = value;
    return placeholder;
  }

  /** The ExpressionAttributeNames/Values of a request, leaving out empty ones (DynamoDB refuses those). */
  params(): { ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> } {
    return {
      ...(Object.keys(this.names).length ? { ExpressionAttributeNames: this.names } : {}),
      ...(Object.keys(this.values).length ? { ExpressionAttributeValues: this.values } : {}),
    };
  }
}

type Compare = <T>(attribute: AttributeRef<T>, value: NoInfer<T>) => string;

export interface ConditionOperations {
  eq: Compare;
  ne: Compare;
  lt: Compare;
  lte: Compare;
  gt: Compare;
  gte: Compare;
  exists(attribute: AttributeRef<unknown>): string;
  notExists(attribute: AttributeRef<unknown>): string;
  /** The attribute's placeholder, to write comparisons between attributes. */
  name(attribute: AttributeRef<unknown>): string;
  /** A value's placeholder. */
  value<T>(attribute: AttributeRef<T>, value: NoInfer<T>): string;
}

/** The operations a where() callback composes its condition from. */
export function conditionOperations(placeholders: Placeholders): ConditionOperations {
  const name = (attribute: AttributeRef<unknown>) => placeholders.path(attribute[PATH]);
  const compare =
    (operator: string): Compare =>
    (attribute, value) =>
      `${name(attribute)} ${operator} ${placeholders.value(value)}`;
  return {
    eq: compare('='),
    ne: compare('<>'),
    lt: compare('<'),
    lte: compare('<='),
    gt: compare('>'),
    gte: compare('>='),
    exists: (attribute) => `attribute_exists(${name(attribute)})`,
    notExists: (attribute) => `attribute_not_exists(${name(attribute)})`,
    name,
    value: (_attribute, value) => placeholders.value(value),
  };
}
