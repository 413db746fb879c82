// The dispatch board: the provider's jobs of a day or a week (one Query of its jobs by day), its
// drivers (one Query), each job's ZIP point for the map; assigning a job to a driver and ordering
// a driver's stops of a day. Every job is the caller's own: another provider's is 404, as a missing
// one is, and a driver must be the caller's and not removed (else 422).
import { orderNumber } from '../../shared/order-wording';
import { addDays } from '../../shared/rental-dates';
import {
  DISPATCH_BOARD_MESSAGES,
  isRemovalStatus,
  type AssignJobRequest,
  type BoardJob,
  type DispatchBoard,
  type Job,
  type MapPoint,
  type ReorderStopsRequest,
} from '../../shared/schemas/dispatch';
import type { ProviderProfile } from '../../shared/schemas/provider';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';
import type { Store } from '../platform/data/store';
import { conflict, notFound, unprocessable } from '../platform/errors';
import { dayBounds } from '../platform/list-page';
import { lookupZip } from '../platform/zip-directory';
import { providerToday } from '../providers/provider-today';
import { compareBoardJobs, isDriversDay, nextStop } from './stops';

export interface DispatchDeps {
  store: Store;
  clock: () => Date;
}

type Provider = Pick<ProviderProfile, 'providerId' | 'address'>;

async function pointsOf(zipCodes: readonly string[]): Promise<Map<string, MapPoint>> {
  const places = await Promise.all([...new Set(zipCodes)].map((zipCode) => lookupZip(zipCode)));
  return new Map(places.flatMap((place) => (place ? [[place.zipCode, { latitude: place.latitude, longitude: place.longitude }] as const] : [])));
}

function boardJob(job: Job, points: Map<string, MapPoint>): BoardJob {
  const point = points.get(job.address.zipCode);
  return {
    jobId: job.jobId,
    rentalId: job.rentalId,
    orderNumber: orderNumber(job.rentalId),
    kind: job.kind,
    date: job.date,
    ...(job.timeWindow ? { timeWindow: job.timeWindow } : {}),
    status: job.status,
    ...(job.driverId ? { driverId: job.driverId } : {}),
    ...(job.stop !== undefined ? { stop: job.stop } : {}),
    address: job.address,
    sizeYards: job.sizeYards,
    customerName: job.customerName,
    customerPhone: job.customerPhone,
    ...(point ? { point } : {}),
  };
}

/** The provider's jobs of the days from `first` through `last` (one Query of its jobs by day). */
async function jobsOfDays(store: Store, providerId: string, first: string, last: string): Promise<Job[]> {
  const { data } = await store.entities.job.query
    .byProviderDay({ providerId })
    .between(...dayBounds('date', { from: first, to: last }))
    .go({ pages: 'all' });
  return data;
}

export async function getDispatchBoard(deps: DispatchDeps, provider: Provider, query: { date?: string; days: number }): Promise<DispatchBoard> {
  const { store } = deps;
  const today = await providerToday(provider, deps.clock());
  const date = query.date ?? today;
  const [jobs, { data: drivers }] = await Promise.all([
    jobsOfDays(store, provider.providerId, date, addDays(date, query.days - 1)),
    store.entities.driver.query.byProvider({ providerId: provider.providerId }).go({ pages: 'all' }),
  ]);
  const points = await pointsOf([...jobs.map((job) => job.address.zipCode), provider.address.zipCode]);
  const yardPoint = points.get(provider.address.zipCode);
  return {
    date,
    days: query.days,
    today,
    jobs: jobs.sort(compareBoardJobs).map((job) => boardJob(job, points)),
    drivers: drivers
      .filter((driver) => !isRemovalStatus(driver.status))
      .map((driver) => ({ driverId: driver.driverId, name: driver.name, status: driver.status, ...(driver.truck ? { truck: driver.truck } : {}) })),
    yard: { label: `${provider.address.city}, ${provider.address.state} ${provider.address.zipCode}`, ...(yardPoint ? { point: yardPoint } : {}) },
  };
}

async function ownJob(store: Store, providerId: string, jobId: string): Promise<Job> {
  const { data: job } = await store.entities.job.get({ jobId }).go({ consistent: true });
  // Another provider's job is not found, like a missing one: its existence is not the caller's business.
  if (!job || job.providerId !== providerId) throw notFound(DISPATCH_BOARD_MESSAGES.jobNotFound);
  return job;
}

async function jobsOfDay(store: Store, providerId: string, date: string): Promise<Job[]> {
  const { data } = await store.entities.job.query.byProviderDay({ providerId, date }).go({ pages: 'all' });
  return data;
}

/**
 * Assigns the job to one of the provider's drivers, last of that driver's stops of its day, or
 * unassigns it (null). Conditioned on the job's day and driver as read, so a concurrent change of
 * either is a 409, never a job placed by a stale read.
 */
export async function assignJob(deps: DispatchDeps, providerId: string, jobId: string, request: AssignJobRequest): Promise<BoardJob> {
  const { store } = deps;
  const job = await ownJob(store, providerId, jobId);
  const points = await pointsOf([job.address.zipCode]);
  if ((request.driverId ?? undefined) === job.driverId) return boardJob(job, points);
  const now = deps.clock().toISOString();
  const update = store.entities.job.patch({ jobId });
  if (request.driverId === null) {
    update.set({ updatedAt: now }).remove(['driverId', 'stop']);
  } else {
    const { data: driver } = await store.entities.driver.get({ driverId: request.driverId }).go();
    if (!driver || driver.providerId !== providerId || isRemovalStatus(driver.status)) {
      throw unprocessable(DISPATCH_BOARD_MESSAGES.driverNotFound, { driverId: DISPATCH_BOARD_MESSAGES.driverNotFound });
    }
    const stop = nextStop(await jobsOfDay(store, providerId, job.date), driver.driverId);
    update.set({ driverId: driver.driverId, stop, updatedAt: now });
  }
  update.where((attributes, { eq, notExists }) =>
    [eq(attributes.date, job.date), job.driverId ? eq(attributes.driverId, job.driverId) : notExists(attributes.driverId)].join(' AND '),
  );
  try {
    const { data } = await update.go({ response: 'all_new' });
    return boardJob(data, points);
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw conflict(DISPATCH_BOARD_MESSAGES.changedMeanwhile);
    throw error;
  }
}

/**
 * Sets the order of one driver's stops of one day: the driver must be the provider's (422 otherwise)
 * and the list exactly that driver's jobs of that day (409 otherwise); nothing written on a refusal. One transaction, each job conditioned on still being
 * that driver's on that day, so a job assigned or moved meanwhile cancels the whole reorder.
 */
export async function reorderStops(deps: DispatchDeps, providerId: string, request: ReorderStopsRequest): Promise<{ jobs: BoardJob[] }> {
  const { store } = deps;
  const [{ data: driver }, jobs] = await Promise.all([store.entities.driver.get({ driverId: request.driverId }).go(), jobsOfDay(store, providerId, request.date)]);
  if (!driver || driver.providerId !== providerId) {
    throw unprocessable(DISPATCH_BOARD_MESSAGES.driverNotFound, { driverId: DISPATCH_BOARD_MESSAGES.driverNotFound });
  }
  if (!isDriversDay(jobs, request.driverId, request.jobIds)) throw conflict(DISPATCH_BOARD_MESSAGES.stopsMismatch);
  const now = deps.clock().toISOString();
  const result = await store.transaction
    .write(({ job }) =>
      request.jobIds.map((jobId, index) =>
        job
          .patch({ jobId })
          .set({ stop: index + 1, updatedAt: now })
          .where((attributes, { eq }) => `${eq(attributes.date, request.date)} AND ${eq(attributes.driverId, request.driverId)}`)
          .commit(),
      ),
    )
    .go();
  if (result.canceled) throw conflict(DISPATCH_BOARD_MESSAGES.changedMeanwhile);
  const byId = new Map(jobs.map((job) => [job.jobId, job]));
  const points = await pointsOf(jobs.map((job) => job.address.zipCode));
  return { jobs: request.jobIds.map((jobId, index) => boardJob({ ...byId.get(jobId)!, stop: index + 1, updatedAt: now }, points)) };
}
