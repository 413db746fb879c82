// Whether search shows the provider as saved: saves write the profile or listing and answer at once,
// and the search index consumer brings the "serves ZIP" items up to date from the table's stream
// (catalog/search-index-stream.ts), recording what it indexed for each provider and listing. The
// portal shows "Updating your listings in search" while any of them differs from what is saved.
import { listingSearchTarget, providerSearchTarget, sameSearchState, summaryDigest, type SearchTarget } from '../../catalog/search-index-plan';
import type { Store } from '../../platform/data/store';
import type { ProviderProfile } from '../../../shared/schemas/provider';
import type { ProviderSearchStatus } from '../../../shared/schemas/provider-portal';

/**
 * An owner indexed before search states were kept has none: its first ZIP item (one GetItem) tells
 * whether search carries its current summary. An owner in no ZIP needs nothing in search.
 */
async function indexedWithoutState(store: Store, ownerId: string, target: SearchTarget): Promise<boolean> {
  const [zipCode] = target.zipCodes;
  if (zipCode === undefined) return true;
  const { data } =
    target.owner === 'provider'
      ? await store.entities.providerZip.get({ zipCode, providerId: ownerId }).go({ consistent: true })
      : await store.entities.listingZip.get({ zipCode, listingId: ownerId }).go({ consistent: true });
  return data !== null && summaryDigest(data.summary) === target.summaryDigest;
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
