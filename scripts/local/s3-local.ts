// s3rver, an in-process S3 emulator, with the stack's buckets. Its access key and secret must be
// `S3RVER`; clients reach it path-style. It does not enforce presigned POST conditions, which is
// one reason the server checks an upload's type and size itself before accepting it.
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { freePort } from './free-port';

export const LOCAL_UPLOADS_BUCKET = 'local-marketplace-uploads';

/** Browsers upload straight to the bucket with presigned POSTs, so it answers CORS like the stack's. */
const UPLOADS_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startS3Local(options: { dataDir: string }): Promise<S3Local> {
  mkdirSync(options.dataDir, { recursive: true });
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: options.dataDir,
    configureBuckets: [{ name: LOCAL_UPLOADS_BUCKET, configs: [UPLOADS_CORS] }],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
