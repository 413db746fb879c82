// The local uploads bucket: s3rver, an in-process S3 emulator, listening only on a private Unix
// socket, behind the upload front (s3-front.ts) that checks signatures and upload policies as S3
// does. s3rver itself checks nothing a browser could not forge, so no browser may reach it.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { SeedFilePort } from '../seed/seed';
import type { LocalCredentials } from './local-credentials';
import { startS3Front } from './s3-front';

export const LOCAL_UPLOADS_BUCKET = 'local-marketplace-uploads';

export interface S3Local {
  /** The front's address: AWS_ENDPOINT_URL_S3, and the origin of presigned uploads and links. */
  endpoint: string;
  /** The site's origins, for the front's CORS answers, once the gateway's address is known. */
  allowSiteOrigins(origins: readonly string[]): void;
  stop(): Promise<void>;
}

export async function startS3Local(options: { dataDir: string; credentials: LocalCredentials }): Promise<S3Local> {
  mkdirSync(options.dataDir, { recursive: true });
  // A short path of its own (socket paths are limited to about 100 bytes), readable by its owner only.
  const socketDir = mkdtempSync(path.join(tmpdir(), 's3-'));
  const emulatorSocket = path.join(socketDir, 's3rver.sock');
  const emulator = new S3rver({ silent: true, directory: options.dataDir, configureBuckets: [{ name: LOCAL_UPLOADS_BUCKET, configs: [] }] });
  await emulator.configureBuckets();
  const emulatorServer = await emulator.listen(emulatorSocket);
  let siteOrigins: readonly string[] = [];
  const front = await startS3Front({ credentials: options.credentials, emulatorSocket, siteOrigins: () => siteOrigins });
  return {
    endpoint: front.endpoint,
    allowSiteOrigins(origins) {
      siteOrigins = origins;
    },
    async stop() {
      await front.close();
      await new Promise<void>((resolve) => emulatorServer.close(() => resolve()));
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/** The seed's way into the uploads bucket: SDK PutObject calls signed with the stack's credentials, as a function's would be. */
export function s3SeedFiles(endpoint: string, credentials: LocalCredentials): SeedFilePort {
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: LOCAL_UPLOADS_BUCKET, Key: key, Body: body, ContentType: contentType }));
    },
  };
}
