// Drivers' sign-ins in the user pool: made by the provider's invitation (no password yet, so no one
// can sign in with it until the driver sets theirs from the join link), given the driver's password
// once, disabled when the provider removes the driver. Cognito's refusals become domain errors here.
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DRIVER_MESSAGES } from '../../shared/schemas/dispatch';
import { conflict } from '../platform/errors';
import { mapCognitoError } from '../platform/identity/cognito-user-directory';

export interface DriverSignIns {
  /** Makes the driver's sign-in in the driver group, its invitation message suppressed (we send our own); returns its sub. */
  inviteUser(user: { email: string; name: string }): Promise<string>;
  /** The driver's own password, permanent: they sign in with it from now on. */
  setPassword(userId: string, password: string): Promise<void>;
  /** No more sign-ins or renewals; a sign-in already gone counts as disabled. */
  disableUser(userId: string): Promise<void>;
  /** Removes a sign-in made for an invitation that could not be saved; one already gone counts as removed. */
  deleteUser(userId: string): Promise<void>;
}

const errorName = (error: unknown) => (error as { name?: string } | null)?.name;
const DRIVER_GROUP = 'driver';

export function createCognitoDriverSignIns(options: { userPoolId: string; client?: CognitoIdentityProviderClient }): DriverSignIns {
  // The SDK loads on first use: most of the domain's requests are a driver's day, which never needs it.
  let created: CognitoIdentityProviderClient | undefined = options.client;
  const cognito = async () => {
    const sdk = await import('@aws-sdk/client-cognito-identity-provider');
    created ??= new sdk.CognitoIdentityProviderClient({});
    return { client: created, ...sdk };
  };
  const UserPoolId = options.userPoolId;

  return {
    async inviteUser({ email, name }) {
      const { client, AdminCreateUserCommand, AdminAddUserToGroupCommand, AdminDeleteUserCommand } = await cognito();
      let user;
      try {
        user = await client.send(
          new AdminCreateUserCommand({
            UserPoolId,
            Username: email,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
              { Name: 'name', Value: name },
            ],
          }),
        );
      } catch (error) {
        const name = errorName(error);
        if (name === 'UsernameExistsException' || name === 'AliasExistsException') throw conflict(DRIVER_MESSAGES.accountExists);
        throw mapCognitoError(error);
      }
      const sub = user.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
      try {
        if (!sub) throw new Error('Cognito returned no sub for the new driver');
        await client.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: sub, GroupName: DRIVER_GROUP }));
        return sub;
      } catch (error) {
        // A sign-in outside the driver group must not block inviting the same e-mail again.
        await client.send(new AdminDeleteUserCommand({ UserPoolId, Username: sub ?? email })).catch(() => undefined);
        throw error;
      }
    },
    async setPassword(userId, password) {
      const { client, AdminSetUserPasswordCommand } = await cognito();
      try {
        await client.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: userId, Password: password, Permanent: true }));
      } catch (error) {
        throw mapCognitoError(error);
      }
    },
    async deleteUser(userId) {
      const { client, AdminDeleteUserCommand } = await cognito();
      try {
        await client.send(new AdminDeleteUserCommand({ UserPoolId, Username: userId }));
      } catch (error) {
        if (errorName(error) !== 'UserNotFoundException') throw error;
      }
    },
    async disableUser(userId) {
      const { client, AdminDisableUserCommand } = await cognito();
      try {
        await client.send(new AdminDisableUserCommand({ UserPoolId, Username: userId }));
      } catch (error) {
        if (errorName(error) !== 'UserNotFoundException') throw error;
      }
    },
  };
}
