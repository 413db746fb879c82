import { describe, expect, it } from 'vitest';
import { freeStarts, fullStarts, nextFreeStart, reservedSpan, spanDays, type TakenByDay } from './availability';
import { addDays } from './rental-dates';

/** One unit taken on every day of a week's rental delivered on `start` (delivery through pickup). */
const weekTaken = (start: string, turnaroundDays = 0): TakenByDay =>
  new Map(spanDays(reservedSpan(start, addDays(start, 7), turnaroundDays)).map((day) => [day, 1]));

// One unit, booked for the week delivered Thursday 2026-12-10: taken Dec 10 through Dec 17.
const BOOKED = '2026-12-10';
const search = { taken: weekTaken(BOOKED), ceiling: 1, from: '2026-12-01', until: '2026-12-31', rentalDays: 7, turnaroundDays: 0 };

describe('freeStarts: the delivery dates with a unit free for the whole rental', () => {
  it('skips every start whose rental would overlap a full day, and stops at the limit', () => {
    // A week from Dec 2 ends on Dec 9, the day before the booking: the last free start before it.
    expect(freeStarts({ ...search, limit: 5 })).toEqual(['2026-12-01', '2026-12-02', '2026-12-18', '2026-12-19', '2026-12-20']);
  });

  it('counts the turnaround days as part of the rental', () => {
    // With a day's turnaround a week from Dec 2 holds its unit through Dec 10, the booked day.
    expect(freeStarts({ ...search, taken: weekTaken(BOOKED, 1), turnaroundDays: 1, limit: 3 })).toEqual(['2026-12-01', '2026-12-19', '2026-12-20']);
  });

  it('offers only days the provider delivers on', () => {
    const weekdaysOnly = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    // Dec 19 and 20, 2026 are a Saturday and a Sunday.
    expect(freeStarts({ ...search, canDeliverOn: weekdaysOnly, limit: 4 })).toEqual(['2026-12-01', '2026-12-02', '2026-12-18', '2026-12-21']);
  });

  it('lists every free start through `until` (inclusive) when no limit is given', () => {
    expect(freeStarts({ ...search, from: '2026-12-16', until: '2026-12-19' })).toEqual(['2026-12-18', '2026-12-19']);
  });

  it('leaves a day free while fewer units are taken than the provider owns', () => {
    expect(freeStarts({ ...search, ceiling: 2, from: '2026-12-09', until: '2026-12-11' })).toEqual(['2026-12-09', '2026-12-10', '2026-12-11']);
  });

  it('has none for a size the provider does not stock', () => {
    expect(freeStarts({ ...search, ceiling: 0, limit: 5 })).toEqual([]);
  });

  it('is what nextFreeStart names first', () => {
    expect(nextFreeStart({ ...search, from: '2026-12-03' })).toBe('2026-12-18');
    expect(nextFreeStart({ ...search, from: '2026-12-03', until: '2026-12-17' })).toBeUndefined();
  });
});

describe('fullStarts: the delivery dates on which no unit is free for the whole rental', () => {
  it('names, for each, the first full day of its rental and the next free start after it', () => {
    const full = fullStarts({ ...search, until: '2026-12-20' });
    expect(full.map((start) => start.date)).toEqual(spanDays({ firstDay: '2026-12-03', lastDay: '2026-12-17' }));
    // A week from Dec 3 is free until the booking begins on Dec 10.
    expect(full[0]).toEqual({ date: '2026-12-03', fullDay: BOOKED, next: '2026-12-18' });
    expect(full.at(-1)).toEqual({ date: '2026-12-17', fullDay: '2026-12-17', next: '2026-12-18' });
  });

  it('names no next start when none is free before `until`', () => {
    expect(fullStarts({ ...search, from: '2026-12-15', until: '2026-12-17' })).toEqual([
      { date: '2026-12-15', fullDay: '2026-12-15' },
      { date: '2026-12-16', fullDay: '2026-12-16' },
      { date: '2026-12-17', fullDay: '2026-12-17' },
    ]);
  });

  it('leaves out days the provider does not deliver on, and skips them for the next start', () => {
    const notDec18 = (day: string) => day !== '2026-12-18';
    const full = fullStarts({ ...search, from: '2026-12-16', until: '2026-12-20', canDeliverOn: (day) => day !== '2026-12-17' && notDec18(day) });
    expect(full).toEqual([{ date: '2026-12-16', fullDay: '2026-12-16', next: '2026-12-19' }]);
  });

  it('has none when every day is free', () => {
    expect(fullStarts({ ...search, taken: new Map() })).toEqual([]);
  });
});
