import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS } from './scripts/lib/chromium.mjs';

/** Debian's Chromium when present (CI and this machine); otherwise Playwright's own browser. */
const systemChromium = '/usr/bin/chromium';

const port = Number(process.env.E2E_PORT ?? 4322);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
// Auth: the Clerk-mode build (`npm run build:clerk`: a well-formed key whose Clerk host cannot be reached),
// served on the next port for tests/e2e/auth.spec.ts. Started only when that build exists (always in CI).
const clerkPort = Number(process.env.E2E_CLERK_PORT ?? port + 1);
const clerkOutDir = process.env.E2E_CLERK_OUT_DIR ?? 'node_modules/.cache/dist-clerk';
const withClerkBuild = !!process.env.CI || existsSync(clerkOutDir);
process.env.E2E_CLERK_BASE_URL = withClerkBuild ? `http://127.0.0.1:${clerkPort}` : '';
// Security: both builds served by Debian's nginx with the repository's config (deploy/nginx), on the two
// ports after those, for tests/e2e/csp.spec.ts. Needs nginx (.ci/run installs it) and the Clerk build.
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 2);
const withNginx = withClerkBuild && ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => existsSync(p));
process.env.E2E_NGINX_BASE_URL = withNginx ? `http://127.0.0.1:${nginxPort}` : '';
process.env.E2E_NGINX_CLERK_BASE_URL = withNginx ? `http://127.0.0.1:${nginxPort + 1}` : '';
// The site's own translation engine (supabase/functions/translate) for the Clerk-mode build, whose
// PUBLIC_TRANSLATE_URL names this port (package.json build:clerk): the function under Deno with Postgres and a
// stand-in provider (serve_local.ts), for tests/e2e/site-engine.spec.ts.
const translatePort = 54321;
process.env.E2E_TRANSLATE_URL = withClerkBuild ? `http://127.0.0.1:${translatePort}/functions/v1/translate` : '';
// Sub-path: the build made with `npm run build:subpath` (Astro's base /toolbox/), served by nginx with
// deploy/nginx/ai-toolbox-subpath.conf under /toolbox/ on the port after those, for tests/e2e/subpath.spec.ts.
const subpathPort = Number(process.env.E2E_SUBPATH_PORT ?? nginxPort + 2);
const subpathOutDir = process.env.E2E_SUBPATH_OUT_DIR ?? 'node_modules/.cache/dist-subpath';
const withSubpath =
  (!!process.env.CI || existsSync(subpathOutDir)) && ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => existsSync(p));
process.env.E2E_SUBPATH_BASE_URL = withSubpath ? `http://127.0.0.1:${subpathPort}/toolbox/` : '';

export default defineConfig({
  // Shell and cross-tool specs in tests/e2e; a tool's own spec may live in its folder (src/tools/<slug>/).
  testDir: '.',
  testMatch: ['tests/e2e/**/*.spec.ts', 'src/tools/*/*.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The offline service worker would answer requests that tests stub with page.route; offline.spec.ts
    // allows it where it is the subject.
    serviceWorkers: 'block',
    launchOptions: {
      // Chromium names downloads by the locale: under a non-UTF-8 one (LANG=C or none), "合同.pdf" is saved
      // as "download". Tests always run the browser in a UTF-8 locale.
      env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' },
      ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // --ignore-lock: Astro 7 allows one preview server per project otherwise; tests and bench run their own.
      command: `npx astro preview --ignore-lock --host 127.0.0.1 --port ${port} --outDir ${outDir}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(withClerkBuild
      ? [
          {
            command: `npx astro preview --ignore-lock --host 127.0.0.1 --port ${clerkPort} --outDir ${clerkOutDir}`,
            url: `http://127.0.0.1:${clerkPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    ...(withClerkBuild
      ? [
          {
            command: 'deno run --allow-all supabase/functions/translate/serve_local.ts',
            port: translatePort,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            env: {
              TRANSLATE_LOCAL_PORT: String(translatePort),
              TRANSLATE_ALLOWED_ORIGINS: [clerkPort, nginxPort + 1].map((p) => `http://127.0.0.1:${p}`).join(','),
              TRANSLATE_ALLOWANCE_ANONYMOUS: '2000',
            },
          },
        ]
      : []),
    ...(withNginx
      ? [
          {
            command: `node scripts/serve-nginx.mjs ${nginxPort}:${outDir} ${nginxPort + 1}:${clerkOutDir}`,
            url: `http://127.0.0.1:${nginxPort + 1}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
    ...(withSubpath
      ? [
          {
            command: `node scripts/serve-nginx.mjs ${subpathPort}:${subpathOutDir}:subpath`,
            url: `http://127.0.0.1:${subpathPort}/toolbox/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
