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
