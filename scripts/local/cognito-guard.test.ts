// The guard in front of the Cognito emulator does what cognito-local lacks and Amplify Auth relies
// on, the way Cognito does: GetTokensFromRefreshToken, token revocation (origin_jti in tokens,
// RevokeToken ending their sign-in), the pool's password policy and the failed sign-in lockout;
// and the gateway's /cognito passes on only what the SPA calls.
// The guard runs on a real HTTP server here, with stand-ins for the emulator behind it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, exportPKCS8, generateKeyPair, importJWK, jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { createCognitoGuard, type CognitoGuardOptions } from './cognito-guard';
import { RATE_LIMITS } from '../../shared/abuse-limits';
import { checkSiteCall } from './cognito-operations';
import { createFailedSignInCounter, PASSWORD_ATTEMPTS_EXCEEDED } from './sign-in-limit';

const keys = await generateKeyPair('RS256', { extractable: true });
const publicJwk = { ...((await exportJWK(keys.publicKey)) as Record<string, string>), kid: 'CognitoLocal', alg: 'RS256' };
const privatePem = await exportPKCS8(keys.privateKey);

/** A token as cognito-local signs it, issued at `iat` (epoch seconds). */
function token(claims: Record<string, unknown>, iat: number): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).setIssuedAt(iat).setExpirationTime(iat + 3600).sign(keys.privateKey);
}

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

type Emulator = (request: IncomingMessage, response: ServerResponse) => void;

/** Answers as cognito-local's Express app does: headers set, then the whole body at once. */
const answering = (status: number, body: unknown): Emulator => (_request, response) => {
  const text = JSON.stringify(body);
  response.statusCode = status;
  response.setHeader('content-type', 'application/x-amz-json-1.1');
  response.setHeader('content-length', Buffer.byteLength(text));
  response.end(Buffer.from(text));
};

async function startGuard(
  overrides: Partial<CognitoGuardOptions>,
  signedOutAt: Record<string, number> = {},
  emulator: Emulator = answering(200, { passedOn: true }),
): Promise<string> {
  const guard = createCognitoGuard({
    credentials: { accessKeyId: 'AKIDLOCAL', secretAccessKey: 'secret' },
    publicJwk,
    privatePem,
    signOuts: { signedOutAt: (username) => signedOutAt[username], record: () => undefined },
    resolveUsername: async () => undefined,
    refreshTokens: async () => {
      throw new Error('not expected');
    },
    ...overrides,
  });
  const server = createServer((request, response) => {
    void guard(request, response, () => emulator(request, response));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

function call(endpoint: string, operation: string, body: unknown) {
  return fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
}

describe('GetTokensFromRefreshToken at the emulator', () => {
  it("answers new access and id tokens in Cognito's shape, keeping the refresh token", async () => {
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await token({ token_use: 'access', username: 'u-1' }, now);
    const idToken = await token({ token_use: 'id', 'cognito:username': 'u-1' }, now);
    const asked: unknown[] = [];
    const endpoint = await startGuard({
      refreshTokens: async (request) => {
        asked.push(request);
        return { AccessToken: accessToken, IdToken: idToken };
      },
    });
    const refreshToken = await token({ 'cognito:username': 'u-1', jti: 'r-1' }, now);
    const answer = await call(endpoint, 'GetTokensFromRefreshToken', { ClientId: 'client-1', RefreshToken: refreshToken, ClientMetadata: { source: 'web' } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ AuthenticationResult: { AccessToken: accessToken, IdToken: idToken, TokenType: 'Bearer', ExpiresIn: 3600 } });
    expect(asked).toEqual([{ clientId: 'client-1', refreshToken, clientMetadata: { source: 'web' } }]);
  });

  it("passes on the emulator's refusal as Cognito's error", async () => {
    const refusal = Object.assign(new Error('Refresh Token has expired'), { name: 'NotAuthorizedException', $fault: 'client', $metadata: { httpStatusCode: 400 } });
    const endpoint = await startGuard({ refreshTokens: () => Promise.reject(refusal) });
    const answer = await call(endpoint, 'GetTokensFromRefreshToken', { ClientId: 'client-1', RefreshToken: 'not-one-of-ours' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has expired' });
  });

  it('refuses a refresh token issued before its user signed out everywhere, without asking the emulator', async () => {
    const now = Math.floor(Date.now() / 1000);
    const endpoint = await startGuard({}, { 'u-1': now });
    const answer = await call(endpoint, 'GetTokensFromRefreshToken', { ClientId: 'client-1', RefreshToken: await token({ 'cognito:username': 'u-1' }, now - 10) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
  });

  it('asks for the refresh token and the client id, as Cognito validates its input', async () => {
    const endpoint = await startGuard({});
    for (const body of [{ ClientId: 'client-1' }, { RefreshToken: 'r', ClientId: '' }]) {
      const answer = await call(endpoint, 'GetTokensFromRefreshToken', body);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { __type: string }).__type).toBe('InvalidParameterException');
    }
  });

  it('passes other calls on to the emulator', async () => {
    const endpoint = await startGuard({});
    const answer = await call(endpoint, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client-1', AuthParameters: { USERNAME: 'a', PASSWORD: 'b' } });
    expect(await answer.json()).toEqual({ passedOn: true });
  });
});

describe('token revocation at the emulator', () => {
  const verify = async (token: string) => (await jwtVerify(token, await importJWK(publicJwk, 'RS256'))).payload;

  it("gives a sign-in's tokens the origin_jti of its refresh token, still signed with the emulator's key", async () => {
    const now = Math.floor(Date.now() / 1000);
    const refreshToken = await token({ 'cognito:username': 'u-1', jti: 'sign-in-1' }, now);
    const signIn = {
      AuthenticationResult: {
        AccessToken: await token({ token_use: 'access', username: 'u-1', jti: 'a-1' }, now),
        IdToken: await token({ token_use: 'id', 'cognito:username': 'u-1', jti: 'i-1' }, now),
        RefreshToken: refreshToken,
      },
      ChallengeParameters: {},
    };
    const endpoint = await startGuard({}, {}, answering(200, signIn));
    const answer = await call(endpoint, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client-1', AuthParameters: { USERNAME: 'a', PASSWORD: 'b' } });
    const result = ((await answer.json()) as typeof signIn).AuthenticationResult;
    expect(await verify(result.AccessToken)).toMatchObject({ token_use: 'access', username: 'u-1', jti: 'a-1', origin_jti: 'sign-in-1', iat: now });
    expect(await verify(result.IdToken)).toMatchObject({ token_use: 'id', jti: 'i-1', origin_jti: 'sign-in-1' });
    expect(result.RefreshToken).toBe(refreshToken);

    // A refresh's tokens come from the same sign-in: the refresh token used names it.
    const renewed = { AuthenticationResult: { AccessToken: await token({ token_use: 'access', username: 'u-1', jti: 'a-2' }, now) } };
    const refreshEndpoint = await startGuard({}, {}, answering(200, renewed));
    const refreshed = await call(refreshEndpoint, 'InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: 'client-1', AuthParameters: { REFRESH_TOKEN: refreshToken } });
    const access = ((await refreshed.json()) as typeof renewed).AuthenticationResult.AccessToken;
    expect(decodeJwt(access)).toMatchObject({ jti: 'a-2', origin_jti: 'sign-in-1' });
  });

  it("passes the emulator's errors on untouched", async () => {
    const endpoint = await startGuard({}, {}, answering(400, { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }));
    const answer = await call(endpoint, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client-1', AuthParameters: { USERNAME: 'a', PASSWORD: 'b' } });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it("refuses a sign-in's access tokens once the emulator revoked its refresh token", async () => {
    const now = Math.floor(Date.now() / 1000);
    const refreshToken = await token({ 'cognito:username': 'u-1', jti: 'sign-in-2' }, now);
    const accessToken = await token({ token_use: 'access', username: 'u-1', origin_jti: 'sign-in-2' }, now);
    const other = await token({ token_use: 'access', username: 'u-1', origin_jti: 'sign-in-3' }, now);
    const endpoint = await startGuard({}, {}, answering(200, {}));
    const change = (access: string) => call(endpoint, 'ChangePassword', { AccessToken: access, PreviousPassword: 'a', ProposedPassword: 'b' });
    expect((await change(accessToken)).status).toBe(200);
    expect((await call(endpoint, 'RevokeToken', { ClientId: 'client-1', Token: refreshToken })).status).toBe(200);
    const refused = await change(accessToken);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
    // Another sign-in of the same user is not affected.
    expect((await change(other)).status).toBe(200);
  });
});

describe("the pool's password policy at the emulator", () => {
  const policy = { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true, RequireSymbols: true };

  it("refuses a new password the pool's policy does not allow, as Cognito does, before the emulator sees it", async () => {
    const asked: unknown[] = [];
    const endpoint = await startGuard({ passwordPolicy: async (pool) => (asked.push(pool), policy) });
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await token({ token_use: 'access', username: 'u-1', iss: 'http://127.0.0.1:9229/local_pool1' }, now);
    const calls: [string, Record<string, unknown>][] = [
      ['ConfirmForgotPassword', { ClientId: 'client-1', Username: 'a@b.co', ConfirmationCode: '481516', Password: 'abcdefgh' }],
      ['ChangePassword', { AccessToken: accessToken, PreviousPassword: 'Old-pass-1', ProposedPassword: 'abcdefgh' }],
      ['RespondToAuthChallenge', { ClientId: 'client-1', ChallengeName: 'NEW_PASSWORD_REQUIRED', ChallengeResponses: { USERNAME: 'a', NEW_PASSWORD: 'abcdefgh' } }],
    ];
    for (const [operation, body] of calls) {
      const refused = await call(endpoint, operation, body);
      expect(refused.status, operation).toBe(400);
      expect(await refused.json(), operation).toEqual({ __type: 'InvalidPasswordException', message: 'Password did not conform with policy: Password must have uppercase characters' });
      const accepted = await call(endpoint, operation, JSON.parse(JSON.stringify(body).replaceAll('"abcdefgh"', '"Abcdefg-1"')) as unknown);
      expect(await accepted.json(), operation).toEqual({ passedOn: true });
    }
    expect(asked).toEqual([{ clientId: 'client-1' }, { clientId: 'client-1' }, { userPoolId: 'local_pool1' }, { userPoolId: 'local_pool1' }, { clientId: 'client-1' }, { clientId: 'client-1' }]);
  });

  it('passes on a call whose pool it cannot find: the emulator answers it', async () => {
    const endpoint = await startGuard({ passwordPolicy: async () => undefined });
    const answer = await call(endpoint, 'ConfirmForgotPassword', { ClientId: 'nobody', Username: 'a', ConfirmationCode: '1', Password: 'x' });
    expect(await answer.json()).toEqual({ passedOn: true });
  });
});

describe('the failed sign-in limit at the emulator', () => {
  const wrongPassword = answering(400, { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  const signIn = (endpoint: string, username: string) =>
    call(endpoint, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client-1', AuthParameters: { USERNAME: username, PASSWORD: 'Guess-1!' } });

  it('lets at most the limit of guesses at one account through, even sent all at once, under any of its names', async () => {
    const endpoint = await startGuard(
      { signInLimit: { counter: createFailedSignInCounter(), accountOf: async (username) => (username.toLowerCase().includes('sam') ? 'pool/sub-sam' : undefined) } },
      {},
      wrongPassword,
    );
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => signIn(endpoint, index % 2 ? 'SAM@example.com' : 'sub-sam')));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies.filter((body) => JSON.stringify(body) === JSON.stringify(PASSWORD_ATTEMPTS_EXCEEDED))).toHaveLength(12 - RATE_LIMITS.failedSignIns.limit);
    // Another account is not affected.
    expect(await (await signIn(endpoint, 'kim@example.com')).json()).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });
});

describe("the site's Cognito calls", () => {
  it("are the SPA's: password sign-in locally, Amplify's refresh, sign-out and the password forms", () => {
    expect(checkSiteCall('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH' })).toEqual({ allowed: true });
    for (const operation of ['GetTokensFromRefreshToken', 'RevokeToken', 'ChangePassword', 'ForgotPassword', 'ConfirmForgotPassword']) {
      expect(checkSiteCall(operation, {}), operation).toEqual({ allowed: true });
    }
    expect(checkSiteCall('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH' })).toMatchObject({ allowed: false, type: 'InvalidParameterException' });
    expect(checkSiteCall('AdminInitiateAuth', {})).toMatchObject({ allowed: false, type: 'AccessDeniedException' });
  });
});
