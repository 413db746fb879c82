import { createHash, createHmac, randomBytes, type Hash, type Hmac } from 'node:crypto';
import { HttpRequest } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { verifySignedRequest, type SignedRequest } from './sigv4';

const toBytes = (data: string | ArrayBuffer | ArrayBufferView) =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);

/** The hash the SDK's signer is given in Node (what @smithy/hash-node wraps): an HMAC when given a key. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBytes(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(toBytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

// Made for each run, as loadLocalCredentials makes them per install: no key is written down.
const credentials = { accessKeyId: `LOCAL${randomBytes(8).toString('hex').toUpperCase()}`, secretAccessKey: randomBytes(20).toString('base64') };

/** Signs like the AWS SDK clients do, with the SDK's own signer. */
async function sdkSigned(options: { service: string; method: string; path: string; query?: Record<string, string>; body: string; headers?: Record<string, string> }, signWith = credentials): Promise<SignedRequest> {
  const signer = new SignatureV4({
    credentials: signWith,
    region: 'us-east-1',
    service: options.service,
    sha256: Sha256,
    uriEscapePath: options.service !== 's3',
  });
  const request = new HttpRequest({
    method: options.method,
    protocol: 'http:',
    hostname: '127.0.0.1',
    port: 4567,
    path: options.path,
    query: options.query,
    headers: { host: '127.0.0.1:4567', 'content-type': 'application/x-amz-json-1.1', ...options.headers },
    body: options.body,
  });
  const signed = await signer.sign(request);
  const search = new URLSearchParams(options.query ?? {}).toString();
  return {
    method: options.method,
    url: `${options.path}${search ? `?${search}` : ''}`,
    headers: Object.fromEntries(Object.entries(signed.headers).map(([name, value]) => [name.toLowerCase(), value])),
    body: Buffer.from(options.body),
  };
}

describe('SigV4 verification', () => {
  it('accepts what the AWS SDK signs with the same credentials (a Cognito call, an S3 call with a query)', async () => {
    const cognito = await sdkSigned({ service: 'cognito-idp', method: 'POST', path: '/', body: '{"UserPoolId":"local_1"}', headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers' } });
    expect(verifySignedRequest(cognito, credentials)).toEqual({ ok: true });
    const s3 = await sdkSigned({ service: 's3', method: 'GET', path: '/bucket/media/a%20b%2Bc.png', query: { 'x-id': 'GetObject' }, body: '', headers: { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } });
    expect(verifySignedRequest(s3, credentials)).toEqual({ ok: true });
  });

  it('refuses an unsigned request, other credentials, a changed body or target, and an old signature', async () => {
    const signed = await sdkSigned({ service: 'cognito-idp', method: 'POST', path: '/', body: '{"Username":"a"}', headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser' } });
    expect(verifySignedRequest({ ...signed, headers: { ...signed.headers, authorization: undefined } }, credentials)).toMatchObject({ ok: false, code: 'MissingAuthenticationToken' });
    const otherKey = await sdkSigned({ service: 'cognito-idp', method: 'POST', path: '/', body: '{}' }, { accessKeyId: credentials.accessKeyId, secretAccessKey: 'S3RVER' });
    expect(verifySignedRequest(otherKey, credentials)).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    const otherId = await sdkSigned({ service: 'cognito-idp', method: 'POST', path: '/', body: '{}' }, { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    expect(verifySignedRequest(otherId, credentials)).toMatchObject({ ok: false, code: 'UnrecognizedClient' });
    expect(verifySignedRequest({ ...signed, body: Buffer.from('{"Username":"b"}') }, credentials)).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(verifySignedRequest({ ...signed, headers: { ...signed.headers, 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDeleteUser' } }, credentials)).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(verifySignedRequest(signed, credentials, new Date(Date.now() + 20 * 60 * 1000))).toMatchObject({ ok: false, code: 'RequestExpired' });
  });
});
