// Entity models built from zod schemas: what reads answer is the shared type itself (no cast back
// in services), writes are refused when the schema refuses them (enum values, bounds, copied
// documents whose fields have the wrong type), stored-only attributes are written and never read,
// and reads stay as tolerant of old items as before.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ZodError } from 'zod';
import type { CustomerProfile } from '../../../shared/schemas/account';
import type { FinancialReport } from '../../../shared/schemas/financials';
import type { Listing, ListingSearchSummary } from '../../../shared/schemas/listing';
import type { ProviderProfile, ProviderSearchSummary } from '../../../shared/schemas/provider';
import type { ProviderRequest } from '../../../shared/schemas/onboarding';
import type { Rental } from '../../../shared/schemas/rental';
import type { StoredInvoice } from '../../financials/ledger';
import { Entity } from './entity';
import { checkoutSessionModel } from './entities/checkout-session';
import { type customerProfileModel } from './entities/customer-profile';
import { financialReportModel } from './entities/financial-report';
import { type invoiceModel } from './entities/invoice';
import { listingModel } from './entities/listing';
import { type listingZipModel } from './entities/listing-zip';
import { providerProfileModel } from './entities/provider-profile';
import { type providerRequestModel } from './entities/provider-request';
import { providerZipModel } from './entities/provider-zip';
import { rentalModel } from './entities/rental';
import type { Item } from './schema';
import { EntityValidationError } from './validate';

const config = { table: 'T', client: () => ({}) as never };
const at = '2030-01-02T03:04:05.678Z';
const address = { street: '1 Main St', city: 'Columbus', state: 'OH', zipCode: '43215' };

const rental: Rental = {
  rentalId: 'r-1',
  customerId: 'c-1',
  customerName: 'Ann',
  customerEmail: 'a@b.co',
  customerPhone: '6145550142',
  providerId: 'p-1',
  providerName: 'Big Bins',
  dumpsterSize: '20',
  dumpsterType: 'construction',
  startDate: '2030-02-03',
  endDate: '2030-02-10',
  deliveryAddress: address,
  rentalPeriod: 'weekly',
  totalPriceCents: 45_000,
  addOns: { sameDayDelivery: true, preferredTimeWindow: 'morning' },
  paymentStatus: 'paid',
  status: 'confirmed',
  createdAt: at,
  updatedAt: at,
};

const listing: Listing = {
  listingId: 'l-1',
  providerId: 'p-1',
  providerName: 'Big Bins',
  type: 'construction',
  size: '20',
  category: 'both',
  description: 'A roll-off for renovations',
  deliveryFeeCents: 5000,
  serviceAreas: ['43215'],
  imageUrls: [],
  availability: true,
  sameDayDelivery: false,
  drivewaySafe: true,
  moneyBackGuarantee: false,
  cleanDisposal: true,
  verified: false,
  createdAt: at,
  updatedAt: at,
};

const rentals = new Entity(rentalModel, config);
const listings = new Entity(listingModel, config);

describe('item types', () => {
  it('are the shared types, so services use what a read answers as it is', () => {
    expectTypeOf<Item<typeof rentalModel>>().toEqualTypeOf<Rental>();
    expectTypeOf<Item<typeof listingModel>>().toEqualTypeOf<Listing>();
    expectTypeOf<Item<typeof customerProfileModel>>().toEqualTypeOf<CustomerProfile>();
    expectTypeOf<Item<typeof providerRequestModel>>().toEqualTypeOf<ProviderRequest>();
    // The services' own names for a shared type with a little more or less: the same type both ways.
    expectTypeOf<Item<typeof providerProfileModel>>().toExtend<ProviderProfile & { logoKey?: string }>();
    expectTypeOf<ProviderProfile & { logoKey?: string }>().toExtend<Item<typeof providerProfileModel>>();
    expectTypeOf<Item<typeof invoiceModel>>().toExtend<StoredInvoice>();
    expectTypeOf<StoredInvoice>().toExtend<Item<typeof invoiceModel>>();
    expectTypeOf<Item<typeof financialReportModel>>().toEqualTypeOf<FinancialReport>();
    expectTypeOf<Item<typeof providerZipModel>['summary']>().toEqualTypeOf<ProviderSearchSummary>();
    expectTypeOf<Item<typeof listingZipModel>['summary']>().toEqualTypeOf<ListingSearchSummary>();
    expectTypeOf<Item<typeof checkoutSessionModel>['addOns']>().toEqualTypeOf<Rental['addOns']>();
  });
});

describe('writes checked against the schema', () => {
  it('stores a valid item as the schema outputs it', () => {
    expect(rentals.put(rental).params().Item).toMatchObject(rental);
  });

  it('refuses a value outside an enum, naming the values allowed', () => {
    expect(() => listings.put({ ...listing, type: 'skip' as never }).params()).toThrow(/"type" must be one of "construction", "residential"/);
    // The status rejections were once stored with reads as a cancellation; it can no longer be written.
    expect(() => rentals.patch({ rentalId: 'r-1' }).set({ status: 'rejected' as never }).composite({ createdAt: at }).params()).toThrow(
      /"status" must be one of/,
    );
  });

  it("applies the schema's bounds, not only its types", () => {
    expect(() => rentals.put({ ...rental, totalPriceCents: -1 }).params()).toThrow(/"totalPriceCents"/);
    expect(() => rentals.put({ ...rental, totalPriceCents: 10.5 }).params()).toThrow(/"totalPriceCents"/);
    expect(() => listings.patch({ listingId: 'l-1' }).set({ serviceAreas: ['4321'] }).params()).toThrow(/"serviceAreas\[0\]"/);
  });

  it('checks a set object attribute as a whole, nested properties included', () => {
    const profiles = new Entity(providerProfileModel, config);
    const rules = { leadTimeDays: 1, turnaroundDays: 0, deliveryWeekdays: [1, 9], blackoutDates: [] };
    expect(() => profiles.patch({ providerId: 'p-1' }).set({ bookingRules: rules }).params()).toThrow(/"bookingRules.deliveryWeekdays\[1\]"/);
  });

  it('gives the add-ons of a checkout a real shape where any value used to pass', () => {
    const sessions = new Entity(checkoutSessionModel, config);
    const session = {
      ...rental,
      sessionId: 'cs_1',
      status: 'pending' as const,
      guest: true,
      amountCents: 45_000,
    };
    expect(sessions.put(session).params().Item).toMatchObject({ addOns: rental.addOns, sessionId: 'cs_1' });
    expect(() => sessions.put({ ...session, addOns: ['sameDayDelivery'] as never }).params()).toThrow(/"addOns"/);
    expect(() => sessions.put({ ...session, addOns: { sameDayDelivery: 1 } as never }).params()).toThrow(/"addOns.sameDayDelivery"/);
  });

  it('checks the fields a copied summary or report carries, and keeps it as given', () => {
    const providerZips = new Entity(providerZipModel, config);
    const reports = new Entity(financialReportModel, config);
    const item = { zipCode: '43215', providerId: 'p-1', summary: { businessName: 'Big Bins', rating: 4.5 } as never, updatedAt: at };
    expect(providerZips.put(item).params().Item.summary).toEqual({ businessName: 'Big Bins', rating: 4.5 });
    expect(() => providerZips.put({ ...item, summary: { rating: 'five' } as never }).params()).toThrow(/"summary"/);
    expect(() => providerZips.put({ ...item, summary: 'Big Bins' as never }).params()).toThrow(/"summary"/);
    const report = {
      reportId: 'rep-1',
      providerId: 'p-1',
      title: 'Q1',
      type: 'profit_loss' as const,
      period: 'quarter' as const,
      dateRange: { from: '2030-01-01', to: '2030-03-31' },
      generatedAt: at,
      data: { columns: [], rows: [], totals: {}, notes: [] },
    };
    expect(reports.put(report).params().Item.data).toEqual(report.data);
    expect(() => reports.put({ ...report, data: { ...report.data, totals: { revenueCents: 'a lot' } } as never }).params()).toThrow(/"data"/);
  });

  it('fails as the data layer, not as a refused request: the error mapper answers it with 500', () => {
    try {
      rentals.put({ ...rental, status: 'lost' as never }).params();
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EntityValidationError);
      expect(error).not.toBeInstanceOf(ZodError);
    }
  });
});

describe('stored-only attributes', () => {
  it('are written and checked with the whole item, and never read back', async () => {
    const written = rentals.create({ ...rental, checkoutSessionId: 'cs_1' }).params().Item;
    expect(written).toMatchObject({ rentalId: 'r-1', checkoutSessionId: 'cs_1' });
    expect(rentals.put(rental).params().Item).not.toHaveProperty('checkoutSessionId');
    expect(() => rentals.put({ ...rental, checkoutSessionId: 7 as never }).params()).toThrow(/"checkoutSessionId"/);

    const client = { send: async () => ({ Item: written }) } as unknown as DynamoDBDocumentClient;
    const { data } = await new Entity(rentalModel, { table: 'T', client: () => client }).get({ rentalId: 'r-1' }).go();
    expect(data).toEqual(rental);
    expect(data).not.toHaveProperty('checkoutSessionId');
    // A created item is answered as read: without it too.
    const created = await new Entity(rentalModel, { table: 'T', client: () => ({ send: async () => ({}) }) as never }).create({ ...rental, checkoutSessionId: 'cs_1' }).go();
    expect(created.data).not.toHaveProperty('checkoutSessionId');
    expectTypeOf<Item<typeof rentalModel>>().not.toHaveProperty('checkoutSessionId');
  });
});

describe('reads', () => {
  it('answer old items as stored, even where the schema would refuse them now', async () => {
    const stored = {
      pk: '$marketplace#rentalid_r-1',
      sk: '$rental_1',
      __edb_e__: 'rental',
      __edb_v__: '1',
      rentalId: 'r-1',
      providerId: 'p-1',
      status: 'rejected',
      // Written before totals were integer cents, without a customer, with a field since retired.
      totalPriceCents: 99.5,
      rentalPeriod: 'fortnightly',
      retired: true,
    };
    const client = { send: async () => ({ Item: stored }) } as unknown as DynamoDBDocumentClient;
    const { data } = await new Entity(rentalModel, { table: 'T', client: () => client }).get({ rentalId: 'r-1' }).go();
    expect(data).toEqual({
      rentalId: 'r-1',
      providerId: 'p-1',
      status: 'cancelled',
      cancelledBy: 'provider',
      totalPriceCents: 99.5,
      rentalPeriod: 'fortnightly',
    });
  });
});
