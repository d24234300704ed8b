import { defineConfig } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser journeys in Debian's Chromium against the built app; each test starts its own server on a fresh data dir. */
export default defineConfig({
  testDir: './tests',
  // Budgets for a shared two-core machine: with other test runs beside them, a journey takes three
  // times as long and a page can need well over 10 s to render after a reload (measured at load
  // average 25–28). Nothing waits longer than it must: these are ceilings, not pauses.
  timeout: 240_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
