// s3rver ships no types; this is the part of its API the local stack uses.
declare module 's3rver' {
  import type { Server } from 'node:http';
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Creates the configured buckets (run() does it before listening). */
    configureBuckets(): Promise<void>;
    /** Listens like http.Server#listen: here on a Unix socket path. */
    listen(path: string): Promise<Server>;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
