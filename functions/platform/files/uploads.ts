// The uploads bucket as services see it: presigned POSTs the browser uploads with (the bucket
// enforces the type and size conditions in AWS), what an uploaded object really is (HeadObject for
// its type and size, its first bytes for what it holds: upload-check.ts), and short-lived download links.
// The S3 client and presigners load on first use: they cost about 60 ms of a cold start, and most
// requests of the domains holding an UploadStore never touch a file.
import type { S3Client } from '@aws-sdk/client-s3';

interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}

export interface StoredObject {
  size: number;
  contentType: string | undefined;
}

export interface UploadStore {
  presignPost(input: { key: string; contentType: string; maxBytes: number; expiresInSeconds: number }): Promise<PresignedUpload>;
  /** The object's size and type, or undefined when there is no object at the key. */
  head(key: string): Promise<StoredObject | undefined>;
  /** The object's first `length` bytes (fewer if it is shorter), or undefined when there is no object at the key. */
  readStart(key: string, length: number): Promise<Uint8Array | undefined>;
  presignGet(key: string, expiresInSeconds: number): Promise<string>;
  /** Removes objects (at most 1000 keys per call); keys that do not exist are not an error. */
  deleteObjects(keys: readonly string[]): Promise<void>;
}

/** S3's answer for a key with no object (HeadObject says NotFound, GetObject NoSuchKey). */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NotFound' || name === 'NoSuchKey' || status === 404;
}

export function createS3UploadStore(options: { bucket: string; client?: S3Client }): UploadStore {
  let created: Promise<S3Client> | undefined = options.client && Promise.resolve(options.client);
  // Checksums only when an operation requires them: a presigned request cannot carry the body's.
  const s3 = () =>
    (created ??= import('@aws-sdk/client-s3').then(({ S3Client }) => new S3Client({ requestChecksumCalculation: 'WHEN_REQUIRED' })));
  const { bucket } = options;
  return {
    async presignPost({ key, contentType, maxBytes, expiresInSeconds }) {
      const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
      const { url, fields } = await createPresignedPost(await s3(), {
        Bucket: bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: expiresInSeconds,
      });
      return { url, fields };
    },
    async head(key) {
      const [client, { HeadObjectCommand }] = await Promise.all([s3(), import('@aws-sdk/client-s3')]);
      try {
        const result = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: result.ContentLength ?? 0, contentType: result.ContentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async readStart(key, length) {
      const [client, { GetObjectCommand }] = await Promise.all([s3(), import('@aws-sdk/client-s3')]);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${length - 1}` }));
        // A server that ignores the range sends it all: only the bytes asked for are kept.
        return result.Body ? (await result.Body.transformToByteArray()).subarray(0, length) : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async presignGet(key, expiresInSeconds) {
      const [client, { GetObjectCommand }, { getSignedUrl }] = await Promise.all([
        s3(),
        import('@aws-sdk/client-s3'),
        import('@aws-sdk/s3-request-presigner'),
      ]);
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: expiresInSeconds });
    },
    async deleteObjects(keys) {
      if (keys.length === 0) return;
      if (keys.length > 1000) throw new Error('deleteObjects takes at most 1000 keys');
      const [client, { DeleteObjectsCommand }] = await Promise.all([s3(), import('@aws-sdk/client-s3')]);
      const result = await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
      );
      if (result.Errors?.length) throw new Error(`Could not delete ${result.Errors.length} uploaded objects`);
    },
  };
}
