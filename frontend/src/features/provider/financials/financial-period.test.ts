import { describe, expect, it } from 'vitest';
import { customRangeProblem, financialsQueryOf, periodChoiceOf, searchWith, tabOf } from './financial-period';

describe('financial period', () => {
  it('reads the tab and the period from the URL, defaulting to the overview of this month', () => {
    expect(tabOf(new URLSearchParams(''))).toBe('overview');
    expect(tabOf(new URLSearchParams('tab=invoices'))).toBe('invoices');
    expect(tabOf(new URLSearchParams('tab=nope'))).toBe('overview');
    expect(periodChoiceOf(new URLSearchParams(''))).toEqual({ period: 'month', from: '', to: '' });
    expect(periodChoiceOf(new URLSearchParams('period=custom&from=2026-01-01&to=2026-02-01'))).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(periodChoiceOf(new URLSearchParams('period=decade')).period).toBe('month');
  });

  it('asks for a custom range only once both dates are set and in order', () => {
    expect(financialsQueryOf({ period: 'quarter', from: '2026-01-01', to: '' })).toEqual({ period: 'quarter' });
    expect(financialsQueryOf({ period: 'custom', from: '2026-01-01', to: '' })).toBeUndefined();
    expect(customRangeProblem({ period: 'custom', from: '2026-01-01', to: '' })).toBe('A custom period needs both a start and an end date');
    expect(customRangeProblem({ period: 'custom', from: '2026-03-01', to: '2026-01-01' })).toBe('Choose a start date on or before the end date');
    expect(financialsQueryOf({ period: 'custom', from: '2026-01-01', to: '2026-03-31' })).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  it('keeps the custom dates in the URL only for a custom period', () => {
    const base = new URLSearchParams('tab=expenses&period=custom&from=2026-01-01&to=2026-01-31');
    expect(searchWith(base, { choice: { period: 'year', from: '2026-01-01', to: '2026-01-31' } }).toString()).toBe('tab=expenses&period=year');
    expect(searchWith(base, { tab: 'reports' }).toString()).toBe('tab=reports&period=custom&from=2026-01-01&to=2026-01-31');
  });
});
