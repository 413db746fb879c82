// Uploaded files never run as script on the site's origin. A provider's "listing image" goes to the
// bucket only as an image type the upload policy names, /media serves only image types (as
// images, nosniff, under a sandbox CSP), and an object stored with another type (as an older
// emulator allowed) is not served at all. Before, an HTML page uploaded as a listing image opened on
// the site and read the session's tokens from localStorage.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { expect, test } from '@playwright/test';
import { accessToken, registerFreshProvider, signInThroughPage } from './support/fresh-provider';

const BUCKET = 'local-marketplace-uploads';
/** Reads the signed-in user's storage and shows it in the title, if it ever runs. */
const STEAL = "document.title = 'stolen:' + JSON.stringify(Object.assign({}, localStorage)); window.pwned = true;";

function bucketClient(): S3Client {
  return new S3Client({
    endpoint: process.env.E2E_S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: JSON.parse(process.env.E2E_AWS_CREDENTIALS ?? '{}') as { accessKeyId: string; secretAccessKey: string },
  });
}

test('an HTML page or a script uploaded as a listing image never runs on the site', async ({ page, baseURL }) => {
  const provider = await registerFreshProvider(baseURL!);
  await signInThroughPage(page, provider.email, provider.password, '/provider/listings');
  // The session the stolen tokens would be: what Amplify keeps in localStorage.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.refreshToken'))))
    .toBe(true);
  const token = await accessToken(baseURL!, provider.email, provider.password);

  // From the site itself, as the listing form uploads: an HTML file as text/html is refused by the
  // bucket; the same markup declared as a PNG is stored (S3 does not read files either).
  const outcome = await page.evaluate(
    async ({ token, html }) => {
      const presign = async (contentType: string) => {
        const response = await fetch('/api/provider/listing-images/uploads', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ contentType, size: html.length, count: 1 }),
        });
        return (await response.json()) as { url: string; fields: Record<string, string>; imageUrl: string; message?: string };
      };
      const upload = async (presigned: { url: string; fields: Record<string, string> }, fields: Record<string, string>, type: string) => {
        const form = new FormData();
        for (const [name, value] of Object.entries({ ...presigned.fields, ...fields })) form.append(name, value);
        form.append('file', new Blob([html], { type }));
        return (await fetch(presigned.url, { method: 'POST', body: form })).status;
      };
      const asHtml = await presign('image/png');
      const htmlStatus = await upload(asHtml, { 'Content-Type': 'text/html' }, 'text/html');
      const disguised = await presign('image/png');
      const disguisedStatus = await upload(disguised, {}, 'image/png');
      return { htmlStatus, disguisedStatus, disguisedUrl: disguised.imageUrl };
    },
    { token, html: `<html><body><script>${STEAL}</script></body></html>` },
  );
  expect(outcome.htmlStatus).toBe(403);
  expect(outcome.disguisedStatus).toBe(204);

  // Opened as a page, the disguised file is an image: its markup never runs.
  const opened = await page.goto(outcome.disguisedUrl);
  expect(opened?.headers()['content-type']).toBe('image/png');
  expect(opened?.headers()['content-security-policy']).toContain('sandbox');
  expect(await page.title()).not.toContain('stolen');
  expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();

  // An object stored as HTML or as script (only possible with the stack's own credentials now) is not served.
  const legacyPage = `media/listing-images/${provider.providerId}/legacy-page`;
  const legacyScript = `media/listing-images/${provider.providerId}/legacy-script.js`;
  const bucket = bucketClient();
  await bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: legacyPage, Body: `<script>${STEAL}</script>`, ContentType: 'text/html' }));
  await bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: legacyScript, Body: STEAL, ContentType: 'text/javascript' }));
  const disguisedScript = `media/listing-images/${provider.providerId}/disguised-script`;
  await bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: disguisedScript, Body: STEAL, ContentType: 'image/png' }));
  bucket.destroy();
  expect((await page.goto(`/${legacyPage}`))?.status()).toBe(404);
  expect(await page.title()).not.toContain('stolen');

  // On the site's own pages, neither can be loaded as a script.
  await page.goto('/provider/listings');
  const loads = await page.evaluate(async (sources) => {
    const results: string[] = [];
    for (const src of sources) {
      results.push(
        await new Promise<string>((resolve) => {
          const script = document.createElement('script');
          script.src = src;
          script.onload = () => resolve('ran');
          script.onerror = () => resolve('blocked');
          document.head.append(script);
        }),
      );
    }
    return { results, pwned: (window as unknown as { pwned?: boolean }).pwned ?? false };
  }, [`/${legacyScript}`, `/${disguisedScript}`]);
  expect(loads).toEqual({ results: ['blocked', 'blocked'], pwned: false });
  expect(await page.title()).not.toContain('stolen');
});
