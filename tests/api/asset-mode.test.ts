// What AWS triggers on its own, run on demand through the local gateway's /dev/functions: the
// availability schedule, and (asset mode, where the template's rotation function and the local
// Secrets Manager and CloudFront stand-ins run) the origin secret's rotation, after which
// requests still pass the functions' origin check with the new header CloudFront sends.
import { describe, expect, it } from 'vitest';
import type { FunctionUsage } from '../../scripts/local/asset-mode/asset-functions';
import { api } from '../support/stack-client';

interface FunctionsReport {
  mode: 'sources' | 'assets';
  functions: FunctionUsage[];
  distribution: 'Deployed' | 'InProgress' | null;
}

async function functions(): Promise<FunctionsReport> {
  const response = await api('/dev/functions');
  expect(response.status).toBe(200);
  return (await response.json()) as FunctionsReport;
}

describe('functions AWS triggers on its own', () => {
  it('runs the availability schedule on demand', async () => {
    const response = await api('/dev/functions/availability-sweep', { method: 'POST' });
    expect(response.status).toBe(200);
    const { mode, functions: usage } = await functions();
    if (mode === 'assets') {
      const sweep = usage.find((fn) => fn.served.includes('schedule'));
      expect(sweep?.name).toBe('availability');
      expect(sweep?.failures).toBe(0);
    }
  });

  it(
    'rotates the origin secret through its rotation function; requests pass the origin check while CloudFront deploys the new header and after',
    async () => {
      const before = await api('/api/zip-codes/43215');
      expect(before.status).toBe(200);
      const rotated = await api('/dev/functions/origin-secret-rotation', { method: 'POST' });
      const report = await functions();
      if (report.mode === 'sources') {
        // Source mode has no CloudFront in front and no origin check to rotate.
        expect(rotated.status).toBe(404);
        return;
      }
      expect(rotated.status).toBe(200);
      const rotation = report.functions.find((fn) => fn.name === 'origin-secret');
      expect(rotation?.served).toEqual(['rotation createSecret', 'rotation finishSecret', 'rotation setSecret', 'rotation testSecret']);
      expect(rotation?.failures).toBe(0);
      expect(report.distribution).toBe('InProgress');
      // Every request passes, with the old header while the change deploys and the new one after.
      const statuses: number[] = [];
      while ((await functions()).distribution === 'InProgress') {
        statuses.push((await api('/api/zip-codes/43215')).status);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      statuses.push((await api('/api/zip-codes/43215')).status);
      expect(statuses.length).toBeGreaterThan(5);
      expect(new Set(statuses)).toEqual(new Set([200]));
    },
    30_000,
  );
});
