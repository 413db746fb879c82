// The signed-in provider's own business profile (one GetItem by the caller's id).
import { MESSAGES } from '../../shared/messages';
import type { ProviderProfile } from '../../shared/schemas/provider';
import type { Store } from '../platform/data/store';
import { notFound } from '../platform/errors';

export async function getProviderProfile(store: Store, providerId: string): Promise<ProviderProfile> {
  const { data } = await store.entities.providerProfile.get({ providerId }).go();
  if (!data) throw notFound(MESSAGES.providerNotFound);
  return data as ProviderProfile;
}
