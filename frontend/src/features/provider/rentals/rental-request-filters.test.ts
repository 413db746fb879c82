import { describe, expect, it } from 'vitest';
import type { RentalStatus } from '../../../../../shared/rental-status';
import { deliverableLater, deliveryToday, emptyStateOf, rentalActionsOf } from './rental-request-filters';

describe('rental request filters', () => {
  it('offers each step of the job the state machine allows the provider', () => {
    const actions = (status: RentalStatus) => rentalActionsOf({ status, startDate: '2026-12-01' }, '2026-12-02');
    expect(actions('pending')).toEqual(['reject', 'approve']);
    expect(actions('confirmed')).toEqual(['reject', 'approve']);
    expect(actions('approved')).toEqual(['approve']);
    expect(actions('scheduled')).toEqual(['deliver']);
    expect(actions('delivered')).toEqual(['pick_up']);
    expect(actions('pickup_requested')).toEqual(['pick_up']);
    expect(actions('picked_up')).toEqual(['complete']);
    expect(actions('active')).toEqual(['deliver', 'pick_up', 'complete']);
    expect(actions('completed')).toEqual([]);
    expect(actions('cancelled')).toEqual([]);
  });

  it('offers delivery from the delivery date on, and says from when before it', () => {
    const scheduled = { status: 'scheduled' as const, startDate: '2026-12-04' };
    expect(rentalActionsOf(scheduled, '2026-12-03')).toEqual([]);
    expect(deliverableLater(scheduled, '2026-12-03')).toBe(true);
    expect(rentalActionsOf(scheduled, '2026-12-04')).toEqual(['deliver']);
    expect(deliverableLater(scheduled, '2026-12-04')).toBe(false);
    expect(deliverableLater({ ...scheduled, status: 'delivered' }, '2026-12-03')).toBe(false);
    // A legacy active rental: nothing before its delivery date either.
    expect(rentalActionsOf({ ...scheduled, status: 'active' }, '2026-12-03')).toEqual([]);
    expect(deliverableLater({ ...scheduled, status: 'active' }, '2026-12-03')).toBe(true);
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
