// Filter chips and sort order of the results page. They only narrow or reorder what the server
// already priced; money is never recomputed here.
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

export function visibleProviders(providers: ProviderResult[], chip: ProviderChip, sort: ProviderSort): ProviderResult[] {
  const kept = providers.filter(CHIP_TESTS[chip]);
  // The server already sorts by weekly total; a stable copy keeps its tie-breaks.
  if (sort === 'price') return kept;
  return [...kept].sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount);
}
