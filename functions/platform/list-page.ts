// A list page read from a cursor the caller sent: a cursor the data layer refuses (not one it gave
// out, another account's, or one of other filters) is the caller's mistake, answered with 400.
import { LIST_PAGE_MESSAGES } from '../../shared/schemas/list-page';
import { CursorError } from './data/cursor';
import { invalid } from './errors';

/** DynamoDB refuses a start key outside the query's key condition (a cursor of another date range). */
const isRefusedStartKey = (error: unknown) =>
  (error as { name?: string })?.name === 'ValidationException' && /start(ing)? key|ExclusiveStartKey/i.test(String((error as Error).message));

export async function readListPage<T>(cursor: string | undefined, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (cursor && (error instanceof CursorError || isRefusedStartKey(error))) {
      throw invalid(LIST_PAGE_MESSAGES.invalidCursor, { cursor: LIST_PAGE_MESSAGES.invalidCursor });
    }
    throw error;
  }
}

/**
 * A date range (calendar dates, both included) as the key condition of an index sorted by a date
 * or time attribute, then an id: "~" sorts after "#" and every time, so `to~` is above every key of
 * the last day.
 */
export const dayBounds = <K extends string>(name: K, range: { from?: string; to?: string }) =>
  [{ [name]: range.from ?? '0000-01-01' }, { [name]: `${range.to ?? '9999-12-31'}~` }] as [Record<K, string>, Record<K, string>];
