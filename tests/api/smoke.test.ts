// The post-deploy smoke test (npm run smoke, scripts/smoke/) run against the embedded local stack,
// where every check must pass, and against a port nobody listens on, where every check must fail
// with the connection named, in the rows, in the printed table and through the CLI's exit code.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/local/free-port';
import { ensureSpaBuild } from '../../scripts/local/spa-build';
import { DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { runSmoke } from '../../scripts/smoke/run-smoke';
import { renderSmokeTable } from '../../scripts/smoke/table';
import { stackUrl } from '../support/stack-client';

const ROOT = path.resolve(import.meta.dirname, '../..');
const customer = DEMO_SIGN_INS.find((signIn) => signIn.role === 'customer')!;
const credentials = { email: customer.email, password: customer.password };

const CHECKS = [
  'site shell',
  'runtime config',
  'search by ZIP',
  'listing detail',
  'ZIP lookup',
  'security headers',
  'anonymous refused',
  'sign-in',
];

describe('smoke test against the local stack', () => {
  // The site shell checks need the built SPA, which `npm test` builds before the API tests.
  beforeAll(() => ensureSpaBuild(() => undefined), 300_000);

  it('passes every check, signed in as the demo customer', async () => {
    const rows = await runSmoke({ url: stackUrl(), credentials });
    expect(rows.map((row) => row.check)).toEqual(CHECKS);
    expect(rows.filter((row) => row.result !== 'pass'), renderSmokeTable(rows)).toEqual([]);
    expect(rows.find((row) => row.check === 'sign-in')?.detail).toContain('role customer');
  });

  it('skips the sign-in without credentials, and that is no failure', async () => {
    const rows = await runSmoke({ url: stackUrl() });
    const signIn = rows.find((row) => row.check === 'sign-in')!;
    expect(signIn).toMatchObject({ result: 'skipped', detail: expect.stringContaining('SMOKE_EMAIL and SMOKE_PASSWORD') });
    expect(rows.filter((row) => row.result === 'fail'), renderSmokeTable(rows)).toEqual([]);
    expect(renderSmokeTable(rows)).toContain('7 passed, 0 failed, 1 skipped');
  });
});

describe('smoke test against a stack that is down', () => {
  it('fails every check with the connection refused, and the table shows each', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const rows = await runSmoke({ url, credentials, timeoutMs: 5_000 });
    expect(rows.map((row) => row.check)).toEqual(CHECKS);
    for (const row of rows) {
      expect(row.result, row.check).toBe('fail');
      expect(row.detail, row.check).toMatch(/connection refused/);
    }
    const table = renderSmokeTable(rows).split('\n');
    for (const row of rows) expect(table.find((line) => line.startsWith(row.check))).toMatch(/FAIL .*connection refused/);
    expect(table.at(-1)).toBe(`${CHECKS.length} checks: 0 passed, ${CHECKS.length} failed, 0 skipped`);
  });

  it('the CLI prints the table and exits 1, with no stack trace', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const child = spawn('npx', ['tsx', 'scripts/smoke.ts', '--url', url], {
      cwd: ROOT,
      env: { ...process.env, SMOKE_EMAIL: '', SMOKE_PASSWORD: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code, stderr).toBe(1);
    expect(stdout).toMatch(/^site shell +FAIL .*connection refused/m);
    expect(stdout).toMatch(/^sign-in +skipped /m);
    expect(stdout).toContain('0 passed, 7 failed, 1 skipped');
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
