import { describe, expect, it } from 'vitest';
import {
  canComplete,
  canReject,
  canTransition,
  completedTooEarlyMessage,
  isDeclinedByProvider,
  RENTAL_STATUSES,
  RENTAL_TRANSITIONS,
  type RentalStatus,
} from './rental-status';
import { ACTION_TARGET_STATUS, RENTAL_REQUEST_FILTER_OF } from './schemas/provider-portal';

describe('rental statuses', () => {
  it('are the specification’s six, without a separate rejected status', () => {
    expect(RENTAL_STATUSES).toEqual(['pending', 'confirmed', 'approved', 'active', 'completed', 'cancelled']);
    expect(Object.keys(RENTAL_TRANSITIONS).sort()).toEqual([...RENTAL_STATUSES].sort());
    expect(Object.keys(RENTAL_REQUEST_FILTER_OF).sort()).toEqual([...RENTAL_STATUSES].sort());
  });

  it('move only forward: requests to active or cancelled, active to completed, nothing out of an end state', () => {
    const allowed = (from: RentalStatus) => RENTAL_STATUSES.filter((to) => canTransition(from, to));
    expect(allowed('pending')).toEqual(['active', 'cancelled']);
    expect(allowed('confirmed')).toEqual(['active', 'cancelled']);
    expect(allowed('approved')).toEqual(['active', 'cancelled']);
    expect(allowed('active')).toEqual(['completed']);
    expect(allowed('completed')).toEqual([]);
    expect(allowed('cancelled')).toEqual([]);
  });

  it("makes the provider's rejection a cancellation, and tells it apart by who ended the rental", () => {
    expect(ACTION_TARGET_STATUS.reject).toBe('cancelled');
    expect(isDeclinedByProvider({ status: 'cancelled', cancelledBy: 'provider' })).toBe(true);
    expect(isDeclinedByProvider({ status: 'cancelled', cancelledBy: 'customer' })).toBe(false);
    expect(isDeclinedByProvider({ status: 'cancelled' })).toBe(false);
    expect(isDeclinedByProvider({ status: 'active', cancelledBy: 'provider' })).toBe(false);
  });

  it('lets the provider reject only a request still awaiting them', () => {
    expect(RENTAL_STATUSES.filter((status) => canReject({ status }))).toEqual(['pending', 'confirmed']);
  });
});

describe('canComplete', () => {
  const active = { status: 'active' as const, startDate: '2026-12-04' };

  it('refuses before the delivery date', () => {
    expect(canComplete(active, '2026-12-03')).toBe(false);
    expect(canComplete(active, '2025-12-31')).toBe(false);
  });

  it('allows on the delivery date and after it', () => {
    expect(canComplete(active, '2026-12-04')).toBe(true);
    expect(canComplete(active, '2026-12-05')).toBe(true);
    expect(canComplete(active, '2027-01-01')).toBe(true);
  });

  it('allows only what the state machine allows: an active rental', () => {
    for (const status of ['pending', 'confirmed', 'approved', 'completed', 'cancelled'] as const) {
      expect(canComplete({ ...active, status }, '2026-12-10'), status).toBe(false);
    }
  });

  it('says from which day, by the calendar date itself', () => {
    expect(completedTooEarlyMessage('2026-12-04')).toBe('A rental can be marked completed only from its delivery date (Fri, Dec 4).');
  });
});
