// Keeps a rental's job items as the rental says (jobs-of-rental.ts), from the rental as stored now:
// missing jobs created, the rental's fields that differ updated, nothing written when nothing
// differs, so a change record delivered twice, late or out of order changes nothing more. The
// dispatch fields (driver, stop, on the way) are never written here; a job whose day moved loses
// its stop in an update conditioned on the day it was read with, so the office's reorder of the
// old day and this change never both win. A refused condition (someone wrote the job meanwhile)
// reads everything again.
import type { Store } from '../platform/data/store';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';
import { jobChange, jobsOfRental } from './jobs-of-rental';

/** Reads again after a refused condition at most this often: a job is written by few hands. */
const ATTEMPTS = 4;

export async function keepJobsOfRental(store: Store, rentalId: string, now: string): Promise<{ written: number }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeJobChanges(store, rentalId, now);
    } catch (error) {
      if (!isConditionalCheckFailure(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function writeJobChanges(store: Store, rentalId: string, now: string): Promise<{ written: number }> {
  const { data: rental } = await store.entities.rental.get({ rentalId }).go({ consistent: true });
  if (!rental) return { written: 0 };
  const desired = jobsOfRental(rental);
  if (desired.size === 0) return { written: 0 };
  const stored = await store.entities.job.getMany(
    [...desired.keys()].map((jobId) => ({ jobId })),
    { consistent: true },
  );
  const storedById = new Map(stored.map((job) => [job.jobId, job]));
  let written = 0;
  for (const job of desired.values()) {
    const change = jobChange(job, storedById.get(job.jobId), now);
    if (change.type === 'create') {
      await store.entities.job.create(change.job).go();
    } else if (change.type === 'update') {
      const update = store.entities.job.patch({ jobId: job.jobId }).set(change.set);
      if (change.remove.length > 0) update.remove(change.remove);
      await update.where((attributes, { eq }) => eq(attributes.date, change.expectedDate)).go();
    } else continue;
    written += 1;
  }
  return { written };
}
