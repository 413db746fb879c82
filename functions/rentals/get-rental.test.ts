import { describe, expect, it } from 'vitest';
import { mayReadRental } from './get-rental';

describe('mayReadRental', () => {
  const rental = { customerId: 'c-1', providerId: 'p-1' };

  it('admits the rental\'s customer, its provider and any operator', () => {
    expect(mayReadRental(rental, { userId: 'c-1', roles: ['customer'] })).toBe(true);
    expect(mayReadRental(rental, { userId: 'p-1', roles: ['provider'] })).toBe(true);
    expect(mayReadRental(rental, { userId: 'o-1', roles: ['operator'] })).toBe(true);
  });

  it('refuses other customers and other providers', () => {
    expect(mayReadRental(rental, { userId: 'c-2', roles: ['customer'] })).toBe(false);
    expect(mayReadRental(rental, { userId: 'p-2', roles: ['provider'] })).toBe(false);
    expect(mayReadRental(rental, { userId: 'x', roles: [] })).toBe(false);
  });
});
