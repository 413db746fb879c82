// One rental, for the people it concerns: its customer, its provider, or an operator.
import { MESSAGES } from '../../shared/messages';
import type { Rental } from '../../shared/schemas/rental';
import type { Store } from '../platform/data/store';
import { forbidden, notFound } from '../platform/errors';
import type { Caller } from '../platform/http/caller';

export function mayReadRental(rental: Pick<Rental, 'customerId' | 'providerId'>, caller: Caller): boolean {
  return (
    caller.userId === rental.customerId || caller.userId === rental.providerId || caller.roles.includes('operator')
  );
}

export async function getRental(store: Store, caller: Caller, rentalId: string): Promise<Rental> {
  const { data: rental } = await store.entities.rental.get({ rentalId }).go();
  if (!rental) throw notFound(MESSAGES.rentalNotFound);
  // The spec's answer for someone else's rental. Saying that the id exists reveals little: rental
  // ids are random UUIDs, never listed to anyone but the rental's own parties.
  if (!mayReadRental(rental, caller)) throw forbidden(MESSAGES.rentalNoPermission);
  return rental;
}
