import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  canComplete,
  canMove,
  RENTAL_ACTORS,
  RENTAL_STATUS_LABELS,
  OUT_ON_RENTAL_STATUSES,
  NOT_YET_DELIVERED_STATUSES,
  deliveredTooEarlyMessage,
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
  it('are the specification’s six and the job’s steps after approval, without a separate rejected status', () => {
    expect(RENTAL_STATUSES).toEqual(['pending', 'confirmed', 'approved', 'active', 'scheduled', 'delivered', 'pickup_requested', 'picked_up', 'completed', 'cancelled']);
    expect(Object.keys(RENTAL_STATUS_LABELS).sort()).toEqual([...RENTAL_STATUSES].sort());
    expect(Object.keys(RENTAL_TRANSITIONS).sort()).toEqual([...RENTAL_STATUSES].sort());
    expect(Object.keys(RENTAL_REQUEST_FILTER_OF).sort()).toEqual([...RENTAL_STATUSES].sort());
  });

  it('move only forward: requests to scheduled or cancelled, then delivered, pickup requested, picked up, completed; nothing out of an end state', () => {
    const allowed = (from: RentalStatus) => RENTAL_STATUSES.filter((to) => canTransition(from, to));
    expect(allowed('pending')).toEqual(['scheduled', 'cancelled']);
    expect(allowed('confirmed')).toEqual(['scheduled', 'cancelled']);
    expect(allowed('approved')).toEqual(['scheduled', 'cancelled']);
    expect(allowed('active')).toEqual(['delivered', 'picked_up', 'completed']);
    expect(allowed('scheduled')).toEqual(['delivered', 'cancelled']);
    expect(allowed('delivered')).toEqual(['pickup_requested', 'picked_up']);
    expect(allowed('pickup_requested')).toEqual(['picked_up']);
    expect(allowed('picked_up')).toEqual(['completed']);
    expect(allowed('completed')).toEqual([]);
    expect(allowed('cancelled')).toEqual([]);
  });

  it('approves a request to scheduled, and names each step of the job by its action', () => {
    expect(ACTION_TARGET_STATUS).toEqual({ approve: 'scheduled', reject: 'cancelled', deliver: 'delivered', pick_up: 'picked_up', complete: 'completed' });
  });

  it('counts a dumpster out from approval until picked up, and delivered only once marked so', () => {
    expect(OUT_ON_RENTAL_STATUSES).toEqual(['approved', 'active', 'scheduled', 'delivered', 'pickup_requested']);
    expect(NOT_YET_DELIVERED_STATUSES).toEqual(['pending', 'confirmed', 'approved', 'scheduled']);
    for (const status of RENTAL_STATUSES) {
      if (status !== 'completed' && status !== 'cancelled' && status !== 'pending' && status !== 'confirmed') {
        expect(RENTAL_REQUEST_FILTER_OF[status], status).toBe('active');
      }
    }
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

  it('allows only what the state machine allows: an active or picked-up rental', () => {
    expect(canComplete({ ...active, status: 'picked_up' }, '2026-12-10')).toBe(true);
    for (const status of ['pending', 'confirmed', 'approved', 'scheduled', 'delivered', 'pickup_requested', 'completed', 'cancelled'] as const) {
      expect(canComplete({ ...active, status }, '2026-12-10'), status).toBe(false);
    }
  });

  it('says from which day, by the calendar date itself', () => {
    expect(completedTooEarlyMessage('2026-12-04')).toBe('A rental can be marked completed only from its delivery date (Fri, Dec 4).');
  });
});

describe('allowedMoves', () => {
  const startDate = '2026-12-04';
  const before = '2026-12-03';
  const on = '2026-12-04';
  const moves = (status: RentalStatus, actor: (typeof RENTAL_ACTORS)[number], today: string) => allowedMoves({ status, startDate }, actor, today);

  it("gives the provider every step of the job, delivery only from the delivery date", () => {
    const provider = (status: RentalStatus, today = on) => moves(status, 'provider', today);
    expect(provider('pending')).toEqual(['scheduled', 'cancelled']);
    expect(provider('confirmed')).toEqual(['scheduled', 'cancelled']);
    expect(provider('approved')).toEqual(['scheduled']);
    expect(provider('scheduled')).toEqual(['delivered']);
    expect(provider('scheduled', before)).toEqual([]);
    expect(provider('delivered')).toEqual(['picked_up']);
    expect(provider('pickup_requested')).toEqual(['picked_up']);
    expect(provider('picked_up')).toEqual(['completed']);
    expect(provider('completed')).toEqual([]);
    expect(provider('cancelled')).toEqual([]);
  });

  it('lets a legacy active rental join the lifecycle (delivered or picked up) or complete as before, from its delivery date', () => {
    expect(moves('active', 'provider', on)).toEqual(['delivered', 'picked_up', 'completed']);
    expect(moves('active', 'provider', before)).toEqual([]);
  });

  it('never lets the provider request a pickup (the customer asks for it)', () => {
    for (const status of RENTAL_STATUSES) expect(moves(status, 'provider', on), status).not.toContain('pickup_requested');
  });

  it('gives the customer only their cancellation before approval and a pickup request once delivered', () => {
    const customer = (status: RentalStatus) => moves(status, 'customer', on);
    expect(customer('pending')).toEqual(['cancelled']);
    expect(customer('confirmed')).toEqual(['cancelled']);
    expect(customer('delivered')).toEqual(['pickup_requested']);
    for (const status of ['approved', 'active', 'scheduled', 'pickup_requested', 'picked_up', 'completed', 'cancelled'] as const) {
      expect(customer(status), status).toEqual([]);
    }
  });

  it('lets the system (a full refund) cancel only what has not been delivered', () => {
    const system = (status: RentalStatus) => moves(status, 'system', on);
    for (const status of ['pending', 'confirmed', 'approved', 'scheduled'] as const) expect(system(status), status).toEqual(['cancelled']);
    for (const status of ['active', 'delivered', 'pickup_requested', 'picked_up', 'completed', 'cancelled'] as const) expect(system(status), status).toEqual([]);
  });

  it('gives an operator what it gives the provider', () => {
    for (const status of RENTAL_STATUSES) expect(moves(status, 'operator', on), status).toEqual(moves(status, 'provider', on));
  });

  it('allows nothing the transition table refuses, for anyone', () => {
    for (const status of RENTAL_STATUSES) {
      for (const actor of RENTAL_ACTORS) {
        for (const to of moves(status, actor, on)) expect(canTransition(status, to), `${actor}: ${status} -> ${to}`).toBe(true);
      }
    }
  });

  it('answers one move at a time (canMove)', () => {
    expect(canMove({ status: 'scheduled', startDate }, 'provider', 'delivered', on)).toBe(true);
    expect(canMove({ status: 'scheduled', startDate }, 'provider', 'delivered', before)).toBe(false);
    expect(canMove({ status: 'scheduled', startDate }, 'customer', 'delivered', on)).toBe(false);
    expect(canMove({ status: 'delivered', startDate }, 'customer', 'picked_up', on)).toBe(false);
  });

  it('says from which day a rental can be marked delivered', () => {
    expect(deliveredTooEarlyMessage('2026-12-04')).toBe('A rental can be marked delivered only from its delivery date (Fri, Dec 4).');
  });
});
