// Whether search shows the provider as saved: saves write the profile or listing and answer at once,
// and the search index consumer brings the "serves ZIP" items up to date from the table's stream
// (catalog/search-index-stream.ts), recording what it indexed for each provider and listing. The
// portal shows "Updating your listings in search" while any of them differs from what is saved.
import { listingSearchTarget, providerSearchTarget, sameSearchState, summaryDigest, type SearchTarget } from '../../catalog/search-index-plan';
import type { Store } from '../../platform/data/store';
import type { ProviderProfile } from '../../../shared/schemas/provider';
import type { ProviderSearchStatus } from '../../../shared/schemas/provider-portal';

/**
 * An owner indexed before search states were kept, or just registered (its primary ZIPs' items are
 * written with the profile), has none: its first and last ZIPs' items (one BatchGetItem) tell
 * whether search carries its current summary across its area. An owner in no ZIP needs nothing.
 */
async function indexedWithoutState(store: Store, ownerId: string, target: SearchTarget): Promise<boolean> {
  if (target.zipCodes.length === 0) return true;
  const ends = [...new Set([target.zipCodes[0]!, target.zipCodes[target.zipCodes.length - 1]!])];
  const items =
    target.owner === 'provider'
      ? await store.entities.providerZip.getMany(ends.map((zipCode) => ({ zipCode, providerId: ownerId })), { consistent: true })
      : await store.entities.listingZip.getMany(ends.map((zipCode) => ({ zipCode, listingId: ownerId })), { consistent: true });
  return items.length === ends.length && items.every((item) => summaryDigest(item.summary) === target.summaryDigest);
}

export async function providerSearchStatus(store: Store, profile: ProviderProfile): Promise<ProviderSearchStatus> {
  const { data: listings } = await store.entities.listing.query.byProvider({ providerId: profile.providerId }).go({ pages: 'all' });
  const owners: { ownerId: string; target: SearchTarget }[] = [
    { ownerId: profile.providerId, target: providerSearchTarget(profile) },
    ...listings.map((listing) => ({ ownerId: listing.listingId, target: listingSearchTarget(listing) })),
  ];
  const states = new Map(
    (await store.entities.searchIndexState.getMany(owners.map(({ ownerId }) => ({ ownerId })), { consistent: true })).map((state) => [state.ownerId, state]),
  );
  for (const { ownerId, target } of owners) {
    const state = states.get(ownerId);
    const current = state ? sameSearchState(state, target) : await indexedWithoutState(store, ownerId, target);
    if (!current) return { updating: true };
  }
  return { updating: false };
}
