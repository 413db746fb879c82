// DynamoDB expression building: attribute names and values always go through placeholders (never
// spliced into the expression), and callers name attributes through typed references built from
// the model's schema, so a condition like `${name(a.dumpsterInventory.yard10)} < ${name(a.dumpsterInventory.yard20)}`
// can only mention attributes that exist.
import * as z from 'zod';
import type { EntityModel } from './schema';
import { fieldOf } from './stored-item';

/** The stored path of an attribute reference (field names, outermost first). */
export const PATH: unique symbol = Symbol('path');

export interface AttributeRef<T> {
  readonly [PATH]: readonly string[];
  /** Carries the attribute's value type for the operations' signatures; never set. */
  readonly valueType?: T;
}

/** An object attribute's properties have references of their own; a record's keys are not known in advance. */
type PropertyRefs<V> = V extends readonly unknown[] ? unknown : V extends object ? (string extends keyof V ? unknown : RefsOf<V>) : unknown;
type RefOf<V> = AttributeRef<V> & PropertyRefs<V>;
export type RefsOf<T> = { readonly [K in keyof T]-?: RefOf<Exclude<T[K], undefined>> };

/** The object schema inside optional, nullable and default wrappers, if the value is an object. */
function objectShapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  for (let current: z.ZodType | undefined = schema; current; current = (current.def as { innerType?: z.ZodType }).innerType) {
    if (current instanceof z.ZodObject) return current.shape;
  }
  return undefined;
}

function refsAt(shape: Record<string, z.ZodType>, parent: readonly string[], fieldOfName: (name: string) => string = (name) => name) {
  const refs: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const path = [...parent, fieldOfName(name)];
    const properties = objectShapeOf(schema);
    refs[name] = { ...(properties ? refsAt(properties, path) : {}), [PATH]: path };
  }
  return refs;
}

/** References to every attribute (and object property) of a model. */
export function refsOf<T>(model: EntityModel): RefsOf<T> {
  // Only top-level attributes can be stored under another field name (the TTL attribute).
  return refsAt(model.schema.shape, [], (name) => fieldOf(model, name)) as RefsOf<T>;
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
  /** The string attribute holds `value` (case-sensitive, as DynamoDB compares). */
  contains(attribute: AttributeRef<string>, value: string): string;
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
    contains: (attribute, value) => `contains(${name(attribute)}, ${placeholders.value(value)})`,
    notExists: (attribute) => `attribute_not_exists(${name(attribute)})`,
    name,
    value: (_attribute, value) => placeholders.value(value),
  };
}
