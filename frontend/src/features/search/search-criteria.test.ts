import { describe, expect, it } from 'vitest';
import { checkoutUrl, criteriaParams, parseCriteria, searchApiQuery } from './search-criteria';

const parse = (query: string) => {
  const parsed = parseCriteria(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.criteria;
};

describe('the delivery date in a search', () => {
  it('travels from the results URL to the API, back into the URL and on to checkout', () => {
    const criteria = parse('zipCode=43215&size=20&startDate=2026-12-01&rentalDays=14');
    expect(criteria.startDate).toBe('2026-12-01');
    expect(searchApiQuery(criteria)).toMatchObject({ startDate: '2026-12-01', rentalDays: 14 });
    expect(criteriaParams(criteria).get('startDate')).toBe('2026-12-01');
    const checkout = new URL(checkoutUrl('p-1', criteria), 'http://x');
    expect(checkout.searchParams.get('start')).toBe('2026-12-01');
    expect(checkout.searchParams.get('days')).toBe('14');
  });

  it('reads a malformed or impossible date as no date, rather than failing the search', () => {
    expect(parse('zipCode=43215&startDate=12/01/2026').startDate).toBeUndefined();
    expect(parse('zipCode=43215&startDate=2026-02-30').startDate).toBeUndefined();
    const undated = parse('zipCode=43215');
    expect(undated.startDate).toBeUndefined();
    expect(criteriaParams(undated).has('startDate')).toBe(false);
    expect('startDate' in searchApiQuery(undated) && searchApiQuery(undated).startDate !== undefined).toBe(false);
    expect(new URL(checkoutUrl('p-1', undated), 'http://x').searchParams.has('start')).toBe(false);
  });
});
