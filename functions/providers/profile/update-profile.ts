// The Profile page's save: business and contact details, EIN and logo. The summary search shows
// (business name, phone, city, logo) comes from these, so the save re-indexes the provider.
import type { ProviderProfileUpdate } from '../../../shared/schemas/provider-settings';
import { mediaUrl } from '../../platform/files/media';
import type { UploadStore } from '../../platform/files/uploads';
import { assertLogoUploaded, deleteReplacedLogo, storedLogoKey } from './provider-logo';
import {
  assertUnchangedSince,
  ownProviderProfile,
  saveProviderProfile,
  type ProfileChanges,
  type ProviderSettingsDeps,
  type RemovableAttribute,
  type StoredProviderProfile,
} from './save-provider-profile';

export interface ProfileDeps extends ProviderSettingsDeps {
  uploads: () => UploadStore;
}

export async function updateProviderProfile(
  deps: ProfileDeps,
  providerId: string,
  input: ProviderProfileUpdate,
): Promise<StoredProviderProfile> {
  const stored = await ownProviderProfile(deps.store, providerId);
  assertUnchangedSince(stored, input.expectedUpdatedAt);

  const changes: ProfileChanges = {
    businessName: input.businessName,
    name: input.name,
    phone: input.phone,
    address: input.address,
    ...(input.ein ? { ein: input.ein } : {}),
  };
  const remove: RemovableAttribute[] = input.ein ? [] : ['ein'];
  const currentLogoKey = storedLogoKey(stored);
  let replacedLogoKey: string | undefined;
  if (input.logoKey && input.logoKey !== stored.logoKey) {
    await assertLogoUploaded(deps.uploads, providerId, input.logoKey);
    changes.logoKey = input.logoKey;
    changes.logoUrl = mediaUrl(input.logoKey);
    replacedLogoKey = currentLogoKey;
  } else if (input.removeLogo) {
    remove.push('logoKey', 'logoUrl');
    replacedLogoKey = currentLogoKey;
  }

  const saved = await saveProviderProfile(deps, stored, changes, remove);
  await deleteReplacedLogo(deps.uploads, replacedLogoKey);
  return saved;
}
