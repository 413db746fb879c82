// What each source contributed to a built bundle, read from the bundle's source map: every mapping
// segment names the source of the generated text from its column to the next segment's.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The signed numbers of one Base64 VLQ segment. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

export interface SourceMapJson {
  sources: string[];
  mappings: string;
}

/** Bytes of the bundle's text by source (UTF-16 units, which is bytes for minified ASCII output); unmapped text under ''. */
export function bytesBySource(code: string, map: SourceMapJson): Map<string, number> {
  const bytes = new Map<string, number>();
  const add = (source: string, count: number) => bytes.set(source, (bytes.get(source) ?? 0) + count);
  const codeLines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const length = (codeLines[lineIndex] ?? '').length;
    let column = 0;
    let current = '';
    let from = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(current, column - from);
      from = column;
      if (sourceDelta === undefined) {
        current = '';
      } else {
        sourceIndex += sourceDelta;
        current = map.sources[sourceIndex] ?? '';
      }
    }
    add(current, length - from);
  });
  return bytes;
}
