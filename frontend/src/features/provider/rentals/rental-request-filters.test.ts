import { describe, expect, it } from 'vitest';
import type { RentalStatus } from '../../../../../shared/rental-status';
import { completableLater, deliveryToday, emptyStateOf, matchesSearch, rentalActionsOf, visibleRentals } from './rental-request-filters';

const rental = (customerName: string, status: RentalStatus, city = 'Missoula') => ({
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
    rental('Gus Yu', 'cancelled'),
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
    const actions = (status: RentalStatus) => rentalActionsOf({ status, startDate: '2026-12-01' }, '2026-12-02');
    expect(actions('pending')).toEqual(['reject', 'approve']);
    expect(actions('confirmed')).toEqual(['reject', 'approve']);
    expect(actions('active')).toEqual(['complete']);
    expect(actions('approved')).toEqual([]);
    expect(actions('completed')).toEqual([]);
    expect(actions('cancelled')).toEqual([]);
  });

  it('offers completion from the delivery date on, and says from when before it', () => {
    const active = { status: 'active' as const, startDate: '2026-12-04' };
    expect(rentalActionsOf(active, '2026-12-03')).toEqual([]);
    expect(completableLater(active, '2026-12-03')).toBe(true);
    expect(rentalActionsOf(active, '2026-12-04')).toEqual(['complete']);
    expect(completableLater(active, '2026-12-04')).toBe(false);
    expect(completableLater({ ...active, status: 'completed' }, '2026-12-03')).toBe(false);
  });

  it("reads today on the delivery address's clock where the list gives its time zone", () => {
    const at = new Date('2026-12-04T05:30:00.000Z');
    const missoula = { deliveryAddress: { street: '', city: 'Missoula', state: 'MT', zipCode: '59801' } };
    expect(deliveryToday(missoula, { '59801': 'America/Denver' }, at)).toBe('2026-12-03');
    expect(deliveryToday(missoula, { '59801': 'America/New_York' }, at)).toBe('2026-12-04');
  });

  it('explains an empty list by what caused it', () => {
    expect(emptyStateOf(0, 'pending', 'x').text).toBe("You don't have any rental requests yet.");
    expect(emptyStateOf(3, 'pending', 'x').text).toBe('No results match your search. Try different keywords.');
    expect(emptyStateOf(3, 'completed', '').text).toBe('No completed rentals found. Try a different filter.');
    expect(emptyStateOf(3, 'completed', '').title).toBe('No Rental Requests Found');
  });
});
