// The jobs a rental produces, as a pure function of the rental: its delivery on the start date,
// its pickup on the day asked for (or the booked end date), and one swap per swap it carries. The
// rental decides a job's status where it knows it (done once delivered / picked up / swapped,
// cancelled with the rental or its swap); otherwise the job keeps its own (scheduled, or on_the_way
// once a driver set out), so the projection never writes over the driver's progress.
import { APPROVED_OPEN_STATUSES, type RentalStatus } from '../../shared/rental-status';
import type { Job, JobKind } from '../../shared/schemas/dispatch';
import type { Rental } from '../../shared/schemas/rental';

/** The statuses whose rentals have jobs: approved (now or before the lifecycle) and on, cancelled ones to cancel theirs. */
const STATUSES_WITH_JOBS: ReadonlySet<RentalStatus> = new Set([...APPROVED_OPEN_STATUSES, 'completed', 'cancelled']);
const DELIVERED_OR_LATER: ReadonlySet<RentalStatus> = new Set(['delivered', 'pickup_requested', 'picked_up', 'completed']);
const PICKED_UP_OR_LATER: ReadonlySet<RentalStatus> = new Set(['picked_up', 'completed']);

/** What the rental says of one of its jobs: every field but the dispatch ones (driver, stop, progress). */
export type RentalJob = Pick<
  Job,
  'jobId' | 'providerId' | 'rentalId' | 'kind' | 'date' | 'timeWindow' | 'address' | 'sizeYards' | 'customerName' | 'customerPhone'
> & {
  /** The status the rental decides (done, cancelled); absent where the job keeps its own. */
  decidedStatus?: Extract<Job['status'], 'done' | 'cancelled'>;
  /** When a decided done happened, where the rental knows it. */
  doneAt?: string;
};

const jobIdOf = (rentalId: string, kind: JobKind, swapId?: string): string =>
  kind === 'swap' ? `${rentalId}.swap.${swapId}` : `${rentalId}.${kind}`;

/** "20" -> 20; a size the rental names otherwise (never stored so) reads as the smallest, 1. */
function yardsOf(dumpsterSize: string): number {
  const yards = Number.parseInt(dumpsterSize, 10);
  return Number.isInteger(yards) && yards > 0 ? yards : 1;
}

/** When the rental moved to a status, from its timeline (absent on rentals moved before it). */
const movedAt = (rental: Rental, status: RentalStatus) => rental.timeline?.findLast((step) => step.status === status)?.at;

/** The rental's jobs by jobId; none for a rental not yet approved. */
export function jobsOfRental(rental: Rental): Map<string, RentalJob> {
  const jobs = new Map<string, RentalJob>();
  if (!STATUSES_WITH_JOBS.has(rental.status)) return jobs;
  const cancelled = rental.status === 'cancelled';
  const shared = {
    providerId: rental.providerId,
    rentalId: rental.rentalId,
    address: rental.deliveryAddress,
    sizeYards: yardsOf(rental.dumpsterSize),
    customerName: rental.customerName,
    customerPhone: rental.customerPhone,
  };
  const add = (job: RentalJob) => jobs.set(job.jobId, job);

  const delivered = DELIVERED_OR_LATER.has(rental.status);
  add({
    ...shared,
    jobId: jobIdOf(rental.rentalId, 'delivery'),
    kind: 'delivery',
    date: rental.startDate,
    ...(rental.deliveryTimeWindow ? { timeWindow: rental.deliveryTimeWindow } : {}),
    ...(cancelled ? { decidedStatus: 'cancelled' as const } : delivered ? withDoneAt(movedAt(rental, 'delivered')) : {}),
  });

  for (const swap of rental.swaps ?? []) {
    const swapCancelled = cancelled || swap.status === 'cancelled';
    add({
      ...shared,
      jobId: jobIdOf(rental.rentalId, 'swap', swap.swapId),
      kind: 'swap',
      date: swap.date,
      ...(swapCancelled ? { decidedStatus: 'cancelled' as const } : swap.status === 'done' ? withDoneAt(swap.doneAt) : {}),
    });
  }

  const pickedUp = PICKED_UP_OR_LATER.has(rental.status);
  add({
    ...shared,
    jobId: jobIdOf(rental.rentalId, 'pickup'),
    kind: 'pickup',
    date: rental.requestedPickupDate ?? rental.endDate,
    ...(cancelled ? { decidedStatus: 'cancelled' as const } : pickedUp ? withDoneAt(movedAt(rental, 'picked_up')) : {}),
  });
  return jobs;
}

const withDoneAt = (doneAt: string | undefined) => ({ decidedStatus: 'done' as const, ...(doneAt ? { doneAt } : {}) });

/** The stored job as the rental would have it: what a change must write, if anything. */
export type JobChange =
  | { type: 'create'; job: Job }
  | { type: 'update'; set: Partial<Job>; remove: ('stop' | 'timeWindow')[]; expectedDate: string }
  | { type: 'none' };

const RENTAL_FIELDS = ['kind', 'date', 'timeWindow', 'address', 'sizeYards', 'customerName', 'customerPhone', 'providerId', 'rentalId'] as const;

/** Values compared as data: an address read back from the table may list its fields in another order. */
const canonical = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, inner]) => [key, canonical(inner)]))
    : value;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Whether two readings of a rental produce the same jobs (a change record that moves no job is dropped). */
export function sameJobs(a: Map<string, RentalJob>, b: Map<string, RentalJob>): boolean {
  return same([...a.entries()].sort(([x], [y]) => x.localeCompare(y)), [...b.entries()].sort(([x], [y]) => x.localeCompare(y)));
}

/**
 * What to write to bring a stored job (or none) to what its rental says: create a missing job
 * (never a cancelled one: a rental cancelled before approval has no jobs to cancel), update only the
 * rental's fields that differ, set the status only where the rental decides it, and drop the job's
 * place in its driver's stops when its day moved (the driver stays: the office reorders the new day).
 */
export function jobChange(desired: RentalJob, stored: Job | undefined, now: string): JobChange {
  if (!stored) {
    if (desired.decidedStatus === 'cancelled') return { type: 'none' };
    const { decidedStatus, doneAt, ...fields } = desired;
    return {
      type: 'create',
      job: { ...fields, status: decidedStatus ?? 'scheduled', ...(doneAt ? { doneAt } : {}), createdAt: now, updatedAt: now },
    };
  }
  const set: Record<string, unknown> = {};
  const remove: ('stop' | 'timeWindow')[] = [];
  for (const field of RENTAL_FIELDS) {
    if (same(desired[field], stored[field])) continue;
    // An optional field the rental no longer has is removed, never written as undefined.
    if (desired[field] === undefined) remove.push(field as 'timeWindow');
    else set[field] = desired[field];
  }
  if (desired.decidedStatus && desired.decidedStatus !== stored.status) {
    set.status = desired.decidedStatus;
    if (desired.doneAt && !stored.doneAt) set.doneAt = desired.doneAt;
  }
  if (stored.date !== desired.date && stored.stop !== undefined) remove.push('stop');
  if (Object.keys(set).length === 0 && remove.length === 0) return { type: 'none' };
  return { type: 'update', set: { ...(set as Partial<Job>), updatedAt: now }, remove, expectedDate: stored.date };
}
