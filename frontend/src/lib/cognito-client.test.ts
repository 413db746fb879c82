// fetch is mocked: these tests check the request shape sent to Cognito and how its error answers
// become CognitoError values.
import { describe, expect, it } from 'vitest';
import { cognitoFailure, mockBackend, TOKENS } from '../testing/cognito-fetch';
import { CognitoError, parseCognitoError, revokeRefreshToken, signInWithPassword } from './cognito-client';

describe('cognito client', () => {
  it('takes the exception name after the namespace', () => {
    const error = parseCognitoError(400, {
      __type: 'com.amazonaws.cognito.identity.idp.model#NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(error).toBeInstanceOf(CognitoError);
    expect(error.code).toBe('NotAuthorizedException');
    expect(error.message).toBe('Incorrect username or password.');
  });

  it('reads plain names and falls back to the status for bodies without one', () => {
    expect(parseCognitoError(400, { __type: 'UserNotFoundException', message: 'x' }).code).toBe('UserNotFoundException');
    expect(parseCognitoError(500, 'oops').code).toBe('Http500');
    expect(parseCognitoError(400, { code: 'LimitExceededException', Message: 'Slow down' }).message).toBe('Slow down');
  });

  it('signs in with USER_PASSWORD_AUTH at the configured endpoint and returns the tokens', async () => {
    const { fetchMock, calls } = mockBackend({}, { InitiateAuth: () => ({ status: 200, body: TOKENS }) });
    const tokens = await signInWithPassword('dana@example.com', 'Secret123');
    expect(tokens).toEqual({ accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1', expiresInSeconds: 3600 });
    expect(calls[0]).toMatchObject({
      operation: 'InitiateAuth',
      body: {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'client-1',
        AuthParameters: { USERNAME: 'dana@example.com', PASSWORD: 'Secret123' },
      },
    });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('content-type')).toBe('application/x-amz-json-1.1');
    expect(new Headers(init.headers).get('x-amz-target')).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
  });

  it('throws the service error as a CognitoError', async () => {
    mockBackend({}, { InitiateAuth: () => cognitoFailure('aws#InvalidPasswordException', 'Invalid password') });
    await expect(signInWithPassword('dana@example.com', 'nope')).rejects.toMatchObject({
      name: 'CognitoError',
      code: 'InvalidPasswordException',
    });
  });

  it('ignores a failed token revocation', async () => {
    mockBackend({}, {});
    await expect(revokeRefreshToken('refresh-1')).resolves.toBeUndefined();
  });
});
