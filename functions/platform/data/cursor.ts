// Page cursors: DynamoDB's LastEvaluatedKey as base64url JSON (the format ElectroDB handed out, so
// a cursor from before the switch still works). Callers treat them as opaque. A cursor that is not
// one a query of this index and partition gave out is refused before any request with a
// CursorError, which the operations answer with 400.

export class CursorError extends Error {
  override name = 'CursorError';
}

type StartKey = Record<string, string>;

export function encodeCursor(lastEvaluatedKey: Record<string, unknown> | undefined): string | null {
  return lastEvaluatedKey ? Buffer.from(JSON.stringify(lastEvaluatedKey)).toString('base64url') : null;
}

/**
 * The start key in `cursor`, which must hold exactly `fields` (the table's and the index's key
 * fields), all strings, with the partition key the query reads (`partition`).
 */
export function decodeCursor(cursor: string, fields: ReadonlySet<string>, partition: { field: string; value: string }): StartKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new CursorError('Invalid cursor: it cannot be decoded');
  }
  const entries = typeof key === 'object' && key !== null && !Array.isArray(key) ? Object.entries(key) : [];
  const wellFormed =
    entries.length === fields.size &&
    entries.every(([field, value]) => fields.has(field) && typeof value === 'string') &&
    (key as StartKey)[partition.field] === partition.value;
  if (!wellFormed) throw new CursorError('Invalid cursor: it is not a start key of this query');
  return key as StartKey;
}
