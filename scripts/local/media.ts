// /media/* on the local gateway: public images read from the S3 emulator, as CloudFront serves
// them from the uploads bucket in AWS. Only keys under media/ are reachable, like there.
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { MEDIA_PREFIX } from '../../functions/platform/files/media';

export type MediaServer = (pathname: string, response: ServerResponse, headers: Record<string, string>) => Promise<void>;

export function createMediaServer(options: { endpoint: string; bucket: string }): MediaServer {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return async (pathname, response, headers) => {
    const key = decodeURIComponent(pathname.slice(1));
    if (!key.startsWith(MEDIA_PREFIX) || key.includes('..')) {
      response.writeHead(404, headers).end();
      return;
    }
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      response.writeHead(200, {
        ...headers,
        'content-type': object.ContentType ?? 'application/octet-stream',
        ...(object.ContentLength !== undefined ? { 'content-length': String(object.ContentLength) } : {}),
        // Keys are unique per upload, so a cached image never goes stale.
        'cache-control': 'public, max-age=31536000, immutable',
      });
      (object.Body as Readable).pipe(response);
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      response.writeHead(status === 404 || status === 403 ? 404 : 502, headers).end();
    }
  };
}
