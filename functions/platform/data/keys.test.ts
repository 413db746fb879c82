// Pins the stored key strings of every entity and index, byte for byte. The expected strings were
// taken from ElectroDB's .params() while it built the keys, so items written before the in-house
// layer replaced it stay readable: if one of these changes, existing data is lost to the reads.
import { describe, expect, it } from 'vitest';
import { createStore } from './store';

const store = createStore({ tableName: 'T' });
const { entities } = store;

// Mixed case and separators in the values pin the casing (all lowercase) and the lack of escaping.
const address = { street: '1 Main St', city: 'Columbus', state: 'OH', zipCode: '43215' };
const at = '2030-01-02T03:04:05.678Z';
const provider = 'Prov-Sub_XY';
const SAMPLES = {
  customerProfile: { customerId: 'Cust-Sub_AB#1', email: 'A@B.co', name: 'Ann', phone: '+15551234567', address, createdAt: at, updatedAt: at },
  providerProfile: {
    providerId: provider,
    email: 'p@b.co',
    name: 'Pat',
    businessName: 'Big Bins',
    phone: '+15551234567',
    address,
    primaryZipCodes: ['43215'],
    serviceRadius: 10,
    serviceableZipCodes: ['43215', '43216'],
    rating: 4.5,
    reviewCount: 3,
    isVerified: false,
    addOns: { sameDayDelivery: true, drivewayProtection: false, permitPulling: false, cleanupService: true },
    dumpsterTypes: ['construction'],
    dumpsterInventory: { yard5: 0, yard10: 2, yard15: 0, yard20: 1, yard30: 0, yard40: 0 },
    pricing: {
      baseRatePerYardCents: 1000,
      deliveryFeeCents: 5000,
      addOnPricesCents: { sameDayDelivery: 1, drivewayProtection: 2, permitPulling: 3, cleanupService: 4 },
    },
    activeRentals: 0,
    completedRentals: 0,
    createdAt: at,
    updatedAt: at,
  },
  operatorProfile: { operatorId: 'Op-Sub', email: 'o@b.co', name: 'Olga', createdAt: at, updatedAt: at },
  providerZip: { zipCode: '43215', providerId: provider, summary: { any: 'Thing' }, updatedAt: at },
  listing: {
    listingId: 'List-ID',
    providerId: provider,
    providerName: 'Big Bins',
    type: 'construction',
    size: '20',
    category: 'both',
    description: 'D',
    pricing: { dailyCents: 1, weeklyCents: 2, monthlyCents: 3 },
    deliveryFeeCents: 4,
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
  },
  listingZip: { zipCode: '43215', listingId: 'List-ID', providerId: provider, summary: {}, updatedAt: at },
  rental: {
    rentalId: 'Rent-AB',
    customerId: 'Cust-Sub_AB#1',
    customerName: 'Ann',
    customerEmail: 'a@b.co',
    customerPhone: '+1',
    providerId: provider,
    providerName: 'Big Bins',
    dumpsterSize: '20',
    dumpsterType: 'construction',
    startDate: '2030-02-03',
    endDate: '2030-02-10',
    deliveryAddress: address,
    rentalPeriod: 'weekly',
    totalPriceCents: 100,
    addOns: { preferredTimeWindow: 'morning' },
    paymentStatus: 'paid',
    status: 'confirmed',
    createdAt: at,
    updatedAt: at,
  },
  rentalPayment: { paymentId: 'pi_Test_ABC', rentalId: 'Rent-AB', createdAt: at },
  orderLink: { rentalId: 'Rent-AB', key: 'ab12', owner: 'email:ann@b.co', createdAt: at },
  checkoutSession: {
    sessionId: 'cs_test_ABC',
    status: 'pending',
    customerId: 'guest-X',
    guest: true,
    customerName: 'Ann',
    customerEmail: 'a@b.co',
    customerPhone: '+1',
    deliveryAddress: address,
    providerId: provider,
    providerName: 'Big Bins',
    dumpsterSize: '20',
    dumpsterType: 'construction',
    startDate: '2030-02-03',
    endDate: '2030-02-10',
    addOns: {},
    amountCents: 100,
    rentalId: 'Rent-AB',
    createdAt: at,
    updatedAt: at,
  },
  providerRequest: {
    requestId: 'Req-1',
    businessName: 'Big Bins',
    name: 'Pat',
    email: 'p@b.co',
    phone: '+1',
    status: 'pending',
    reviewed: false,
    accessCodeSent: false,
    createdAt: at,
    updatedAt: at,
  },
  accessCode: { code: 'ABCD-EFGH-JKLM-NPQR', requestId: 'Req-1', email: 'p@b.co', status: 'unused', issuedAt: at, expiresAt: at },
  supportTicket: { ticketId: 'Tick-1', message: 'Help', status: 'in_progress', identifierType: 'email', email: 'a@b.co', createdAt: at, updatedAt: at },
  invoice: {
    invoiceId: 'Inv-1',
    invoiceNumber: 'INV-0001',
    providerId: provider,
    providerName: 'Big Bins',
    customer: { name: 'Ann', phone: '+1', address: 'Here' },
    dateIssued: '2030-01-02',
    dateDue: '2030-02-01',
    status: 'unpaid',
    lineItems: [{ description: 'Bin', quantity: 1, unitPriceCents: 100 }],
    amountCents: 100,
    notes: '',
    terms: 'Net 30',
    reminderCount: 0,
    createdAt: at,
    updatedAt: at,
  },
  invoiceCounter: { providerId: provider, issued: 7 },
  expense: {
    expenseId: 'Exp-1',
    providerId: provider,
    category: 'Fuel',
    vendor: 'Shell',
    amountCents: 5000,
    date: '2030-01-05',
    description: 'Diesel',
    recurring: false,
    taxDeductible: true,
    createdAt: at,
    updatedAt: at,
  },
  financialReport: {
    reportId: 'Rep-1',
    providerId: provider,
    title: 'Q1',
    type: 'profit_loss',
    period: 'quarter',
    dateRange: { from: '2030-01-01', to: '2030-03-31' },
    generatedAt: at,
    data: { rows: [] },
  },
  smsConversation: { phoneNumber: '+15551234567', step: 'zip', expiresAt: 1_900_000_000, createdAt: at, updatedAt: at },
  smsOptOut: { phoneNumber: '+15551234567', optedOutAt: at },
} as const;

const identifiers = (entity: string) => ({ __edb_e__: entity, __edb_v__: '1' });

/** Every key field and identifier a put writes, per entity. */
const STORED_KEYS: Record<keyof typeof SAMPLES, Record<string, string>> = {
  customerProfile: { pk: '$marketplace#customerid_cust-sub_ab#1', sk: '$customerprofile_1', ...identifiers('customerProfile') },
  providerProfile: {
    pk: '$marketplace#providerid_prov-sub_xy',
    sk: '$providerprofile_1',
    gsi3pk: '$marketplace',
    gsi3sk: '$providerprofile_1#createdat_2030-01-02t03:04:05.678z#providerid_prov-sub_xy',
    ...identifiers('providerProfile'),
  },
  operatorProfile: { pk: '$marketplace#operatorid_op-sub', sk: '$operatorprofile_1', ...identifiers('operatorProfile') },
  providerZip: {
    pk: '$marketplace#zipcode_43215',
    sk: '$ziparea#providerzip_1#providerid_prov-sub_xy',
    gsi1pk: '$marketplace#providerid_prov-sub_xy',
    gsi1sk: '$providerzip_1#zipcode_43215',
    ...identifiers('providerZip'),
  },
  listing: {
    pk: '$marketplace#listingid_list-id',
    sk: '$listing_1',
    gsi1pk: '$marketplace#providerid_prov-sub_xy',
    gsi1sk: '$listing_1#createdat_2030-01-02t03:04:05.678z#listingid_list-id',
    ...identifiers('listing'),
  },
  listingZip: {
    pk: '$marketplace#zipcode_43215',
    sk: '$ziparea#listingzip_1#listingid_list-id',
    gsi1pk: '$marketplace#listingid_list-id',
    gsi1sk: '$listingzip_1#zipcode_43215',
    ...identifiers('listingZip'),
  },
  rental: {
    pk: '$marketplace#rentalid_rent-ab',
    sk: '$rental_1',
    gsi1pk: '$marketplace#customerid_cust-sub_ab#1',
    gsi1sk: '$rental_1#startdate_2030-02-03#rentalid_rent-ab',
    gsi2pk: '$marketplace#providerid_prov-sub_xy',
    gsi2sk: '$rental_1#status_confirmed#createdat_2030-01-02t03:04:05.678z#rentalid_rent-ab',
    // New with the dashboard's activity (no ElectroDB history): the provider's rentals by last change.
    gsi3pk: '$marketplace#providerid_prov-sub_xy',
    gsi3sk: '$rental_1#updatedat_2030-01-02t03:04:05.678z#rentalid_rent-ab',
    // New with one-Query pages of All: the provider's rentals by request time, whatever the status.
    gsi4pk: '$marketplace#providerid_prov-sub_xy',
    gsi4sk: '$rental_1#createdat_2030-01-02t03:04:05.678z#rentalid_rent-ab',
    // New with the inventory's upcoming returns: the provider's rentals by pickup date.
    gsi5pk: '$marketplace#providerid_prov-sub_xy',
    gsi5sk: '$rental_1#enddate_2030-02-10#rentalid_rent-ab',
    ...identifiers('rental'),
  },
  checkoutSession: { pk: '$marketplace#sessionid_cs_test_abc', sk: '$checkoutsession_1', ...identifiers('checkoutSession') },
  // New with refunds and disputes (no ElectroDB history): the same scheme as the other entities.
  rentalPayment: { pk: '$marketplace#paymentid_pi_test_abc', sk: '$rentalpayment_1', ...identifiers('rentalPayment') },
  // Beside its rental in the rental's partition; by owner (e-mail, phone or account) on gsi1.
  orderLink: {
    pk: '$marketplace#rentalid_rent-ab',
    sk: '$orderlink_1',
    gsi1pk: '$marketplace#owner_email:ann@b.co',
    gsi1sk: '$orderlink_1#rentalid_rent-ab',
    ...identifiers('orderLink'),
  },
  providerRequest: {
    pk: '$marketplace#requestid_req-1',
    sk: '$providerrequest_1',
    gsi1pk: '$marketplace#status_pending',
    gsi1sk: '$providerrequest_1#createdat_2030-01-02t03:04:05.678z#requestid_req-1',
    ...identifiers('providerRequest'),
  },
  accessCode: { pk: '$marketplace#code_abcd-efgh-jklm-npqr', sk: '$accesscode_1', ...identifiers('accessCode') },
  supportTicket: {
    pk: '$marketplace#ticketid_tick-1',
    sk: '$supportticket_1',
    gsi1pk: '$marketplace#status_in_progress',
    gsi1sk: '$supportticket_1#createdat_2030-01-02t03:04:05.678z#ticketid_tick-1',
    ...identifiers('supportTicket'),
  },
  invoice: {
    pk: '$marketplace#invoiceid_inv-1',
    sk: '$invoice_1',
    gsi1pk: '$marketplace#providerid_prov-sub_xy',
    gsi1sk: '$invoice_1#dateissued_2030-01-02#invoiceid_inv-1',
    ...identifiers('invoice'),
  },
  invoiceCounter: { pk: '$marketplace#providerid_prov-sub_xy', sk: '$invoicecounter_1', ...identifiers('invoiceCounter') },
  expense: {
    pk: '$marketplace#expenseid_exp-1',
    sk: '$expense_1',
    gsi1pk: '$marketplace#providerid_prov-sub_xy',
    gsi1sk: '$expense_1#date_2030-01-05#expenseid_exp-1',
    ...identifiers('expense'),
  },
  financialReport: {
    pk: '$marketplace#reportid_rep-1',
    sk: '$financialreport_1',
    gsi1pk: '$marketplace#providerid_prov-sub_xy',
    gsi1sk: '$financialreport_1#generatedat_2030-01-02t03:04:05.678z#reportid_rep-1',
    ...identifiers('financialReport'),
  },
  smsConversation: { pk: '$marketplace#phonenumber_+15551234567', sk: '$smsconversation_1', ...identifiers('smsConversation') },
  smsOptOut: { pk: '$marketplace#phonenumber_+15551234567', sk: '$smsoptout_1', ...identifiers('smsOptOut') },
};

const KEY_FIELD = /^(pk|sk|gsi\d(pk|sk)|__edb_[ev]__)$/;

interface ExpressionParams {
  IndexName?: string;
  KeyConditionExpression?: string;
  FilterExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/** The query's conditions with names and values substituted, so placeholder naming does not matter. */
function rendered(params: ExpressionParams) {
  const substitute = (expression?: string) =>
    expression?.replace(/[#:][A-Za-z0-9_]+/g, (token) =>
      token.startsWith('#') ? params.ExpressionAttributeNames![token] : JSON.stringify(params.ExpressionAttributeValues![token]),
    );
  return {
    index: params.IndexName,
    keyCondition: substitute(params.KeyConditionExpression),
    ...(params.FilterExpression ? { filter: substitute(params.FilterExpression) } : {}),
  };
}

/** Key strings among an update's values: the index keys it rewrites. */
const keyValues = (params: ExpressionParams) =>
  Object.values(params.ExpressionAttributeValues ?? {}).filter((value) => typeof value === 'string' && value.startsWith('$'));

describe('stored keys', () => {
  for (const [name, sample] of Object.entries(SAMPLES) as [keyof typeof SAMPLES, (typeof SAMPLES)[keyof typeof SAMPLES]][]) {
    it(`writes the ${name} keys as before`, () => {
      const { Item } = (entities[name] as unknown as { put(item: unknown): { params(): { Item: Record<string, unknown> } } }).put(sample).params();
      expect(Object.fromEntries(Object.entries(Item).filter(([field]) => KEY_FIELD.test(field)))).toEqual(STORED_KEYS[name]);
    });
  }

  it('stores an attribute under its field name (the TTL attribute)', () => {
    expect(entities.smsConversation.put(SAMPLES.smsConversation).params().Item).toEqual({
      phoneNumber: '+15551234567',
      step: 'zip',
      ttl: 1_900_000_000,
      createdAt: at,
      updatedAt: at,
      ...STORED_KEYS.smsConversation,
    });
  });
});

describe('query keys', () => {
  const queries: Record<string, ExpressionParams> = {
    'providerProfile byCreation': entities.providerProfile.query.byCreation({}).params(),
    'providerZip byZip': entities.providerZip.query.byZip({ zipCode: '43215' }).params(),
    'providerZip byProvider': entities.providerZip.query.byProvider({ providerId: provider }).params(),
    'listing byProvider': entities.listing.query.byProvider({ providerId: provider }).params(),
    'listingZip byZip': entities.listingZip.query.byZip({ zipCode: '43215' }).params(),
    'listingZip byListing': entities.listingZip.query.byListing({ listingId: 'List-ID' }).params(),
    'rental byCustomer': entities.rental.query.byCustomer({ customerId: 'Cust-Sub_AB#1' }).params(),
    'rental byProvider': entities.rental.query.byProvider({ providerId: provider }).params(),
    'rental byProvider, one status': entities.rental.query.byProvider({ providerId: provider, status: 'active' }).params(),
    'providerRequest byStatus': entities.providerRequest.query.byStatus({ status: 'pending' }).params(),
    'supportTicket byStatus': entities.supportTicket.query.byStatus({ status: 'new' }).params(),
    'invoice byProvider': entities.invoice.query.byProvider({ providerId: provider }).params(),
    'invoice byProvider, issue dates between': entities.invoice.query
      .byProvider({ providerId: provider })
      .between({ dateIssued: '2030-01-01' }, { dateIssued: '2030-01-31~' })
      .params(),
    'expense byProvider, dates between': entities.expense.query
      .byProvider({ providerId: provider })
      .between({ date: '2030-01-01' }, { date: '2030-01-31~' })
      .params(),
    'financialReport byProvider': entities.financialReport.query.byProvider({ providerId: provider }).params(),
    'zipArea collection': store.collections.zipArea({ zipCode: '43215' }).params(),
  };

  it('builds the same key conditions', () => {
    expect(Object.fromEntries(Object.entries(queries).map(([name, params]) => [name, rendered(params)]))).toEqual({
      'providerProfile byCreation': {
        index: 'gsi3',
        keyCondition: 'gsi3pk = "$marketplace" and begins_with(gsi3sk, "$providerprofile_1#createdat_")',
      },
      'providerZip byZip': {
        keyCondition: 'pk = "$marketplace#zipcode_43215" and begins_with(sk, "$ziparea#providerzip_1#providerid_")',
      },
      'providerZip byProvider': {
        index: 'gsi1',
        keyCondition: 'gsi1pk = "$marketplace#providerid_prov-sub_xy" and begins_with(gsi1sk, "$providerzip_1#zipcode_")',
      },
      'listing byProvider': {
        index: 'gsi1',
        keyCondition: 'gsi1pk = "$marketplace#providerid_prov-sub_xy" and begins_with(gsi1sk, "$listing_1#createdat_")',
      },
      'listingZip byZip': {
        keyCondition: 'pk = "$marketplace#zipcode_43215" and begins_with(sk, "$ziparea#listingzip_1#listingid_")',
      },
      'listingZip byListing': {
        index: 'gsi1',
        keyCondition: 'gsi1pk = "$marketplace#listingid_list-id" and begins_with(gsi1sk, "$listingzip_1#zipcode_")',
      },
      'rental byCustomer': {
        index: 'gsi1',
        keyCondition: 'gsi1pk = "$marketplace#customerid_cust-sub_ab#1" and begins_with(gsi1sk, "$rental_1#startdate_")',
      },
      'rental byProvider': {
        index: 'gsi2',
        keyCondition: 'gsi2pk = "$marketplace#providerid_prov-sub_xy" and begins_with(gsi2sk, "$rental_1#status_")',
      },
      // A partial sort key ends with the next label, so "active" never matches "activeX".
      'rental byProvider, one status': {
        index: 'gsi2',
        keyCondition: 'gsi2pk = "$marketplace#providerid_prov-sub_xy" and begins_with(gsi2sk, "$rental_1#status_active#createdat_")',
      },
      'providerRequest byStatus': {
        index: 'gsi1',
        keyCondition: 'gsi1pk = "$marketplace#status_pending" and begins_with(gsi1sk, "$providerrequest_1#createdat_")',
      },
      'supportTicket byStatus': {
        index: 'gsi1',
        keyCondition: 'gsi1pk = "$marketplace#status_new" and begins_with(gsi1sk, "$supportticket_1#createdat_")',
      },
      'invoice byProvider': {
        index: 'gsi1',
        keyCondition: 'gsi1pk = "$marketplace#providerid_prov-sub_xy" and begins_with(gsi1sk, "$invoice_1#dateissued_")',
      },
      'invoice byProvider, issue dates between': {
        index: 'gsi1',
        keyCondition:
          'gsi1pk = "$marketplace#providerid_prov-sub_xy" and gsi1sk BETWEEN "$invoice_1#dateissued_2030-01-01" AND "$invoice_1#dateissued_2030-01-31~"',
      },
      'expense byProvider, dates between': {
        index: 'gsi1',
        keyCondition: 'gsi1pk = "$marketplace#providerid_prov-sub_xy" and gsi1sk BETWEEN "$expense_1#date_2030-01-01" AND "$expense_1#date_2030-01-31~"',
      },
      'financialReport byProvider': {
        index: 'gsi1',
        keyCondition: 'gsi1pk = "$marketplace#providerid_prov-sub_xy" and begins_with(gsi1sk, "$financialreport_1#generatedat_")',
      },
      'zipArea collection': {
        keyCondition: 'pk = "$marketplace#zipcode_43215" and begins_with(sk, "$ziparea")',
        filter: '((__edb_e__ = "providerZip" AND __edb_v__ = "1") OR (__edb_e__ = "listingZip" AND __edb_v__ = "1"))',
      },
    });
  });
});

describe('keys rewritten by an update', () => {
  it('rebuilds an index key from the changed attribute, the key and the supplied composite attributes', () => {
    const rental = entities.rental.patch({ rentalId: 'Rent-AB' }).set({ status: 'active' }).composite({ createdAt: at }).params();
    expect(keyValues(rental)).toEqual(['$rental_1#status_active#createdat_2030-01-02t03:04:05.678z#rentalid_rent-ab']);
    expect(rental.Key).toEqual({ pk: '$marketplace#rentalid_rent-ab', sk: '$rental_1' });
    expect(keyValues(entities.supportTicket.patch({ ticketId: 'Tick-1' }).set({ status: 'resolved' }).params())).toEqual(['$marketplace#status_resolved']);
    expect(keyValues(entities.providerRequest.patch({ requestId: 'Req-1' }).set({ status: 'approved' }).params())).toEqual(['$marketplace#status_approved']);
  });
});
