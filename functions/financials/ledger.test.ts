import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../shared/financial-periods';
import { addDays } from '../../shared/rental-dates';
import { RECURRING_FREQUENCIES } from '../../shared/schemas/financial-constants';
import { expenseOccurrences, type RecordedExpense } from './ledger';

const expense = (fields: Partial<RecordedExpense>): RecordedExpense => ({
  category: 'Insurance',
  amountCents: 50_000,
  date: '2026-01-31',
  taxDeductible: true,
  recurring: false,
  ...fields,
});

const datesOf = (expenses: readonly { date: string }[]) => expenses.map((item) => item.date);

describe('expense occurrences', () => {
  it('counts a one-off expense on its date only', () => {
    const once = expense({ date: '2026-02-10' });
    expect(datesOf(expenseOccurrences([once], { from: '2026-01-01', to: '2026-12-31' }, '2026-12-31'))).toEqual(['2026-02-10']);
    expect(expenseOccurrences([once], { from: '2026-03-01', to: '2026-03-31' }, '2026-12-31')).toEqual([]);
  });

  it('repeats a monthly expense from its first date, on the month\'s last day when it is shorter, up to today', () => {
    const monthly = expense({ recurring: true, recurringFrequency: 'monthly' });
    const found = expenseOccurrences([monthly], { from: '2026-01-01', to: '2026-06-30' }, '2026-05-15');
    expect(datesOf(found)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(found.every((occurrence) => occurrence.amountCents === 50_000 && occurrence.category === 'Insurance')).toBe(true);
  });

  it('counts the occurrences inside a period, started before it', () => {
    const weekly = expense({ recurring: true, recurringFrequency: 'weekly', date: '2026-01-05', amountCents: 7_500 });
    const march = expenseOccurrences([weekly], { from: '2026-03-01', to: '2026-03-31' }, '2026-12-31');
    expect(datesOf(march)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
  });

  it('repeats quarterly and annually', () => {
    const quarterly = expense({ recurring: true, recurringFrequency: 'quarterly', date: '2025-11-15' });
    const annually = expense({ recurring: true, recurringFrequency: 'annually', date: '2024-02-29' });
    expect(datesOf(expenseOccurrences([quarterly], { from: '2026-01-01', to: '2026-12-31' }, '2026-12-31'))).toEqual([
      '2026-02-15',
      '2026-05-15',
      '2026-08-15',
      '2026-11-15',
    ]);
    expect(datesOf(expenseOccurrences([annually], { from: '2024-01-01', to: '2026-12-31' }, '2026-12-31'))).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
    ]);
  });

  it('never counts an occurrence after today, even in a period that runs past it', () => {
    const monthly = expense({ recurring: true, recurringFrequency: 'monthly', date: '2026-03-10' });
    expect(datesOf(expenseOccurrences([monthly], { from: '2026-03-01', to: '2026-05-31' }, '2026-04-09'))).toEqual(['2026-03-10']);
  });

  it('finds in a range what stepping from the first date finds, however old the schedule', () => {
    const step = { weekly: (date: string, n: number) => addDays(date, 7 * n), monthly: (date: string, n: number) => addMonths(date, n), quarterly: (date: string, n: number) => addMonths(date, 3 * n), annually: (date: string, n: number) => addMonths(date, 12 * n) };
    const day = fc.integer({ min: 0, max: 4_000 }).map((days) => addDays('2015-01-01', days));
    fc.assert(
      fc.property(day, fc.constantFrom(...RECURRING_FREQUENCIES), day, fc.integer({ min: 0, max: 400 }), (first, frequency, from, length) => {
        const range = { from, to: addDays(from, length) };
        const today = '2026-11-27';
        const stepped: string[] = [];
        for (let n = 0, date = first; date <= (range.to < today ? range.to : today); n += 1, date = step[frequency](first, n)) if (date >= range.from) stepped.push(date);
        expect(datesOf(expenseOccurrences([expense({ date: first, recurring: true, recurringFrequency: frequency })], range, today))).toEqual(stepped);
      }),
      { numRuns: 500 },
    );
  });
});
