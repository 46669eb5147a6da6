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
  expect(stored.filter((k) => k.includes('?') || k.includes('clerk'))).toEqual([]);
  expect(
    stored
      .filter((k) => k.startsWith('pages-'))
      .map((k) => k.split(' ')[1])
      .sort(),
  ).toEqual(['/en/about', '/en/url-encode-and-decode']);
  for (const k of stored) expect(k).toMatch(/^(pages-[0-9a-f]{16}|static-[0-9a-f]{16}|assets) \//);

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
