// What a driver may do at a stop, one rule for the server (which refuses anything else with 409) and
// the driver view (which offers exactly these buttons): set off while it is scheduled, then finish it
// the way its kind is finished (delivered, picked up, swapped) while it is scheduled or on the way.
import { DELIVERY_TIME_WINDOWS } from './rental-status';
import type { Job, JobKind } from './schemas/dispatch';

export type DriverStopAction = 'on_the_way' | 'delivered' | 'picked_up' | 'swapped';

/** How each kind of stop is finished. */
const FINISHING_ACTION: Record<JobKind, Exclude<DriverStopAction, 'on_the_way'>> = {
  delivery: 'delivered',
  pickup: 'picked_up',
  swap: 'swapped',
};

export function stopActions(job: Pick<Job, 'kind' | 'status'>): DriverStopAction[] {
  if (job.status === 'scheduled') return ['on_the_way', FINISHING_ACTION[job.kind]];
  if (job.status === 'on_the_way') return [FINISHING_ACTION[job.kind]];
  return [];
}

export const canDoAtStop = (job: Pick<Job, 'kind' | 'status'>, action: DriverStopAction) => stopActions(job).includes(action);

/** The driver's order: their stop numbers first, then the unnumbered by time window, then as made. */
export function inStopOrder<T extends Pick<Job, 'stop' | 'timeWindow' | 'createdAt' | 'jobId'>>(jobs: readonly T[]): T[] {
  const unnumbered = Number.MAX_SAFE_INTEGER;
  const windowOrder = (job: T) => (job.timeWindow ? DELIVERY_TIME_WINDOWS.indexOf(job.timeWindow) : DELIVERY_TIME_WINDOWS.length);
  return [...jobs].sort(
    (a, b) =>
      (a.stop ?? unnumbered) - (b.stop ?? unnumbered) ||
      windowOrder(a) - windowOrder(b) ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.jobId.localeCompare(b.jobId),
  );
}
