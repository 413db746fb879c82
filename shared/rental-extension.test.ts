import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latestPickup, MAX_RESERVED_DAYS, spanDays } from './availability';
import { extensionQuote, MAX_RENTAL_DAYS, quote, type ProviderPricingCents } from './pricing';
import { addDays, daysBetween } from './rental-dates';
import {
  addedDays,
  canExtend,
  describeExtensionQuote,
  extensionRefusal,
  EXTENSION_MESSAGES,
  latestAllowedEndDate,
} from './rental-extension';

const haulerPricing: ProviderPricingCents = {
  baseRatePerYardCents: 800,
  deliveryFeeCents: 5000,
  addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, permitPulling: 3500, cleanupService: 4500 },
  sizes: { yard20: { lengthPricesCents: [{ days: 7, priceCents: 39_500 }], extraDayCents: 1500 } },
};

/** A paid week from Dec 1 with two turnaround days: reserved Dec 1 - Dec 10. */
const rental = {
  status: 'confirmed' as const,
  paymentStatus: 'paid' as const,
  startDate: '2026-12-01',
  endDate: '2026-12-08',
  reservedFrom: '2026-12-01',
  reservedThrough: '2026-12-10',
};

describe('extensionQuote (shared/pricing.ts)', () => {
  it("prices every added day at the size's extra-day price, in integer cents", () => {
    expect(extensionQuote({ pricing: haulerPricing, sizeYards: 20, extraDays: 3 })).toEqual({
      extraDays: 3,
      extraDayCents: 1500,
      totalCents: 4500,
      line: { label: 'Extension: 3 extra days', cents: 4500 },
    });
    expect(extensionQuote({ pricing: haulerPricing, sizeYards: 20, extraDays: 1 }).line.label).toBe('Extension: 1 extra day');
  });

  it('is the price quote() charges for the same days beyond a length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 10_000 }), (extraDays, rate) => {
        const pricing = { ...haulerPricing, baseRatePerYardCents: rate };
        for (const sizeYards of [10, 20]) {
          const booked = quote({ pricing, sizeYards, rentalDays: 7 });
          const longer = quote({ pricing, sizeYards, rentalDays: 7 + extraDays });
          // A rate-per-yard 10-yard offers a 30-day length too; past it the base changes, so stay below.
          if (longer.lines[0]!.label !== booked.lines[0]!.label) continue;
          expect(extensionQuote({ pricing, sizeYards, extraDays }).totalCents).toBe(longer.totalCents - booked.totalCents);
        }
      }),
    );
  });

  it('prices a size without its own prices at its one-day rate', () => {
    expect(extensionQuote({ pricing: { ...haulerPricing, sizes: {} }, sizeYards: 10, extraDays: 2 }).totalCents).toBe(2 * 800 * 10);
  });
});

describe('latestPickup (shared/availability.ts)', () => {
  const taken = (days: string[]) => new Map(days.map((day) => [day, 1]));

  it('is the last pickup whose added days (after the reserved ones, turnaround included) are all free', () => {
    // Dec 11 and 12 free, Dec 13 taken: the turnaround of 2 days after a pickup on Dec 10 ends on Dec 12.
    expect(latestPickup({ taken: taken(['2026-12-13']), ceiling: 1, endDate: rental.endDate, reservedThrough: rental.reservedThrough, until: '2027-01-30' })).toBe('2026-12-10');
  });

  it('is undefined when the day after the reservation is full', () => {
    expect(latestPickup({ taken: taken(['2026-12-11']), ceiling: 1, endDate: rental.endDate, reservedThrough: rental.reservedThrough, until: '2027-01-30' })).toBeUndefined();
  });

  it('stops at `until` when every day is free, and counts units against the ceiling', () => {
    expect(latestPickup({ taken: new Map(), ceiling: 1, endDate: rental.endDate, reservedThrough: rental.reservedThrough, until: '2026-12-20' })).toBe('2026-12-20');
    expect(latestPickup({ taken: taken(['2026-12-11']), ceiling: 2, endDate: rental.endDate, reservedThrough: rental.reservedThrough, until: '2026-12-12' })).toBe('2026-12-12');
    expect(latestPickup({ taken: new Map(), ceiling: 0, endDate: rental.endDate, reservedThrough: rental.reservedThrough, until: '2026-12-20' })).toBeUndefined();
  });

  it('agrees with checking the added days one by one (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 8 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 30 }), (full, turnaround, horizon) => {
        const endDate = '2026-12-08';
        const reservedThrough = addDays(endDate, turnaround);
        const fullDays = full.map((offset) => addDays(reservedThrough, offset + 1));
        const until = addDays(endDate, horizon);
        const latest = latestPickup({ taken: taken(fullDays), ceiling: 1, endDate, reservedThrough, until });
        // Brute force: the largest pickup <= until whose added days avoid every full day.
        let expected: string | undefined;
        for (let pickup = addDays(endDate, 1); pickup <= until; pickup = addDays(pickup, 1)) {
          const added = spanDays({ firstDay: addDays(reservedThrough, 1), lastDay: addDays(pickup, turnaround) });
          if (added.some((day) => fullDays.includes(day))) break;
          expected = pickup;
        }
        expect(latest).toBe(expected);
      }),
    );
  });
});

describe('extension rules (shared/rental-extension.ts)', () => {
  it('extends paid rentals not yet ended: confirmed, approved and active, holding their days', () => {
    expect(canExtend(rental)).toBe(true);
    expect(canExtend({ ...rental, status: 'active' })).toBe(true);
    expect(canExtend({ ...rental, status: 'approved' })).toBe(true);
    for (const status of ['pending', 'completed', 'cancelled'] as const) expect(canExtend({ ...rental, status })).toBe(false);
    for (const paymentStatus of ['unpaid', 'refunded', 'partially_refunded', 'disputed', 'dispute_lost'] as const) {
      expect(canExtend({ ...rental, paymentStatus })).toBe(false);
    }
    expect(canExtend({ ...rental, reservedFrom: undefined, reservedThrough: undefined })).toBe(false);
  });

  it('adds only the days after the reservation, as many as the pickup moves', () => {
    expect(addedDays(rental, '2026-12-11')).toEqual({ firstDay: '2026-12-11', lastDay: '2026-12-13' });
    expect(daysBetween('2026-12-08', '2026-12-11')).toBe(3);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });

  it(`keeps the rental within ${MAX_RENTAL_DAYS} days and its reserved span within ${MAX_RESERVED_DAYS}`, () => {
    // Reserved from delivery: the span's last day (pickup + 2 turnaround days) is its 90th.
    expect(latestAllowedEndDate(rental)).toBe(addDays(rental.startDate, MAX_RESERVED_DAYS - 1 - 2));
    expect(latestAllowedEndDate({ ...rental, reservedThrough: rental.endDate })).toBe(addDays(rental.startDate, MAX_RESERVED_DAYS - 1));
    // A span starting later leaves the rental's own length as the limit.
    expect(latestAllowedEndDate({ ...rental, reservedFrom: '2026-12-05', reservedThrough: '2026-12-08' })).toBe(addDays(rental.startDate, MAX_RENTAL_DAYS));
  });

  it('refuses an earlier or equal pickup, one past the limits, and rentals that cannot be extended, each with its reason', () => {
    expect(extensionRefusal(rental, '2026-12-09')).toBeUndefined();
    expect(extensionRefusal(rental, '2026-12-08')).toEqual({ reason: 'notLater', message: EXTENSION_MESSAGES.notLater('2026-12-08') });
    expect(extensionRefusal(rental, '2026-12-01')?.reason).toBe('notLater');
    expect(extensionRefusal(rental, '2026-12-32')?.reason).toBe('invalidDate');
    const limit = latestAllowedEndDate(rental);
    expect(extensionRefusal(rental, limit)).toBeUndefined();
    expect(extensionRefusal(rental, addDays(limit, 1))).toEqual({ reason: 'tooLong', message: EXTENSION_MESSAGES.tooLong(limit) });
    expect(extensionRefusal({ ...rental, status: 'completed' }, '2026-12-09')).toEqual({ reason: 'notExtendable', message: EXTENSION_MESSAGES.notExtendable });
  });

  it('keeps an overdue rental\'s new pickup out of the past', () => {
    // Pickup was Dec 8; on Dec 12 the dumpster is still on site.
    expect(extensionRefusal(rental, '2026-12-10', '2026-12-12')).toEqual({ reason: 'notLater', message: EXTENSION_MESSAGES.notBeforeToday('2026-12-12') });
    expect(extensionRefusal(rental, '2026-12-12', '2026-12-12')).toBeUndefined();
  });

  it('says the price as the customer reads it', () => {
    expect(describeExtensionQuote({ extraDays: 3, extraDayCents: 1500, amountCents: 4500 })).toBe('3 extra days × $15.00 = $45.00');
    expect(describeExtensionQuote({ extraDays: 1, extraDayCents: 1500, amountCents: 1500 })).toBe('1 extra day × $15.00 = $15.00');
  });

  it('names the latest pickup date in the refusal for taken days', () => {
    expect(EXTENSION_MESSAGES.daysTaken('Missoula Hauling', 20, '2026-12-10')).toBe(
      'Missoula Hauling has no 20 yard dumpster free to keep yours past Thursday, December 10, 2026. The latest pickup date you can choose is Thursday, December 10, 2026.',
    );
    expect(EXTENSION_MESSAGES.noDayFree('Missoula Hauling', 20, '2026-12-08')).toMatch(/cannot be extended/);
  });
});
