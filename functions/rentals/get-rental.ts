// One rental, for the people it concerns: its customer, its provider, or an operator.
import { MESSAGES } from '../../shared/messages';
import type { Rental, RentalDetail } from '../../shared/schemas/rental';
import type { UploadStore } from '../platform/files/uploads';
import type { Store } from '../platform/data/store';
import { forbidden, notFound } from '../platform/errors';
import type { Caller } from '../platform/http/caller';

export function mayReadRental(rental: Pick<Rental, 'customerId' | 'providerId'>, caller: Caller): boolean {
  return (
    caller.userId === rental.customerId || caller.userId === rental.providerId || caller.roles.includes('operator')
  );
}

/** A placement photo link lasts as long as other private documents' links. */
const PLACEMENT_PHOTO_LINK_SECONDS = 5 * 60;
const DELIVERED_STATUSES: readonly Rental['status'][] = ['delivered', 'pickup_requested', 'picked_up', 'completed'];

export async function getRental(store: Store, caller: Caller, rentalId: string, uploads: () => UploadStore): Promise<RentalDetail> {
  const { data: rental } = await store.entities.rental.get({ rentalId }).go();
  if (!rental) throw notFound(MESSAGES.rentalNotFound);
  // The spec's answer for someone else's rental. Saying that the id exists reveals little: rental
  // ids are random UUIDs, never listed to anyone but the rental's own parties.
  if (!mayReadRental(rental, caller)) throw forbidden(MESSAGES.rentalNoPermission);
  if (!rental.placementPhotoKey || !DELIVERED_STATUSES.includes(rental.status)) return rental;
  return { ...rental, placementPhotoUrl: await uploads().presignGet(rental.placementPhotoKey, PLACEMENT_PHOTO_LINK_SECONDS) };
}
