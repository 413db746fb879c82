import { describe, expect, it } from 'vitest';
import type { Rental } from '../../../shared/schemas/rental';
import { activityFeed } from './activity';
import { providerDashboard } from './provider-dashboard';
import { periodStart, revenueCents, revenueSeries } from './revenue';

// Monday, November 23, 2026, noon UTC.
const NOW = new Date('2026-11-23T12:00:00.000Z');

let sequence = 0;
function rental(overrides: Partial<Rental>): Rental {
  sequence += 1;
  return {
    rentalId: `r${String(sequence).padStart(2, '0')}`,
    customerId: 'c-1',
    customerName: 'Riley Renter',
    customerEmail: 'riley@example.com',
    customerPhone: '6145550142',
    providerId: 'p-1',
    providerName: 'Test Hauling',
    dumpsterSize: '20',
    dumpsterType: 'construction',
    startDate: '2026-12-01',
    endDate: '2026-12-08',
    deliveryAddress: { street: '1 Elm St', city: 'Columbus', state: 'OH', zipCode: '43215' },
    rentalPeriod: 'weekly',
    totalPriceCents: 0,
    addOns: {},
    paymentStatus: 'unpaid',
    status: 'pending',
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...overrides,
  };
}

// Revenue counts completed and active rentals by createdAt; each line says which periods hold it.
const r1 = rental({ status: 'completed', totalPriceCents: 10_000, createdAt: '2026-11-22T09:00:00.000Z' }); // week, month, year
const r2 = rental({ status: 'active', totalPriceCents: 25_000, createdAt: '2026-11-16T13:00:00.000Z' }); // week (starts 11-16 12:00), month, year
const r3 = rental({ status: 'active', totalPriceCents: 40_000, createdAt: '2026-11-16T11:00:00.000Z', dumpsterSize: '10' }); // month, year
const r4 = rental({ status: 'completed', totalPriceCents: 7_550, createdAt: '2026-10-23T12:00:00.000Z', dumpsterSize: '30 Yard' }); // month (its first instant), year
const r5 = rental({ status: 'completed', totalPriceCents: 30_000, createdAt: '2026-10-23T11:59:59.000Z' }); // year only
const r6 = rental({ status: 'pending', totalPriceCents: 99_900, createdAt: '2026-11-23T08:00:00.000Z', dumpsterSize: '15' }); // never revenue
const r7 = rental({ status: 'cancelled', totalPriceCents: 12_300, createdAt: '2026-11-20T10:00:00.000Z' }); // never revenue
const r8 = rental({ status: 'completed', totalPriceCents: 5_000, createdAt: '2025-11-23T11:00:00.000Z', dumpsterSize: '10' }); // before the year
const r9 = rental({ status: 'cancelled', cancelledBy: 'provider', totalPriceCents: 1_000, createdAt: '2026-11-21T10:00:00.000Z', dumpsterSize: '40' }); // declined: never revenue
const RENTALS = [r1, r2, r3, r4, r5, r6, r7, r8, r9];

describe('dashboard revenue after refunds and disputes', () => {
  it('counts no refunded money and nothing a lost dispute took back', () => {
    const at = '2026-11-22T09:00:00.000Z';
    const rentals = [
      rental({ status: 'completed', totalPriceCents: 10_000, paymentStatus: 'partially_refunded', amountRefundedCents: 4_000, createdAt: at }),
      rental({ status: 'active', totalPriceCents: 20_000, paymentStatus: 'refunded', amountRefundedCents: 20_000, createdAt: at }),
      rental({ status: 'completed', totalPriceCents: 30_000, paymentStatus: 'dispute_lost', disputeAmountCents: 30_000, createdAt: at }),
      rental({ status: 'completed', totalPriceCents: 50_000, paymentStatus: 'disputed', disputeAmountCents: 50_000, createdAt: at }),
    ];
    expect(revenueCents(rentals, 'week', NOW)).toBe(6_000 + 50_000);
    expect(revenueSeries(rentals, 'week', NOW).reduce((total, point) => total + point.revenueCents, 0)).toBe(56_000);
  });
});

describe('dashboard revenue', () => {
  it('goes back 7 days, one calendar month and one calendar year from now', () => {
    expect(periodStart('week', NOW).toISOString()).toBe('2026-11-16T12:00:00.000Z');
    expect(periodStart('month', NOW).toISOString()).toBe('2026-10-23T12:00:00.000Z');
    expect(periodStart('year', NOW).toISOString()).toBe('2025-11-23T12:00:00.000Z');
    // March 31 has no February twin: the month goes back to February's last day.
    expect(periodStart('month', new Date('2026-03-31T08:00:00.000Z')).toISOString()).toBe('2026-02-28T08:00:00.000Z');
  });

  it('sums completed and active rentals requested within the period, in cents', () => {
    expect(revenueCents(RENTALS, 'week', NOW)).toBe(10_000 + 25_000);
    expect(revenueCents(RENTALS, 'month', NOW)).toBe(10_000 + 25_000 + 40_000 + 7_550);
    expect(revenueCents(RENTALS, 'year', NOW)).toBe(10_000 + 25_000 + 40_000 + 7_550 + 30_000);
  });

  it('splits a week into days, a month into Monday weeks and a year into months, adding up to the total', () => {
    const week = revenueSeries(RENTALS, 'week', NOW);
    expect(week.map((point) => point.label)).toEqual(['Nov 16', 'Nov 17', 'Nov 18', 'Nov 19', 'Nov 20', 'Nov 21', 'Nov 22', 'Nov 23']);
    expect(week.map((point) => point.revenueCents)).toEqual([25_000, 0, 0, 0, 0, 0, 10_000, 0]);

    const month = revenueSeries(RENTALS, 'month', NOW);
    expect(month.map((point) => point.label)).toEqual([
      'Week of Oct 19',
      'Week of Oct 26',
      'Week of Nov 2',
      'Week of Nov 9',
      'Week of Nov 16',
      'Week of Nov 23',
    ]);
    expect(month.map((point) => point.revenueCents)).toEqual([7_550, 0, 0, 0, 75_000, 0]);
    expect(month[0].start).toBe('2026-10-19T00:00:00.000Z');

    const year = revenueSeries(RENTALS, 'year', NOW);
    expect(year).toHaveLength(13);
    expect(year[0].label).toBe('Nov 2025');
    expect(year.at(-1)!.label).toBe('Nov 2026');
    expect(year.at(-2)!.revenueCents).toBe(37_550);
    expect(year.at(-1)!.revenueCents).toBe(75_000);
    expect(year.reduce((total, point) => total + point.revenueCents, 0)).toBe(112_550);
  });
});

describe('provider dashboard', () => {
  it('puts revenue, the five newest rentals, inventory and the chart counts together', () => {
    const inventory = { yard5: 0, yard10: 2, yard15: 1, yard20: 4, yard30: 3, yard40: 0 };
    const dashboard = providerDashboard(inventory, RENTALS, 'month', NOW);
    expect(dashboard.period).toBe('month');
    expect(dashboard.revenueCents).toBe(82_550);
    expect(dashboard.recentRentals.map((item) => item.rentalId)).toEqual([r6, r1, r9, r7, r2].map((item) => item.rentalId));
    expect(dashboard.totalInventory).toBe(10);
    expect(dashboard.rentalsByStatus).toEqual({ pending: 1, confirmed: 0, approved: 0, active: 2, completed: 4, cancelled: 2 });
    expect(dashboard.rentalsBySize).toEqual({ '20': 4, '10': 2, '30': 1, '15': 1, '40': 1 });
    expect(dashboard.revenueSeries.reduce((total, point) => total + point.revenueCents, 0)).toBe(dashboard.revenueCents);
  });
});

describe('activity feed', () => {
  it('derives requests, payments, cancellations and approvals from the timestamps, newest first', () => {
    const request = rental({ customerName: 'Ann', createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' });
    const paidThenCancelled = rental({
      customerName: 'Ben',
      status: 'cancelled',
      paymentStatus: 'paid',
      checkoutSessionId: 'cs_1',
      totalPriceCents: 44_500,
      createdAt: '2026-11-19T10:00:00.000Z',
      cancelledAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
    });
    const approved = rental({ customerName: 'Cy', status: 'active', createdAt: '2026-11-18T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' });
    const feed = activityFeed([request, paidThenCancelled, approved]);
    expect(feed.map((item) => [item.type, item.customerName, item.at])).toEqual([
      ['approval', 'Cy', '2026-11-22T10:00:00.000Z'],
      ['cancellation', 'Ben', '2026-11-21T10:00:00.000Z'],
      ['request', 'Ann', '2026-11-20T10:00:00.000Z'],
      ['payment', 'Ben', '2026-11-19T10:00:00.000Z'],
      ['request', 'Cy', '2026-11-18T10:00:00.000Z'],
    ]);
    expect(feed[3].text).toBe('Ben paid $445.00 for a 20 Yard Construction Dumpster');
    expect(feed[0].text).toBe("You approved Cy's 20 Yard Construction Dumpster rental");
    expect(activityFeed([request, paidThenCancelled, approved], 2)).toHaveLength(2);
  });

  it("lists the provider's rejection as a rejection, never as the customer's cancellation", () => {
    const declined = rental({
      customerName: 'Dee',
      status: 'cancelled',
      cancelledBy: 'provider',
      createdAt: '2026-11-19T10:00:00.000Z',
      cancelledAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:05:00.000Z',
    });
    // Rejected before cancelledAt was recorded for rejections (read from a stored 'rejected').
    const declinedEarlier = rental({ customerName: 'Eli', status: 'cancelled', cancelledBy: 'provider', createdAt: '2026-11-17T10:00:00.000Z', updatedAt: '2026-11-18T10:00:00.000Z' });
    const cancelledByCustomer = rental({ customerName: 'Flo', status: 'cancelled', cancelledBy: 'customer', createdAt: '2026-11-15T10:00:00.000Z', cancelledAt: '2026-11-16T10:00:00.000Z' });
    const feed = activityFeed([declined, declinedEarlier, cancelledByCustomer]);
    expect(feed.map((item) => [item.type, item.customerName, item.at])).toEqual([
      ['rejection', 'Dee', '2026-11-20T10:00:00.000Z'],
      ['request', 'Dee', '2026-11-19T10:00:00.000Z'],
      ['rejection', 'Eli', '2026-11-18T10:00:00.000Z'],
      ['request', 'Eli', '2026-11-17T10:00:00.000Z'],
      ['cancellation', 'Flo', '2026-11-16T10:00:00.000Z'],
      ['request', 'Flo', '2026-11-15T10:00:00.000Z'],
    ]);
    expect(feed[0].text).toBe("You declined Dee's 20 Yard Construction Dumpster request");
  });
});
