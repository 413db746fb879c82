// The customer asks for a swap (their full dumpster exchanged for an empty one) on a day while it
// is with them: delivered, its pickup not yet requested. The day is from tomorrow at the delivery
// address (the truck is planned the day before) through the day before the booked pickup. Its fee
// is the provider's swap fee as it stands now (shared/pricing.ts), kept on the swap and billed with
// the final charge once a driver has done it. Appending a swap, or cancelling one, is one write
// conditioned on the status and the swaps as read: two requests racing each other (or a pickup,
// or a driver marking one done) cannot both count the same list, and the loser gets 409.
import { randomUUID } from 'node:crypto';
import { effectivePricing } from '../../shared/pricing';
import { addDays } from '../../shared/rental-dates';
import { MAX_REQUESTED_SWAPS, SWAP_REQUEST_MESSAGES, type RentalSwap, type SwapQuote, type SwapRequest } from '../../shared/schemas/dispatch';
import type { Rental } from '../../shared/schemas/rental';
import { calendarDateIn } from '../../shared/zoned-time';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';
import type { Store } from '../platform/data/store';
import { conflict, notFound, unprocessable } from '../platform/errors';
import type { RentalEventPublisher } from '../platform/events/rental-events';
import { clockOfZip } from '../platform/zip-directory';

export interface SwapRequestDeps {
  store: Store;
  events: RentalEventPublisher;
  clock: () => Date;
  newId?: () => string;
}

type SwapRental = Pick<Rental, 'status' | 'endDate' | 'swaps'>;

/** The days a swap can be asked for on, or undefined when none can (not with the customer, or no day left). */
export function swapDays(rental: SwapRental, today: string): { firstDate: string; lastDate: string } | undefined {
  if (rental.status !== 'delivered') return undefined;
  const firstDate = addDays(today, 1);
  const lastDate = addDays(rental.endDate, -1);
  return firstDate <= lastDate ? { firstDate, lastDate } : undefined;
}

/** Why a swap cannot be asked for on `date`, or undefined. The status is checked before (409). */
export function swapDateProblem(rental: SwapRental, date: string, today: string): string | undefined {
  if (date <= today) return SWAP_REQUEST_MESSAGES.dateNotAfterToday;
  if (date >= rental.endDate) return SWAP_REQUEST_MESSAGES.dateNotBeforeEnd;
  const requested = (rental.swaps ?? []).filter((swap) => swap.status === 'requested');
  if (requested.some((swap) => swap.date === date)) return SWAP_REQUEST_MESSAGES.alreadyOnDate;
  if (requested.length >= MAX_REQUESTED_SWAPS) return SWAP_REQUEST_MESSAGES.tooMany;
  return undefined;
}

/** Why a swap cannot be cancelled (and the status that says so), or undefined: scheduled, and its day after today. */
export function swapCancelProblem(swap: RentalSwap, today: string): { code: 'conflict' | 'unprocessable'; message: string } | undefined {
  if (swap.status !== 'requested') return { code: 'conflict', message: SWAP_REQUEST_MESSAGES.notCancellable };
  if (swap.date <= today) return { code: 'unprocessable', message: SWAP_REQUEST_MESSAGES.tooLateToCancel };
  return undefined;
}

async function swapFeeCents(store: Store, providerId: string): Promise<number> {
  const { data } = await store.entities.providerProfile.get({ providerId }).go({ consistent: true });
  return effectivePricing(data?.pricing).swapFeeCents;
}

const todayAt = async (rental: Rental, now: Date) => calendarDateIn(now, await clockOfZip(rental.deliveryAddress.zipCode));

/** The provider's swap fee for this rental, today at its address and the days a swap can be asked for. */
export async function quoteSwap(deps: Pick<SwapRequestDeps, 'store' | 'clock'>, rental: Rental): Promise<SwapQuote> {
  const [feeCents, today] = await Promise.all([swapFeeCents(deps.store, rental.providerId), todayAt(rental, deps.clock())]);
  return { feeCents, today, ...swapDays(rental, today) };
}

/** The rental's swaps replaced, if its status and swaps are still those it was read with. */
async function writeSwaps(store: Store, rental: Rental, swaps: RentalSwap[], at: string): Promise<Rental> {
  try {
    await store.entities.rental
      .patch({ rentalId: rental.rentalId })
      .set({ swaps, updatedAt: at })
      .where((attributes, { eq, notExists }) =>
        `${eq(attributes.status, rental.status)} AND ${rental.swaps ? eq(attributes.swaps, rental.swaps) : notExists(attributes.swaps)}`,
      )
      .go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw conflict(SWAP_REQUEST_MESSAGES.changedMeanwhile);
    throw error;
  }
  return { ...rental, swaps, updatedAt: at };
}

export async function requestSwap(deps: SwapRequestDeps, rental: Rental, request: SwapRequest): Promise<Rental> {
  const now = deps.clock();
  const today = await todayAt(rental, now);
  if (rental.status !== 'delivered') throw conflict(SWAP_REQUEST_MESSAGES.notDelivered);
  const problem = swapDateProblem(rental, request.date, today);
  if (problem) throw unprocessable(problem, { date: problem });

  const at = now.toISOString();
  const swap: RentalSwap = {
    swapId: (deps.newId ?? randomUUID)(),
    date: request.date,
    requestedAt: at,
    feeCents: await swapFeeCents(deps.store, rental.providerId),
    status: 'requested',
  };
  const updated = await writeSwaps(deps.store, rental, [...(rental.swaps ?? []), swap], at);
  await deps.events.publish({ type: 'rental.swap_requested', rentalId: rental.rentalId, occurredAt: at });
  return updated;
}

export async function cancelSwap(deps: Pick<SwapRequestDeps, 'store' | 'clock'>, rental: Rental, swapId: string): Promise<Rental> {
  const swap = rental.swaps?.find((candidate) => candidate.swapId === swapId);
  if (!swap) throw notFound(SWAP_REQUEST_MESSAGES.swapNotFound);
  const now = deps.clock();
  const problem = swapCancelProblem(swap, await todayAt(rental, now));
  if (problem) throw problem.code === 'conflict' ? conflict(problem.message) : unprocessable(problem.message);
  const swaps = rental.swaps!.map((candidate): RentalSwap => (candidate.swapId === swapId ? { ...candidate, status: 'cancelled' } : candidate));
  return writeSwaps(deps.store, rental, swaps, now.toISOString());
}
