// The local uploads bucket checks what S3 checks: presigned POST policies (signature, key, content
// type, size), SigV4 on every other call, and CORS for the site only; /media serves images only,
// as images, under a sandbox CSP. Before, the S3 emulator took any file at any key from anyone
// and /media served it with whatever type it was stored with.
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MEDIA_CONTENT_SECURITY_POLICY } from '../../shared/security-headers';
import { api, stackUrl } from '../support/stack-client';
import { freshProvider, type FreshProvider } from './provider-portal-support';

const BUCKET = 'local-marketplace-uploads';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

interface PresignedImage {
  key: string;
  url: string;
  fields: Record<string, string>;
  imageUrl: string;
}

async function presignImage(provider: FreshProvider, contentType = 'image/png'): Promise<PresignedImage> {
  const response = await api('/api/provider/listing-images/uploads', {
    method: 'POST',
    token: provider.token,
    body: JSON.stringify({ contentType, size: PNG.length, count: 1 }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as PresignedImage;
}

/** The browser's upload: the policy fields, then the file, as frontend/src/lib/presigned-upload.ts sends it. */
async function postForm(url: string, fields: Record<string, string>, file: Blob, headers: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return fetch(url, { method: 'POST', body: form, headers });
}

const s3 = (credentials = inject('awsCredentials')) =>
  new S3Client({ endpoint: inject('s3Endpoint'), region: 'us-east-1', forcePathStyle: true, credentials });

async function errorCode(response: Response): Promise<string | undefined> {
  return /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1];
}

describe('presigned POST uploads', () => {
  let provider: FreshProvider;
  let other: FreshProvider;
  beforeAll(async () => {
    [provider, other] = await Promise.all([freshProvider(), freshProvider()]);
  });

  it('stores the file the policy allows, which /media serves as that image type under the media headers', async () => {
    const presigned = await presignImage(provider);
    const stored = await postForm(presigned.url, presigned.fields, new Blob([PNG], { type: 'image/png' }));
    expect(stored.status).toBe(204);
    const media = await fetch(`${stackUrl()}${presigned.imageUrl}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('content-security-policy')).toBe(MEDIA_CONTENT_SECURITY_POLICY);
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await media.arrayBuffer())).toEqual(PNG);
  });

  it('refuses another content type, another key (outside the bucket or another provider\'s), a missing policy and a file over the limit', async () => {
    const presigned = await presignImage(provider);
    const html = new Blob(['<script>document.title="pwned"</script>'], { type: 'text/html' });
    const otherLogo = `media/provider-logos/${other.providerId}/logo`;
    const attempts: [string, Record<string, string>, Blob, string][] = [
      ['HTML as the type', { ...presigned.fields, 'Content-Type': 'text/html' }, html, 'AccessDenied'],
      ['a key with ../', { ...presigned.fields, key: `${presigned.key}/../../../escape.html` }, html, 'AccessDenied'],
      ["another provider's logo", { ...presigned.fields, key: otherLogo }, new Blob([PNG]), 'AccessDenied'],
      ['no policy or signature', { key: 'media/listing-images/anyone/page.html', 'Content-Type': 'text/html' }, html, 'AccessDenied'],
      ['a field the policy does not name', { ...presigned.fields, 'x-amz-meta-note': 'hi' }, new Blob([PNG]), 'AccessDenied'],
      ['7 MB', presigned.fields, new Blob([Buffer.alloc(7 * 1024 * 1024, 1)], { type: 'image/png' }), 'EntityTooLarge'],
    ];
    for (const [what, fields, file, code] of attempts) {
      const answer = await postForm(presigned.url, fields, file);
      expect(answer.status, what).toBeGreaterThanOrEqual(400);
      expect(await errorCode(answer), what).toBe(code);
    }
    // Nothing was stored under any of those keys.
    const reader = s3();
    for (const key of [presigned.key, otherLogo]) {
      await expect(reader.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).rejects.toMatchObject({ name: 'NoSuchKey' });
    }
    reader.destroy();
  });

  it('refuses a policy once it has expired or was signed with other credentials', async () => {
    const presigned = await presignImage(provider);
    const policy = JSON.parse(Buffer.from(presigned.fields.Policy, 'base64').toString('utf8')) as { expiration: string };
    const stale = { ...presigned.fields, Policy: Buffer.from(JSON.stringify({ ...policy, expiration: '2020-01-01T00:00:00Z' })).toString('base64') };
    expect(await errorCode(await postForm(presigned.url, stale, new Blob([PNG], { type: 'image/png' })))).toBe('SignatureDoesNotMatch');
    const forged = { ...presigned.fields, 'X-Amz-Signature': '0'.repeat(64) };
    expect(await errorCode(await postForm(presigned.url, forged, new Blob([PNG], { type: 'image/png' })))).toBe('SignatureDoesNotMatch');
  });
});

describe('every other call to the bucket needs the stack\'s credentials', () => {
  it('refuses unsigned and wrongly signed reads and writes, and keys with ../ even when signed', async () => {
    const key = `documents/test-${Date.now()}.pdf`;
    const writer = s3();
    await writer.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'private', ContentType: 'application/pdf' }));
    const unsignedRead = await fetch(`${inject('s3Endpoint')}/${BUCKET}/${key}`);
    expect(unsignedRead.status).toBe(403);
    const unsignedWrite = await fetch(`${inject('s3Endpoint')}/${BUCKET}/media/x.html`, { method: 'PUT', body: '<script></script>', headers: { 'content-type': 'text/html' } });
    expect(unsignedWrite.status).toBe(403);
    const stranger = s3({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    await expect(stranger.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    stranger.destroy();
    await expect(writer.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'media/../../escape.txt', Body: 'x' }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 400 } });

    // A presigned link works until it expires, and only as signed.
    const link = await getSignedUrl(writer, new GetObjectCommand({ Bucket: BUCKET, Key: key }), { expiresIn: 60 });
    expect(await (await fetch(link)).text()).toBe('private');
    expect((await fetch(link.replace(key, `${key}x`))).status).toBe(403);
    const expired = await getSignedUrl(writer, new GetObjectCommand({ Bucket: BUCKET, Key: key }), { expiresIn: 1, signingDate: new Date(Date.now() - 10_000) });
    expect((await fetch(expired)).status).toBe(403);
    writer.destroy();
  });

  it("answers CORS for the site's own origins only, and never for PUT", async () => {
    const preflight = (origin: string, method: string) =>
      fetch(`${inject('s3Endpoint')}/${BUCKET}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method } });
    const siteOrigins = [stackUrl(), stackUrl().replace('localhost', '127.0.0.1')];
    for (const origin of siteOrigins) {
      const allowed = await preflight(origin, 'POST');
      expect(allowed.status, origin).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
      expect((await preflight(origin, 'PUT')).headers.get('access-control-allow-methods')).toBeNull();
    }
    const foreign = await preflight('http://evil.example', 'POST');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('/media', () => {
  it('serves only image types, whatever else was stored, with the media headers on every answer', async () => {
    const writer = s3();
    const page = `media/listing-images/legacy/page-${Date.now()}`;
    await writer.send(new PutObjectCommand({ Bucket: BUCKET, Key: page, Body: '<script>alert(1)</script>', ContentType: 'text/html' }));
    const script = `media/listing-images/legacy/script-${Date.now()}.js`;
    await writer.send(new PutObjectCommand({ Bucket: BUCKET, Key: script, Body: 'alert(1)', ContentType: 'text/javascript' }));
    const disguised = `media/listing-images/legacy/disguised-${Date.now()}`;
    await writer.send(new PutObjectCommand({ Bucket: BUCKET, Key: disguised, Body: '<script>alert(1)</script>', ContentType: 'image/png; charset=utf-8' }));
    writer.destroy();
    for (const key of [page, script]) {
      const answer = await fetch(`${stackUrl()}/${key}`);
      expect(answer.status, key).toBe(404);
      expect(answer.headers.get('content-security-policy')).toBe(MEDIA_CONTENT_SECURITY_POLICY);
    }
    const image = await fetch(`${stackUrl()}/${disguised}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-security-policy')).toBe(MEDIA_CONTENT_SECURITY_POLICY);
  });
});
