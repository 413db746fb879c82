// The provider's trucks and drivers: the list, inviting (the sign-in made in the driver group, the
// driver item keyed by its sub, the join link e-mailed), changing a driver's name, phone or truck,
// removing one (refused by the API at once, the sign-in disabled, then removed) and resending an
// invitation not yet accepted. A driver of another provider is not found (404), like one that does
// not exist.
import {
  DRIVER_MESSAGES,
  isRemovalStatus,
  type Driver,
  type DriverInviteRequest,
  type DriverStatus,
  type DriverUpdateRequest,
  type ProviderDriversResponse,
} from '../../shared/schemas/dispatch';
import type { ProviderProfile } from '../../shared/schemas/provider';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';
import type { Store } from '../platform/data/store';
import { conflict, DomainError, notFound } from '../platform/errors';
import { logger } from '../platform/logger';
import type { EmailSender } from '../platform/messaging/message';
import type { UserDirectory } from '../platform/identity/user-directory';
import { sendInvitation } from './driver-invitations';

export interface ProviderDriverDeps {
  store: Store;
  email: EmailSender;
  users: () => UserDirectory;
  clock: () => Date;
}

const businessNameOf = (provider: ProviderProfile) => provider.businessName || provider.name;

export async function listDrivers(store: Store, providerId: string): Promise<ProviderDriversResponse> {
  const { data } = await store.entities.driver.query.byProvider({ providerId }).go({ pages: 'all' });
  return { drivers: data };
}

async function ownDriver(store: Store, providerId: string, driverId: string): Promise<Driver> {
  const { data } = await store.entities.driver.get({ driverId }).go({ consistent: true });
  if (!data || data.providerId !== providerId) throw notFound(DRIVER_MESSAGES.driverNotFound);
  return data;
}

export async function inviteDriver(deps: ProviderDriverDeps, provider: ProviderProfile, request: DriverInviteRequest, siteOrigin: string): Promise<Driver> {
  // 409 for an e-mail that already signs in (a customer, a provider, another hauler's driver), in the drivers' wording.
  const driverId = await deps
    .users()
    .inviteUser({ email: request.email, name: request.name, group: 'driver' })
    .catch((error: unknown) => {
      throw error instanceof DomainError && error.code === 'conflict' ? conflict(DRIVER_MESSAGES.accountExists) : error;
    });
  const now = deps.clock().toISOString();
  const driver: Driver = {
    driverId,
    providerId: provider.providerId,
    name: request.name,
    email: request.email,
    ...(request.phone ? { phone: request.phone } : {}),
    ...(request.truck ? { truck: request.truck } : {}),
    status: 'invited',
    invitedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await deps.store.entities.driver.create(driver).go();
  } catch (error) {
    // A sign-in without its driver would make the e-mail un-invitable: take it back.
    logger.error('Driver item not saved; removing the new sign-in', { driverId, error: error as Error });
    await deps.users().deleteUser(driverId).catch(() => undefined);
    throw error;
  }
  await sendInvitation(deps, driver, businessNameOf(provider), siteOrigin);
  return driver;
}

export async function updateDriver(deps: ProviderDriverDeps, providerId: string, driverId: string, request: DriverUpdateRequest): Promise<Driver> {
  const driver = await ownDriver(deps.store, providerId, driverId);
  if (isRemovalStatus(driver.status)) throw conflict(DRIVER_MESSAGES.alreadyRemoved);
  const now = deps.clock().toISOString();
  const set = {
    ...(request.name !== undefined ? { name: request.name } : {}),
    ...(request.phone ? { phone: request.phone } : {}),
    ...(request.truck ? { truck: request.truck } : {}),
    updatedAt: now,
  };
  // A blank phone or truck clears it.
  const cleared = [...(request.phone === '' ? (['phone'] as const) : []), ...(request.truck === '' ? (['truck'] as const) : [])];
  const patch = deps.store.entities.driver.patch({ driverId }).set(set).where((attributes, { eq }) => eq(attributes.providerId, providerId));
  const { data } = await (cleared.length > 0 ? patch.remove(cleared) : patch).go({ response: 'all_new' });
  return data;
}

/**
 * Removes a driver so that "removed" always means the sign-in no longer works. First 'removing': the
 * API refuses the driver from then on (the account step lets only active drivers through). Then the
 * user pool disables the sign-in; only once it agreed is the driver 'removed'. If Cognito fails, the
 * call fails, the removal stays pending (the provider's list says so) and a retry disables again,
 * which is idempotent. A driver already removed is disabled again too, so a removal recorded before
 * Cognito agreed (as this code did once, marking first) is finished by retrying it.
 */
export async function removeDriver(deps: ProviderDriverDeps, providerId: string, driverId: string): Promise<Driver> {
  const driver = await ownDriver(deps.store, providerId, driverId);
  const mark = async (status: DriverStatus) =>
    (
      await deps.store.entities.driver
        .patch({ driverId })
        .set({ status, updatedAt: deps.clock().toISOString() })
        .where((attributes, { eq }) => eq(attributes.providerId, providerId))
        .go({ response: 'all_new' })
    ).data;
  const pending = isRemovalStatus(driver.status) ? driver : await mark('removing');
  await deps.users().disableUser(driverId);
  return pending.status === 'removed' ? pending : mark('removed');
}

export async function resendInvitation(deps: ProviderDriverDeps, provider: ProviderProfile, driverId: string, siteOrigin: string): Promise<Driver> {
  const driver = await ownDriver(deps.store, provider.providerId, driverId);
  if (driver.status !== 'invited') throw conflict(DRIVER_MESSAGES.notInvited);
  const now = deps.clock().toISOString();
  try {
    const { data } = await deps.store.entities.driver
      .patch({ driverId })
      .set({ invitedAt: now, updatedAt: now })
      .where((attributes, { eq }) => eq(attributes.status, 'invited'))
      .go({ response: 'all_new' });
    await sendInvitation(deps, data, businessNameOf(provider), siteOrigin);
    return data;
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw conflict(DRIVER_MESSAGES.notInvited);
    throw error;
  }
}
