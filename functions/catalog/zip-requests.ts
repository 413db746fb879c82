// "Tell me when someone delivers here": a request for a real ZIP nobody serves yet, stored once per
// e-mail and ZIP, counted into the ZIP's waiting demand in the same transaction (so the count is
// exactly the requests), and listed for the operators, most wanted first.
import { MESSAGES } from '../../shared/messages';
import type { ZipDemand, ZipRequestInput } from '../../shared/schemas/zip-request';
import type { Store } from '../platform/data/store';
import { notFound } from '../platform/errors';
import { lookupZip } from '../platform/zip-directory';

export async function requestZip(
  deps: { store: Store; clock: () => Date },
  input: ZipRequestInput,
): Promise<{ zipCode: string; alreadyRequested: boolean }> {
  const place = await lookupZip(input.zipCode);
  if (!place) throw notFound(MESSAGES.zipNotServiced);
  const now = deps.clock().toISOString();
  const result = await deps.store.transaction
    .write(({ zipRequest, zipDemand }) => [
      zipRequest
        .create({ zipCode: input.zipCode, email: input.email, ...(input.sizeYards ? { sizeYards: input.sizeYards } : {}), createdAt: now })
        .commit(),
      zipDemand
        .update({ zipCode: input.zipCode })
        .set({ city: place.city, state: place.state, lastRequestedAt: now })
        .add({ requests: 1 })
        .commit(),
    ])
    .go();
  // Refused only because this e-mail asked for this ZIP before: nothing to add, nothing counted twice.
  if (result.canceled && result.data[0]?.code === 'ConditionalCheckFailed') return { zipCode: input.zipCode, alreadyRequested: true };
  if (result.canceled) throw new Error(`ZIP request not stored: ${result.data.map((item) => item.code).join(', ')}`);
  return { zipCode: input.zipCode, alreadyRequested: false };
}

/** Every requested ZIP with its count, most requests first (then the most recent). */
export async function listZipDemand(store: Store, limit = 100): Promise<{ zips: ZipDemand[] }> {
  const { data } = await store.entities.zipDemand.query.byLastRequest({}).go({ order: 'desc', pages: 'all' });
  const zips = data
    .map(({ zipCode, city, state, requests, lastRequestedAt }) => ({ zipCode, city, state, requests, lastRequestedAt }))
    .sort((a, b) => b.requests - a.requests || b.lastRequestedAt.localeCompare(a.lastRequestedAt))
    .slice(0, limit);
  return { zips };
}
