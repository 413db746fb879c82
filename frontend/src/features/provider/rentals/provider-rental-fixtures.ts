// Rentals of the provider portal's tests: one provider's requests in every state.
import { RENTAL_STATUSES, type RentalStatus } from '../../../../../shared/rental-status';
import {
  RENTAL_REQUEST_FILTER_OF,
  rentalMatchesSearch,
  type ProviderRentalsResponse,
  type RentalRequestFilter,
} from '../../../../../shared/schemas/provider-portal';
import type { Rental } from '../../../../../shared/schemas/rental';

export function providerRental(overrides: Partial<Rental> = {}): Rental {
  return {
    rentalId: 'r-1',
    customerId: 'c-1',
    customerName: 'Ann Lee',
    customerEmail: 'ann@example.com',
    customerPhone: '4065550111',
    providerId: 'p-1',
    providerName: 'Hilltop Hauling',
    dumpsterSize: '20',
    dumpsterType: 'construction',
    startDate: '2026-12-01',
    endDate: '2026-12-08',
    deliveryAddress: { street: '12 Ridge Rd', city: 'Missoula', state: 'MT', zipCode: '59801' },
    rentalPeriod: 'weekly',
    totalPriceCents: 45000,
    addOns: {},
    paymentStatus: 'unpaid',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The answer of GET /api/provider/rentals holding all these rentals, with their counts. Without time
 * zones the card reads "today" on the browser's clock, as it does for a ZIP the server could not place.
 */
function rentalsResponse(rentals: Rental[], deliveryTimeZones: ProviderRentalsResponse['deliveryTimeZones'] = {}): ProviderRentalsResponse {
  const statusCounts = Object.fromEntries(RENTAL_STATUSES.map((status) => [status, 0])) as Record<RentalStatus, number>;
  for (const rental of rentals) statusCounts[rental.status] += 1;
  return {
    rentals,
    counts: {
      all: rentals.length,
      pending: statusCounts.pending + statusCounts.confirmed,
      active: statusCounts.approved + statusCounts.active,
      completed: statusCounts.completed,
      cancelled: statusCounts.cancelled,
    },
    statusCounts,
    deliveryTimeZones,
    nextCursor: null,
  };
}

/**
 * The rental list as the server answers it: the page the request asks for (its cursor here is the
 * index of the page's first rental), of the rentals its filter and search select, with the counts
 * of them all.
 */
export function rentalsBackend(rentalsNow: Rental[] | (() => Rental[]), deliveryTimeZones: ProviderRentalsResponse['deliveryTimeZones'] = {}) {
  return (url: URL): { status: number; body: ProviderRentalsResponse } => {
    const all = typeof rentalsNow === 'function' ? rentalsNow() : rentalsNow;
    const filter = (url.searchParams.get('filter') ?? 'all') as RentalRequestFilter;
    const search = url.searchParams.get('search') ?? undefined;
    const limit = Number(url.searchParams.get('limit') ?? 25);
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const selected = all.filter((rental) => (filter === 'all' || RENTAL_REQUEST_FILTER_OF[rental.status] === filter) && rentalMatchesSearch(rental, search));
    const page = selected.slice(start, start + limit);
    return {
      status: 200,
      body: { ...rentalsResponse(all, deliveryTimeZones), rentals: page, nextCursor: start + limit < selected.length ? String(start + limit) : null },
    };
  };
}
