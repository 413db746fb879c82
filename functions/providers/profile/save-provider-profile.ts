// The one way the Pricing, Service Areas and Profile pages write a provider profile: a conditional
// write on the updatedAt the change was computed from (of two concurrent saves one wins, the other
// gets 409 instead of silently undoing the first), then the copies of the provider's facts on its
// listings. Search (the "serves ZIP" items) catches up from the table's stream, a few seconds at
// most whatever the area's size (catalog/search-index-stream.ts); the portal says so meanwhile.
import { MESSAGES } from '../../../shared/messages';
import type { ProviderProfile } from '../../../shared/schemas/provider';
import { PROVIDER_SETTINGS_MESSAGES } from '../../../shared/schemas/provider-settings';
import type * as z from 'zod';
import { isConditionalCheckFailure } from '../../platform/data/conditional-write';
import type { storedProviderProfileSchema } from '../../platform/data/entities/provider-profile';
import type { Store } from '../../platform/data/store';
import { conflict, notFound } from '../../platform/errors';
import { syncProviderListings } from '../../catalog/listing-provider-facts';

/** The stored item: the shared profile plus the uploaded logo's key. */
export type StoredProviderProfile = z.output<typeof storedProviderProfileSchema>;

export interface ProviderSettingsDeps {
  store: Store;
  clock: () => Date;
}

type Attributes = StoredProviderProfile;
export type ProfileChanges = Partial<Omit<Attributes, 'providerId' | 'email' | 'createdAt' | 'updatedAt'>>;
export type RemovableAttribute = 'ein' | 'logoUrl' | 'logoKey';

export async function ownProviderProfile(store: Store, providerId: string): Promise<StoredProviderProfile> {
  const { data } = await store.entities.providerProfile.get({ providerId }).go();
  if (!data) throw notFound(MESSAGES.providerNotFound);
  return data;
}

/** The page was loaded from an older profile than the stored one: refuse before computing anything. */
export function assertUnchangedSince(stored: Pick<ProviderProfile, 'updatedAt'>, expectedUpdatedAt: string | undefined): void {
  if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== stored.updatedAt) throw conflict(PROVIDER_SETTINGS_MESSAGES.changedMeanwhile);
}

/** Strictly after the previous value, so two saves within one millisecond still differ (the condition relies on it). */
export function nextUpdatedAt(now: Date, previous: string): string {
  const previousMs = Date.parse(previous);
  const ms = Number.isFinite(previousMs) ? Math.max(now.getTime(), previousMs + 1) : now.getTime();
  return new Date(ms).toISOString();
}

export async function saveProviderProfile(
  deps: ProviderSettingsDeps,
  stored: StoredProviderProfile,
  changes: ProfileChanges,
  remove: readonly RemovableAttribute[] = [],
): Promise<StoredProviderProfile> {
  const { store } = deps;
  const updatedAt = nextUpdatedAt(deps.clock(), stored.updatedAt);
  let saved: StoredProviderProfile;
  try {
    const patch = store.entities.providerProfile.patch({ providerId: stored.providerId }).set({ ...changes, updatedAt });
    const { data } = await (remove.length > 0 ? patch.remove([...remove]) : patch)
      .where((attributes, { eq }) => eq(attributes.updatedAt, stored.updatedAt))
      .go({ response: 'all_new' });
    saved = data;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const { data } = await store.entities.providerProfile.get({ providerId: stored.providerId }).go();
    throw data ? conflict(PROVIDER_SETTINGS_MESSAGES.changedMeanwhile) : notFound(MESSAGES.providerNotFound);
  }
  await syncProviderListings(store, saved);
  return saved;
}
