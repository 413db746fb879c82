import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { DomainError } from '../errors';
import { createCognitoUserDirectory, mapCognitoError } from './cognito-user-directory';

const awsError = (name: string, message = name) => Object.assign(new Error(message), { name });

/** A client whose send answers per command name, recording every call. */
function fakeClient(answers: Record<string, (input: Record<string, unknown>) => unknown>) {
  const calls: string[] = [];
  const client = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      const name = command.constructor.name.replace(/Command$/, '');
      calls.push(`${name} ${String(command.input.Username)}`);
      const answer = answers[name];
      return answer ? answer(command.input) : {};
    },
  };
  return { client: client as never, calls };
}

describe('mapCognitoError', () => {
  it('turns an existing user into 409 with the message', () => {
    const mapped = mapCognitoError(awsError('UsernameExistsException', 'User already exists')) as DomainError;
    expect(mapped).toBeInstanceOf(DomainError);
    expect([mapped.code, mapped.message]).toEqual(['conflict', MESSAGES.emailAlreadyRegistered]);
  });

  it("turns a password the pool refuses into 400 on the password field, naming the pool's rule", () => {
    for (const refusal of ['Password not long enough', 'Password must have numeric characters', 'Password must have symbol characters']) {
      const mapped = mapCognitoError(awsError('InvalidPasswordException', `Password did not conform with policy: ${refusal}`)) as DomainError;
      expect([mapped.code, mapped.message, mapped.fieldErrors], refusal).toEqual(['invalid', MESSAGES.passwordRule, { password: MESSAGES.passwordRule }]);
    }
  });

  it('leaves anything else unexpected (a 500)', () => {
    const error = awsError('InternalErrorException');
    expect(mapCognitoError(error)).toBe(error);
  });
});

describe('createCognitoUserDirectory', () => {
  it('creates the user without an invitation, sets a permanent password, adds the group, returns the sub', async () => {
    const { client, calls } = fakeClient({
      AdminCreateUser: (input) => {
        expect(input).toMatchObject({ MessageAction: 'SUPPRESS' });
        expect(input.UserAttributes).toEqual(
          expect.arrayContaining([{ Name: 'email_verified', Value: 'true' }, { Name: 'name', Value: 'Ann' }]),
        );
        return { User: { Attributes: [{ Name: 'sub', Value: 'sub-1' }] } };
      },
      AdminSetUserPassword: (input) => expect(input).toMatchObject({ Permanent: true, Password: 'Secret-pass-1' }),
    });
    const users = createCognitoUserDirectory({ userPoolId: 'pool', client });
    expect(await users.createUser({ email: 'a@b.co', password: 'Secret-pass-1', name: 'Ann', group: 'customer' })).toBe('sub-1');
    expect(calls).toEqual(['AdminCreateUser a@b.co', 'AdminSetUserPassword sub-1', 'AdminAddUserToGroup sub-1']);
  });

  it('removes the half-made user when the password is refused', async () => {
    const { client, calls } = fakeClient({
      AdminCreateUser: () => ({ User: { Attributes: [{ Name: 'sub', Value: 'sub-2' }] } }),
      AdminSetUserPassword: () => {
        throw awsError('InvalidPasswordException', 'Password did not conform with policy: Password not long enough');
      },
    });
    const users = createCognitoUserDirectory({ userPoolId: 'pool', client });
    await expect(users.createUser({ email: 'a@b.co', password: 'x', name: 'Ann', group: 'customer' })).rejects.toMatchObject({
      code: 'invalid',
    });
    expect(calls).toContain('AdminDeleteUser sub-2');
  });

  it('treats deleting a user that is already gone as done', async () => {
    const { client } = fakeClient({
      AdminDeleteUser: () => {
        throw awsError('UserNotFoundException');
      },
    });
    await expect(createCognitoUserDirectory({ userPoolId: 'pool', client }).deleteUser('sub-3')).resolves.toBeUndefined();
  });
  it('invites a user with no password yet, in the group, and maps an e-mail already signing in to 409', async () => {
    const { client, calls } = fakeClient({
      AdminCreateUser: () => ({ User: { Attributes: [{ Name: 'sub', Value: 'sub-4' }] } }),
    });
    const users = createCognitoUserDirectory({ userPoolId: 'pool', client });
    expect(await users.inviteUser({ email: 'd@b.co', name: 'Sam', group: 'driver' })).toBe('sub-4');
    expect(calls).toEqual(['AdminCreateUser d@b.co', 'AdminAddUserToGroup sub-4']);

    const taken = fakeClient({
      AdminCreateUser: () => {
        throw awsError('UsernameExistsException');
      },
    });
    await expect(
      createCognitoUserDirectory({ userPoolId: 'pool', client: taken.client }).inviteUser({ email: 'd@b.co', name: 'Sam', group: 'driver' }),
    ).rejects.toMatchObject({ code: 'conflict' });
  });

  it('treats disabling a user that is already gone as done', async () => {
    const { client } = fakeClient({
      AdminDisableUser: () => {
        throw awsError('UserNotFoundException');
      },
    });
    await expect(createCognitoUserDirectory({ userPoolId: 'pool', client }).disableUser('sub-5')).resolves.toBeUndefined();
  });
});

describe('checkPassword', () => {
  const checkWith = (answers: Parameters<typeof fakeClient>[0]) => {
    const { client } = fakeClient(answers);
    return createCognitoUserDirectory({ userPoolId: 'pool', clientId: 'web', client }).checkPassword('sub-6', 'Secret-pass-1');
  };
  const refusing = (name: string, message?: string) => () => {
    throw awsError(name, message);
  };

  it('asks the pool with the admin password flow on the app client; tokens or a second-factor challenge mean the password is right', async () => {
    const sent: Record<string, unknown>[] = [];
    expect(await checkWith({ AdminInitiateAuth: (input) => (sent.push(input), { AuthenticationResult: { AccessToken: 'x' } }) })).toBe('correct');
    expect(sent).toEqual([
      { UserPoolId: 'pool', ClientId: 'web', AuthFlow: 'ADMIN_USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'sub-6', PASSWORD: 'Secret-pass-1' } },
    ]);
    expect(await checkWith({ AdminInitiateAuth: () => ({ ChallengeName: 'SOFTWARE_TOKEN_MFA' }) })).toBe('correct');
  });

  it('tells a wrong password, a locked-out sign-in and a sign-in that is gone apart', async () => {
    expect(await checkWith({ AdminInitiateAuth: refusing('NotAuthorizedException', 'Incorrect username or password.') })).toBe('wrong');
    // The local emulator's word for a wrong password.
    expect(await checkWith({ AdminInitiateAuth: refusing('InvalidPasswordException', 'Invalid password') })).toBe('wrong');
    expect(await checkWith({ AdminInitiateAuth: refusing('NotAuthorizedException', 'Password attempts exceeded') })).toBe('lockedOut');
    expect(
      await checkWith({ AdminInitiateAuth: refusing('NotAuthorizedException', 'Incorrect username or password.'), AdminGetUser: refusing('UserNotFoundException') }),
    ).toBe('noSignIn');
  });

  it('leaves an outage unexpected (a 500)', async () => {
    await expect(checkWith({ AdminInitiateAuth: refusing('InternalErrorException') })).rejects.toMatchObject({ name: 'InternalErrorException' });
  });
});
