// Removing a driver while Cognito fails: the API never answers 200 while the driver can still sign
// in, the driver is refused by the API from the first try on, and a retry finishes the removal
// (disables the sign-in, idempotently) and says so. An HTTP test cannot make the Cognito emulator
// fail one call of the drivers function, so the first, failing try runs the drivers service itself,
// over the stack's real table and real user pool, with a user directory whose disableUser fails
// once; every other step goes over HTTP as the provider's page and the driver's phone send it.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { createCognitoUserDirectory } from '../../functions/platform/identity/cognito-user-directory';
import type { UserDirectory } from '../../functions/platform/identity/user-directory';
import { removeDriver } from '../../functions/drivers/provider-drivers';
import { driverSchema, providerDriversResponseSchema } from '../../shared/schemas/dispatch';
import { api, signIn } from '../support/stack-client';
import { DRIVER_PASSWORD, joinedDriver } from './driver-fixtures';
import { freshProvider } from './provider-portal-support';
import { daysFromToday, tableStore } from './rentals-support';

function poolDirectory(): UserDirectory {
  const client = new CognitoIdentityProviderClient({ endpoint: inject('cognitoEndpoint'), region: 'us-east-1', credentials: inject('awsCredentials') });
  return createCognitoUserDirectory({ userPoolId: inject('userPoolId'), client });
}

/** The pool's directory, except that the first disableUser fails as a Cognito outage would. */
function directoryFailingOnce(): UserDirectory {
  const directory = poolDirectory();
  let failed = false;
  return {
    ...directory,
    async disableUser(userId) {
      if (!failed) {
        failed = true;
        throw Object.assign(new Error('Service Unavailable'), { name: 'ServiceUnavailable', $fault: 'server' });
      }
      return directory.disableUser(userId);
    },
  };
}

const noEmail = { sendEmail: async () => undefined };
const removeOverHttp = (token: string, driverId: string) => api(`/api/provider/drivers/${driverId}/remove`, { method: 'POST', token });

async function signInOutcome(email: string): Promise<string> {
  try {
    await signIn(email, DRIVER_PASSWORD);
    return 'signed in';
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

describe('removing a driver while Cognito fails', () => {
  it('refuses the driver at once, shows the removal unfinished, and the retry disables the sign-in', async () => {
    const provider = await freshProvider();
    const driver = await joinedDriver(provider.token, 'Outage Driver');
    const users = directoryFailingOnce();
    const deps = { store: tableStore(), email: noEmail, users: () => users, clock: () => new Date() };
    await expect(removeDriver(deps, provider.providerId, driver.driver.driverId)).rejects.toThrow('Service Unavailable');

    // Half done: the API already refuses the driver, and the provider's list says the removal is not finished.
    expect((await api(`/api/driver/jobs?date=${daysFromToday(0)}`, { token: driver.token })).status).toBe(401);
    const listed = providerDriversResponseSchema.parse(await (await api('/api/provider/drivers', { token: provider.token })).json());
    expect(listed.drivers.find((entry) => entry.driverId === driver.driver.driverId)?.status).toBe('removing');

    const retried = await removeOverHttp(provider.token, driver.driver.driverId);
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect(driverSchema.parse(await retried.json()).status).toBe('removed');
    expect(await signInOutcome(driver.email)).toMatch(/^NotAuthorizedException: User is disabled/);
  });

  it('finishes a removal the table records as done while the sign-in still works, when the provider retries', async () => {
    const provider = await freshProvider();
    const driver = await joinedDriver(provider.token, 'Half Removed');
    // As an earlier removal left it: marked removed, the Cognito call never made.
    await tableStore().entities.driver.patch({ driverId: driver.driver.driverId }).set({ status: 'removed', updatedAt: new Date().toISOString() }).go();
    expect(await signInOutcome(driver.email)).toBe('signed in');

    const retried = await removeOverHttp(provider.token, driver.driver.driverId);
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect(driverSchema.parse(await retried.json()).status).toBe('removed');
    expect(await signInOutcome(driver.email)).toMatch(/^NotAuthorizedException: User is disabled/);
  });

  it('removes a driver in one go while Cognito answers', async () => {
    const provider = await freshProvider();
    const driver = await joinedDriver(provider.token, 'Plain Removal');
    const removed = await removeOverHttp(provider.token, driver.driver.driverId);
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(driverSchema.parse(await removed.json()).status).toBe('removed');
    expect(await signInOutcome(driver.email)).toMatch(/^NotAuthorizedException: User is disabled/);
  });
});
