// A provider's synthetic history for the provider-history benchmark: rentals over the span of days
// to today the caller gives, with the statuses a real hauler's history has (mostly completed or cancelled, the newest
// weeks pending, approved or active), paid marketplace bookings and unpaid rent requests, invoices
// billing rent requests (paid, unpaid, some past due), and expenses (a few of them recurring).
// Deterministic for a seed, so every run measures the same books.
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '../../shared/schemas/financial-constants';
import type { Rental } from '../../shared/schemas/rental';
import { addDays, isoDate } from '../../shared/rental-dates';
import type { StoredExpense, StoredInvoice } from '../../functions/financials/ledger';
import { seededRandom } from './service-areas';

export interface ProviderBooks {
  rentals: Rental[];
  invoices: StoredInvoice[];
  expenses: StoredExpense[];
}

const DAY_MS = 86_400_000;
/** Requests made in the last three weeks are still open (pending, approved, active) or cancelled. */
const OPEN_DAYS = 21;
/** Invoices and expenses per rental: 1,000 of each for 5,000 rentals. */
const INVOICES_PER_RENTAL = 0.2;
const EXPENSES_PER_RENTAL = 0.2;
/** Invoices and expenses of a provider with few rentals: as many as its rentals, up to this. */
const SMALL_BOOKS = 10;
/** Recurring expenses (rent, insurance, software...) a provider keeps at most. */
const MAX_RECURRING = 12;
/** The sizes the rentals are of. */
export const RENTED_SIZES = ['10', '20', '30', '40'] as const;
const WEEKLY_PRICE_CENTS: Record<(typeof RENTED_SIZES)[number], number> = { '10': 32_500, '20': 44_500, '30': 52_500, '40': 61_500 };

const pick = <T>(random: () => number, choices: readonly T[]): T => choices[Math.floor(random() * choices.length)];
const pad = (value: number) => value.toString().padStart(6, '0');

function statusOf(random: () => number, ageDays: number): Rental['status'] {
  const draw = random();
  if (ageDays <= OPEN_DAYS) return draw < 0.3 ? 'pending' : draw < 0.5 ? 'approved' : draw < 0.9 ? 'active' : 'cancelled';
  return draw < 0.82 ? 'completed' : 'cancelled';
}

function rentalOf(random: () => number, providerId: string, index: number, now: number, historyDays: number): Rental {
  const ageDays = Math.floor(random() * historyDays);
  const createdAt = new Date(now - ageDays * DAY_MS - Math.floor(random() * DAY_MS)).toISOString();
  const status = statusOf(random, ageDays);
  // Paid marketplace bookings (checkout) and rent requests the provider bills by invoice.
  const booked = random() < 0.6;
  const size = pick(random, RENTED_SIZES);
  const totalPriceCents = WEEKLY_PRICE_CENTS[size] + (index % 4) * 1_500;
  const startDate = addDays(createdAt.slice(0, 10), 2 + Math.floor(random() * 10));
  const cancelled = status === 'cancelled';
  const refunded = booked && cancelled;
  const zipCode = String(43_201 + (index % 30));
  return {
    rentalId: `bench-rental-${providerId.slice(-6)}-${pad(index)}`,
    customerId: `bench-customer-${pad(index % 700)}`,
    customerName: `Customer ${index % 700}`,
    customerEmail: `customer${index % 700}@bench.example.com`,
    customerPhone: '6145550199',
    providerId,
    providerName: 'Bench Hauling',
    dumpsterSize: size,
    dumpsterType: index % 3 === 0 ? 'residential' : 'construction',
    startDate,
    endDate: addDays(startDate, 7),
    deliveryAddress: { street: `${100 + (index % 900)} Oak St`, city: 'Columbus', state: 'OH', zipCode },
    rentalPeriod: 'weekly',
    totalPriceCents,
    priceLines: [
      { label: `${size}-yard dumpster, 7 days`, cents: totalPriceCents - 4_500 },
      { label: 'Delivery', cents: 4_500 },
    ],
    addOns: index % 5 === 0 ? { drivewayProtection: true } : {},
    ...(booked ? { paymentMethod: 'stripe' as const, paymentTransactionId: `pi_bench_${providerId.slice(-6)}_${pad(index)}` } : {}),
    paymentStatus: refunded ? 'refunded' : booked ? 'paid' : 'unpaid',
    ...(refunded ? { amountRefundedCents: totalPriceCents, refundCents: totalPriceCents } : {}),
    status,
    ...(cancelled ? { cancelledAt: createdAt, cancelledBy: random() < 0.5 ? ('provider' as const) : ('customer' as const) } : {}),
    createdAt,
    updatedAt: createdAt,
  };
}

function invoiceOf(random: () => number, providerId: string, index: number, rental: Rental | undefined, now: number, historyDays: number): StoredInvoice {
  const today = isoDate(new Date(now));
  const dateIssued = rental ? (rental.endDate < today ? rental.endDate : today) : isoDate(new Date(now - Math.floor(random() * historyDays) * DAY_MS));
  const dateDue = addDays(dateIssued, 30);
  const ageDays = (now - Date.parse(dateIssued)) / DAY_MS;
  const draw = random();
  // Old invoices are paid (a few cancelled or left unpaid, now overdue); recent ones partly unpaid, a few drafts.
  const status: StoredInvoice['status'] =
    ageDays > 60 ? (draw < 0.9 ? 'paid' : draw < 0.95 ? 'cancelled' : 'unpaid') : draw < 0.5 ? 'paid' : draw < 0.9 ? 'unpaid' : 'draft';
  const amountCents = rental?.totalPriceCents ?? 15_000 + (index % 20) * 2_500;
  const createdAt = `${dateIssued}T15:00:00.000Z`;
  return {
    invoiceId: `bench-invoice-${providerId.slice(-6)}-${pad(index)}`,
    invoiceNumber: `INV-${pad(index + 1)}`,
    providerId,
    providerName: 'Bench Hauling',
    customer: {
      name: rental?.customerName ?? `Contractor ${index % 50}`,
      email: rental?.customerEmail ?? `contractor${index % 50}@bench.example.com`,
      phone: '6145550123',
      address: rental ? `${rental.deliveryAddress.street}, ${rental.deliveryAddress.city}, OH ${rental.deliveryAddress.zipCode}` : '1 Yard Rd, Columbus, OH 43215',
    },
    dateIssued,
    dateDue,
    status,
    lineItems: [{ description: rental ? `${rental.dumpsterSize}-yard dumpster rental, ${rental.startDate} to ${rental.endDate}` : 'Debris hauling', quantity: 1, unitPriceCents: amountCents }],
    amountCents,
    notes: '',
    terms: 'Payment due within 30 days.',
    ...(rental ? { rentalId: rental.rentalId } : {}),
    ...(status === 'paid' ? { paymentDate: addDays(dateIssued, Math.floor(random() * 30)), paymentMethod: pick(random, ['card', 'check', 'bank_transfer'] as const) } : {}),
    reminderCount: status === 'unpaid' && dateDue < today ? 1 : 0,
    createdAt,
    updatedAt: createdAt,
  };
}

function expenseOf(random: () => number, providerId: string, index: number, recurring: boolean, now: number, historyDays: number): StoredExpense {
  const date = isoDate(new Date(now - Math.floor(random() * historyDays) * DAY_MS));
  const category: ExpenseCategory = recurring ? pick(random, ['Rent', 'Insurance', 'Software', 'Utilities'] as const) : pick(random, EXPENSE_CATEGORIES);
  const createdAt = `${date}T18:00:00.000Z`;
  return {
    expenseId: `bench-expense-${providerId.slice(-6)}-${pad(index)}`,
    providerId,
    category,
    vendor: `${category} Supplier ${index % 25}`,
    amountCents: 2_000 + Math.floor(random() * 150_000),
    date,
    description: recurring ? `${category}, every month` : `${category} for the yard`,
    recurring,
    ...(recurring ? { recurringFrequency: 'monthly' as const } : {}),
    taxDeductible: category !== 'Meals',
    createdAt,
    updatedAt: createdAt,
  };
}

/** `rentals` rentals over the `historyDays` days to `now`, with invoices and expenses in proportion. */
export function providerBooks(providerId: string, rentals: number, now: Date, historyDays: number, seed = 7): ProviderBooks {
  const random = seededRandom(seed + rentals + historyDays);
  const at = now.getTime();
  const span = Math.max(1, Math.round(historyDays));
  const rentalItems = Array.from({ length: rentals }, (_, index) => rentalOf(random, providerId, index, at, span));
  // Invoices bill finished rent requests (most of them) or work outside the marketplace.
  const billable = rentalItems.filter((rental) => rental.paymentStatus === 'unpaid' && rental.status === 'completed');
  // A new provider's first invoices and expenses come as fast as its rentals: ten of each for ten rentals.
  const invoiceCount = Math.max(Math.min(rentals, SMALL_BOOKS), Math.round(rentals * INVOICES_PER_RENTAL));
  const invoices = Array.from({ length: invoiceCount }, (_, index) => invoiceOf(random, providerId, index, index % 5 === 4 ? undefined : billable[index], at, span));
  const expenseCount = Math.max(Math.min(rentals, SMALL_BOOKS), Math.round(rentals * EXPENSES_PER_RENTAL));
  const recurring = Math.min(MAX_RECURRING, Math.ceil(expenseCount / 20));
  const expenses = Array.from({ length: expenseCount }, (_, index) => expenseOf(random, providerId, index, index < recurring, at, span));
  return { rentals: rentalItems, invoices, expenses };
}
