import { describe, expect, it } from 'vitest';
import type { Rental } from '../../../shared/schemas/rental';
import { activityFeed } from './activity';
import { inventoryFigures } from '../inventory/inventory-figures';
import { providerDashboard } from './provider-dashboard';
import { periodRange, previousRange } from '../../../shared/financial-periods';
import { financialDashboard } from '../../financials/dashboard/financial-dashboard';
import { booksOfLedger, type LedgerInvoice } from '../../financials/ledger';
import { revenueEntries } from '../../../shared/revenue';
import { talliesOfBooks, totalsOf } from '../../financials/tallies/tally';
import { dashboardRevenue } from './revenue';

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

// Revenue follows the one rule (shared/revenue.ts) over the financial periods: "today" is Nov 23 on
// the financials' (Pacific) clock, so the week is Nov 17-23, the month Nov 1-23 and the year
// 2025-11-24 to 2026-11-23. Each line says which periods hold it.
const paid = { paymentStatus: 'paid' } as const;
const r1 = rental({ ...paid, status: 'completed', totalPriceCents: 10_000, createdAt: '2026-11-22T09:00:00.000Z' }); // week, month, year
const r2 = rental({ ...paid, status: 'active', totalPriceCents: 25_000, createdAt: '2026-11-17T13:00:00.000Z' }); // week, month, year
const r3 = rental({ ...paid, status: 'active', totalPriceCents: 40_000, createdAt: '2026-11-17T07:00:00.000Z', dumpsterSize: '10' }); // Nov 16 Pacific: month, year
const r4 = rental({ ...paid, status: 'confirmed', totalPriceCents: 7_550, createdAt: '2026-11-01T09:00:00.000Z', dumpsterSize: '30 Yard' }); // paid, awaiting approval: month, year
const r5 = rental({ ...paid, status: 'completed', totalPriceCents: 30_000, createdAt: '2026-11-01T06:30:00.000Z' }); // Oct 31, 23:30 Pacific (daylight time): year only
const r6 = rental({ status: 'pending', totalPriceCents: 99_900, createdAt: '2026-11-23T08:00:00.000Z', dumpsterSize: '15' }); // a rent request: never revenue here
const r7 = rental({ status: 'cancelled', paymentStatus: 'refunded', amountRefundedCents: 12_300, totalPriceCents: 12_300, createdAt: '2026-11-20T10:00:00.000Z' }); // refunded: never
const r8 = rental({ ...paid, status: 'completed', totalPriceCents: 5_000, createdAt: '2025-11-23T11:00:00.000Z', dumpsterSize: '10' }); // before the year
const r9 = rental({ status: 'cancelled', cancelledBy: 'provider', totalPriceCents: 1_000, createdAt: '2026-11-21T10:00:00.000Z', dumpsterSize: '40' }); // declined: never revenue
const RENTALS = [r1, r2, r3, r4, r5, r6, r7, r8, r9];
const INVOICES = [
  { invoiceId: 'i-paid', status: 'paid', amountCents: 2_000, paymentDate: '2026-11-20' }, // week, month, year
  { invoiceId: 'i-open', status: 'unpaid', amountCents: 9_999 }, // owed, not revenue
];
const TODAY = '2026-11-23';

describe('dashboard revenue after refunds and disputes', () => {
  it('counts no refunded money and nothing a lost dispute took back', () => {
    const at = '2026-11-22T09:00:00.000Z';
    const rentals = [
      rental({ status: 'completed', totalPriceCents: 10_000, paymentStatus: 'partially_refunded', amountRefundedCents: 4_000, createdAt: at }),
      rental({ status: 'active', totalPriceCents: 20_000, paymentStatus: 'refunded', amountRefundedCents: 20_000, createdAt: at }),
      rental({ status: 'completed', totalPriceCents: 30_000, paymentStatus: 'dispute_lost', disputeAmountCents: 30_000, createdAt: at }),
      rental({ status: 'completed', totalPriceCents: 50_000, paymentStatus: 'disputed', disputeAmountCents: 50_000, createdAt: at }),
    ];
    const revenue = dashboardRevenue(revenueEntries({ invoices: [], rentals }), 'week', TODAY);
    expect(revenue.revenueCents).toBe(6_000 + 50_000);
    expect(revenue.revenueSeries.reduce((total, point) => total + point.revenueCents, 0)).toBe(56_000);
  });
});

describe('dashboard revenue', () => {
  it('reads the periods as the financial dashboard does: the last 7 days, the month so far, the last 12 months', () => {
    const books = { invoices: INVOICES, rentals: RENTALS };
    expect(dashboardRevenue(revenueEntries(books), 'week', TODAY).range).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(dashboardRevenue(revenueEntries(books), 'month', TODAY).range).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(dashboardRevenue(revenueEntries(books), 'year', TODAY).range).toEqual({ from: '2025-11-24', to: '2026-11-23' });
  });

  it('sums invoices paid and bookings paid on the marketplace within the period, in cents', () => {
    const books = { invoices: INVOICES, rentals: RENTALS };
    expect(dashboardRevenue(revenueEntries(books), 'week', TODAY).revenueCents).toBe(10_000 + 25_000 + 2_000);
    expect(dashboardRevenue(revenueEntries(books), 'month', TODAY).revenueCents).toBe(10_000 + 25_000 + 2_000 + 40_000 + 7_550);
    expect(dashboardRevenue(revenueEntries(books), 'year', TODAY).revenueCents).toBe(10_000 + 25_000 + 2_000 + 40_000 + 7_550 + 30_000);
  });

  it('splits a week or a month into days and a year into months, adding up to the total', () => {
    const books = { invoices: INVOICES, rentals: RENTALS };
    const week = dashboardRevenue(revenueEntries(books), 'week', TODAY).revenueSeries;
    expect(week.map((point) => point.label)).toEqual(['Nov 17', 'Nov 18', 'Nov 19', 'Nov 20', 'Nov 21', 'Nov 22', 'Nov 23']);
    expect(week.map((point) => point.revenueCents)).toEqual([25_000, 0, 0, 2_000, 0, 10_000, 0]);

    const month = dashboardRevenue(revenueEntries(books), 'month', TODAY).revenueSeries;
    expect(month).toHaveLength(23);
    expect(month[0]).toEqual({ label: 'Nov 1', start: '2026-11-01', revenueCents: 7_550 });
    expect(month.reduce((total, point) => total + point.revenueCents, 0)).toBe(84_550);

    const year = dashboardRevenue(revenueEntries(books), 'year', TODAY).revenueSeries;
    expect(year).toHaveLength(13);
    expect(year[0].label).toBe('Nov 2025');
    expect(year.at(-1)!.label).toBe('Nov 2026');
    expect(year.at(-2)!.revenueCents).toBe(30_000);
    expect(year.at(-1)!.revenueCents).toBe(84_550);
    expect(year.reduce((total, point) => total + point.revenueCents, 0)).toBe(114_550);
  });

  it('gives the figure the financial dashboard gives for the same books and period', () => {
    const ledger = { invoices: INVOICES.map((invoice) => ({ dateIssued: '2026-11-01', ...invoice }) as LedgerInvoice), expenses: [], rentals: RENTALS };
    for (const period of ['week', 'month', 'year'] as const) {
      const range = periodRange(period, TODAY);
      const overview = financialDashboard(booksOfLedger(ledger), period, range, previousRange(period, range));
      expect([period, dashboardRevenue(revenueEntries({ invoices: INVOICES, rentals: RENTALS }), period, TODAY).revenueCents]).toEqual([period, overview.revenueCents]);
    }
  });
});

describe('provider dashboard', () => {
  it('puts revenue, the five newest rentals, inventory and the chart counts together', () => {
    const inventory = { yard5: 0, yard10: 2, yard15: 1, yard20: 4, yard30: 3, yard40: 0 };
    const figures = inventoryFigures({ totals: inventory, today: '2026-11-23', countsBySize: {}, rentals: RENTALS });
    const invoices = INVOICES.map((invoice) => ({ dateIssued: '2026-11-01', ...invoice }) as LedgerInvoice);
    const books = { inventory, totals: totalsOf(talliesOfBooks({ rentals: RENTALS, invoices, expenses: [] }).get('totals')), revenue: revenueEntries({ invoices, rentals: RENTALS }), recentRentals: RENTALS, activity: [] };
    const dashboard = providerDashboard(books, 'month', NOW, figures);
    // The inventory page's figures, as they are.
    expect(dashboard.inventory).toBe(figures);
    expect(dashboard.period).toBe('month');
    expect(dashboard.range).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(dashboard.revenueCents).toBe(84_550);
    expect(dashboard.recentRentals.map((item) => item.rentalId)).toEqual([r6, r1, r9, r7, r2].map((item) => item.rentalId));
    expect(dashboard.totalInventory).toBe(10);
    expect(dashboard.rentalsByStatus).toEqual({
      pending: 1,
      confirmed: 1,
      approved: 0,
      active: 2,
      scheduled: 0,
      delivered: 0,
      pickup_requested: 0,
      picked_up: 0,
      completed: 3,
      cancelled: 2,
    });
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

  it('lists an item per step of the job its timeline records', () => {
    const step = (status: 'pending' | 'scheduled' | 'delivered' | 'pickup_requested' | 'picked_up' | 'completed', day: number, by: 'customer' | 'provider') => ({
      status,
      at: `2026-11-${day}T10:00:00.000Z`,
      by,
    });
    const job = rental({
      customerName: 'Eve',
      status: 'completed',
      createdAt: '2026-11-10T10:00:00.000Z',
      updatedAt: '2026-11-16T10:00:00.000Z',
      timeline: [step('pending', 10, 'customer'), step('scheduled', 11, 'provider'), step('delivered', 12, 'provider'), step('pickup_requested', 14, 'customer'), step('picked_up', 15, 'provider'), step('completed', 16, 'provider')],
    });
    expect(activityFeed([job]).map((item) => [item.type, item.at.slice(0, 10)])).toEqual([
      ['completion', '2026-11-16'],
      ['pickup', '2026-11-15'],
      ['pickup_request', '2026-11-14'],
      ['delivery', '2026-11-12'],
      ['approval', '2026-11-11'],
      ['request', '2026-11-10'],
    ]);
    expect(activityFeed([job])[2]!.text).toBe('Eve asked for their 20 Yard Construction Dumpster to be picked up');
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
