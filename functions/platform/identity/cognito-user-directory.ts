// The user directory over Cognito's admin API. Cognito's own failures become domain errors here,
// so services and the error mapper never see SDK exception names.
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { MESSAGES } from '../../../shared/messages';
import { conflict, invalid } from '../errors';
import type { InvitedUser, PasswordCheck, UserDirectory } from './user-directory';

const errorName = (error: unknown) => (error as { name?: string } | null)?.name;
const errorMessage = (error: unknown) => String((error as { message?: unknown } | null)?.message ?? '');

/** Cognito errors a user can act on become 409/400; anything else stays unexpected (500). */
export function mapCognitoError(error: unknown): unknown {
  switch (errorName(error)) {
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return conflict(MESSAGES.emailAlreadyRegistered);
    // "Password did not conform with policy: ...": the pool's rule, which the API's schema states.
    case 'InvalidPasswordException':
      return invalid(MESSAGES.passwordRule, { password: MESSAGES.passwordRule });
    default:
      return error;
  }
}

export function createCognitoUserDirectory(options: {
  userPoolId: string;
  /** The app client the admin password flow runs on (checkPassword). */
  clientId?: string;
  client?: CognitoIdentityProviderClient;
}): UserDirectory {
  // The Cognito client loads on first use (registration, account deletion, a driver's invitation), not at every cold start.
  // The SDK finds the endpoint itself (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER locally).
  let created: CognitoIdentityProviderClient | undefined = options.client;
  const cognito = async () => {
    const sdk = await import('@aws-sdk/client-cognito-identity-provider');
    created ??= new sdk.CognitoIdentityProviderClient({});
    return { client: created, ...sdk };
  };
  const UserPoolId = options.userPoolId;

  const deleteUser = async (username: string) => {
    const { client, AdminDeleteUserCommand } = await cognito();
    try {
      await client.send(new AdminDeleteUserCommand({ UserPoolId, Username: username }));
    } catch (error) {
      if (errorName(error) !== 'UserNotFoundException') throw error;
    }
  };

  const signOutEverywhere = async (username: string) => {
    const { client, AdminUserGlobalSignOutCommand } = await cognito();
    try {
      await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: username }));
    } catch (error) {
      if (errorName(error) !== 'UserNotFoundException') throw error;
    }
  };

  /** A confirmed sign-in in the group, with its permanent password, or none yet (an invitation). */
  const makeUser = async ({ email, name, group }: InvitedUser, password: string | undefined) => {
    const { client, AdminCreateUserCommand, AdminSetUserPasswordCommand, AdminAddUserToGroupCommand } = await cognito();
    let user;
    try {
      // No temporary password and no Cognito invitation: the permanent password is set right
      // after, or by the invited user through our own link.
      user = await client.send(
        new AdminCreateUserCommand({
          UserPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email },
            // So Cognito sends password-reset codes to it. It proves nothing about the mailbox, and
            // the marketplace never reads it as proof: a customer's e-mail counts as verified only
            // once they typed back our own code (functions/accounts/email-verification.ts).
            { Name: 'email_verified', Value: 'true' },
            { Name: 'name', Value: name },
          ],
        }),
      );
    } catch (error) {
      throw mapCognitoError(error);
    }
    const sub = user.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    try {
      if (!sub) throw new Error('Cognito returned no sub for the new user');
      if (password !== undefined) {
        await client.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: sub, Password: password, Permanent: true }));
      }
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: sub, GroupName: group }));
      return sub;
    } catch (error) {
      // A half-made sign-in (refused password, missing group) must not block a retry with the same e-mail.
      await deleteUser(sub ?? email).catch(() => undefined);
      throw mapCognitoError(error);
    }
  };

  const userExists = async (username: string) => {
    const { client, AdminGetUserCommand } = await cognito();
    try {
      await client.send(new AdminGetUserCommand({ UserPoolId, Username: username }));
      return true;
    } catch (error) {
      if (errorName(error) === 'UserNotFoundException') return false;
      throw error;
    }
  };

  const checkPassword = async (userId: string, password: string): Promise<PasswordCheck> => {
    if (!options.clientId) throw new Error('Checking a password needs the app client id');
    const { client, AdminInitiateAuthCommand } = await cognito();
    try {
      // Tokens or a challenge (a second factor): either way the pool accepted the password.
      await client.send(
        new AdminInitiateAuthCommand({
          UserPoolId,
          ClientId: options.clientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: userId, PASSWORD: password },
        }),
      );
      return 'correct';
    } catch (error) {
      if (/attempts exceeded/i.test(errorMessage(error))) return 'lockedOut';
      // The pool hides whether a user exists from this flow (prevent user existence errors): ask the admin API.
      switch (errorName(error)) {
        case 'NotAuthorizedException':
        case 'InvalidPasswordException':
        case 'UserNotFoundException':
          return (await userExists(userId)) ? 'wrong' : 'noSignIn';
        case 'PasswordResetRequiredException':
          return 'wrong';
        default:
          throw error;
      }
    }
  };

  return {
    createUser: (user) => makeUser(user, user.password),
    checkPassword,
    inviteUser: (user) => makeUser(user, undefined),
    async setPassword(userId, password) {
      const { client, AdminSetUserPasswordCommand } = await cognito();
      try {
        await client.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: userId, Password: password, Permanent: true }));
      } catch (error) {
        throw mapCognitoError(error);
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
    deleteUser,
    signOutEverywhere,
  };
}
