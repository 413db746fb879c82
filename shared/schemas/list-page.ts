// What every paged list of the portal and the operator console shares: the page size, the opaque
// cursor a page answers as `nextCursor` (null after the last page) and sends back as `cursor`, the
// date range and the search text. A list answer stays far below 256 KB: at most 100 items a page.
import * as z from 'zod';
import { calendarDateSchema } from './calendar-date';

export const LIST_PAGE_SIZE_MAX = 100;
const LIST_PAGE_SIZE_DEFAULT = 25;
/** Longer than any cursor the server hands out (a merged list's holds a position per status key). */
const CURSOR_MAX = 4096;
const SEARCH_MAX = 100;

export const LIST_PAGE_MESSAGES = {
  invalidCursor: 'This list position is not valid any more. Please reload the list from its first page.',
  invalidRange: 'Choose a start date on or before the end date',
} as const;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** `limit` and `cursor` of a paged list's query. */
export const pageQueryFields = {
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(LIST_PAGE_SIZE_DEFAULT),
  cursor: z.preprocess(blankToUndefined, z.string().trim().min(1).max(CURSOR_MAX).optional()),
};

/** A search box's text: every word must appear (case-insensitive); blank means no search. */
export const searchQueryField = z.preprocess(blankToUndefined, z.string().trim().max(SEARCH_MAX).optional());

const optionalDate = z.preprocess(blankToUndefined, calendarDateSchema.optional());

/** `from` and `to`, calendar dates, both included. */
export const dateRangeQueryFields = { from: optionalDate, to: optionalDate };
export const fromNotAfterTo = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;

/** The cursor of the page after this one, or null when this is the last. */
export const nextCursorSchema = z.string().nullable();

/** The words of a search text, lowercased. */
export const searchWords = (search: string | undefined) => (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** Whether every word appears in one of the texts (case-insensitive). */
export function matchesSearchWords(words: readonly string[], texts: readonly (string | null | undefined)[]): boolean {
  if (words.length === 0) return true;
  const haystack = texts.filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
