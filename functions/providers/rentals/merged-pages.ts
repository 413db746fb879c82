// Pages of one list merged from several index queries read newest first (a provider's rentals are
// indexed by status, then date: a filter covering several status keys, Active's approved and
// active or Cancelled's cancelled and legacy rejected, is one query per key). Pure: the service reads, this
// decides what a page shows and where each query continues, and the cursor that carries it.
import * as z from 'zod';
import { CursorError } from '../../platform/data/cursor';

/** Where one query continues: after the item at this sort position, or nowhere ('end'). */
export type Position = readonly [createdAt: string, id: string] | 'end';

export interface MergeItem {
  createdAt: string;
  id: string;
}

/** What one query read from its position: its items in index order (newest first) and whether that was all. */
export interface QueryRead<T> {
  key: string;
  items: readonly T[];
  ended: boolean;
}

/** The index's order of items within one status key: its sort key after the status, lowercased as stored. */
const sortPosition = (item: MergeItem) => `${item.createdAt}#rentalid_${item.id}`.toLowerCase();

/**
 * One page of the merged list: the newest `limit` items that pass `keep` among those every query's
 * read vouches for, and each query's position after it. An item older than the last one a query
 * read (and that query not at its end) waits for a later page, since that query may hold newer
 * ones beyond what it read; the query whose last read item is the newest always vouches for all it
 * read, so every page moves on. A query's position passes the items the page shows or `keep` refused,
 * up to the first one it had to leave for later.
 */
export function mergePage<T>(
  reads: readonly QueryRead<T>[],
  limit: number,
  itemOf: (item: T) => MergeItem,
  keep: (item: T) => boolean = () => true,
): { page: T[]; positions: Record<string, Position | undefined> } {
  const open = reads.filter((read) => !read.ended && read.items.length > 0);
  const boundary = open.reduce<string>((newest, read) => {
    const last = sortPosition(itemOf(read.items[read.items.length - 1]!));
    return last > newest ? last : newest;
  }, '');
  const candidates = reads.flatMap((read) => read.items.filter((item) => keep(item) && sortPosition(itemOf(item)) >= boundary));
  const page = candidates.sort((a, b) => sortPosition(itemOf(b)).localeCompare(sortPosition(itemOf(a)))).slice(0, limit);
  const shown = new Set(page);
  const positions: Record<string, Position | undefined> = {};
  for (const read of reads) {
    let passed: T | undefined;
    let all = true;
    for (const item of read.items) {
      if (keep(item) && !shown.has(item)) {
        all = false;
        break;
      }
      passed = item;
    }
    if (all && (read.ended || read.items.length === 0)) positions[read.key] = 'end';
    else if (passed !== undefined) {
      const { createdAt, id } = itemOf(passed);
      positions[read.key] = [createdAt, id];
    }
  }
  return { page, positions };
}

const positionSchema = z.union([z.literal('end'), z.tuple([z.string().max(64), z.string().max(100)])]);

/** What a merged list's cursor carries: the filters it was made for, and each query's position. */
const mergedCursorSchema = z.object({
  filters: z.record(z.string(), z.string().max(200)),
  positions: z.record(z.string().max(40), positionSchema),
});

/** The next page's cursor, or null when every query is at its end. */
export function encodeMergedCursor(filters: Record<string, string>, positions: Record<string, Position>): string | null {
  if (Object.values(positions).every((position) => position === 'end')) return null;
  return Buffer.from(JSON.stringify({ filters, positions })).toString('base64url');
}

/**
 * The positions in `cursor`, which must have been made for the same `filters` and name only `keys`.
 * A query it does not name starts from the top. Positions hold no partition: the service builds each
 * start key in the caller's own partition, so a cursor never reaches another account's items.
 */
export function decodeMergedCursor(cursor: string, filters: Record<string, string>, keys: readonly string[]): Record<string, Position> {
  let parsed: z.infer<typeof mergedCursorSchema>;
  try {
    parsed = mergedCursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new CursorError('Invalid cursor: it cannot be decoded');
  }
  const sameFilters =
    Object.keys(parsed.filters).length === Object.keys(filters).length &&
    Object.entries(filters).every(([name, value]) => parsed.filters[name] === value);
  if (!sameFilters) throw new CursorError('Invalid cursor: it belongs to other filters');
  if (!Object.keys(parsed.positions).every((key) => keys.includes(key))) throw new CursorError('Invalid cursor: it is not one of this list');
  return parsed.positions;
}
