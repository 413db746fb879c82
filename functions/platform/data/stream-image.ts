// A table stream record's image (DynamoDB's typed attribute values) read as the document client
// reads the same item: what the stream consumers (the search index, the dispatch jobs) compare.
import type { AttributeValue } from 'aws-lambda';

type Image = Record<string, AttributeValue>;

/** A stream image as plain values (the document client's reading of the same attributes). */
export function imageValues(image: Image): Record<string, unknown> {
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, attributeValue(value)]));
}

function attributeValue(value: AttributeValue): unknown {
  if (value.S !== undefined) return value.S;
  if (value.N !== undefined) return Number(value.N);
  if (value.BOOL !== undefined) return value.BOOL;
  if (value.NULL !== undefined) return null;
  if (value.M !== undefined) return imageValues(value.M);
  if (value.L !== undefined) return value.L.map(attributeValue);
  if (value.SS !== undefined) return new Set(value.SS);
  if (value.NS !== undefined) return new Set(value.NS.map(Number));
  if (value.B !== undefined) return value.B;
  if (value.BS !== undefined) return new Set(value.BS);
  return undefined;
}
