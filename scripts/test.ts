// `npm test`: every suite in one run, ending with one line "N passed, N failed, N skipped" that
// totals them all. Suites: type check, lint (ESLint and knip), SPA build, offline `cdk synth`,
// vitest (unit, frontend, api, infra; the API suite against the functions' synthesized Lambda
// assets), and the Playwright browser tests. Each suite runs even if an earlier one failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
const totals: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1', FORCE_COLOR: '0', ...env },
  });
  const ok = result.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : `failed (exit ${result.status ?? result.signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ok;
}

function add(label: string, tally: Tally) {
  totals.passed += tally.passed;
  totals.failed += tally.failed;
  totals.skipped += tally.skipped;
  lines.push(`${label}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
}

/** A step that is one check of its own (type check, build, synth). */
function check(label: string, command: string, args: string[]) {
  const ok = run(label, command, args);
  add(label, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
check('lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('unused code (knip)', 'npx', ['knip']);
check('spa build', 'npx', ['vite', 'build', '--config', 'frontend/vite.config.ts', '--logLevel', 'warn']);

// The synthesized stack: its template is checked, and its Lambda assets are what the API suite runs.
check('cdk synth (offline)', 'npx', ['cdk', 'synth', '-q', '-c', 'stage=dev']);

const vitestFile = path.join(results, 'vitest.json');
const vitestOk = run(
  'vitest (unit, frontend, api from the Lambda assets, infra)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`],
  { API_TEST_FUNCTIONS: 'assets' },
);
const vitest = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(vitestFile);
if (vitest) {
  add('vitest', {
    passed: vitest.numPassedTests,
    // A suite that crashed before its tests ran still fails the run.
    failed: vitest.numFailedTests + (!vitestOk && vitest.numFailedTests === 0 ? 1 : 0),
    skipped: vitest.numPendingTests + vitest.numTodoTests,
  });
} else {
  add('vitest', { passed: 0, failed: 1, skipped: 0 });
}

const e2eFile = path.join(results, 'e2e.json');
const e2eOk = run('playwright (browser)', 'npx', ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile,
});
const e2e = existsSync(e2eFile)
  ? readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(e2eFile)
  : undefined;
if (e2e) {
  add('playwright', {
    passed: e2e.stats.expected + e2e.stats.flaky,
    failed: e2e.stats.unexpected + (!e2eOk && e2e.stats.unexpected === 0 ? 1 : 0),
    skipped: e2e.stats.skipped,
  });
} else {
  add('playwright', { passed: 0, failed: 1, skipped: 0 });
}

console.log('\n=== Summary');
for (const line of lines) console.log(`  ${line}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
