// The rules of a driver's stops, pure: where an assigned job goes (last), which list may reorder a
// day (exactly that driver's jobs of that day), and the order the board lists jobs in.
import { DELIVERY_TIME_WINDOWS } from '../../shared/rental-status';
import type { Job } from '../../shared/schemas/dispatch';

type StopJob = Pick<Job, 'jobId' | 'driverId' | 'stop'>;

/** The stop a job assigned to the driver takes: after every stop the driver has that day. */
export function nextStop(jobsOfDay: readonly StopJob[], driverId: string): number {
  return jobsOfDay.reduce((last, job) => (job.driverId === driverId && job.stop !== undefined ? Math.max(last, job.stop) : last), 0) + 1;
}

/** Whether `jobIds` lists exactly the driver's jobs of the day (each once, none missing, none other). */
export function isDriversDay(jobsOfDay: readonly StopJob[], driverId: string, jobIds: readonly string[]): boolean {
  const drivers = new Set(jobsOfDay.filter((job) => job.driverId === driverId).map((job) => job.jobId));
  return jobIds.length === drivers.size && new Set(jobIds).size === jobIds.length && jobIds.every((jobId) => drivers.has(jobId));
}

const windowRank = (job: Pick<Job, 'timeWindow'>) => (job.timeWindow ? DELIVERY_TIME_WINDOWS.indexOf(job.timeWindow) : DELIVERY_TIME_WINDOWS.length);

/**
 * The board's order: by day; unassigned first, then by driver; a driver's jobs by stop (jobs without
 * a stop, whose day just moved, after the numbered ones); then by time window and id, so the order
 * is the same on every read.
 */
export function compareBoardJobs(a: Pick<Job, 'jobId' | 'date' | 'driverId' | 'stop' | 'timeWindow'>, b: typeof a): number {
  return (
    a.date.localeCompare(b.date) ||
    (a.driverId ?? '').localeCompare(b.driverId ?? '') ||
    (a.stop ?? Number.MAX_SAFE_INTEGER) - (b.stop ?? Number.MAX_SAFE_INTEGER) ||
    windowRank(a) - windowRank(b) ||
    a.jobId.localeCompare(b.jobId)
  );
}
