// Deleting a provider account, confirmed with the provider's current password (the user pool checks
// it). Refused (409) while rentals still need the provider: one in progress
// or approved, or one the customer has already paid for. Otherwise everything the provider owns goes:
// its listings, its files (logo, listing images and
// the registration documents, which nothing could reach once the profile is gone), the profile and
// the sign-in. Unpaid requests still waiting for approval are rejected (cancelled by the provider),
// so their customers are not left waiting on a provider that no longer exists. Finished rentals
// stay: they are the customers' records. Everything is found by Query on the provider's own index
// partitions, never by Scan. The search index items go when the search index consumer reads the
// listings' and the profile's removal from the table's stream (catalog/search-index-stream.ts).
//
// Order matters for retries: files go before the records
// that name them, then the sign-in, and the profile goes last: the API refuses a caller whose
// profile is gone (functions/platform/http/account-check.ts), so until the very end the provider's
// token (or, before the sign-in goes, a new sign-in) still reaches this route and a retry finishes
// the job. Every step is idempotent.
import type { Rental } from '../../../shared/schemas/rental';
import { changeRentalCounted } from '../../financials/tallies/tally-writes';
import { OPEN_STATUSES as OPEN_RENTAL_STATUSES, type RentalStatus } from '../../../shared/rental-status';
import { PROVIDER_SETTINGS_MESSAGES } from '../../../shared/schemas/provider-settings';
import type { Store } from '../../platform/data/store';
import { conflict } from '../../platform/errors';
import { MEDIA_FOLDERS, mediaKeyOf } from '../../platform/files/media';
import type { UploadStore } from '../../platform/files/uploads';
import { assertCurrentPassword } from '../../platform/identity/current-password';
import type { UserDirectory } from '../../platform/identity/user-directory';
import { storedLogoKey } from './provider-logo';
import type { StoredProviderProfile } from './save-provider-profile';

export interface DeleteProviderAccountDeps {
  store: Store;
  users: () => UserDirectory;
  uploads: () => UploadStore;
  clock: () => Date;
}

/** Statuses in which a rental may still need the provider; 'pending' only blocks once it is paid. */
const OPEN_STATUSES = OPEN_RENTAL_STATUSES;

interface OpenRental {
  rentalId: string;
  status: RentalStatus;
  paymentStatus: string;
  createdAt: string;
}

/** Pure: the rentals that must be resolved before the account can go. */
export function rentalsBlockingDeletion(rentals: readonly OpenRental[]): OpenRental[] {
  return rentals.filter((rental) => rental.status !== 'pending' || rental.paymentStatus === 'paid');
}

async function openRentals(store: Store, providerId: string): Promise<Rental[]> {
  // gsi2's sort key starts with the status: one Query per open status reads only those rentals.
  const pages = await Promise.all(
    OPEN_STATUSES.map((status) =>
      store.entities.rental.query
        .byProvider({ providerId, status })
        .go({ pages: 'all' }),
    ),
  );
  return pages.flatMap((page) => page.data);
}

async function rejectUnpaidRequests(store: Store, rentals: readonly Rental[], now: string): Promise<void> {
  for (const rental of rentals.filter((candidate) => candidate.status === 'pending' && candidate.paymentStatus === 'unpaid')) {
    // Refused when paid, cancelled or removed since the query: a paid one is caught by the check on the next call.
    await changeRentalCounted(store, rental, { status: 'cancelled', cancelledBy: 'provider', cancelledAt: now, updatedAt: now });
  }
}

/** The keys of every file the account owns in the uploads bucket. */
export function ownedFileKeys(
  profile: Pick<StoredProviderProfile, 'providerId' | 'logoKey' | 'logoUrl' | 'documents'> | undefined,
  listings: readonly { imageUrls: readonly string[] }[],
  providerId: string,
): string[] {
  const listingImagePrefix = `${MEDIA_FOLDERS.listingImages}${providerId}/`;
  const keys = new Set<string>();
  for (const listing of listings) {
    for (const url of listing.imageUrls) {
      const key = mediaKeyOf(url);
      if (key?.startsWith(listingImagePrefix)) keys.add(key);
    }
  }
  if (profile) {
    const logoKey = storedLogoKey(profile);
    if (logoKey) keys.add(logoKey);
    if (profile.documents?.businessInsuranceKey) keys.add(profile.documents.businessInsuranceKey);
    if (profile.documents?.driversLicenseKey) keys.add(profile.documents.driversLicenseKey);
  }
  return [...keys];
}

export async function deleteProviderAccount(deps: DeleteProviderAccountDeps, providerId: string, password: string): Promise<void> {
  const { store } = deps;
  await assertCurrentPassword(deps.users(), providerId, password);
  const open = await openRentals(store, providerId);
  if (rentalsBlockingDeletion(open).length > 0) throw conflict(PROVIDER_SETTINGS_MESSAGES.deleteBlockedByRentals);

  const [{ data: profile }, { data: listings }] = await Promise.all([
    store.entities.providerProfile.get({ providerId }).go(),
    store.entities.listing.query.byProvider({ providerId }).go({ pages: 'all', attributes: ['listingId', 'imageUrls'] }),
  ]);

  await rejectUnpaidRequests(store, open, deps.clock().toISOString());

  const keys = ownedFileKeys(profile ?? undefined, listings, providerId);
  for (let start = 0; start < keys.length; start += 1000) await deps.uploads().deleteObjects(keys.slice(start, start + 1000));

  if (listings.length > 0) {
    const { unprocessed } = await store.entities.listing.delete(listings.map(({ listingId }) => ({ listingId }))).go();
    if (unprocessed.length > 0) throw new Error(`Deleting listings left ${unprocessed.length} unprocessed`);
  }
  await deps.users().deleteUser(providerId);
  await store.entities.providerProfile.delete({ providerId }).go();
}
