import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { inventoryKeyOf, inventoryUpdateSchema } from '../../../shared/schemas/provider-portal';
import type { Rental } from '../../../shared/schemas/rental';
import { countByFilter } from '../rentals/provider-rentals';
import { inventoryView } from './inventory-view';
import { inUseOf } from './reservations';

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

describe('inventory view', () => {
  it('shows total, in use and available per size, the overview and the returns soonest first', () => {
    const rentals = [
      rental('a', 'active', '20', '2026-12-05'),
      rental('b', 'active', '20', '2026-12-01'),
      rental('c', 'completed', '10', '2026-11-27'),
      rental('d', 'pending', '10', '2026-12-10'),
    ];
    const view = inventoryView(
      {
        dumpsterInventory: { yard5: 0, yard10: 2, yard15: 0, yard20: 3, yard30: 0, yard40: 0 },
        inventoryInUse: { yard5: 0, yard10: 0, yard15: 0, yard20: 2, yard30: 0, yard40: 0 },
        dumpsterTypes: ['construction', 'residential'],
        updatedAt: '2026-11-20T10:00:00.000Z',
      },
      rentals,
    );
    // The version the page sends back with its save.
    expect(view.updatedAt).toBe('2026-11-20T10:00:00.000Z');
    expect(view.available).toEqual({ yard5: 0, yard10: 2, yard15: 0, yard20: 1, yard30: 0, yard40: 0 });
    expect(view.overview).toEqual({
      totalDumpsters: 5,
      sizeCategories: 2,
      dumpsterTypes: 2,
      activeRentals: 2,
      availableDumpsters: 3,
      utilizationRate: 40,
      completedRentals: 1,
    });
    expect(view.upcomingReturns.map((item) => [item.rentalId, item.endDate])).toEqual([
      ['b', '2026-12-01'],
      ['a', '2026-12-05'],
    ]);
  });

  it('counts what active rentals hold per size, and reads sizes as stored', () => {
    expect(inventoryKeyOf('20')).toBe('yard20');
    expect(inventoryKeyOf('20 Yard')).toBe('yard20');
    expect(inventoryKeyOf(40)).toBe('yard40');
    expect(inventoryKeyOf('25')).toBeUndefined();
    expect(inventoryKeyOf('large')).toBeUndefined();
    expect(inUseOf([{ dumpsterSize: '20' }, { dumpsterSize: '20' }, { dumpsterSize: '5' }])).toEqual({
      yard5: 1,
      yard10: 0,
      yard15: 0,
      yard20: 2,
      yard30: 0,
      yard40: 0,
    });
  });

  it("puts paid requests under Pending and rejections (cancellations by the provider) under Cancelled on the requests screen", () => {
    const statuses = ['pending', 'confirmed', 'approved', 'active', 'completed', 'cancelled', 'cancelled'] as const;
    expect(countByFilter(statuses.map((status) => ({ status })))).toEqual({ all: 7, pending: 2, active: 2, completed: 1, cancelled: 2 });
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
