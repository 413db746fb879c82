// The four rotation steps against in-memory stand-ins for Secrets Manager and CloudFront (the
// AWS services themselves cannot run here): each step idempotent, the API origin moved to the
// pending value before it becomes current.
import { describe, expect, it } from 'vitest';
import { rotateOriginSecret, ROTATION_STEPS, type OriginHeaderTarget, type SecretStore, type VersionStages } from './rotation';

function fakes() {
  const versions: VersionStages = { v1: ['AWSCURRENT'], t2: ['AWSPENDING'] };
  const values: Record<string, string> = { v1: 'old-secret' };
  let header: string | undefined = 'old-secret';
  const headerWrites: string[] = [];
  const secrets: SecretStore = {
    versions: async () => ({ rotationEnabled: true, versions: structuredClone(versions) }),
    value: async (_id, versionId) => values[versionId],
    current: async () => values[Object.entries(versions).find(([, stages]) => stages.includes('AWSCURRENT'))![0]]!,
    putPending: async (_id, token, value) => {
      values[token] = value;
    },
    makeCurrent: async (_id, token, previous) => {
      versions[token] = ['AWSCURRENT'];
      if (previous) versions[previous] = ['AWSPREVIOUS'];
    },
  };
  const cloudFront: OriginHeaderTarget = {
    get: async () => header,
    set: async (value) => {
      header = value;
      headerWrites.push(value);
    },
  };
  return { secrets, cloudFront, versions, values, headerWrites, header: () => header };
}

const event = (step: (typeof ROTATION_STEPS)[number]) => ({ SecretId: 'arn:secret', ClientRequestToken: 't2', Step: step });

describe('origin secret rotation', () => {
  it('creates a new value, moves CloudFront to it, checks it and makes it current; each step may run twice', async () => {
    const world = fakes();
    const deps = { secrets: world.secrets, cloudFront: world.cloudFront, newValue: () => 'new-secret' };
    for (const step of ROTATION_STEPS) {
      await rotateOriginSecret(deps, event(step));
      await rotateOriginSecret(deps, event(step));
    }
    expect(world.values.t2).toBe('new-secret');
    expect(world.header()).toBe('new-secret');
    expect(world.headerWrites).toEqual(['new-secret']);
    expect(world.versions).toEqual({ v1: ['AWSPREVIOUS'], t2: ['AWSCURRENT'] });
  });

  it('refuses to finish when CloudFront does not send the pending value', async () => {
    const world = fakes();
    const deps = { secrets: world.secrets, cloudFront: world.cloudFront, newValue: () => 'new-secret' };
    await rotateOriginSecret(deps, event('createSecret'));
    await expect(rotateOriginSecret(deps, event('testSecret'))).rejects.toThrow(/does not send/);
  });

  it('refuses a token that is not a pending version of the secret', async () => {
    const world = fakes();
    await expect(rotateOriginSecret({ secrets: world.secrets, cloudFront: world.cloudFront }, { ...event('createSecret'), ClientRequestToken: 'unknown' })).rejects.toThrow(/no version/);
  });
});
