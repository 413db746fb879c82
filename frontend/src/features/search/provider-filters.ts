// Filter chips and sort order of the results page, kept in its URL (`filter`, `sort`) so a way
// back to the results (Back to Search, a reload) finds them as they were. They only narrow or
// reorder what the server already priced; money is never recomputed here.
import { BEST_RATED_MIN_RATING } from '../../../../shared/constants';
import type { ProviderResult } from '../../../../shared/schemas/search';

export const PROVIDER_CHIPS = [
  { value: 'all', label: 'All' },
  { value: 'verified', label: 'Verified' },
  { value: 'bestRated', label: 'Best Rated' },
  { value: 'sameDay', label: 'Same-Day' },
  { value: 'drivewayProtection', label: 'Driveway Protection' },
] as const;
export type ProviderChip = (typeof PROVIDER_CHIPS)[number]['value'];

const CHIP_TESTS: Record<ProviderChip, (provider: ProviderResult) => boolean> = {
  all: () => true,
  verified: (provider) => provider.isVerified,
  bestRated: (provider) => provider.rating >= BEST_RATED_MIN_RATING,
  sameDay: (provider) => provider.addOns.sameDayDelivery,
  drivewayProtection: (provider) => provider.addOns.drivewayProtection,
};

export const SORT_OPTIONS = [
  { value: 'price', label: 'Lowest price' },
  { value: 'rating', label: 'Highest rated' },
] as const;
export type ProviderSort = (typeof SORT_OPTIONS)[number]['value'];

/** The chip and sort as the results URL carries them (`filter`, `sort`); anything else is the default. */
export function chipOf(value: string | null): ProviderChip {
  return PROVIDER_CHIPS.find((chip) => chip.value === value)?.value ?? 'all';
}

export function sortOf(value: string | null): ProviderSort {
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? 'price';
}

/** Writes the chip and sort into the URL's query, leaving out the defaults. */
export function withView(params: URLSearchParams, view: { chip: ProviderChip; sort: ProviderSort }): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.chip === 'all') next.delete('filter');
  else next.set('filter', view.chip);
  if (view.sort === 'price') next.delete('sort');
  else next.set('sort', view.sort);
  return next;
}

export function visibleProviders(providers: ProviderResult[], chip: ProviderChip, sort: ProviderSort): ProviderResult[] {
  const kept = providers.filter(CHIP_TESTS[chip]);
  // The server already sorts by weekly total; a stable copy keeps its tie-breaks.
  if (sort === 'price') return kept;
  return [...kept].sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount);
}
