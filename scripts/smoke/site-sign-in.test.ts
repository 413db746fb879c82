// The smoke test's SRP sign-in (site-sign-in.ts) against a stand-in for Cognito that plays the
// server side of Cognito's SRP (the 3072-bit group of RFC 5054, the "Caldera Derived Key", the
// password claim signature): the sign-in completes only if Amplify proved the password, and the
// password itself never crosses the wire. The local emulator has no SRP, so this is where the
// deployed flow is exercised before a deploy.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { siteSignIn } from './site-sign-in';

const N = BigInt(
  '0xFFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245' +
    'E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9' +
    'DE2BCBF6955817183995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E208E24FA074E5AB31' +
    '43DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
const g = 2n;

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/** Cognito's hex of a positive number: even length, a leading 00 when the top bit is set. */
function paddedHex(value: bigint): string {
  const hex = value.toString(16);
  const even = hex.length % 2 ? `0${hex}` : hex;
  return /^[89a-f]/i.test(even) ? `00${even}` : even;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hashOfHex = (hex: string) => sha256(Buffer.from(hex, 'hex'));
const k = BigInt(`0x${hashOfHex(paddedHex(N) + paddedHex(g))}`);

const POOL_ID = 'us-east-1_SmokePool';
const POOL_NAME = POOL_ID.split('_')[1]!;
const USER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const EMAIL = 'smoke@example.com';
const PASSWORD = 'Smoke-pass-1!';

/** A token the way Amplify reads one (it decodes, never verifies, the claims). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', kid: 'smoke' })}.${part(claims)}.${Buffer.from('signature').toString('base64url')}`;
}

interface Recorded {
  operation: string;
  body: string;
}

/** Cognito's side of USER_SRP_AUTH for one user whose verifier it keeps (never the password). */
function srpCognito(password: string) {
  const salt = BigInt(`0x${randomBytes(16).toString('hex')}`);
  const x = BigInt(`0x${hashOfHex(paddedHex(salt) + sha256(`${POOL_NAME}${USER_ID}:${password}`))}`);
  const verifier = modPow(g, x, N);
  const secretBlock = randomBytes(64).toString('base64');
  const calls: Recorded[] = [];
  let pending: { A: bigint; b: bigint; B: bigint } | undefined;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const operation = String(request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      calls.push({ operation, body });
      const input = JSON.parse(body || '{}') as { AuthFlow?: string; ChallengeName?: string; AuthParameters?: Record<string, string>; ChallengeResponses?: Record<string, string> };
      const answer = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(value));
      if (operation === 'InitiateAuth' && input.AuthFlow === 'USER_SRP_AUTH' && input.AuthParameters?.USERNAME === EMAIL) {
        const A = BigInt(`0x${input.AuthParameters.SRP_A ?? '0'}`);
        const b = BigInt(`0x${randomBytes(32).toString('hex')}`);
        const B = (k * verifier + modPow(g, b, N)) % N;
        pending = { A, b, B };
        return answer(200, {
          ChallengeName: 'PASSWORD_VERIFIER',
          ChallengeParameters: { SALT: salt.toString(16), SECRET_BLOCK: secretBlock, SRP_B: B.toString(16), USERNAME: USER_ID, USER_ID_FOR_SRP: USER_ID },
        });
      }
      if (operation === 'RespondToAuthChallenge' && input.ChallengeName === 'PASSWORD_VERIFIER' && pending) {
        const { A, b, B } = pending;
        const u = BigInt(`0x${hashOfHex(paddedHex(A) + paddedHex(B))}`);
        const S = modPow((A * modPow(verifier, u, N)) % N, b, N);
        const prk = createHmac('sha256', Buffer.from(paddedHex(u), 'hex')).update(Buffer.from(paddedHex(S), 'hex')).digest();
        const key = createHmac('sha256', prk).update('Caldera Derived Key\u0001').digest().subarray(0, 16);
        const responses = input.ChallengeResponses ?? {};
        const expected = createHmac('sha256', key)
          .update(Buffer.concat([Buffer.from(POOL_NAME + USER_ID), Buffer.from(responses.PASSWORD_CLAIM_SECRET_BLOCK!, 'base64'), Buffer.from(responses.TIMESTAMP!)]))
          .digest('base64');
        if (responses.PASSWORD_CLAIM_SIGNATURE !== expected) return answer(400, { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
        const now = Math.floor(Date.now() / 1000);
        const claims = { sub: USER_ID, iat: now, exp: now + 3600, 'cognito:username': USER_ID };
        return answer(200, {
          AuthenticationResult: { AccessToken: jwt({ ...claims, token_use: 'access' }), IdToken: jwt({ ...claims, token_use: 'id' }), RefreshToken: 'refresh', ExpiresIn: 3600, TokenType: 'Bearer' },
          ChallengeParameters: {},
        });
      }
      if (operation === 'RevokeToken') return answer(200, {});
      return answer(400, { __type: 'InvalidParameterException', message: `Not expected here: ${operation}` });
    });
  });
  return { server, calls };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function stageWith(password: string) {
  const { server, calls } = srpCognito(password);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const config = { region: 'us-east-1', userPoolId: POOL_ID, userPoolClientId: 'smoke-client', cognitoEndpoint: endpoint, authFlow: 'USER_SRP_AUTH' as const };
  return { config, calls };
}

describe("the smoke test's sign-in on a deployed stage (SRP)", () => {
  it('proves the password with SRP and gets the access token, the password never sent', async () => {
    const { config, calls } = await stageWith(PASSWORD);
    const token = await siteSignIn(config, { email: EMAIL, password: PASSWORD }, new AbortController().signal);
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).toMatchObject({ sub: USER_ID, token_use: 'access' });
    expect(calls.map((call) => call.operation).slice(0, 2)).toEqual(['InitiateAuth', 'RespondToAuthChallenge']);
    expect(calls.every((call) => !call.body.includes(PASSWORD))).toBe(true);
    expect(calls.some((call) => call.body.includes('USER_PASSWORD_AUTH'))).toBe(false);
  });

  it("is refused with Cognito's answer for a wrong password, as a smoke failure", async () => {
    const { config } = await stageWith(PASSWORD);
    await expect(siteSignIn(config, { email: EMAIL, password: 'Not-the-pass-2' }, new AbortController().signal)).rejects.toMatchObject({
      name: 'SmokeFailure',
      message: `Cognito refused ${EMAIL}: NotAuthorizedException: Incorrect username or password.`,
    });
  });
});
