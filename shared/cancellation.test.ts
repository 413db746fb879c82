import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './rental-dates';
import { RENTAL_STATUSES } from './rental-status';
import { CANCEL_MESSAGES, businessDayBefore, cancellationCutoff, cancellationPolicy, checkoutCancellationNotice } from './cancellation';
import { federalHolidayOn } from './us-federal-holidays';
import { PAYMENT_STATUSES } from './schemas/rental';
import { calendarDateIn } from './zoned-time';

const confirmed = (startDate: string) =>
  ({ status: 'confirmed', paymentStatus: 'paid', startDate, totalPriceCents: 44_500 }) as const;

const isoDates = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const instants = fc.date({ min: new Date('2023-12-01T00:00:00Z'), max: new Date('2036-01-31T00:00:00Z'), noInvalidDate: true });

describe('cancellationPolicy', () => {
  it('lets a pending, unpaid request be cancelled at any time with nothing to refund', () => {
    const policy = cancellationPolicy({ status: 'pending', paymentStatus: 'unpaid', startDate: '2026-11-24', totalPriceCents: 9000 }, new Date('2026-11-24T20:00:00Z'));
    expect(policy).toMatchObject({ cancellable: true, refundCents: 0 });
    expect(policy.policyText).toMatch(/at any time/);
  });

  it('refunds a confirmed rental in full until 3:00 PM Eastern the business day before delivery', () => {
    // Delivery Monday 2026-11-30: the cutoff is Friday 2026-11-27 at 15:00 EST = 20:00 UTC.
    const rental = confirmed('2026-11-30');
    const before = cancellationPolicy(rental, new Date('2026-11-27T19:59:59Z'));
    expect(before).toMatchObject({ cancellable: true, refundCents: 44_500, cutoff: '2026-11-27T20:00:00.000Z' });
    expect(before.policyText).toContain('Friday, November 27, 2026');
    const after = cancellationPolicy(rental, new Date('2026-11-27T20:00:00Z'));
    expect(after).toMatchObject({ cancellable: false, refundCents: 0, reason: CANCEL_MESSAGES.cutoffPassed });
  });

  it('follows daylight saving time (3:00 PM EDT is 19:00 UTC)', () => {
    expect(cancellationCutoff('2026-07-15').toISOString()).toBe('2026-07-14T19:00:00.000Z');
  });

  it('refuses approved, active, completed and cancelled (rejected included) rentals with a reason', () => {
    for (const status of ['approved', 'active', 'completed', 'cancelled'] as const) {
      const policy = cancellationPolicy({ ...confirmed('2030-01-10'), status }, new Date('2026-01-01T00:00:00Z'));
      expect(policy.cancellable).toBe(false);
      expect(policy.reason).toBeTruthy();
    }
  });

  it('never refunds more than was paid, and nothing when nothing was paid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RENTAL_STATUSES),
        fc.constantFrom(...PAYMENT_STATUSES),
        isoDates,
        fc.integer({ min: 0, max: 10_000_000 }),
        instants,
        fc.nat({ max: 10_000_000 }),
        (status, paymentStatus, startDate, totalPriceCents, now, refunded) => {
          // A refund at the payment provider may already have returned part of a paid rental.
          const amountRefundedCents = paymentStatus === 'partially_refunded' ? Math.min(refunded, totalPriceCents) : undefined;
          const policy = cancellationPolicy({ status, paymentStatus, startDate, totalPriceCents, amountRefundedCents }, now);
          const stillPaid = paymentStatus === 'paid' ? totalPriceCents : paymentStatus === 'partially_refunded' ? totalPriceCents - amountRefundedCents! : 0;
          expect(policy.refundCents).toBeGreaterThanOrEqual(0);
          expect(policy.refundCents).toBeLessThanOrEqual(stillPaid);
          if (!policy.cancellable) expect(policy.reason).toBeTruthy();
        },
      ),
    );
  });

  it('puts the cutoff at 3:00 PM New York time on a working weekday strictly before the delivery date, at most 4 days before', () => {
    fc.assert(
      fc.property(isoDates, (startDate) => {
        const cutoff = cancellationCutoff(startDate);
        const cutoffDay = calendarDateIn(cutoff, 'America/New_York');
        expect(cutoffDay < startDate).toBe(true);
        // A Monday delivery after a Friday holiday cuts off on Thursday.
        expect(cutoffDay >= addDays(startDate, -4)).toBe(true);
        expect([1, 2, 3, 4, 5]).toContain(new Date(`${cutoffDay}T00:00:00Z`).getUTCDay());
        expect(federalHolidayOn(cutoffDay)).toBeUndefined();
        const hour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).format(cutoff);
        expect(hour).toBe('15:00');
      }),
    );
  });

  it('skips federal holidays like weekends: a Friday delivery after Thanksgiving cuts off on Wednesday', () => {
    expect(businessDayBefore('2026-11-27')).toBe('2026-11-25');
    // July 3, 2026 (a Friday) is Independence Day observed: a Monday, July 6 delivery cuts off Thursday, July 2.
    expect(businessDayBefore('2026-07-06')).toBe('2026-07-02');
    expect(cancellationCutoff('2026-11-27').toISOString()).toBe('2026-11-25T20:00:00.000Z');
  });

  it('skips weekends: Monday and Sunday deliveries cut off on Friday, Tuesday on Monday', () => {
    expect(businessDayBefore('2026-11-30')).toBe('2026-11-27');
    expect(businessDayBefore('2026-11-29')).toBe('2026-11-27');
    expect(businessDayBefore('2026-11-28')).toBe('2026-11-27');
    expect(businessDayBefore('2026-12-01')).toBe('2026-11-30');
  });

  it('is monotonic: once refused for the cutoff, a confirmed rental stays refused later', () => {
    fc.assert(
      fc.property(isoDates, instants, fc.integer({ min: 0, max: 10 * 86_400_000 }), (startDate, now, later) => {
        const first = cancellationPolicy(confirmed(startDate), now);
        const second = cancellationPolicy(confirmed(startDate), new Date(now.getTime() + later));
        if (!first.cancellable) expect(second.cancellable).toBe(false);
      }),
    );
  });
});

describe('the cancellation notice shown before payment', () => {
  it('gives the order page\'s sentence with the cutoff of the chosen date', () => {
    const notice = checkoutCancellationNotice('2026-11-30', new Date('2026-11-24T15:00:00Z'));
    expect(notice).toEqual({
      cancellableOnline: true,
      text: cancellationPolicy({ status: 'confirmed', paymentStatus: 'paid', startDate: '2026-11-30', totalPriceCents: 1 }, new Date('2026-11-24T15:00:00Z')).policyText,
    });
    expect(notice.text).toContain('Friday, November 27, 2026');
  });

  it('says plainly when the cutoff has passed at booking time: not cancellable online once paid', () => {
    // Booked at 4:00 PM Eastern on Tuesday for Wednesday: the cutoff was 3:00 PM today.
    const notice = checkoutCancellationNotice('2026-11-25', new Date('2026-11-24T21:00:00Z'));
    expect(notice.cancellableOnline).toBe(false);
    expect(notice.text).toContain('cannot be cancelled online');
    expect(notice.text).toContain('Tuesday, November 24, 2026');
  });
});
