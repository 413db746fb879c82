// The driver's day: their own stops (one Query of the provider's day, kept to the jobs assigned to
// the caller), and what they record at each: on the way (the customer is told), delivered (the
// rental moves through the lifecycle, with the placement photo), picked up (with the landfill's
// weight ticket), a swap done (on the rental's swaps). Another driver's job, or another provider's,
// is not found (404), like one that does not exist. The moves go through updateRentalStatus, so
// the lifecycle's rules apply as they do to the provider's own buttons (409 before the delivery
// date), and the timeline step names the driver.
import { canDoAtStop, inStopOrder, type DriverStopAction } from '../../shared/driver-stops';
import { DRIVER_MESSAGES, type Driver, type DriverJobsResponse, type Job, type WeightTicket } from '../../shared/schemas/dispatch';
import type { RentalStatus } from '../../shared/rental-status';
import type { Rental } from '../../shared/schemas/rental';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';
import type { Store } from '../platform/data/store';
import { conflict, notFound } from '../platform/errors';
import type { RentalEventPublisher } from '../platform/events/rental-events';
import type { UploadStore } from '../platform/files/uploads';
import { providerToday } from '../providers/provider-today';
import { providerProfileOf } from '../providers/rentals/rental-counters';
import { updateRentalStatus, type UpdateRentalStatusDeps } from '../providers/rentals/update-rental-status';
import { assertJobPhoto } from './job-photos';

export interface DriverJobDeps {
  store: Store;
  events: RentalEventPublisher;
  uploads: () => UploadStore;
  clock: () => Date;
  /** The lifecycle's deps (a driver never rejects, so the payment port is never built). */
  rentals: UpdateRentalStatusDeps;
}

export async function listDriverJobs(deps: { store: Store; clock: () => Date }, driver: Driver, date: string | undefined): Promise<DriverJobsResponse> {
  const day = date ?? (await providerToday(await providerProfileOf(deps.store, driver.providerId), deps.clock()));
  const { data } = await deps.store.entities.job.query.byProviderDay({ providerId: driver.providerId, date: day }).go({ pages: 'all' });
  return { date: day, jobs: inStopOrder(data.filter((job) => job.driverId === driver.driverId && job.date === day)) };
}

/** A job of this driver's, or 404 whatever else it is. */
export async function ownJob(store: Store, driver: Driver, jobId: string): Promise<Job> {
  const { data } = await store.entities.job.get({ jobId }).go({ consistent: true });
  if (!data || data.providerId !== driver.providerId || data.driverId !== driver.driverId) throw notFound(DRIVER_MESSAGES.jobNotFound);
  return data;
}

function assertAction(job: Job, action: DriverStopAction): void {
  if (canDoAtStop(job, action)) return;
  if (job.status === 'done' || job.status === 'cancelled') throw conflict(DRIVER_MESSAGES.jobFinished);
  if (action === 'on_the_way') throw conflict(DRIVER_MESSAGES.jobNotScheduled);
  throw conflict(DRIVER_MESSAGES.wrongKind);
}

export async function markOnTheWay(deps: DriverJobDeps, driver: Driver, jobId: string): Promise<Job> {
  const job = await ownJob(deps.store, driver, jobId);
  assertAction(job, 'on_the_way');
  const now = deps.clock().toISOString();
  const change = { status: 'on_the_way' as const, onTheWayAt: now, updatedAt: now };
  try {
    await deps.store.entities.job
      .patch({ jobId })
      .set(change)
      .where((attributes, { eq }) => `${eq(attributes.status, 'scheduled')} AND ${eq(attributes.driverId, driver.driverId)}`)
      .go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw conflict(DRIVER_MESSAGES.jobNotScheduled);
    throw error;
  }
  await deps.events.publish({ type: 'rental.on_the_way', rentalId: job.rentalId, occurredAt: now });
  return { ...job, ...change };
}

/** The job is done: conditioned on it still being open and the driver's. */
async function finishJob(deps: DriverJobDeps, driver: Driver, job: Job): Promise<Job> {
  const now = deps.clock().toISOString();
  const change = { status: 'done' as const, doneAt: now, updatedAt: now };
  try {
    await deps.store.entities.job
      .patch({ jobId: job.jobId })
      .set(change)
      .where((attributes, { eq }) => `(${eq(attributes.status, 'scheduled')} OR ${eq(attributes.status, 'on_the_way')}) AND ${eq(attributes.driverId, driver.driverId)}`)
      .go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw conflict(DRIVER_MESSAGES.jobFinished);
    throw error;
  }
  return { ...job, ...change };
}

/** Statuses at or past the move's target: the rental moved already (a retry after the job's own write failed). */
const MOVED_ALREADY: Record<'deliver' | 'pick_up', readonly RentalStatus[]> = {
  deliver: ['delivered', 'pickup_requested', 'picked_up', 'completed'],
  pick_up: ['picked_up', 'completed'],
};

async function rentalOf(store: Store, job: Job): Promise<Rental> {
  const { data } = await store.entities.rental.get({ rentalId: job.rentalId }).go({ consistent: true });
  if (!data || data.providerId !== job.providerId) throw notFound(DRIVER_MESSAGES.jobNotFound);
  return data;
}

const driverNote = (driver: Driver) => `Driver: ${driver.name}`;

export async function markDelivered(deps: DriverJobDeps, driver: Driver, jobId: string, placementPhotoKey: string | undefined): Promise<Job> {
  const job = await ownJob(deps.store, driver, jobId);
  assertAction(job, 'delivered');
  if (placementPhotoKey) await assertJobPhoto(deps.uploads, job, 'placement', placementPhotoKey, 'placementPhotoKey');
  const rental = await rentalOf(deps.store, job);
  if (!MOVED_ALREADY.deliver.includes(rental.status)) {
    await updateRentalStatus(deps.rentals, job.providerId, job.rentalId, 'deliver', {
      ...(placementPhotoKey ? { placementPhotoKey } : {}),
      note: driverNote(driver),
    });
  }
  return finishJob(deps, driver, job);
}

export async function markPickedUp(deps: DriverJobDeps, driver: Driver, jobId: string, weightTicket: WeightTicket): Promise<Job> {
  const job = await ownJob(deps.store, driver, jobId);
  assertAction(job, 'picked_up');
  if (weightTicket.photoKey) await assertJobPhoto(deps.uploads, job, 'weight_ticket', weightTicket.photoKey, 'weightTicket.photoKey');
  const rental = await rentalOf(deps.store, job);
  if (!MOVED_ALREADY.pick_up.includes(rental.status)) {
    await updateRentalStatus(deps.rentals, job.providerId, job.rentalId, 'pick_up', { weightTicket, note: driverNote(driver) });
  }
  return finishJob(deps, driver, job);
}

/** Conflicting writes to one rental settle within a few attempts. */
const SWAP_ATTEMPTS = 3;

export async function markSwapped(deps: DriverJobDeps, driver: Driver, jobId: string): Promise<Job> {
  const job = await ownJob(deps.store, driver, jobId);
  assertAction(job, 'swapped');
  for (let attempt = 1; ; attempt += 1) {
    const rental = await rentalOf(deps.store, job);
    const swaps = rental.swaps ?? [];
    const index = swaps.findIndex((swap) => swap.date === job.date && swap.status === 'requested');
    if (index < 0) throw conflict(DRIVER_MESSAGES.swapNotRequested);
    const now = deps.clock().toISOString();
    const done = swaps.map((swap, at) => (at === index ? { ...swap, status: 'done' as const, doneAt: now } : swap));
    try {
      // Conditioned on the rental as read: a swap cancelled or done meanwhile is seen on the next read.
      await deps.store.entities.rental
        .patch({ rentalId: rental.rentalId })
        .set({ swaps: done, updatedAt: now })
        .composite({ providerId: rental.providerId })
        .where((attributes, { eq }) => eq(attributes.updatedAt, rental.updatedAt))
        .go();
      return await finishJob(deps, driver, job);
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
      if (attempt >= SWAP_ATTEMPTS) throw conflict(DRIVER_MESSAGES.swapNotRequested);
    }
  }
}
