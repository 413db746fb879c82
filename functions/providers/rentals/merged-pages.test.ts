import { describe, expect, it } from 'vitest';
import { CursorError } from '../../platform/data/cursor';
import { decodeMergedCursor, encodeMergedCursor, mergePage, type QueryRead } from './merged-pages';

interface Row {
  createdAt: string;
  id: string;
  name?: string;
}

const row = (hour: number, id: string, name = 'x'): Row => ({ createdAt: `2026-01-01T${String(hour).padStart(2, '0')}:00:00.000Z`, id, name });
const itemOf = (item: Row) => ({ createdAt: item.createdAt, id: item.id });

/** Reads `limit` items after a position from each key's newest-first list, as a Query would. */
function readAll(lists: Record<string, Row[]>, positions: Record<string, readonly [string, string] | 'end' | undefined>, limit: number): QueryRead<Row>[] {
  return Object.entries(lists)
    .filter(([key]) => positions[key] !== 'end')
    .map(([key, rows]) => {
      const position = positions[key];
      const from = position && position !== 'end' ? rows.findIndex((each) => each.createdAt === position[0] && each.id === position[1]) + 1 : 0;
      const items = rows.slice(from, from + limit);
      return { key, items, ended: from + limit >= rows.length };
    });
}

/** Every page until the end: what a client scrolling the list sees. */
function allPages(lists: Record<string, Row[]>, limit: number, keep?: (item: Row) => boolean) {
  const pages: Row[][] = [];
  let positions: Record<string, readonly [string, string] | 'end' | undefined> = {};
  for (let guard = 0; guard < 100; guard += 1) {
    const { page, positions: next } = mergePage(readAll(lists, positions, limit), limit, itemOf, keep);
    pages.push(page);
    positions = { ...positions, ...next };
    if (Object.keys(lists).every((key) => positions[key] === 'end')) return pages;
  }
  throw new Error('The pages never end');
}

describe('merged pages', () => {
  const lists = {
    // Index order: newest first within each status key.
    active: [row(23, 'a1'), row(22, 'a2'), row(5, 'a3')],
    completed: [row(21, 'c1'), row(20, 'c2'), row(19, 'c3'), row(18, 'c4'), row(4, 'c5')],
    cancelled: [row(6, 'x1', 'Jordan')],
  };
  const newestFirst = Object.values(lists)
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((each) => each.id);

  it('chains pages newest first across the queries, with no gap and no repeat', () => {
    for (const limit of [1, 2, 3, 4, 100]) {
      const pages = allPages(lists, limit);
      expect(pages.flat().map((each) => each.id)).toEqual(newestFirst);
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
    }
  });

  it('keeps only what the search accepts, still in order, and still reaches the end', () => {
    const pages = allPages(lists, 2, (item) => item.name === 'Jordan');
    expect(pages.flat().map((each) => each.id)).toEqual(['x1']);
  });

  it('holds back an item older than what another query has read, for a later page', () => {
    const { page, positions } = mergePage(
      [
        { key: 'a', items: [row(10, 'a1'), row(9, 'a2')], ended: false },
        { key: 'b', items: [row(8, 'b1')], ended: true },
      ],
      5,
      itemOf,
    );
    expect(page.map((each) => each.id)).toEqual(['a1', 'a2']);
    expect(positions).toEqual({ a: [row(9, 'a2').createdAt, 'a2'] });
  });
});

describe('merged cursors', () => {
  it('round-trip the positions for the same filters, and are null at the end', () => {
    const cursor = encodeMergedCursor({ filter: 'all' }, { active: ['t', 'r'], completed: 'end' })!;
    expect(decodeMergedCursor(cursor, { filter: 'all' }, ['active', 'completed'])).toEqual({ active: ['t', 'r'], completed: 'end' });
    expect(encodeMergedCursor({ filter: 'all' }, { active: 'end' })).toBeNull();
  });

  it('are refused for other filters, other keys, or when they are not ours', () => {
    const cursor = encodeMergedCursor({ filter: 'all' }, { active: ['t', 'r'] })!;
    expect(() => decodeMergedCursor(cursor, { filter: 'active' }, ['active'])).toThrow(CursorError);
    expect(() => decodeMergedCursor(cursor, { filter: 'all' }, ['pending'])).toThrow(CursorError);
    expect(() => decodeMergedCursor('not-a-cursor', { filter: 'all' }, ['active'])).toThrow(CursorError);
  });
});
