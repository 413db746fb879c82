// `npm test`: every suite in one run, ending with one line "N passed, N failed, N skipped" that
// totals them all. Suites: type check, lint (ESLint and knip), SPA build, offline `cdk synth`,
// vitest (unit, frontend, api, infra; the API suite against the functions' synthesized Lambda
// assets), and the Playwright browser tests. Each suite runs even if an earlier one failed.
//
// On a 2-core machine the run has to keep both cores busy to stay within its time budget: the
// checks run two at a time, and the API project (its files take turns on one shared stack, so
// vitest would run it alone after every other project) runs in a vitest of its own beside the
// unit, frontend and infra projects. That one runs at a lower priority: the API tests wait on
// chains of processes (gateway, Lambda instance, DynamoDB Local), which a busy CPU slows more than
// it slows tests that only compute, so they go first and the rest fill the gaps.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

interface Step {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

interface Finished {
  ok: boolean;
  /** The step's output, when it was held back to be printed whole. */
  output: string;
  seconds: number;
  exit: string;
}

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
const totals: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];

/**
 * Runs a step. Its output is either streamed line by line behind `prefix` (long suites whose
 * progress is worth seeing while another runs beside them) or held and returned (short checks,
 * printed whole so two of them never interleave).
 */
function run(step: Step, output: { prefix: string } | 'hold'): Promise<Finished> {
  const started = Date.now();
  const child = spawn(step.command, step.args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1', FORCE_COLOR: '0', ...step.env },
  });
  const held: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      if (output === 'hold') held.push(line);
      else console.log(`${output.prefix}${line}`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) =>
      resolve({
        ok: code === 0,
        output: held.join('\n'),
        seconds: (Date.now() - started) / 1000,
        exit: `exit ${code ?? signal}`,
      }),
    );
  });
}

function report(step: Step, finished: Finished) {
  console.log(`\n=== ${step.label}: ${step.command} ${step.args.join(' ')}`);
  if (finished.output) console.log(finished.output);
  console.log(`=== ${step.label}: ${finished.ok ? 'ok' : `failed (${finished.exit})`} in ${finished.seconds.toFixed(1)} s`);
}

function add(label: string, tally: Tally) {
  totals.passed += tally.passed;
  totals.failed += tally.failed;
  totals.skipped += tally.skipped;
  lines.push(`${label}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
}

/** Steps that are one check each (type check, lint, build, synth), `width` at a time, reported whole in order. */
async function checks(steps: Step[], width: number) {
  const finished: Promise<Finished>[] = [];
  const slots: Promise<unknown>[] = [];
  for (const step of steps) {
    if (slots.length >= width) await Promise.race(slots);
    const done = run(step, 'hold');
    finished.push(done);
    const slot: Promise<unknown> = done.then(() => slots.splice(slots.indexOf(slot), 1));
    slots.push(slot);
  }
  for (const [index, step] of steps.entries()) {
    const result = await finished[index]!;
    report(step, result);
    add(step.label, { passed: result.ok ? 1 : 0, failed: result.ok ? 0 : 1, skipped: 0 });
  }
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

function vitestStep(label: string, projects: string[], file: string, { lowPriority = false } = {}): Step {
  const args = ['vitest', 'run', ...projects.flatMap((name) => ['--project', name]), '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  return {
    label,
    command: lowPriority ? 'nice' : 'npx',
    args: lowPriority ? ['-n', '10', 'npx', ...args] : args,
    env: { API_TEST_FUNCTIONS: 'assets' },
  };
}

function addVitest(label: string, file: string, finished: Finished) {
  const vitest = readJson<VitestJson>(file);
  if (!vitest) return add(label, { passed: 0, failed: 1, skipped: 0 });
  add(label, {
    passed: vitest.numPassedTests,
    // A suite that crashed before its tests ran still fails the run.
    failed: vitest.numFailedTests + (!finished.ok && vitest.numFailedTests === 0 ? 1 : 0),
    skipped: vitest.numPendingTests + vitest.numTodoTests,
  });
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

await checks(
  [
    { label: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
    { label: 'lint (eslint)', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
    { label: 'unused code (knip)', command: 'npx', args: ['knip'] },
    { label: 'spa build', command: 'npx', args: ['vite', 'build', '--config', 'frontend/vite.config.ts', '--logLevel', 'warn'] },
    // The synthesized stack: its template is checked, and its Lambda assets are what the API suite runs.
    { label: 'cdk synth (offline)', command: 'npx', args: ['cdk', 'synth', '-q', '-c', 'stage=dev'] },
  ],
  2,
);

const vitestRuns = [
  { step: vitestStep('vitest (unit, frontend, infra)', ['unit', 'frontend', 'frontend-module-mocks', 'infra'], path.join(results, 'vitest.json'), { lowPriority: true }), prefix: 'vitest │ ' },
  { step: vitestStep('vitest (api, from the Lambda assets)', ['api'], path.join(results, 'vitest-api.json')), prefix: 'api    │ ' },
];
for (const { step } of vitestRuns) console.log(`\n=== ${step.label}: ${step.command} ${step.args.join(' ')}`);
const vitestFinished = await Promise.all(vitestRuns.map(({ step, prefix }) => run(step, { prefix })));
for (const [index, { step }] of vitestRuns.entries()) {
  const finished = vitestFinished[index]!;
  report(step, finished);
  addVitest(step.label, path.join(results, index === 0 ? 'vitest.json' : 'vitest-api.json'), finished);
}

const e2eFile = path.join(results, 'e2e.json');
const e2eStep: Step = {
  label: 'playwright (browser)',
  command: 'npx',
  args: ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
};
console.log(`\n=== ${e2eStep.label}: ${e2eStep.command} ${e2eStep.args.join(' ')}`);
const e2eFinished = await run(e2eStep, { prefix: '' });
report(e2eStep, { ...e2eFinished, output: '' });
const e2e = existsSync(e2eFile)
  ? readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(e2eFile)
  : undefined;
if (e2e) {
  add('playwright', {
    passed: e2e.stats.expected + e2e.stats.flaky,
    failed: e2e.stats.unexpected + (!e2eFinished.ok && e2e.stats.unexpected === 0 ? 1 : 0),
    skipped: e2e.stats.skipped,
  });
} else {
  add('playwright', { passed: 0, failed: 1, skipped: 0 });
}

console.log('\n=== Summary');
for (const line of lines) console.log(`  ${line}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
