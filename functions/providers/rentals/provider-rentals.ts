// A provider's rentals, read through the rental entity's byProvider index (gsi2): Query pages,
// never a Scan. The rental requests screen reads them a page at a time, with the counts from the
// books' totals (rental-counts.ts); maintenance reads them all, up to a bound.
import { RENTAL_STATUSES, RENTAL_TRANSITIONS, type RentalStatus } from '../../../shared/rental-status';
import {
  RENTAL_REQUEST_FILTERS,
  RENTAL_REQUEST_FILTER_OF,
  rentalMatchesSearch,
  type ProviderRentalsQuery,
  type ProviderRentalsResponse,
  type RentalRequestFilter,
} from '../../../shared/schemas/provider-portal';
import type { Rental } from '../../../shared/schemas/rental';
import { LEGACY_REJECTED_STATUS, RENTAL_STATUS_KEYS } from '../../platform/data/entities/rental';
import type { Store } from '../../platform/data/store';
import { dayBounds, readListPage } from '../../platform/list-page';
import { timeZoneOfZip } from '../../platform/zip-directory';
import { decodeMergedCursor, encodeMergedCursor, mergePage, type Position, type QueryRead } from './merged-pages';
import { rentalCountsOf } from './rental-counts';

/** More than a year of a busy hauler's orders; beyond it the oldest finished ones are left off and flagged. */
const MAX_PROVIDER_RENTALS = 5000;

/**
 * Statuses a rental never leaves (the state machine's ends): completed and cancelled. Every other
 * rental is open, something the provider still acts on, and a hauler has few of them at a time.
 */
const FINISHED_STATUSES = RENTAL_STATUSES.filter((status) => RENTAL_TRANSITIONS[status].length === 0);
const OPEN_STATUSES = RENTAL_STATUSES.filter((status) => !FINISHED_STATUSES.includes(status));
/**
 * The keys finished rentals are stored under: their statuses, and the 'rejected' a rejection was
 * stored as before scripts/migrations/rejected-rentals.ts (read as cancelled; data/entities/rental.ts).
 */
const FINISHED_KEYS: readonly RentalStatus[] = [...FINISHED_STATUSES, LEGACY_REJECTED_STATUS as RentalStatus];

export interface ProviderRentals {
  rentals: Rental[];
  truncated: boolean;
}

const newestFirst = (a: Rental, b: Rental) => b.createdAt.localeCompare(a.createdAt) || b.rentalId.localeCompare(a.rentalId);

/** The provider's rentals in one status, newest first, up to `limit` (the index sorts by status, then date). */
async function rentalsInStatus(store: Store, providerId: string, status: RentalStatus, limit: number): Promise<ProviderRentals> {
  const rentals: Rental[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: Rental[]; cursor: string | null } = await store.entities.rental.query
      .byProvider({ providerId, status })
      .go({ cursor, order: 'desc', limit: Math.max(1, limit - rentals.length) });
    rentals.push(...page.data);
    cursor = page.cursor;
  } while (cursor && rentals.length < limit);
  return { rentals: rentals.slice(0, limit), truncated: Boolean(cursor) || rentals.length > limit };
}

/**
 * The provider's rentals, newest request first, up to the bound: every open one, then the newest
 * finished ones in the room left. Reading the whole history newest-first by index order would
 * leave off open rentals behind a long finished history (the index sorts by status first).
 */
export async function rentalsOfProvider(store: Store, providerId: string, status?: RentalStatus): Promise<ProviderRentals> {
  if (status) return rentalsInStatus(store, providerId, status, MAX_PROVIDER_RENTALS);
  const open = await Promise.all(OPEN_STATUSES.map((each) => rentalsInStatus(store, providerId, each, MAX_PROVIDER_RENTALS)));
  const openRentals = open.flatMap((read) => read.rentals);
  const room = Math.max(0, MAX_PROVIDER_RENTALS - openRentals.length);
  const finished = await Promise.all(FINISHED_KEYS.map((each) => rentalsInStatus(store, providerId, each, room)));
  const finishedRentals = finished.flatMap((read) => read.rentals).sort(newestFirst);
  return {
    rentals: [...openRentals, ...finishedRentals.slice(0, room)].sort(newestFirst),
    truncated: [...open, ...finished].some((read) => read.truncated) || finishedRentals.length > room,
  };
}

export function countByStatus(rentals: readonly Pick<Rental, 'status'>[]): Record<RentalStatus, number> {
  const counts = Object.fromEntries(RENTAL_STATUSES.map((status) => [status, 0])) as Record<RentalStatus, number>;
  for (const rental of rentals) counts[rental.status] += 1;
  return counts;
}

/** The rental requests screen's filter counts (All, Pending, Active, Completed, Cancelled) from the counts per status. */
export function filterCountsOf(statusCounts: Readonly<Record<RentalStatus, number>>): Record<RentalRequestFilter, number> {
  const counts = Object.fromEntries(RENTAL_REQUEST_FILTERS.map((filter) => [filter, 0])) as Record<RentalRequestFilter, number>;
  for (const status of RENTAL_STATUSES) {
    counts.all += statusCounts[status];
    counts[RENTAL_REQUEST_FILTER_OF[status]] += statusCounts[status];
  }
  return counts;
}

/**
 * The time zone of each delivery ZIP of the rentals whose moves depend on the date, so the page reads
 * "today" where each dumpster stands (allowedMoves): scheduled ones (delivered from their delivery
 * date) and legacy active ones (delivered, picked up or completed from it).
 */
export async function deliveryTimeZones(
  rentals: readonly Pick<Rental, 'status' | 'deliveryAddress'>[],
  zoneOf: (zipCode: string) => Promise<string | undefined> = timeZoneOfZip,
): Promise<Record<string, string>> {
  const zips = [...new Set(rentals.filter((rental) => rental.status === 'active' || rental.status === 'scheduled').map((rental) => rental.deliveryAddress.zipCode))];
  const zones = await Promise.all(zips.map(async (zipCode) => [zipCode, await zoneOf(zipCode)] as const));
  return Object.fromEntries(zones.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
}

/** The query key of the "All" list: every status at once, read from the byProviderRequests index. */
const ALL_KEY = 'all';

/**
 * A page of the provider's rentals, newest request first. "All" is one Query of the
 * byProviderRequests index (gsi4, request time whatever the status); a status filter is one Query
 * of the byProvider index (gsi2, status then request time) per status key it covers, the legacy
 * 'rejected' key among the cancelled ones, merged (merged-pages.ts). The counts are of every
 * rental (rental-counts.ts).
 */
export async function listProviderRentals(store: Store, providerId: string, query: ProviderRentalsQuery): Promise<ProviderRentalsResponse> {
  const keys: string[] =
    query.filter === 'all' ? [ALL_KEY] : RENTAL_STATUS_KEYS.filter(({ status }) => RENTAL_REQUEST_FILTER_OF[status] === query.filter).map(({ key }) => key);
  const filters = {
    filter: query.filter,
    ...(query.search ? { search: query.search } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
  const started: Record<string, Position> = query.cursor ? await readListPage(query.cursor, async () => decodeMergedCursor(query.cursor!, filters, keys)) : {};
  const readKey = async (key: string): Promise<QueryRead<Rental>> => {
    const rentals =
      key === ALL_KEY
        ? store.entities.rental.query.byProviderRequests({ providerId })
        : store.entities.rental.query.byProvider({ providerId, status: key as RentalStatus });
    if (query.from || query.to) rentals.between(...dayBounds('createdAt', query));
    const position = started[key];
    const cursor = position && position !== 'end' ? rentals.cursorAfter({ createdAt: position[0], rentalId: position[1] }) : null;
    const page = await rentals.go({ order: 'desc', limit: query.limit, cursor });
    return { key, items: page.data, ended: !page.cursor };
  };
  // The counts are read beside the page, not after it.
  const [reads, statusCounts] = await Promise.all([
    readListPage(query.cursor, () => Promise.all(keys.filter((key) => started[key] !== 'end').map(readKey))),
    rentalCountsOf(store, providerId),
  ]);
  const { page, positions } = mergePage(reads, query.limit, (rental) => ({ createdAt: rental.createdAt, id: rental.rentalId }), (rental) => rentalMatchesSearch(rental, query.search));
  const next = Object.fromEntries(keys.map((key) => [key, positions[key] ?? started[key]]).filter(([, position]) => position !== undefined));
  return {
    rentals: page,
    counts: filterCountsOf(statusCounts),
    statusCounts,
    deliveryTimeZones: await deliveryTimeZones(page),
    nextCursor: encodeMergedCursor(filters, next as Record<string, Position>),
  };
}
