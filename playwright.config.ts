import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/** Debian's Chromium when present (CI and this machine); otherwise Playwright's own browser. */
const systemChromium = '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4322);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // --ignore-lock: Astro 7 allows one preview server per project otherwise; tests and bench run their own.
    command: `npx astro preview --ignore-lock --host 127.0.0.1 --port ${port} --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
