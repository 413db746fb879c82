import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { inventoryKeyOf, inventoryUpdateSchema, totalBelowBookedMessage } from '../../../shared/schemas/provider-portal';
import type { Rental } from '../../../shared/schemas/rental';
import { countByStatus, filterCountsOf } from '../rentals/provider-rentals';
import { busiestDay, floorBreach } from './inventory-floor';
import { inventoryFigures, inventoryView } from './inventory-figures';

const base = {
  customerId: 'c-1',
  customerName: 'Riley Renter',
  customerEmail: '',
  customerPhone: '',
  providerId: 'p-1',
  providerName: 'Test Hauling',
  dumpsterType: 'construction',
  startDate: '2026-11-20',
  deliveryAddress: { street: '1 Elm St', city: 'Columbus', state: 'OH', zipCode: '43215' },
  rentalPeriod: 'weekly',
  totalPriceCents: 1000,
  addOns: {},
  paymentStatus: 'paid',
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
} as const;
const rental = (rentalId: string, status: Rental['status'], dumpsterSize: string, endDate: string): Rental => ({
  ...base,
  rentalId,
  status,
  dumpsterSize,
  endDate,
});

const TODAY = '2026-11-30';
const TOTALS = { yard5: 0, yard10: 2, yard15: 0, yard20: 3, yard30: 1, yard40: 0 };
const count = (day: string, taken: number, held = 0) => ({ day, taken, held });

describe('inventory figures', () => {
  // The report: one 20-yard unit out Nov 28 to Dec 5 and another booked from Dec 10; a checkout
  // being paid holds a 10-yard unit today.
  const figures = inventoryFigures({
    totals: TOTALS,
    today: TODAY,
    countsBySize: {
      yard10: [count('2026-11-29', 2), count(TODAY, 1, 1)],
      yard20: [count('2026-11-28', 1), count(TODAY, 1), count('2026-12-10', 2)],
      // More taken than owned (a total written by hand): none available, never below 0.
      yard30: [count(TODAY, 2)],
    },
    rentals: [
      rental('out', 'active', '20', '2026-12-05'),
      rental('soon', 'approved', '10', '2026-12-01'),
      rental('today', 'active', '30', TODAY),
      rental('next-week', 'active', '20', '2026-12-07'),
      rental('past', 'active', '20', '2026-11-29'),
      rental('paid', 'confirmed', '20', '2026-12-02'),
      rental('done', 'completed', '10', '2026-12-01'),
    ],
  });

  it("counts today's taken units as in use, held ones included, and the rest as available", () => {
    expect(figures.today).toBe(TODAY);
    expect(figures.totals).toEqual(TOTALS);
    expect(figures.inUse).toEqual({ yard5: 0, yard10: 1, yard15: 0, yard20: 1, yard30: 2, yard40: 0 });
    expect(figures.available).toEqual({ yard5: 0, yard10: 1, yard15: 0, yard20: 2, yard30: 0, yard40: 0 });
  });

  it('lists the approved and active rentals picked up today through the next six days, soonest first', () => {
    expect(figures.upcomingReturns.map((item) => [item.rentalId, item.endDate])).toEqual([
      ['today', TODAY],
      ['soon', '2026-12-01'],
      ['out', '2026-12-05'],
    ]);
  });

  it('makes the inventory page of the same figures, with the overview', () => {
    const view = inventoryView({ dumpsterTypes: ['construction', 'residential'], completedRentals: 9, updatedAt: '2026-11-20T10:00:00.000Z' }, figures, 4);
    // The version the page sends back with its save.
    expect(view.updatedAt).toBe('2026-11-20T10:00:00.000Z');
    expect(view).toMatchObject({ inUse: figures.inUse, available: figures.available, upcomingReturns: figures.upcomingReturns });
    expect(view.overview).toEqual({
      totalDumpsters: 6,
      sizeCategories: 3,
      dumpsterTypes: 2,
      activeRentals: 4,
      availableDumpsters: 3,
      utilizationRate: 67,
      completedRentals: 9,
    });
  });

  it('reads sizes as stored', () => {
    expect(inventoryKeyOf('20')).toBe('yard20');
    expect(inventoryKeyOf('20 Yard')).toBe('yard20');
    expect(inventoryKeyOf(40)).toBe('yard40');
    expect(inventoryKeyOf('25')).toBeUndefined();
    expect(inventoryKeyOf('large')).toBeUndefined();
  });

  it("puts paid requests under Pending and rejections (cancellations by the provider) under Cancelled on the requests screen", () => {
    const statuses = ['pending', 'confirmed', 'approved', 'active', 'completed', 'cancelled', 'cancelled'] as const;
    expect(filterCountsOf(countByStatus(statuses.map((status) => ({ status }))))).toEqual({ all: 7, pending: 2, active: 2, completed: 1, cancelled: 2 });
  });
});

describe('how low the inventory may go', () => {
  it('is the busiest day from today on, the first of several as busy', () => {
    expect(busiestDay([count('2026-12-01', 1), count('2026-12-03', 3), count('2026-12-04', 3, 1), count('2026-12-09', 2)])).toEqual({ day: '2026-12-03', taken: 3 });
    expect(busiestDay([count('2026-12-01', 0)])).toBeUndefined();
    expect(busiestDay([])).toBeUndefined();
  });

  it('is breached by the first size whose new total is below its busiest day', () => {
    const busiest = { yard10: { day: '2026-12-01', taken: 1 }, yard20: { day: '2026-12-03', taken: 3 } };
    expect(floorBreach({ ...TOTALS, yard20: 3, yard10: 1 }, busiest)).toBeUndefined();
    expect(floorBreach({ ...TOTALS, yard20: 2, yard10: 0 }, busiest)).toEqual({ key: 'yard10', day: '2026-12-01', taken: 1 });
    expect(floorBreach({ ...TOTALS, yard20: 2 }, busiest)).toEqual({ key: 'yard20', day: '2026-12-03', taken: 3 });
  });

  it('is refused naming the day and the count', () => {
    expect(totalBelowBookedMessage(20, 3, 'Dec 3, 2026')).toBe("3 twenty-yard dumpsters are booked on Dec 3, 2026; you can't go below 3.");
    expect(totalBelowBookedMessage(5, 1, 'Dec 3, 2026')).toBe("1 five-yard dumpster is booked on Dec 3, 2026; you can't go below 1.");
  });
});

describe('inventory update body', () => {
  const body = {
    dumpsterInventory: { yard5: 0, yard10: 2, yard15: 0, yard20: 3, yard30: 0, yard40: 0 },
    dumpsterTypes: ['construction'],
    expectedUpdatedAt: '2026-11-20T10:00:00.000Z',
  };
  const messages = (value: unknown) => (inventoryUpdateSchema.safeParse(value).error?.issues ?? []).map((issue) => issue.message);

  it('requires the updatedAt the page was loaded from, like the other settings saves', () => {
    expect(inventoryUpdateSchema.parse(body)).toEqual(body);
    const { expectedUpdatedAt: _omitted, ...unversioned } = body;
    expect(messages(unversioned)).toEqual([MESSAGES.inventoryChangedMeanwhile]);
    expect(messages({ ...body, expectedUpdatedAt: ' ' })).toEqual([MESSAGES.inventoryChangedMeanwhile]);
    expect(inventoryUpdateSchema.safeParse({ ...body, expectedUpdatedAt: 'x'.repeat(41) }).success).toBe(false);
  });
});
