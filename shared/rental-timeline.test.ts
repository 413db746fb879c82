import { describe, expect, it } from 'vitest';
import { rentalTimeline, timelineWith } from './rental-timeline';

const rental = { status: 'pending' as const, paymentStatus: 'unpaid' as const, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z' };

describe('rental timeline', () => {
  it('reads a rental not moved since the lifecycle from its fields: the request, then its end', () => {
    expect(rentalTimeline(rental)).toEqual([{ status: 'pending', at: rental.createdAt, by: 'customer' }]);
    expect(rentalTimeline({ ...rental, paymentStatus: 'paid' })[0]!.status).toBe('confirmed');
    expect(rentalTimeline({ ...rental, status: 'completed' })).toEqual([
      { status: 'pending', at: rental.createdAt, by: 'customer' },
      { status: 'completed', at: rental.updatedAt, by: 'provider' },
    ]);
    expect(rentalTimeline({ ...rental, status: 'cancelled', cancelledAt: '2026-11-20T12:00:00.000Z', cancelledBy: 'provider' })[1]).toEqual({
      status: 'cancelled',
      at: '2026-11-20T12:00:00.000Z',
      by: 'provider',
    });
    // A refund at the payment provider records no party.
    expect(rentalTimeline({ ...rental, status: 'cancelled' })[1]!.by).toBe('system');
  });

  it('appends each step to what the rental had, stored or read from its fields', () => {
    const scheduled = timelineWith(rental, 'scheduled', '2026-11-21T09:00:00.000Z', 'provider');
    expect(scheduled).toEqual([
      { status: 'pending', at: rental.createdAt, by: 'customer' },
      { status: 'scheduled', at: '2026-11-21T09:00:00.000Z', by: 'provider' },
    ]);
    const delivered = timelineWith({ ...rental, status: 'scheduled', timeline: scheduled }, 'delivered', '2026-12-04T15:00:00.000Z', 'provider', 'Left in the driveway');
    expect(delivered).toHaveLength(3);
    expect(delivered[2]).toEqual({ status: 'delivered', at: '2026-12-04T15:00:00.000Z', by: 'provider', note: 'Left in the driveway' });
  });
});
