import { describe, expect, it } from 'vitest';
import type { Rental } from '../../shared/schemas/rental';
import { finalChargeOf, pickedUpOn, termsOf } from './final-charge-terms';

const rental = {
  status: 'picked_up',
  paymentStatus: 'paid',
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-12-09T03:30:00.000Z',
  endDate: '2026-12-08',
  dumpsterSize: '20',
  timeline: [
    { status: 'confirmed', at: '2026-11-20T15:00:00.000Z', by: 'customer' },
    // 7:30 PM on Dec 8 in Columbus is Dec 9 in UTC.
    { status: 'picked_up', at: '2026-12-09T00:30:00.000Z', by: 'provider' },
  ],
  includedTerms: { days: 7, tons: 2, extraDayCents: 3000, extraTonCents: 6500 },
  weightTicket: { tons: 3.25, ticketNumber: 'T-1', recordedAt: '2026-12-09T00:30:00.000Z' },
} satisfies Partial<Rental>;

describe('final charge of a picked-up rental', () => {
  it('reads the pickup day on the delivery address clock', () => {
    expect(pickedUpOn(rental, 'America/New_York')).toBe('2026-12-08');
    expect(pickedUpOn(rental, 'UTC')).toBe('2026-12-09');
    expect(pickedUpOn({ ...rental, timeline: [] }, 'UTC')).toBeUndefined();
  });

  it('bills on the terms booked, else on the size prices now', () => {
    expect(termsOf(rental, undefined)).toEqual(rental.includedTerms);
    const pricing = { sizes: { yard20: { lengthPricesCents: [{ days: 7, priceCents: 39_500 }], includedTons: 3, extraDayCents: 1500, extraTonCents: 7000 } } };
    expect(termsOf({ ...rental, includedTerms: undefined }, pricing)).toEqual({ tons: 3, extraDayCents: 1500, extraTonCents: 7000 });
  });

  it('bills the tons over the allowance, the late days and the swaps done, not the ones asked for or cancelled', () => {
    const swap = (status: 'requested' | 'done' | 'cancelled', date: string) => ({ swapId: date, date, requestedAt: '2026-12-01T00:00:00Z', feeCents: 12_500, status });
    const charge = finalChargeOf({ ...rental, swaps: [swap('done', '2026-12-03'), swap('cancelled', '2026-12-04'), swap('requested', '2026-12-05')] }, rental.includedTerms, '2026-12-10');
    expect(charge.lines).toEqual([
      { kind: 'extraTons', label: '1.25 extra tons (3.25 t weighed, 2 t included, $65.00/ton)', cents: 8125 },
      { kind: 'extraDays', label: '2 extra days past the booked pickup ($30.00/day)', cents: 6000 },
      { kind: 'swap', label: 'Swap on Dec 3, 2026', cents: 12_500 },
    ]);
    expect(charge.totalCents).toBe(26_625);
  });
});
