import { describe, expect, it } from 'vitest';
import { matchesSearchWords, searchWords } from './list-page';
import { rentalMatchesSearch } from './provider-portal';

describe('list search', () => {
  it('needs every word typed somewhere in the texts, whatever the case; blank matches everything', () => {
    expect(searchWords('  Jordan   RIVERS ')).toEqual(['jordan', 'rivers']);
    expect(matchesSearchWords(searchWords('rivers jordan'), ['Jordan Rivers'])).toBe(true);
    expect(matchesSearchWords(searchWords('jordan helena'), ['Jordan Rivers', 'Missoula'])).toBe(false);
    expect(matchesSearchWords(searchWords(''), [])).toBe(true);
    expect(matchesSearchWords(searchWords('x'), [null, undefined])).toBe(false);
  });

  it('searches rental requests by customer name, street, city, state and ZIP', () => {
    const ann = { customerName: 'Ann Lee', deliveryAddress: { street: '12 Ridge Rd', city: 'Missoula', state: 'MT', zipCode: '59801' } };
    for (const search of ['ann', 'RIDGE', 'missoula mt', '59801', '  ', undefined]) expect(rentalMatchesSearch(ann, search)).toBe(true);
    expect(rentalMatchesSearch(ann, 'lee helena')).toBe(false);
  });
});
