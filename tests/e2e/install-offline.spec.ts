/**
 * Installable and offline (issue 18): Chromium finds the app installable; "Use offline" keeps every page of a
 * language and a tool's heavy files; with the network cut, pages never visited open and their tools work; a new
 * build waits for the visitor's "Reload".
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { watchPage, seriousA11yViolations, overflowingElements, hydrated } from './helpers';

test.use({ serviceWorkers: 'allow' });

const PHOTO = join(import.meta.dirname, '../fixtures/images/compressor/dune.jpg');

async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** The build id of the worker controlling the page, as it answers a `status` message. */
function controllerBuild(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (e: MessageEvent<{ build: string }>) => resolve(e.data.build);
        navigator.serviceWorker.controller!.postMessage({ type: 'status' }, [channel.port2]);
      }),
  );
}

/** Names of the caches and how many entries each holds. */
function cacheSummary(page: Page) {
  return page.evaluate(async () => {
    const out: Record<string, number> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).length;
    return out;
  });
}

test('en: installable — manifest in English, icons, and a worker that controls the page', async ({
  page,
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Chromium never offers to install from an incognito profile, which every Playwright context is: this check
  // runs in a persistent (ordinary) profile.
  const profile = mkdtempSync(join(tmpdir(), 'install-'));
  const ordinary = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const p = await ordinary.newPage();
    await p.goto('/en/');
    await controlled(p);
    const cdp = await ordinary.newCDPSession(p);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await ordinary.close();
    rmSync(profile, { recursive: true, force: true });
  }
  await page.goto('/en/');
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  expect(href).toBe('/en/manifest.webmanifest');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'AI Toolbox', start_url: '/en/', display: 'standalone', lang: 'en' });
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toContain('/en/json-formatter');
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toContain('image/png');
  }
  const zh = await (await page.request.get('/manifest.webmanifest')).json();
  expect(zh).toMatchObject({ name: 'AI 工具箱', start_url: '/', lang: 'zh-CN' });
});

test('zh: the offline page shows the download size first, passes axe and fits 360 px', async ({ page }) => {
  const w = watchPage(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/offline');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('离线使用');
  await expect(page.getByText(/需要下载约 \d+(\.\d)? MB。/)).toBeVisible();
  await expect(page.getByRole('button', { name: '保存中文版以便离线使用' })).toBeEnabled();
  await expect(page.getByRole('button', { name: /离线保存（\d+(\.\d)? MB）/ })).toHaveCount(6);
  expect(await seriousA11yViolations(page, 'main')).toEqual([]);
  expect(await overflowingElements(page, 360, 'body')).toEqual([]);
  // Reached from every page's footer.
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: '离线使用' }).click();
  await expect(page).toHaveURL(/\/offline$/);
  w.assertClean();
});

async function keepEnglishOffline(page: Page, at = (path: string) => path) {
  await page.goto(at('/en/offline'));
  await controlled(page);
  await expect(page.getByText(/^The download is about \d+(\.\d)? MB\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Keep the English site offline' }).click();
  await expect(page.getByText('The English site is ready to use offline.')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-kept-list]')).toContainText('English');
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('en: "Use offline", then with the network cut, pages never visited open and their tools work', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const w = watchPage(page);
  await keepEnglishOffline(page);

  // A tool with heavy files: its panel keeps them (the image codecs).
  await page.goto('/en/image-compressor');
  const panel = page.locator('[data-offline-panel]');
  await expect(panel).toContainText(/To use this tool offline it needs \d+(\.\d)? MB more: Image codecs/);
  await panel.getByRole('button', { name: 'Keep this tool offline' }).click();
  await expect(panel).toContainText('Image codecs (JPEG, WebP, AVIF, PNG): Kept offline', { timeout: 60_000 });
  const summary = await cacheSummary(page);
  expect(Object.keys(summary).sort()).toEqual([
    'assets',
    'offline-state',
    expect.stringMatching(/^pages-[0-9a-f]{16}$/),
    // The worker's shell: the offline fallback pages and the logo (src/sw/sw.ts).
    expect.stringMatching(/^shell-[0-9a-f]{16}$/),
    expect.stringMatching(/^static-[0-9a-f]{16}$/),
  ]);

  await goOffline(context, page);
  // Developer tool.
  await page.goto('/en/url-encode-and-decode');
  await hydrated(page);
  await page.getByRole('textbox').first().fill('a b&c=中文');
  await expect(page.getByText('a%20b%26c%3D%E4%B8%AD%E6%96%87').first()).toBeVisible();
  // Text diff.
  await page.goto('/en/text-diff');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Text diff|Diff/i);
  // Image tool with its codecs kept: compress a photo.
  await page.goto('/en/image-compressor');
  await hydrated(page);
  await page.locator('[data-tool] input[type=file]').setInputFiles([PHOTO]);
  await expect(page.getByRole('button', { name: 'Download dune-compressed.jpg' })).toBeVisible({ timeout: 30_000 });
  // Calendar (its lunar engine runs in a worker).
  await page.goto('/en/perpetual-calendar');
  const now = new Date();
  const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  await expect(page.locator(`[data-testid="pc-grid"] td[data-iso="${iso}"]`)).toHaveAttribute('aria-current', 'date');
  // Information page and a category page.
  await page.goto('/en/llm-model-price');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/en/image-tools');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);

  // Removing the language pack empties its pages.
  await page.goto('/en/offline');
  await page.locator('[data-kept-list]').getByRole('button', { name: 'Remove: English' }).click();
  await expect(page.locator('[data-kept-list]')).not.toContainText('English');
  await expect(page.getByRole('button', { name: 'Keep the English site offline' })).toBeVisible();
  w.assertClean();
});

/**
 * A stand-in host for the update test: serves the build in dist/ and, once `next` is set, the same files as the
 * next build would (the worker and its pack list under a new build id). Playwright's routing cannot answer the
 * browser's own fetch of a service worker script, so the test serves the site itself.
 */
async function siteServer(dir: string) {
  const state = { next: false, oldBuild: '', newBuild: 'f'.repeat(16) };
  const TYPES: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.mjs': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.webmanifest': 'application/manifest+json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.wasm': 'application/wasm',
    '.woff2': 'font/woff2',
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(dir, path);
    if (!file.startsWith(dir)) file = dir;
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    let body: Buffer | string = readFileSync(file);
    if (state.next && (path.endsWith('/sw.js') || path.endsWith('/offline-packs.json')))
      body = body.toString('utf8').replaceAll(state.oldBuild, state.newBuild);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.oldBuild = (JSON.parse(readFileSync(join(dir, 'offline-packs.json'), 'utf8')) as { build: string }).build;
  return { url: `http://127.0.0.1:${port}`, state, close: () => new Promise((r) => server.close(r)) };
}

test('en: a new build waits for "Reload", then takes over and keeps the English pages offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const site = await siteServer(join(process.cwd(), process.env.E2E_OUT_DIR ?? 'dist'));
  try {
    const at = (path: string) => `${site.url}${path}`;
    await keepEnglishOffline(page, at);
    await page.goto(at('/en/about'));
    await expect(page.locator('[data-sw-notice]')).toBeHidden();
    expect(Object.keys(await cacheSummary(page))).toContain(`pages-${site.state.oldBuild}`);
    site.state.next = true;
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const notice = page.locator('[data-sw-notice]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('A new version of AI Toolbox is ready.');
    // Nothing switches by itself: the new worker is installed and waiting, the old build still controls the page.
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state === 'installed',
    );
    expect(await controllerBuild(page)).toBe(site.state.oldBuild);
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
    await expect.poll(() => controllerBuild(page)).toBe(site.state.newBuild);
    await expect
      .poll(async () => Object.keys(await cacheSummary(page)).sort(), { timeout: 60_000 })
      .toEqual([
        'assets',
        'offline-state',
        `pages-${site.state.newBuild}`,
        `shell-${site.state.newBuild}`,
        `static-${site.state.newBuild}`,
      ]);
    await goOffline(context, page);
    await page.goto(at('/en/json-formatter'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
  } finally {
    await site.close();
  }
});
