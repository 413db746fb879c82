// Lambda entry of the dispatch domain: the provider's board of jobs (kept from its rentals by the
// dispatch jobs consumer, functions/dispatch-jobs), assigning them to its drivers and ordering each
// driver's stops. Its own function: it needs the table (jobs, drivers) and the ZIP points only,
// none of the providers function's Stripe, event or upload grants.
import { dispatchRoutes } from '../../shared/contract/dispatch';
import { getConfig } from '../platform/config';
import { createStore } from '../platform/data/store';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import type { CallerAccount } from '../platform/http/account-check';
import { assignJob, getDispatchBoard, reorderStops, type DispatchDeps } from './dispatch-board';
import { now } from '../platform/clock';

const deps = once((): DispatchDeps => {
  const config = getConfig();
  return { store: createStore({ tableName: config.TABLE_NAME }), clock: now };
});

/** The provider's profile the chain read for a provider route. */
function providerOf(account: CallerAccount | null) {
  if (account?.role !== 'provider') throw new Error('A provider route ran without the provider profile');
  return account.profile;
}

export const handler = createDomainHandler(
  dispatchRoutes,
  {
    getDispatchBoard: ({ query, account }, d: DispatchDeps) => getDispatchBoard(d, providerOf(account), query),
    assignJob: ({ params, body, caller }, d: DispatchDeps) => assignJob(d, caller!.userId, params.jobId, body),
    reorderStops: ({ body, caller }, d: DispatchDeps) => reorderStops(d, caller!.userId, body),
  },
  deps,
);
