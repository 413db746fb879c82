// Vitest projects: unit tests beside the code, API tests over HTTP against the embedded local
// stack, and CDK infra tests. Playwright specs (tests/e2e) are run by Playwright, never here.
import { defineConfig } from 'vitest/config';

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
          environment: 'jsdom',
          setupFiles: ['frontend/src/test-setup.ts'],
          // A page test renders lazy routes (transformed on first use) on a 2-core machine shared
          // with the other projects: a first test can take seconds where it takes one alone.
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
