// The last guard before a write: every attribute written must have its model's type (or enum
// value), and a whole item must carry its required attributes. Services validate their input
// first (zod); this catches what slips through as a thrown error instead of a malformed item.
// Attributes the model does not define are dropped, as are map properties it does not define.
import type { AttributeDefinition, Attributes } from './schema';

export class EntityValidationError extends Error {
  override name = 'EntityValidationError';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** The value to store for `definition`, or undefined after recording why it cannot be stored. */
function checkedValue(definition: AttributeDefinition, value: unknown, path: string, problems: string[]): unknown {
  const { type } = definition;
  const wrong = (expected: string) => void problems.push(`"${path}" must be ${expected}, not ${kindOf(value)}`);
  if (typeof type !== 'string') {
    if (typeof value === 'string' && type.includes(value)) return value;
    return void problems.push(`"${path}" must be one of ${type.map((entry) => `"${entry}"`).join(', ')}`);
  }
  switch (type) {
    case 'any':
      return value;
    case 'string':
    case 'boolean':
      return typeof value === type ? value : wrong(`a ${type}`);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : wrong('a finite number');
    case 'list':
      if (!Array.isArray(value)) return wrong('a list');
      return value.map((entry) => checkedValue(definition.items ?? { type: 'any' }, entry, `${path}[*]`, problems));
    case 'map':
      if (!isPlainObject(value)) return wrong('a map');
      return checkedAttributes(definition.properties ?? {}, value, `${path}.`, problems, true);
  }
}

function checkedAttributes(
  attributes: Attributes,
  values: Readonly<Record<string, unknown>>,
  prefix: string,
  problems: string[],
  whole: boolean,
): Record<string, unknown> {
  const checked: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(attributes)) {
    const value = values[name];
    if (value === undefined) {
      // Absent: fine for an optional attribute, or for any attribute an update leaves alone.
      if (definition.required && (whole || name in values)) problems.push(`"${prefix}${name}" is required`);
      continue;
    }
    checked[name] = checkedValue(definition, value, `${prefix}${name}`, problems);
  }
  return checked;
}

function throwIfAny(entity: string, problems: string[]): void {
  if (problems.length > 0) throw new EntityValidationError(`Invalid ${entity}: ${problems.join('; ')}`);
}

/** A whole item (put, create): each required attribute present, every value of its type. */
export function checkedItem(entity: string, attributes: Attributes, item: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const problems: string[] = [];
  const checked = checkedAttributes(attributes, item, '', problems, true);
  throwIfAny(entity, problems);
  return checked;
}

/** Some attributes (an update's set): those given must have their type; a required one cannot be set to undefined. */
export function checkedChanges(entity: string, attributes: Attributes, changes: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const problems: string[] = [];
  const checked = checkedAttributes(attributes, changes, '', problems, false);
  throwIfAny(entity, problems);
  return checked;
}

/** One value at a path inside an item (an update's add, subtract). */
export function checkedAt(entity: string, definition: AttributeDefinition, value: unknown, path: string): unknown {
  const problems: string[] = [];
  const checked = checkedValue(definition, value, path, problems);
  throwIfAny(entity, problems);
  return checked;
}
