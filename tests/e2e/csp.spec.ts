/**
 * Security headers and Content-Security-Policy against Debian's nginx serving both builds with the
 * repository's config (deploy/nginx, started and stopped by Playwright: see playwright.config.ts).
 *  - every response carries the security headers; build assets are immutable, pages and sw.js revalidate;
 *  - a page of each type in Clerk mode, signed out and signed in with Clerk's (stubbed) scripts and the (fake)
 *    Supabase project, and the demo sign-in's pages in development mode, load and hydrate with zero
 *    `securitypolicyviolation` events (every page of every language: crawl.spec.ts);
 *  - another origin cannot frame a page;
 *  - each tool still works under the policy (wasm, workers, blob and data URLs).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, SECURITY_HEADERS } from '../../src/lib/csp';
import { CLERK_HOST, routeClerkStub, routeSupabaseFake, SUPABASE_HOST } from './clerk-stub';
import { readCspViolations, recordCspViolations, watchPage, hydrated } from './helpers';

const DEV = process.env.E2E_NGINX_BASE_URL ?? '';
const CLERK = process.env.E2E_NGINX_CLERK_BASE_URL ?? '';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

test.skip(!DEV || !CLERK, 'nginx or the Clerk-mode build is missing (apt-get install nginx; npm run build:clerk)');

/**
 * One page of each type: the Clerk build differs from the development build only in its auth islands and the
 * scripts Clerk loads, which every page carries; every page of every language is checked on the development
 * build by crawl.spec.ts.
 */
const PAGE_TYPES = [
  '/',
  '/en/',
  '/en/dev-tools/',
  '/en/json-formatter/',
  '/en/translator/',
  '/en/ai-timeline/',
  '/en/llm-model-price/',
  '/en/about/',
  '/en/login/',
  '/en/sign-up/',
  '/en/offline/',
  '/en/no-such-page',
];

/** Opens a page, waits for its islands to hydrate and the network to settle; returns its CSP violations. */
async function visit(page: Page, base: string, path: string): Promise<string[]> {
  const res = await page.goto(base + path);
  expect(res, path).not.toBeNull();
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  return readCspViolations(page);
}

test.describe('headers', () => {
  test('pages, assets, sw.js and the 404 page carry the security headers and the right caching', async ({
    request,
  }) => {
    const html = await request.get(`${DEV}/en/json-formatter`);
    const body = await html.text();
    const asset = /\/_astro\/[^"']+\.js/.exec(body)?.[0];
    expect(asset, 'a build asset linked from the page').toBeTruthy();
    const cases = [
      { path: '/en/json-formatter', status: 200, cache: CACHE_REVALIDATE, type: /^text\/html/ },
      { path: '/', status: 200, cache: CACHE_REVALIDATE, type: /^text\/html/ },
      { path: asset!, status: 200, cache: CACHE_IMMUTABLE, type: /^application\/javascript/ },
      { path: '/sw.js', status: 200, cache: CACHE_REVALIDATE, type: /^application\/javascript/ },
      { path: '/en/manifest.webmanifest', status: 200, cache: CACHE_REVALIDATE, type: /^application\/manifest\+json/ },
      { path: '/offline-packs.json', status: 200, cache: CACHE_REVALIDATE, type: /^application\/json/ },
      { path: '/en/no-such-page', status: 404, cache: CACHE_REVALIDATE, type: /^text\/html/ },
    ];
    for (const c of cases) {
      const res = await request.get(DEV + c.path);
      expect(res.status(), c.path).toBe(c.status);
      const h = res.headers();
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(h[name.toLowerCase()], `${c.path} ${name}`).toBe(value);
      expect(h['cache-control'], `${c.path} cache-control`).toBe(c.cache);
      expect(h['content-type'], `${c.path} content-type`).toMatch(c.type);
    }
    const wasm = readdirSync(join(ROOT, process.env.E2E_OUT_DIR ?? 'dist', '_astro')).find((f) => f.endsWith('.wasm'));
    if (wasm) expect((await request.get(`${DEV}/_astro/${wasm}`)).headers()['content-type']).toBe('application/wasm');
    // The page's own policy is in its meta element.
    expect(body).toMatch(
      /<meta http-equiv="content-security-policy" content="[^"]*script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
    );
  });

  test('another origin cannot frame a page', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors/.test(m.text())) blocked.push(m.text());
    });
    // A page of no origin of ours (about:blank, no policy of its own) frames the profile page.
    await page.setContent(`<iframe src="${DEV}/en/profile" title="framed"></iframe>`);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame?.url() ?? '', 'the framed page never loaded').not.toContain('/en/profile');
  });
});

test.describe('zero CSP violations on every page', () => {
  test.describe.configure({ mode: 'parallel' });

  // Every page signed out: crawl.spec.ts (nginx, every language). Signed in (demo), the pages that change.
  test('development mode, signed in: the header avatar and the profile page', async ({ page }) => {
    const w = watchPage(page);
    await recordCspViolations(page);
    const all: string[] = [];
    await page.goto(`${DEV}/en/login`);
    await page.getByRole('button', { name: 'Log in as demo user' }).click();
    await expect(page).toHaveURL(/\/en\/(profile\/?)?$/);
    for (const path of ['/en/', '/en/profile/', '/en/json-formatter/'])
      for (const v of await visit(page, DEV, path)) all.push(`${path} (signed in): ${v}`);
    expect(all).toEqual([]);
    w.assertClean();
  });

  test(`Clerk mode: ${PAGE_TYPES.length} page types signed out, then signed in through Clerk with Supabase`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const w = watchPage(page, { allowHosts: [CLERK_HOST, SUPABASE_HOST] });
    await routeClerkStub(page);
    const db = await routeSupabaseFake(page);
    await recordCspViolations(page);
    const all: string[] = [];
    for (const path of PAGE_TYPES) for (const v of await visit(page, CLERK, path)) all.push(`${path}: ${v}`);
    await page.goto(`${CLERK}/en/profile`);
    await expect(page).toHaveURL(/\/en\/login\/?$/);
    await page.getByRole('button', { name: 'Continue with the stub account' }).click();
    await expect(page).toHaveURL(/\/en\/profile$/);
    await expect(page.getByLabel('Full name')).toHaveValue('Erin Example');
    expect(db.calls.length).toBeGreaterThan(0);
    for (const path of ['/en/', '/en/profile/', '/en/image-base64/', '/en/login/sso-callback/'])
      for (const v of await visit(page, CLERK, path)) all.push(`${path} (signed in): ${v}`);
    await expect(page.getByTestId('clerk-user-button')).toBeVisible();
    expect(all).toEqual([]);
    w.assertClean();
  });
});

test.describe('every tool works under the policy on nginx', () => {
  test('json, url, base64, diff, pdf (wasm) and veo3 tools', async ({ page }) => {
    test.setTimeout(90_000);
    const w = watchPage(page);
    await recordCspViolations(page);

    await page.goto(`${DEV}/en/json-formatter`);
    const editor = page.locator('[data-editor="input"] .cm-content');
    await editor.click();
    await page.keyboard.type('{"b":1,"a":[true]}');
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expect(page.locator('[data-editor="output"] .cm-content')).toContainText('"b": 1');

    await page.goto(`${DEV}/en/url-encode-and-decode`);
    await page.getByLabel('Text to encode').fill('a b&c');
    await expect(page.getByLabel('Encoded result')).toHaveValue('a%20b%26c');

    await page.goto(`${DEV}/en/image-base64`);
    await page.getByRole('button', { name: 'Try a sample image' }).click();
    await expect(page.getByRole('img', { name: /sample\.svg/ })).toBeVisible();
    await expect
      .poll(() => page.getByRole('img', { name: /sample\.svg/ }).evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBeGreaterThan(0);

    await page.goto(`${DEV}/en/text-diff`);
    await page.getByRole('textbox', { name: 'Original', exact: true }).fill('alpha\nbeta\n');
    await page.getByRole('textbox', { name: 'Changed', exact: true }).fill('alpha\ngamma\n');
    await expect(page.getByTestId('stats')).toContainText('Changes: 1');

    await page.goto(`${DEV}/en/pdf-decryptor`);
    await page.getByLabel('Choose PDF files').setInputFiles(join(ROOT, 'tests/fixtures/pdf/owner-only.pdf'));
    await expect(page.getByRole('listitem').filter({ hasText: 'owner-only.pdf' }).getByRole('status')).toHaveText(
      /Unlocked without a password/,
      { timeout: 20_000 },
    );

    // The calendar computes in a worker (from 'self').
    await page.goto(`${DEV}/en/perpetual-calendar`);
    await expect(page.locator('[data-tool="perpetual-calendar"]')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('pc-detail-lunar')).not.toBeEmpty();

    await page.goto(`${DEV}/en/veo3-prompts`);
    await page.getByRole('textbox', { name: /^Subject/ }).fill('a lighthouse');
    await expect(page.getByText('a lighthouse').first()).toBeVisible();

    expect(await readCspViolations(page)).toEqual([]);
    w.assertClean();
  });
});
