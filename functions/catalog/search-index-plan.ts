// What search should hold for a provider or a listing, and the least writing that gets it there
// from what it holds now. Pure: the search index consumer (search-index-stream.ts) and the portal's
// "updating in search" notice (providers/profile/search-status.ts) both decide with these.
import { createHash } from 'node:crypto';
import { providerSearchSummary } from '../../shared/provider-summary';
import { listingSearchSummary, type Listing, type ListingSearchSummary } from '../../shared/schemas/listing';
import type { ProviderProfile, ProviderSearchSummary } from '../../shared/schemas/provider';

export type SearchOwner = 'provider' | 'listing';

/** What search holds, or should hold, for one provider or listing. */
export interface SearchState {
  /** Sorted, without repeats. */
  zipCodes: readonly string[];
  summaryDigest: string;
}

export interface ProviderSearchTarget extends SearchState {
  owner: 'provider';
  summary?: ProviderSearchSummary;
}

export interface ListingSearchTarget extends SearchState {
  owner: 'listing';
  summary?: ListingSearchSummary;
}

export type SearchTarget = ProviderSearchTarget | ListingSearchTarget;

export interface SearchIndexPlan {
  /** ZIPs whose item is (re)written with the target's summary. */
  put: string[];
  /** ZIPs whose item goes: the owner no longer serves them. */
  remove: string[];
}

/** Key order fixed, so the same summary always has the same digest however DynamoDB returned its maps. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

export function summaryDigest(summary: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical(summary) ?? null)).digest('base64url');
}

const sortedZips = (zipCodes: readonly string[]) => [...new Set(zipCodes)].sort();

/** Nothing in search: a provider or listing that is gone. */
const NOTHING = { zipCodes: [], summaryDigest: '' } as const;

export function providerSearchTarget(profile: ProviderProfile | null): ProviderSearchTarget {
  if (!profile) return { owner: 'provider', ...NOTHING };
  const summary = providerSearchSummary(profile);
  return { owner: 'provider', summary, zipCodes: sortedZips(profile.serviceableZipCodes), summaryDigest: summaryDigest(summary) };
}

/** An unavailable listing is in no ZIP (it cannot be rented), like one that is gone. */
export function listingSearchTarget(listing: Listing | null): ListingSearchTarget {
  if (!listing || !listing.availability) return { owner: 'listing', ...NOTHING };
  const summary = listingSearchSummary(listing);
  return { owner: 'listing', summary, zipCodes: sortedZips(listing.serviceAreas), summaryDigest: summaryDigest(summary) };
}

export function sameSearchState(a: SearchState, b: SearchState): boolean {
  if (a.zipCodes.length !== b.zipCodes.length) return false;
  if (a.zipCodes.length === 0) return true;
  return a.summaryDigest === b.summaryDigest && a.zipCodes.every((zip, index) => zip === b.zipCodes[index]);
}

/**
 * From what search holds to the target: items of ZIPs no longer served go; when the summary
 * changed every served ZIP's item is rewritten, otherwise only the ZIPs added are written. Same
 * state, nothing at all.
 */
export function planSearchIndex(indexed: SearchState, target: SearchState): SearchIndexPlan {
  const wanted = new Set(target.zipCodes);
  const held = new Set(indexed.zipCodes);
  const remove = indexed.zipCodes.filter((zip) => !wanted.has(zip));
  const put = indexed.summaryDigest === target.summaryDigest ? target.zipCodes.filter((zip) => !held.has(zip)) : [...target.zipCodes];
  return { put, remove: [...new Set(remove)] };
}

export const isEmptyPlan = (plan: SearchIndexPlan) => plan.put.length === 0 && plan.remove.length === 0;
