// Browser tests in Debian's Chromium (no Playwright browser download) against the embedded local
// stack, which the global setup starts on a free port with fresh sample data.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../scripts/local/chromium';

// The stack runs the functions in the runner process: keep their JSON logs out of the report.
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e-artifacts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../../test-results/e2e.json' }]],
  globalSetup: './global-setup.ts',
  // The whole-day test moves the stack's clock a day on (POST /dev/clock): it runs alone, after every other spec.
  projects: [
    { name: 'marketplace', testIgnore: /whole-day\.spec\.ts$/ },
    { name: 'whole-day', testMatch: /whole-day\.spec\.ts$/, dependencies: ['marketplace'] },
  ],
  use: {
    // Set by the global setup; workers read this file again after it ran.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
  },
});
