// Lambda entry of the drivers domain: the provider's trucks and drivers, the public join link, and
// the driver's day. Its own function because it alone holds the driver sign-in grants (create,
// set password, disable) and the stop photos' prefix; the rental moves it makes go through the
// providers domain's lifecycle code (updateRentalStatus), with the same event and table grants.
import { driversRoutes } from '../../shared/contract/drivers';
import { getConfig, type Config } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { createRentalEventPublisher } from '../platform/events/create-rental-events';
import type { RentalEventPublisher } from '../platform/events/rental-events';
import { createS3UploadStore, type UploadStore } from '../platform/files/uploads';
import type { CallerAccount } from '../platform/http/account-check';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import { siteOrigin } from '../platform/http/site-origin';
import type { EmailSender } from '../platform/messaging/message';
import { createMessaging } from '../platform/messaging/messaging';
import { createCognitoUserDirectory } from '../platform/identity/cognito-user-directory';
import type { UserDirectory } from '../platform/identity/user-directory';
import { acceptInvitation, getInvitation } from './driver-invitations';
import { listDriverJobs, markDelivered, markOnTheWay, markPickedUp, markSwapped, ownJob, type DriverJobDeps } from './driver-jobs';
import { presignJobPhoto } from './job-photos';
import { inviteDriver, listDrivers, removeDriver, resendInvitation, updateDriver } from './provider-drivers';
import { now } from '../platform/clock';

interface Deps {
  store: Store;
  config: Config;
  email: EmailSender;
  users: () => UserDirectory;
  uploads: () => UploadStore;
  events: () => RentalEventPublisher;
  clock: () => Date;
}

const deps = once((): Deps => {
  const config = getConfig();
  return {
    store: createStore({ tableName: config.TABLE_NAME }),
    config,
    email: createMessaging(config).email,
    users: once(() => {
      if (!config.USER_POOL_ID) throw new Error('USER_POOL_ID is not configured for the drivers domain');
      return createCognitoUserDirectory({ userPoolId: config.USER_POOL_ID });
    }),
    uploads: once(() => {
      if (!config.UPLOADS_BUCKET) throw new Error('UPLOADS_BUCKET is not configured for the drivers domain');
      return createS3UploadStore({ bucket: config.UPLOADS_BUCKET });
    }),
    events: once(() => createRentalEventPublisher(config)),
    clock: now,
  };
});

/** A driver never rejects a paid request, the one move that refunds. */
const noPayments = () => Promise.reject(new Error('A driver never refunds a payment'));

function jobDeps(d: Deps): DriverJobDeps {
  const events = d.events();
  return { store: d.store, events, uploads: d.uploads, clock: d.clock, rentals: { store: d.store, events, clock: d.clock, payments: noPayments } };
}

/** The provider's profile the chain read for a provider route. */
function providerOf(account: CallerAccount | null) {
  if (account?.role !== 'provider') throw new Error('A provider route ran without the provider profile');
  return account.profile;
}

/** The driver item the chain read for a driver route (only an active driver gets this far). */
function driverOf(account: CallerAccount | null) {
  if (account?.role !== 'driver') throw new Error('A driver route ran without the driver');
  return account.profile;
}

export const handler = createDomainHandler(
  driversRoutes,
  {
    listDrivers: ({ account }, { store }: Deps) => listDrivers(store, providerOf(account).providerId),
    inviteDriver: ({ account, body, headers }, d: Deps) => inviteDriver(d, providerOf(account), body, siteOrigin(d.config.SITE_URL, headers)),
    updateDriver: ({ account, params, body }, d: Deps) => updateDriver(d, providerOf(account).providerId, params.driverId, body),
    removeDriver: ({ account, params }, d: Deps) => removeDriver(d, providerOf(account).providerId, params.driverId),
    resendDriverInvitation: ({ account, params, headers }, d: Deps) =>
      resendInvitation(d, providerOf(account), params.driverId, siteOrigin(d.config.SITE_URL, headers)),
    getDriverInvitation: ({ params }, d: Deps) => getInvitation(d.store, params.token, d.clock()),
    acceptDriverInvitation: ({ params, body }, d: Deps) => acceptInvitation(d, params.token, body.password),
    listDriverJobs: ({ account, query }, d: Deps) => listDriverJobs(d, driverOf(account), query.date),
    markJobOnTheWay: ({ account, params }, d: Deps) => markOnTheWay(jobDeps(d), driverOf(account), params.jobId),
    presignJobPhoto: async ({ account, params, body }, d: Deps) => presignJobPhoto(d, await ownJob(d.store, driverOf(account), params.jobId), body),
    markJobDelivered: ({ account, params, body }, d: Deps) => markDelivered(jobDeps(d), driverOf(account), params.jobId, body.placementPhotoKey),
    markJobPickedUp: ({ account, params, body }, d: Deps) => markPickedUp(jobDeps(d), driverOf(account), params.jobId, body.weightTicket),
    markJobSwapped: ({ account, params }, d: Deps) => markSwapped(jobDeps(d), driverOf(account), params.jobId),
  },
  deps,
);
