// Provider registration with an access code. Uploads are checked first (nothing is written if one
// is missing or not what was declared), then the sign-in is created in the provider group, then
// ONE transaction consumes the code (only if unused and unexpired), creates the profile (only if
// new) and writes the provider's search index items. If the transaction does not happen, the new
// sign-in is removed, so of many registrations racing for one code exactly one gets an account.
import { providerSearchSummary } from '../../shared/provider-summary';
import { MESSAGES } from '../../shared/messages';
import { REGISTRATION_SERVICE_RADIUS_MILES, type ProviderRegistration } from '../../shared/schemas/onboarding';
import type { ProviderProfile } from '../../shared/schemas/provider';
import type { Store } from '../platform/data/store';
import { conflict } from '../platform/errors';
import type { UploadStore } from '../platform/files/uploads';
import type { UserDirectory } from '../platform/identity/user-directory';
import { logger } from '../platform/logger';
import { usableAccessCode } from './access-codes';
import { assertUploaded } from './uploads';
import { mediaUrl } from '../platform/files/media';
import { assertServiceableZips, servedZipCodes, usZipGrid } from '../providers/service-areas/zip-grid';

export interface RegisterProviderDeps {
  store: Store;
  users: () => UserDirectory;
  uploads: () => UploadStore;
  now: () => Date;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

function providerProfileFrom(providerId: string, input: ProviderRegistration, timestamp: string): ProviderProfile & { logoKey?: string } {
  const zips = input.serviceZipCodes;
  return {
    providerId,
    email: input.email,
    name: input.name,
    businessName: input.businessName,
    phone: input.phone,
    address: input.address,
    ...(input.ein ? { ein: input.ein } : {}),
    ...(input.logoKey ? { logoKey: input.logoKey, logoUrl: mediaUrl(input.logoKey) } : {}),
    primaryZipCodes: zips,
    serviceRadius: REGISTRATION_SERVICE_RADIUS_MILES,
    serviceableZipCodes: zips,
    rating: 0,
    reviewCount: 0,
    isVerified: false,
    addOns: input.addOns,
    dumpsterTypes: input.dumpsterTypes,
    dumpsterInventory: input.dumpsterInventory,
    pricing: {
      baseRatePerYardCents: toCents(input.pricing.baseRatePerYard),
      deliveryFeeCents: toCents(input.pricing.deliveryFee),
      addOnPricesCents: {
        sameDayDelivery: toCents(input.pricing.addOnPrices.sameDayDelivery),
        drivewayProtection: toCents(input.pricing.addOnPrices.drivewayProtection),
        permitPulling: toCents(input.pricing.addOnPrices.permitPulling),
        cleanupService: toCents(input.pricing.addOnPrices.cleanupService),
      },
    },
    activeRentals: 0,
    completedRentals: 0,
    documents: {
      businessInsuranceKey: input.insuranceKey,
      driversLicenseKey: input.licenseKey,
      verified: false,
      uploadedAt: timestamp,
    },
    createdAt: timestamp,
    updatedAt: timestamp,
  };
}

export async function registerProvider(deps: RegisterProviderDeps, input: ProviderRegistration): Promise<{ providerId: string }> {
  const { store } = deps;
  const startedAt = deps.now();
  // Early answers for a code that cannot work; the transaction below is what decides.
  await usableAccessCode(store, input.code, startedAt);
  await assertServiceableZips(await usZipGrid(), input.serviceZipCodes, 'serviceZipCodes');
  const uploads = deps.uploads();
  await assertUploaded(uploads, input.code, 'insurance', input.insuranceKey);
  await assertUploaded(uploads, input.code, 'license', input.licenseKey);
  if (input.logoKey) await assertUploaded(uploads, input.code, 'logo', input.logoKey);

  const users = deps.users();
  const providerId = await users.createUser({ email: input.email, password: input.password, name: input.name, group: 'provider' });
  const now = deps.now();
  const timestamp = now.toISOString();
  const registered = providerProfileFrom(providerId, input, timestamp);
  const profile = { ...registered, serviceableZipCodes: await servedZipCodes(registered.primaryZipCodes, REGISTRATION_SERVICE_RADIUS_MILES) };
  const summary = providerSearchSummary(profile);

  let committed = false;
  try {
    const result = await store.transaction
      .write(({ accessCode, providerProfile, providerZip }) => [
        accessCode
          .patch({ code: input.code })
          .set({ status: 'used', usedBy: providerId, usedAt: timestamp })
          .where((attributes, { eq, gt }) => `${eq(attributes.status, 'unused')} AND ${gt(attributes.expiresAt, timestamp)}`)
          .commit(),
        providerProfile.create(profile).commit(),
        ...profile.primaryZipCodes.map((zipCode) =>
          providerZip.put({ zipCode, providerId, summary, updatedAt: timestamp }).commit(),
        ),
      ])
      .go();
    committed = !result.canceled;
  } catch (error) {
    logger.warn('Provider registration transaction failed', { providerId, error: String(error) });
  }
  // The ZIPs around the primary ones (too many for the transaction's 100 items) reach search from
  // the table's stream (catalog/search-index-stream.ts), moments after the profile is written.
  if (committed) return { providerId };

  await users.deleteUser(providerId);
  // Why it did not happen: the code was used (or expired) meanwhile, in which case this says so.
  await usableAccessCode(store, input.code, deps.now());
  throw conflict(MESSAGES.accessCodeUsed);
}
