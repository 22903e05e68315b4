// End-to-end tests: the built web app served by the real platform, driven in Debian's chromium.
// tests/e2e/global-setup.ts starts the platform and an SMTP catcher for the run.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    // The platform's port is picked at run time; fixtures.ts reads it from the environment.
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
});
