import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, testBrowserPath } from './scripts/chromium.ts';

// The built site (npm run build) with its embedded product API on a fresh database, in
// Debian's Chromium headless shell where it exists (this workplace cannot download Playwright's
// own; scripts/chromium.ts).
const port = Number(process.env.E2E_PORT ?? 4173);
// the embedded API's database, which tests read what an e-mail would carry from (a reset code);
// set once by the runner, inherited by its workers
const productApiDb = (process.env.E2E_PRODUCT_API_DB ??= join(
  tmpdir(),
  `e2e-product-api-${process.pid}.sqlite`,
));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // a trace costs ~10 % of the suite's time and CI keeps no files: recorded where one can
    // open it (`npx playwright show-trace`), not in CI
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: testBrowserPath,
      args: chromiumFlags,
    },
  },
  projects: [
    // every test runs at one width, the desktop's unless tagged @phone; those tagged @widths (a
    // page's accessibility, its layout, the phone menu's way to a page) at both (ADR 057)
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'phone',
      grep: /@phone|@widths/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // the compiled server, as production runs it (ADR 020)
    command: `node ${join(process.env.DIST_DIR ?? 'dist', 'node', 'server', 'index.js')}`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      PRODUCT_API_PORT: '0',
      PRODUCT_API_DB: productApiDb,
      LOG_LEVEL: 'warn',
      // every test pays and registers from 127.0.0.1: the product API's per-address limits on
      // payments and registrations (tested in tests/product-api) would stop the suite, not a
      // card tester or a flood of accounts
      PRODUCT_API_RATE_PAYMENTS_PER_IP: '500/15m',
      PRODUCT_API_RATE_PAYMENT_STEPS_PER_IP: '500/15m',
      PRODUCT_API_RATE_REGISTRATIONS_PER_IP: '500/1h',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
    },
  },
});
