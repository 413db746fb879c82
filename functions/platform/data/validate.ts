// The last guard before a write: every attribute written must pass its model's schema (type, enum
// value, bounds), and a whole item must carry its required attributes. Services validate their
// input first; this catches what slips through as a thrown error instead of a malformed item. It is
// not a ZodError on purpose: a request never made it, so the error mapper answers 500, not 400.
// Attributes the schema does not define are dropped, as are the unknown properties of its objects
// (a copied document, schema.ts, is stored as given).
import * as z from 'zod';
import type { EntityModel } from './schema';

export class EntityValidationError extends Error {
  override name = 'EntityValidationError';
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

const pathOf = (path: readonly PropertyKey[]) =>
  path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index > 0 ? '.' : ''}${String(part)}`)).join('');

/** One line per problem, in the words the table's logs have always used. */
function problemOf(issue: z.core.$ZodIssue): string {
  const path = `"${pathOf(issue.path)}"`;
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return `${path} is required`;
    const expected = issue.expected === 'number' ? 'a finite number' : `a ${issue.expected}`;
    return `${path} must be ${expected}, not ${kindOf(issue.input)}`;
  }
  if (issue.code === 'invalid_value') return `${path} must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
  return `${path}: ${issue.message}`;
}

function parsed(schema: z.ZodType, value: unknown, path: readonly PropertyKey[], problems: string[]): unknown {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  problems.push(...result.error.issues.map((issue) => problemOf({ ...issue, path: [...path, ...issue.path] })));
  return undefined;
}

function throwIfAny(entity: string, problems: string[]): void {
  if (problems.length > 0) throw new EntityValidationError(`Invalid ${entity}: ${problems.join('; ')}`);
}

/** Whether the attribute may be absent (an update may remove it, set() may leave it alone). */
export const isOptional = (model: EntityModel, name: string): boolean => model.schema.shape[name]?.safeParse(undefined).success ?? true;

/**
 * The schema of a whole item as written: the model's attributes and, each optional, its stored-only
 * ones (built once per model).
 */
const writeSchemas = new WeakMap<EntityModel, z.ZodObject>();
function writeSchemaOf(model: EntityModel): z.ZodObject {
  if (!model.storedOnly) return model.schema;
  let schema = writeSchemas.get(model);
  if (!schema) writeSchemas.set(model, (schema = model.schema.extend(model.storedOnly.partial().shape)));
  return schema;
}

/** A whole item (put, create): the schema's output, which leaves out what it does not define. */
export function checkedItem(model: EntityModel, item: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const problems: string[] = [];
  const checked = parsed(writeSchemaOf(model), item, [], problems);
  throwIfAny(model.model.entity, problems);
  return checked as Record<string, unknown>;
}

/**
 * Some attributes (an update's set), each checked against its own schema: one given must pass it;
 * undefined leaves an optional attribute alone but cannot stand for a required one.
 */
export function checkedChanges(model: EntityModel, changes: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const problems: string[] = [];
  const checked: Record<string, unknown> = {};
  // In the schema's order, so one update always reads the same whatever order its caller named them in.
  for (const [name, schema] of Object.entries(model.schema.shape)) {
    if (!(name in changes)) continue;
    const value = changes[name];
    if (value === undefined) {
      if (!isOptional(model, name)) problems.push(`"${name}" is required`);
      continue;
    }
    checked[name] = parsed(schema, value, [name], problems);
  }
  throwIfAny(model.model.entity, problems);
  return checked;
}

const delta = z.number();

/** An amount an update adds to or subtracts from a number in place: a finite number, whatever the attribute's bounds. */
export function checkedDelta(entity: string, value: unknown, path: readonly string[]): number {
  const problems: string[] = [];
  const checked = parsed(delta, value, path, problems);
  throwIfAny(entity, problems);
  return checked as number;
}
