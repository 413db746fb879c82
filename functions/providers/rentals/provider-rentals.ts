// A provider's rentals, read through the rental entity's byProvider index (gsi2): Query pages,
// never a Scan, up to a bound so one busy account cannot make a request unbounded.
import { RENTAL_STATUSES, type RentalStatus } from '../../../shared/rental-status';
import {
  RENTAL_REQUEST_FILTERS,
  RENTAL_REQUEST_FILTER_OF,
  type ProviderRentalsResponse,
  type RentalRequestFilter,
} from '../../../shared/schemas/provider-portal';
import type { Rental } from '../../../shared/schemas/rental';
import type { Store } from '../../platform/data/store';
import { timeZoneOfZip } from '../../platform/zip-directory';

/** More than a year of a busy hauler's orders; beyond it the oldest are left off and flagged. */
const MAX_PROVIDER_RENTALS = 5000;

export interface ProviderRentals {
  rentals: Rental[];
  truncated: boolean;
}

const newestFirst = (a: Rental, b: Rental) => b.createdAt.localeCompare(a.createdAt) || b.rentalId.localeCompare(a.rentalId);

/** Every rental of the provider (up to the bound), newest request first. */
export async function rentalsOfProvider(store: Store, providerId: string, status?: RentalStatus): Promise<ProviderRentals> {
  const rentals: Rental[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: Rental[]; cursor: string | null } = await store.entities.rental.query
      .byProvider(status ? { providerId, status } : { providerId })
      .go({ cursor, order: 'desc' });
    rentals.push(...page.data);
    cursor = page.cursor;
  } while (cursor && rentals.length < MAX_PROVIDER_RENTALS);
  rentals.sort(newestFirst);
  return { rentals: rentals.slice(0, MAX_PROVIDER_RENTALS), truncated: Boolean(cursor) || rentals.length > MAX_PROVIDER_RENTALS };
}

export function countByStatus(rentals: readonly Pick<Rental, 'status'>[]): Record<RentalStatus, number> {
  const counts = Object.fromEntries(RENTAL_STATUSES.map((status) => [status, 0])) as Record<RentalStatus, number>;
  for (const rental of rentals) counts[rental.status] += 1;
  return counts;
}

/** The rental requests screen's filter counts (All, Pending, Active, Completed, Cancelled). */
export function countByFilter(rentals: readonly Pick<Rental, 'status'>[]): Record<RentalRequestFilter, number> {
  const counts = Object.fromEntries(RENTAL_REQUEST_FILTERS.map((filter) => [filter, 0])) as Record<RentalRequestFilter, number>;
  for (const rental of rentals) {
    counts.all += 1;
    counts[RENTAL_REQUEST_FILTER_OF[rental.status]] += 1;
  }
  return counts;
}

/**
 * The time zone of each delivery ZIP of the rentals that can be completed, so the page reads
 * "today" where each dumpster stands (canComplete). Only active rentals: nothing else is completed.
 */
export async function deliveryTimeZones(
  rentals: readonly Pick<Rental, 'status' | 'deliveryAddress'>[],
  zoneOf: (zipCode: string) => Promise<string | undefined> = timeZoneOfZip,
): Promise<Record<string, string>> {
  const zips = [...new Set(rentals.filter((rental) => rental.status === 'active').map((rental) => rental.deliveryAddress.zipCode))];
  const zones = await Promise.all(zips.map(async (zipCode) => [zipCode, await zoneOf(zipCode)] as const));
  return Object.fromEntries(zones.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
}

export async function listProviderRentals(store: Store, providerId: string): Promise<ProviderRentalsResponse> {
  const { rentals, truncated } = await rentalsOfProvider(store, providerId);
  return {
    rentals,
    counts: countByFilter(rentals),
    statusCounts: countByStatus(rentals),
    deliveryTimeZones: await deliveryTimeZones(rentals),
    truncated,
  };
}
