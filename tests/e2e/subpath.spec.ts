/**
 * The site served under a sub-path: the build made with `npm run build:subpath` (SITE_BASE=/toolbox/),
 * served by Debian's nginx with deploy/nginx/ai-toolbox-subpath.conf under /toolbox/ (started and stopped by
 * Playwright: see playwright.config.ts). Nothing may escape the prefix: no request to a root path (it would be
 * another site's, here a 404), no link out of /toolbox/, and the language redirect, the language menu, the
 * workers, the wasm, the service worker and the 404 page all work under it.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, type Page } from '@playwright/test';
import { readCspViolations, recordCspViolations, watchPage, hydrated } from './helpers';

/** `http://127.0.0.1:<port>/toolbox/`, or '' when nginx or the build is missing. */
const BASE = process.env.E2E_SUBPATH_BASE_URL ?? '';
const PREFIX = '/toolbox/';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

test.skip(!BASE, 'nginx or the sub-path build is missing (apt-get install nginx; npm run build:subpath)');

/**
 * Records every same-origin response that is neither 2xx nor 304 (the page's own document excepted if asked), and
 * every request that failed. `redirectedDocument` is a page whose head script leaves it at once: the rest of its
 * body is cancelled on purpose (net::ERR_ABORTED), which is not a failure.
 */
function failedRequests(
  page: Page,
  opts: { exceptDocument?: string; redirectedDocument?: string; leaves?: boolean } = {},
): string[] {
  const failed: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin !== new URL(BASE).origin) return;
    if (opts.exceptDocument && url.pathname === opts.exceptDocument) return;
    if ((res.status() >= 200 && res.status() < 300) || res.status() === 304) return;
    failed.push(`${res.status()} ${url.pathname}`);
  });
  page.on('requestfailed', (req) => {
    const aborted = req.failure()?.errorText === 'net::ERR_ABORTED';
    const left = req.isNavigationRequest() && new URL(req.url()).pathname === opts.redirectedDocument;
    if (aborted && left) return;
    // A page that sends the visitor on at once (`leaves`) cancels the tab's own fetches of its icon and manifest.
    const tabFile = /\/(?:favicon\.svg|manifest\.webmanifest)$/.test(new URL(req.url()).pathname);
    if (aborted && opts.leaves && tabFile) return;
    failed.push(`failed ${req.url()} ${req.failure()?.errorText ?? ''}`);
  });
  return failed;
}

/** The raw href of every link on the page that points into this site (fragment-only links left out). */
async function internalHrefs(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const origin = new URL(BASE).origin;
  return hrefs.filter((h) => !h.startsWith('#') && new URL(h, BASE).origin === origin);
}

async function openUnderBase(page: Page, path: string) {
  await page.goto(BASE + path);
  await page.waitForLoadState('networkidle');
  await hydrated(page);
}

test('the zh home and an en tool page load under /toolbox/ with every request answered and every link inside', async ({
  page,
}) => {
  const w = watchPage(page);
  const failed = failedRequests(page);
  await recordCspViolations(page);

  await openUnderBase(page, '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const home = await internalHrefs(page);
  expect(home.length).toBeGreaterThan(20);
  expect(home.filter((h) => !h.startsWith(PREFIX))).toEqual([]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/toolbox\/$/);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((ls) => ls.map((l) => new URL(l.getAttribute('href') ?? '').pathname));
  expect(alternates).toEqual(['/toolbox/', '/toolbox/en/', '/toolbox/ja/', '/toolbox/ko/', '/toolbox/']);
  expect(await readCspViolations(page)).toEqual([]);

  await openUnderBase(page, 'en/json-formatter');
  // The tool's icon, a Twemoji SVG the build writes (src/lib/emoji.ts), is under the prefix and loads.
  const icon = page.locator('main header img[data-tool-icon]');
  await expect(icon).toHaveAttribute('src', '/toolbox/icons/emoji/1f4cb.svg');
  await expect.poll(() => icon.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(36);
  const tool = await internalHrefs(page);
  expect(tool.length).toBeGreaterThan(20);
  expect(tool.filter((h) => !h.startsWith(PREFIX))).toEqual([]);
  // The tool works: its editor (asked for by the first focus of the plain text box) and its worker load from
  // under the prefix.
  await page.locator('[data-editor="plain"]').focus();
  await page.locator('[data-editor="input"] .cm-content').click();
  await page.keyboard.type('{"a":1}');
  await page.getByRole('button', { name: 'Format', exact: true }).click();
  await expect(page.locator('[data-editor="output"] .cm-content')).toContainText('"a": 1');

  expect(await readCspViolations(page)).toEqual([]);
  expect(failed).toEqual([]);
  w.assertClean();
});

test('a tool with a worker and wasm works under /toolbox/', async ({ page }) => {
  const w = watchPage(page);
  const failed = failedRequests(page);
  await recordCspViolations(page);
  await openUnderBase(page, 'en/pdf-decryptor');
  await page.getByLabel('Choose PDF files').setInputFiles(join(ROOT, 'tests/fixtures/pdf/owner-only.pdf'));
  await expect(page.getByRole('listitem').filter({ hasText: 'owner-only.pdf' }).getByRole('status')).toHaveText(
    /Unlocked without a password/,
    { timeout: 15_000 },
  );
  expect(await readCspViolations(page)).toEqual([]);
  expect(failed).toEqual([]);
  w.assertClean();
});

test('the language menu and the stored-language redirect keep the prefix', async ({ page }) => {
  const failed = failedRequests(page, { redirectedDocument: '/toolbox/about' });
  await openUnderBase(page, 'json-formatter');
  await page.locator('[data-lang-trigger]').click();
  await page.locator('[data-lang-list] a[data-lang="en"]').click();
  await expect(page).toHaveURL(`${BASE}en/json-formatter`);
  // English is now the stored language: the head script sends a Chinese page to its English twin.
  await page.goto(`${BASE}about`);
  await expect(page).toHaveURL(`${BASE}en/about`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(failed).toEqual([]);
});

test('signed out, the profile page sends to the login page and back, all under /toolbox/', async ({ page }) => {
  const w = watchPage(page);
  const failed = failedRequests(page, { leaves: true });
  await recordCspViolations(page);
  await page.goto(`${BASE}en/profile`);
  await expect(page).toHaveURL(`${BASE}en/login`);
  expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe('/toolbox/en/profile');
  expect((await internalHrefs(page)).filter((h) => !h.startsWith(PREFIX))).toEqual([]);
  await page.getByRole('button', { name: 'Log in as demo user' }).click();
  await expect(page).toHaveURL(`${BASE}en/profile`);
  await expect(page.getByLabel('Name')).toHaveValue('Demo User');
  await page.waitForLoadState('networkidle');
  expect(await readCspViolations(page)).toEqual([]);
  expect(failed).toEqual([]);
  w.assertClean();
});

test('an unknown path under /toolbox/ shows the site’s 404 page in the language of its prefix', async ({ page }) => {
  const failed = failedRequests(page, { exceptDocument: '/toolbox/en/nope' });
  const res = await page.goto(`${BASE}en/nope`);
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-l', 'en');
  const notFound = page.locator('[data-nf="en"] [data-not-found]');
  await expect(notFound).toBeVisible();
  const links = await page.locator('[data-nf="en"] a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links.length).toBeGreaterThan(3);
  expect(links.filter((h) => !h?.startsWith('/toolbox/en/'))).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);

  const zh = await page.goto(`${BASE}nope`);
  expect(zh?.status()).toBe(404);
  await expect(page.locator('[data-nf="zh"] [data-not-found]')).toBeVisible();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker registers with scope /toolbox/ and caches the prefixed assets', async ({ page }) => {
    await openUnderBase(page, 'en/url-encode-and-decode');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(BASE);
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(script).toBe(`${BASE}sw.js`);
    // Loaded again under the worker's control, the page's build assets are stored under their prefixed paths.
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const assets = await page.evaluate(async () =>
      (await (await caches.open('assets')).keys()).map((r) => new URL(r.url).pathname),
    );
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((p) => !p.startsWith('/toolbox/_astro/'))).toEqual([]);
    // Installable under the prefix: the manifest and the offline packs name prefixed paths only.
    const prefix = new URL(BASE).pathname;
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    expect(href).toBe(`${prefix}en/manifest.webmanifest`);
    const res = await page.request.get(new URL(href!, BASE).href);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(await res.json()).toMatchObject({ start_url: `${prefix}en/`, scope: prefix, id: prefix });
    const packs = (await (await page.request.get(`${BASE}offline-packs.json`)).json()) as {
      packs: { files: string[] }[];
    };
    const files = packs.packs.flatMap((p) => p.files);
    expect(files).toContain(`${prefix}en/url-encode-and-decode`);
    expect(files.filter((f) => !f.startsWith(prefix))).toEqual([]);
  });
});
