// /media/* on the local gateway: public images read from the uploads bucket, as CloudFront serves
// them in AWS. Only keys of the shape the marketplace writes under media/ are reachable (a key past
// S3's length limit is a 400, as S3 answers it), and only as images: an object is served only if
// it was stored as one of the image types the upload forms accept, with that type
// (never whatever else was stored) and the media headers (shared/security-headers.ts: nosniff and
// a sandbox CSP), so an HTML page or a script that reached the bucket can never run on the site.
import type { ServerResponse } from 'node:http';
import { type Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isMediaKey, S3_MAX_KEY_BYTES } from '../../functions/platform/files/media';
import { mediaSecurityHeaders } from '../../shared/security-headers';
import { IMAGE_CONTENT_TYPES } from '../../shared/schemas/onboarding';
import type { LocalCredentials } from './local-credentials';

export type MediaServer = (pathname: string, response: ServerResponse) => Promise<void>;

/** The served type of a stored content type, or undefined when it is not an accepted image type. */
function mediaContentType(stored: string | undefined): string | undefined {
  const base = stored?.split(';')[0]?.trim().toLowerCase();
  return (IMAGE_CONTENT_TYPES as readonly string[]).find((type) => type === base);
}

/** CloudFront's answer for a missing object, as plain text (the sandbox CSP applies to it too). */
function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
}

/** S3's answer for a key over its length limit (KeyTooLongError), as plain text. */
function keyTooLong(response: ServerResponse): void {
  response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad Request');
}

export function createMediaServer(options: { endpoint: string; bucket: string; credentials: LocalCredentials }): MediaServer {
  const client = new S3Client({ endpoint: options.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: options.credentials });
  return async (pathname, response) => {
    // Every answer, the refusals included, carries the media headers in place of the site's.
    for (const [name, value] of Object.entries(mediaSecurityHeaders())) response.setHeader(name, value);
    let key: string;
    try {
      key = decodeURIComponent(pathname.slice(1));
    } catch {
      notFound(response);
      return;
    }
    if (Buffer.byteLength(key, 'utf8') > S3_MAX_KEY_BYTES) {
      keyTooLong(response);
      return;
    }
    // A key of no shape the marketplace writes is no object (and never reaches the emulator, which
    // fails on file names past its file system's limit).
    if (!isMediaKey(key)) {
      notFound(response);
      return;
    }
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      const contentType = mediaContentType(object.ContentType);
      if (!contentType) {
        (object.Body as Readable).destroy();
        notFound(response);
        return;
      }
      response.writeHead(200, {
        'content-type': contentType,
        ...(object.ContentLength !== undefined ? { 'content-length': String(object.ContentLength) } : {}),
        // Keys are unique per upload, so a cached image never goes stale.
        'cache-control': 'public, max-age=31536000, immutable',
      });
      (object.Body as Readable).pipe(response);
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || status === 403) notFound(response);
      else response.writeHead(502).end();
    }
  };
}
