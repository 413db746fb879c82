// Vitest projects: unit tests beside the code, API tests over HTTP against the embedded local
// stack, and CDK infra tests. Playwright specs (tests/e2e) are run by Playwright, never here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The SPA's tests that replace a module (vi.mock). The other SPA tests share one environment and
 * one module graph, file after file (isolate: false), which takes a quarter of the time where
 * each file builds its own jsdom and imports React, the router and the app again; a module
 * replaced by one file could leak into the next there, so these files keep their own.
 */
const FRONTEND_TESTS = 'frontend/src';
const frontendTestsMockingModules = readdirSync(path.join(import.meta.dirname, FRONTEND_TESTS), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?mock\(/.test(readFileSync(path.join(import.meta.dirname, FRONTEND_TESTS, file), 'utf8')))
  .map((file) => `${FRONTEND_TESTS}/${file}`);

// The API project's stack runs its functions inside this process: keep their JSON logs out of
// test output (failures still show the HTTP answers).
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
// ...and their business metrics (functions/platform/metrics.ts): counted, never printed.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/zip-table-global-setup.ts'],
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' },
        },
      },
      {
        test: {
          name: 'frontend',
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          exclude: frontendTestsMockingModules,
          environment: 'jsdom',
          setupFiles: ['frontend/src/test-setup.ts'],
          isolate: false,
          // A page test renders lazy routes (transformed on first use) on a 2-core machine shared
          // with the other projects: a first test can take seconds where it takes one alone.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'frontend-module-mocks',
          include: frontendTestsMockingModules,
          environment: 'jsdom',
          setupFiles: ['frontend/src/test-setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/api-global-setup.ts'],
          // One shared stack and one DynamoDB request log: files take turns.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
        },
      },
    ],
  },
});
