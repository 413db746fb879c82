// Rotates the secret CloudFront sends the API in its origin header (functions/platform/http/
// origin-verify.ts), in Secrets Manager's four rotation steps:
//   createSecret: a new random value as the AWSPENDING version (once per rotation token);
//   setSecret:    CloudFront's API origin sends the pending value from now on;
//   testSecret:   the distribution's configuration carries it;
//   finishSecret: the pending version becomes AWSCURRENT (the old one AWSPREVIOUS).
// The API accepts AWSCURRENT, AWSPREVIOUS and AWSPENDING, so requests CloudFront sends with either
// value while its configuration propagates are never refused. Each step may be retried.
import { randomBytes } from 'node:crypto';

export const ROTATION_STEPS = ['createSecret', 'setSecret', 'testSecret', 'finishSecret'] as const;
type RotationStep = (typeof ROTATION_STEPS)[number];

export interface RotationEvent {
  SecretId: string;
  ClientRequestToken: string;
  Step: RotationStep;
}

/** The secret's versions as DescribeSecret lists them: version id -> its stages. */
export type VersionStages = Record<string, readonly string[]>;

export interface SecretStore {
  versions(secretId: string): Promise<{ rotationEnabled: boolean; versions: VersionStages }>;
  /** The value of a version (by id and stage), or undefined when it does not exist. */
  value(secretId: string, versionId: string, stage: string): Promise<string | undefined>;
  current(secretId: string): Promise<string>;
  putPending(secretId: string, token: string, value: string): Promise<void>;
  makeCurrent(secretId: string, token: string, previousVersionId: string | undefined): Promise<void>;
}

export interface OriginHeaderTarget {
  /** Sets the header's value on the distribution's API origin. */
  set(value: string): Promise<void>;
  /** The value the distribution's API origin sends now. */
  get(): Promise<string | undefined>;
}

export interface RotationDeps {
  secrets: SecretStore;
  cloudFront: OriginHeaderTarget;
  newValue?: () => string;
}

/** 48 random bytes, URL-safe: a header value no one guesses. */
const newOriginSecret = () => randomBytes(48).toString('base64url');

export async function rotateOriginSecret(deps: RotationDeps, event: RotationEvent): Promise<void> {
  const { secrets, cloudFront } = deps;
  const { SecretId: secretId, ClientRequestToken: token, Step: step } = event;
  const { rotationEnabled, versions } = await secrets.versions(secretId);
  if (!rotationEnabled) throw new Error(`Secret ${secretId} is not enabled for rotation`);
  const stages = versions[token];
  if (!stages) throw new Error(`Secret ${secretId} has no version ${token} to rotate to`);
  if (stages.includes('AWSCURRENT')) return; // Already rotated: nothing left to do.
  if (!stages.includes('AWSPENDING')) throw new Error(`Version ${token} of ${secretId} is not pending`);

  switch (step) {
    case 'createSecret': {
      await secrets.current(secretId); // There must be a current value to rotate from.
      if ((await secrets.value(secretId, token, 'AWSPENDING')) === undefined) {
        await secrets.putPending(secretId, token, (deps.newValue ?? newOriginSecret)());
      }
      return;
    }
    case 'setSecret': {
      const pending = await secrets.value(secretId, token, 'AWSPENDING');
      if (!pending) throw new Error(`No pending value for ${secretId}`);
      if ((await cloudFront.get()) !== pending) await cloudFront.set(pending);
      return;
    }
    case 'testSecret': {
      const pending = await secrets.value(secretId, token, 'AWSPENDING');
      if ((await cloudFront.get()) !== pending) throw new Error('CloudFront does not send the pending origin secret');
      return;
    }
    case 'finishSecret': {
      const current = Object.entries(versions).find(([, versionStages]) => versionStages.includes('AWSCURRENT'))?.[0];
      await secrets.makeCurrent(secretId, token, current);
      return;
    }
  }
}
