// A rental's reserved days (reservedFrom..reservedThrough, shared/availability.ts) go back to the
// provider's availability in the same transaction as the change that ends the rental (the
// customer's cancellation, the provider's rejection, a full refund before delivery), so they are
// given back exactly once: that change is conditioned on the status it was decided from, and it
// removes the reservation from the rental. A rental without a reservation (an unpaid request, or
// one cancelled already) has no days to give back. Either way the change's share of the
// provider's tallies goes in the same transaction (`also`).
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Rental } from '../../shared/schemas/rental';
import type { rentalModel } from '../platform/data/entities/rental';
import type { Store } from '../platform/data/store';
import type { UpdateBuilder } from '../platform/data/update';
import { releaseDays } from './day-counters';

const MAX_ATTEMPTS = 5;

/** What a refused condition throws, so callers handle it as they handle the plain write's. */
class ConditionalCheckFailedException extends Error {
  override name = 'ConditionalCheckFailedException';
}

export function reservationOf(rental: Pick<Rental, 'reservedFrom' | 'reservedThrough'>) {
  return rental.reservedFrom && rental.reservedThrough ? { firstDay: rental.reservedFrom, lastDay: rental.reservedThrough } : undefined;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Runs the rental's conditioned change (`change()` builds it afresh for each attempt) and, when the
 * rental holds days, gives them back in the same transaction, with what `also` adds to it (read
 * afresh for each attempt: the change's share of the provider's tallies). Throws the plain write's
 * ConditionalCheckFailedException when the change's condition fails; answers the rental as it is after.
 */
export async function changeReleasingDays(
  store: Store,
  rental: Pick<Rental, 'rentalId' | 'providerId' | 'dumpsterSize' | 'reservedFrom' | 'reservedThrough'>,
  change: () => UpdateBuilder<typeof rentalModel>,
  also: () => Promise<(entities: Store['entities']) => TransactItem[]>,
): Promise<Rental> {
  const span = reservationOf(rental);
  const unit = { providerId: rental.providerId, size: rental.dumpsterSize };
  for (let attempt = 1; ; attempt += 1) {
    const extra = await also();
    const result = await store.transaction
      .write((entities) => [
        span ? change().remove(['reservedFrom', 'reservedThrough']).commit() : change().commit(),
        ...(span ? releaseDays(entities, unit, span, false) : []),
        ...extra(entities),
      ])
      .go();
    if (!result.canceled) {
      const { data } = await store.entities.rental.get({ rentalId: rental.rentalId }).go({ consistent: true });
      if (!data) throw new Error(`Rental ${rental.rentalId} was gone right after its change`);
      return data;
    }
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw new ConditionalCheckFailedException('The conditional request failed');
    if (attempt >= MAX_ATTEMPTS) throw new Error(`Changing rental ${rental.rentalId} kept conflicting: ${result.data.map((item) => item.code).join(',')}`);
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
  }
}
