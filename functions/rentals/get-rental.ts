// One rental, for the people it concerns: its customer, its provider, or an operator.
import { MESSAGES } from '../../shared/messages';
import type { Rental } from '../../shared/schemas/rental';
import type { Store } from '../platform/data/store';
import { notFound } from '../platform/errors';
import type { Caller } from '../platform/http/caller';

export function mayReadRental(rental: Pick<Rental, 'customerId' | 'providerId'>, caller: Caller): boolean {
  return (
    caller.userId === rental.customerId || caller.userId === rental.providerId || caller.roles.includes('operator')
  );
}

export async function getRental(store: Store, caller: Caller, rentalId: string): Promise<Rental> {
  const { data: rental } = await store.entities.rental.get({ rentalId }).go();
  // Someone else's rental answers exactly like a missing one (404 'Rental not found'), not 403:
  // a 403 would confirm that the id exists, and rental ids must not be probeable by strangers.
  if (!rental || !mayReadRental(rental, caller)) throw notFound(MESSAGES.rentalNotFound);
  return rental as Rental;
}
