// The local stack's sign-in service is as closed as Cognito: the gateway's /cognito passes on the
// SPA's own calls only, the emulator answers no web page (no CORS), refuses management calls not
// signed with the stack's credentials, signs tokens with this install's own key, signs users out
// everywhere, limits failed sign-ins per account wherever they come from, and e-mails random reset codes.
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  GlobalSignOutCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { RATE_LIMITS } from '../../shared/abuse-limits';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { stackUrl, signIn } from '../support/stack-client';
import { VERIFICATION_EMAIL } from '../../shared/constants';
import { createSignInWithoutGroup, refreshOutcome } from './cognito-admin-support';
import { newClientIp, send } from './loopback-client';
import { confirmReset, requestResetCode } from './password-reset-support';
import { outbox } from './rentals-support';

/** The code cognito-local sends for every reset unless told otherwise. */
const LEGACY_FIXED_CODE = '123456';

const operator = DEMO_SIGN_INS.find((entry) => entry.role === 'operator')!;

function cognitoCall(url: string, operation: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`, ...headers },
    body: JSON.stringify(body),
  });
}

const viaProxy = (operation: string, body: unknown, headers?: Record<string, string>) => cognitoCall(`${stackUrl()}/cognito`, operation, body, headers);
const direct = (operation: string, body: unknown, headers?: Record<string, string>) => cognitoCall(`${inject('cognitoEndpoint')}/`, operation, body, headers);

function adminClient(credentials = inject('awsCredentials')) {
  return new CognitoIdentityProviderClient({ endpoint: inject('cognitoEndpoint'), region: 'us-east-1', credentials });
}

async function userExists(username: string): Promise<boolean> {
  const client = adminClient();
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: inject('userPoolId'), Username: username }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return false;
    throw error;
  } finally {
    client.destroy();
  }
}

describe("the gateway's /cognito passes on the site's own calls only", () => {
  it('refuses sign-up, the admin API and user listing, and nothing changes', async () => {
    const email = `intruder-${Date.now()}@test.example`;
    const poolId = inject('userPoolId');
    const attempts: [string, unknown][] = [
      ['SignUp', { ClientId: inject('userPoolClientId'), Username: email, Password: 'Secret-pass-1', UserAttributes: [{ Name: 'email', Value: email }] }],
      ['AdminConfirmSignUp', { UserPoolId: poolId, Username: email }],
      ['AdminCreateUser', { UserPoolId: poolId, Username: email }],
      ['AdminAddUserToGroup', { UserPoolId: poolId, Username: email, GroupName: 'operator' }],
      ['ListUsers', { UserPoolId: poolId }],
      ['AdminInitiateAuth', { UserPoolId: poolId, ClientId: inject('userPoolClientId'), AuthFlow: 'ADMIN_USER_PASSWORD_AUTH', AuthParameters: { USERNAME: operator.email, PASSWORD: DEMO_PASSWORD } }],
      ['InitiateAuth', { ClientId: inject('userPoolClientId'), AuthFlow: 'ADMIN_USER_PASSWORD_AUTH', AuthParameters: { USERNAME: operator.email, PASSWORD: DEMO_PASSWORD } }],
      // The SPA renews tokens with GetTokensFromRefreshToken (Amplify Auth): the older flow is not passed on either.
      ['InitiateAuth', { ClientId: inject('userPoolClientId'), AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'x' } }],
    ];
    for (const [operation, body] of attempts) {
      const answer = await viaProxy(operation, body, { origin: 'http://evil.example' });
      expect(answer.status, operation).toBe(400);
      expect(answer.headers.get('access-control-allow-origin'), operation).toBeNull();
      expect(((await answer.json()) as { __type: string }).__type, operation).toMatch(/AccessDeniedException|InvalidParameterException/);
    }
    expect(await userExists(email)).toBe(false);
  });

  it('signs in as the SPA does, without CORS headers', async () => {
    const answer = await viaProxy(
      'InitiateAuth',
      { ClientId: inject('userPoolClientId'), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: operator.email, PASSWORD: DEMO_PASSWORD } },
      { origin: 'http://evil.example' },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the Cognito emulator on its own port', () => {
  it('answers no cross-origin request: no preflight, no allow-origin', async () => {
    const preflight = await fetch(`${inject('cognitoEndpoint')}/`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-amz-target' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await direct('InitiateAuth', { ClientId: inject('userPoolClientId'), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: operator.email, PASSWORD: DEMO_PASSWORD } }, { origin: 'http://evil.example' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses management calls that are unsigned or signed with other credentials, and SignUp', async () => {
    const listUsers = { UserPoolId: inject('userPoolId') };
    const unsigned = await direct('ListUsers', listUsers);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toMatchObject({ __type: 'MissingAuthenticationTokenException' });
    for (const credentials of [
      { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      { accessKeyId: inject('awsCredentials').accessKeyId, secretAccessKey: 'not-the-secret-of-this-stack-0000000000' },
    ]) {
      const client = adminClient(credentials);
      await expect(client.send(new ListUsersCommand(listUsers))).rejects.toMatchObject({ name: expect.stringMatching(/UnrecognizedClientException|InvalidSignatureException/) });
      client.destroy();
    }
    const client = adminClient();
    expect((await client.send(new ListUsersCommand(listUsers))).Users?.length).toBeGreaterThan(0);
    client.destroy();
    const signUp = await direct('SignUp', { ClientId: inject('userPoolClientId'), Username: 'x@test.example', Password: 'Secret-pass-1' });
    expect(await signUp.json()).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it("signs with this install's key: a token signed with the key published in cognito-local's package is refused", async () => {
    const packageDir = path.dirname(createRequire(import.meta.url).resolve('cognito-local/package.json'));
    const published = JSON.parse(readFileSync(path.join(packageDir, 'lib/keys/cognitoLocal.private.json'), 'utf8')) as { pem: string };
    const { accessToken } = await signIn(operator.email, DEMO_PASSWORD);
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = await new SignJWT({ ...claims, 'cognito:groups': ['operator'] })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .sign(createPrivateKey(published.pem));
    const refused = await fetch(`${stackUrl()}/api/operator/providers`, { headers: { authorization: `Bearer ${forged}` } });
    expect(refused.status).toBe(401);
    const real = await fetch(`${stackUrl()}/api/operator/providers`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(real.status).toBe(200);
  });

  it('signs a user out everywhere: refresh tokens and access tokens issued before stop working', async () => {
    const user = await createSignInWithoutGroup();
    const first = await signIn(user.email, user.password);
    expect(await refreshOutcome(first.refreshToken)).toBe('renewed');
    // Tokens carry whole seconds: a sign-out in the same second as the sign-in would also refuse later ones.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const client = adminClient();
    await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: inject('userPoolId'), Username: user.email }));
    client.destroy();
    expect(await refreshOutcome(first.refreshToken)).toBe('NotAuthorizedException');
    const userClient = new CognitoIdentityProviderClient({ endpoint: inject('cognitoEndpoint'), region: 'us-east-1', credentials: inject('awsCredentials') });
    await expect(userClient.send(new GlobalSignOutCommand({ AccessToken: first.accessToken }))).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    // Signing in again works, and the user's own GlobalSignOut revokes that session too.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await signIn(user.email, user.password);
    expect(await refreshOutcome(second.refreshToken)).toBe('renewed');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userClient.send(new GlobalSignOutCommand({ AccessToken: second.accessToken }));
    userClient.destroy();
    expect(await refreshOutcome(second.refreshToken)).toBe('NotAuthorizedException');
  });

  it("has no OAuth endpoints, as the stack's pool has no hosted UI: no way around the guard's checks", async () => {
    const user = await createSignInWithoutGroup();
    const { refreshToken } = await signIn(user.email, user.password);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const client = adminClient();
    await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: inject('userPoolId'), Username: user.email }));
    client.destroy();
    // cognito-local's OAuth routes would renew the revoked refresh token, and check passwords without
    // the sign-in limit; a public operation's X-Amz-Target would have carried such a call past the guard.
    const calls: [string, unknown][] = [
      ['/oauth2/token', { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: inject('userPoolClientId') }],
      ['/oauth2/authorize', { client_id: inject('userPoolClientId'), redirect_uri: 'http://localhost/', response_type: 'code', code_challenge: 'x', code_challenge_method: 'S256', username: user.email, password: user.password }],
    ];
    for (const [pathname, body] of calls) {
      const answer = await cognitoCall(`${inject('cognitoEndpoint')}${pathname}`, 'InitiateAuth', body);
      expect(answer.status, pathname).toBe(404);
      expect(await answer.text(), pathname).not.toMatch(/access_token|id_token/);
    }
    const form = await fetch(`${inject('cognitoEndpoint')}/oauth2/authorize?client_id=${inject('userPoolClientId')}&redirect_uri=x&response_type=code&code_challenge=x&code_challenge_method=S256`);
    expect(form.status).toBe(404);
  });
});

describe('the failed sign-in limit counts per account, from any address, on any port', () => {
  const limit = RATE_LIMITS.failedSignIns.limit;
  /** Cognito's answer to a sign-in of a locked-out account. */
  const LOCKOUT = { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' };
  const bodyOf = (text: string) => JSON.parse(text) as unknown;
  const isLockout = (answer: { text: string }) => JSON.stringify(bodyOf(answer.text)) === JSON.stringify(LOCKOUT);
  const signInBody = (username: string, password: string) => ({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: inject('userPoolClientId'), AuthParameters: { USERNAME: username, PASSWORD: password } });
  const viaSite = (ip: string, username: string, password: string) =>
    send(ip, 'POST', '/cognito', JSON.stringify(signInBody(username, password)), {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    });
  const onEmulatorPort = async (username: string, password: string) => {
    const answer = await direct('InitiateAuth', signInBody(username, password));
    return { status: answer.status, text: await answer.text() };
  };

  it('gives ten client addresses together at most the limit of guesses at one account', async () => {
    const user = await createSignInWithoutGroup();
    const addresses = Array.from({ length: 10 }, newClientIp);
    const answers = [];
    for (const ip of addresses) {
      for (let i = 0; i < 2; i += 1) answers.push(await viaSite(ip, user.email, 'Wrong-pass-1'));
    }
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    expect(answers.filter((answer) => !isLockout(answer))).toHaveLength(limit);
    // Locked whoever asks, with the right password too, until the window has passed...
    expect(bodyOf((await viaSite(newClientIp(), user.email, user.password)).text)).toEqual(LOCKOUT);
    expect(bodyOf((await onEmulatorPort(user.email, user.password)).text)).toEqual(LOCKOUT);
    // ...while another account signs in from the same addresses.
    const other = await createSignInWithoutGroup();
    expect((await viaSite(addresses[0]!, other.email, other.password)).status).toBe(200);
  });

  it("counts on the emulator's own port as on the site's, together", async () => {
    const user = await createSignInWithoutGroup();
    for (let i = 0; i < limit - 1; i += 1) {
      const failed = await onEmulatorPort(user.email, 'Wrong-pass-1');
      expect(failed.status).toBe(400);
      expect(bodyOf(failed.text)).not.toEqual(LOCKOUT);
    }
    expect(bodyOf((await viaSite(newClientIp(), user.email, 'Wrong-pass-1')).text)).not.toEqual(LOCKOUT);
    expect(bodyOf((await onEmulatorPort(user.email, 'Wrong-pass-1')).text)).toEqual(LOCKOUT);
    expect(bodyOf((await onEmulatorPort(user.email, user.password)).text)).toEqual(LOCKOUT);
    expect(bodyOf((await viaSite(newClientIp(), user.email, user.password)).text)).toEqual(LOCKOUT);
    const other = await createSignInWithoutGroup();
    expect((await onEmulatorPort(other.email, other.password)).status).toBe(200);
  });

  it('locks the account after the limit of failures made with the e-mail, the e-mail in capitals and the sub', async () => {
    const user = await createSignInWithoutGroup();
    const ip = newClientIp();
    const names = [user.email, user.email.toUpperCase(), user.sub];
    for (let i = 0; i < limit; i += 1) {
      expect((await viaSite(ip, names[i % names.length]!, 'Wrong-pass-1')).status).toBe(400);
    }
    for (const name of names) {
      expect(bodyOf((await viaSite(ip, name, user.password)).text), name).toEqual(LOCKOUT);
    }
  });

  it('clears the count when the account signs in', async () => {
    const user = await createSignInWithoutGroup();
    const ip = newClientIp();
    for (let i = 0; i < limit - 1; i += 1) expect((await viaSite(ip, user.email, 'Wrong-pass-1')).status).toBe(400);
    expect((await viaSite(ip, user.email, user.password)).status).toBe(200);
    for (let i = 0; i < limit - 1; i += 1) expect(bodyOf((await viaSite(ip, user.email, 'Wrong-pass-1')).text)).not.toEqual(LOCKOUT);
  });
});

describe('password reset codes', () => {
  it("are random for each request and e-mailed as the user pool's message; the emulator's fixed code resets nothing", async () => {
    const user = await createSignInWithoutGroup();
    const first = await requestResetCode(user.email);
    const second = await requestResetCode(user.email);
    expect([first, second]).not.toContain(LEGACY_FIXED_CODE);
    expect(second).not.toBe(first);
    const mails = (await outbox()).filter((entry) => entry.channel === 'email' && entry.to === user.email);
    // The outbox lists the newest first.
    expect(mails[0]).toMatchObject({ subject: VERIFICATION_EMAIL.subject, text: VERIFICATION_EMAIL.body.replace('{####}', second) });

    for (const code of [LEGACY_FIXED_CODE, first]) {
      const refused = await confirmReset(user.email, code, 'Reset-pass-9');
      expect(((await refused.json()) as { __type: string }).__type, code).toBe('CodeMismatchException');
    }
    const reset = await confirmReset(user.email, second, 'Reset-pass-9');
    expect(reset.status, await reset.clone().text()).toBe(200);
    expect((await signIn(user.email, 'Reset-pass-9')).accessToken).toEqual(expect.any(String));
  });
});

describe('DynamoDB Local', () => {
  it('answers no cross-origin request', async () => {
    const preflight = await fetch(inject('dynamodbEndpoint'), {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-amz-target,authorization' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const listTables = await fetch(inject('dynamodbEndpoint'), {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.ListTables' },
      body: '{}',
    });
    expect(listTables.headers.get('access-control-allow-origin')).toBeNull();
  });
});
