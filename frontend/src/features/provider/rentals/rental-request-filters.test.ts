import { describe, expect, it } from 'vitest';
import { emptyStateOf, matchesSearch, rentalActionsOf, visibleRentals } from './rental-request-filters';

const rental = (customerName: string, status: 'pending' | 'confirmed' | 'approved' | 'active' | 'completed' | 'cancelled' | 'rejected', city = 'Missoula') => ({
  customerName,
  status,
  deliveryAddress: { street: '12 Ridge Rd', city, state: 'MT', zipCode: '59801' },
});

describe('rental request filters', () => {
  const rentals = [
    rental('Ann Lee', 'pending'),
    rental('Bo Park', 'confirmed', 'Helena'),
    rental('Cy Diaz', 'approved'),
    rental('Di Ray', 'active'),
    rental('Ed Fox', 'completed'),
    rental('Flo Kim', 'cancelled'),
    rental('Gus Yu', 'rejected'),
  ];

  it('groups statuses the way the filter buttons count them', () => {
    const names = (filter: Parameters<typeof visibleRentals>[1]) => visibleRentals(rentals, filter, '').map((r) => r.customerName);
    expect(names('all')).toHaveLength(7);
    expect(names('pending')).toEqual(['Ann Lee', 'Bo Park']);
    expect(names('active')).toEqual(['Cy Diaz', 'Di Ray']);
    expect(names('completed')).toEqual(['Ed Fox']);
    expect(names('cancelled')).toEqual(['Flo Kim', 'Gus Yu']);
  });

  it('searches customer name, street, city, state and ZIP, ignoring case and word order', () => {
    const ann = rental('Ann Lee', 'pending');
    expect(matchesSearch(ann, 'ann')).toBe(true);
    expect(matchesSearch(ann, 'ridge')).toBe(true);
    expect(matchesSearch(ann, 'missoula mt')).toBe(true);
    expect(matchesSearch(ann, '59801')).toBe(true);
    expect(matchesSearch(ann, '  ')).toBe(true);
    expect(matchesSearch(ann, 'lee helena')).toBe(false);
    expect(visibleRentals(rentals, 'pending', 'helena').map((r) => r.customerName)).toEqual(['Bo Park']);
  });

  it('offers approve and reject on waiting requests and completion on active rentals only', () => {
    expect(rentalActionsOf('pending')).toEqual(['reject', 'approve']);
    expect(rentalActionsOf('confirmed')).toEqual(['reject', 'approve']);
    expect(rentalActionsOf('active')).toEqual(['complete']);
    expect(rentalActionsOf('approved')).toEqual([]);
    expect(rentalActionsOf('completed')).toEqual([]);
  });

  it('explains an empty list by what caused it', () => {
    expect(emptyStateOf(0, 'pending', 'x').text).toBe("You don't have any rental requests yet.");
    expect(emptyStateOf(3, 'pending', 'x').text).toBe('No results match your search. Try different keywords.');
    expect(emptyStateOf(3, 'completed', '').text).toBe('No completed rentals found. Try a different filter.');
    expect(emptyStateOf(3, 'completed', '').title).toBe('No Rental Requests Found');
  });
});
