import { test, expect } from '@playwright/test';
import { watchPage } from './helpers';

test.use({ serviceWorkers: 'allow' });

test('pages and tools visited once keep working offline', async ({ page, context }) => {
  const w = watchPage(page);
  await page.goto('/en/url-encode-and-decode');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit happened before the worker took control: load again so its assets are cached.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.goto('/en/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');

  // A URL carrying a Clerk token is never stored; pages are stored by path, in a cache of this build.
  await page.goto('/en/about?__clerk_db_jwt=dvb_secret&x=1');
  await page.goto('/en/about/?utm=1');
  const stored = await page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys())
      for (const r of await (await caches.open(name)).keys())
        out.push(`${name} ${new URL(r.url).pathname}${new URL(r.url).search}`);
    return out;
  });
  // (The token's parameter, __clerk_db_jwt: the auth island's own script, /_astro/clerk.<hash>.js, is stored.)
  expect(stored.filter((k) => k.includes('?') || k.includes('__clerk') || k.includes('dvb_secret'))).toEqual([]);
  expect(
    stored
      .filter((k) => k.startsWith('pages-'))
      .map((k) => k.split(' ')[1])
      .sort(),
  ).toEqual(['/en/about', '/en/url-encode-and-decode']);
  for (const k of stored) expect(k).toMatch(/^(pages-[0-9a-f]{16}|static-[0-9a-f]{16}|shell-[0-9a-f]{16}|assets) \//);

  await context.setOffline(true);
  await page.goto('/en/url-encode-and-decode');
  const input = page.getByRole('textbox').first();
  await input.fill('a b&c=中文');
  await expect(page.getByText('a%20b%26c%3D%E4%B8%AD%E6%96%87').first()).toBeVisible();
  await page.goto('/en/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await context.setOffline(false);
  w.assertClean();
});

test('offline, a page that was not kept opens our fallback page in its language, and the logo loads', async ({
  page,
  context,
}) => {
  const w = watchPage(page);
  await page.goto('/en/about');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const logo = page.locator('[data-logo] img');
  const onlineWidth = await logo.evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(onlineWidth).toBeGreaterThan(0);

  await context.setOffline(true);
  // Visited: itself, with its logo (stored when the worker installed, in no pack).
  await page.goto('/en/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(onlineWidth);
  // The tools' icons (Twemoji SVG files) were stored with the shell: a dropdown never opened online shows them.
  const shellIcons = await page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('shell-')) ?? '';
    const keys = await (await caches.open(name)).keys();
    return keys.map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/icons/emoji/'));
  });
  expect(shellIcons).toContain('/icons/emoji/1f4cb.svg');
  await page.locator('[data-tab="dev-tools"] [data-tab-link]').hover();
  const icon = page.locator('[data-tab="dev-tools"] [data-dropdown] a[href="/en/json-formatter"] img');
  await expect(icon).toBeVisible();
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(36);

  // Never visited, never kept: our page, not the browser's error, in the address's language.
  await page.goto('/en/text-diff');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not available offline');
  await expect(page.getByRole('link', { name: 'Go to “Use offline”' })).toHaveAttribute('href', '/en/offline');
  await expect(page.locator('[data-fallback-nothing]')).toHaveText('Nothing is kept offline on this device yet.');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(onlineWidth);
  expect(page.url()).toMatch(/\/en\/text-diff$/);

  await page.goto('/ja/json-formatter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('このページはオフラインでは開けません');
  await page.goto('/image-compressor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('离线时无法打开此页面');
  await expect(page.getByRole('link', { name: '打开“离线使用”' })).toHaveAttribute('href', '/offline');
  await context.setOffline(false);
  w.assertClean();
});

test('offline, the compressor without its kept codecs says they are missing and offers to keep them', async ({
  page,
  context,
}) => {
  await page.goto('/en/image-compressor');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await page
    .locator('[data-tool] input[type=file]')
    .setInputFiles(new URL('../fixtures/images/compressor/dune.jpg', import.meta.url).pathname);
  const row = page.locator('li', { hasText: 'dune.jpg' });
  await expect(row).toHaveAttribute('data-status', 'error-codecsOffline', { timeout: 30_000 });
  await expect(row.getByRole('status')).toHaveText(
    'The image codecs are not on this device yet, and there is no network to download them. Retry once you are online; to compress offline next time, keep this tool offline below.',
  );
  await expect(row.getByRole('link', { name: 'Keep the codecs offline' })).toHaveAttribute(
    'href',
    '#offline-pack-heading',
  );
  await expect(page.locator('#offline-pack-heading')).toHaveText('Use offline');
  await context.setOffline(false);
});
