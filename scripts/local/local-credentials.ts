// The AWS credentials of one local stack. The emulators' fronts verify SigV4 signatures made with
// them, as AWS verifies IAM credentials, so a program that does not hold them (a web page the
// developer visits, another user's process) cannot call the emulators' management operations.
// Made once per install (kept in .local/ with owner-only permissions, so `npm start` survives
// restarts) or per run for the throwaway stacks of the test suites. Never a value published anywhere.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface LocalCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

const FILE_NAME = 'aws-credentials.json';

function generate(): LocalCredentials {
  return {
    // The shape of an access key id (20 upper-case characters starting AKIA), so SDKs accept it.
    accessKeyId: `AKIALOCAL${randomBytes(8).toString('hex').toUpperCase().slice(0, 11)}`,
    secretAccessKey: randomBytes(30).toString('base64'),
  };
}

function isCredentials(value: unknown): value is LocalCredentials {
  const record = value as Partial<LocalCredentials> | null;
  return typeof record?.accessKeyId === 'string' && typeof record.secretAccessKey === 'string' && record.secretAccessKey.length >= 32;
}

/** The credentials kept in `dataDir`, made and written (mode 0600) on first use. */
export function loadLocalCredentials(dataDir: string): LocalCredentials {
  const file = path.join(dataDir, FILE_NAME);
  if (existsSync(file)) {
    try {
      const saved: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (isCredentials(saved)) return saved;
    } catch {
      // Unreadable: replaced below.
    }
  }
  const credentials = generate();
  writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}
