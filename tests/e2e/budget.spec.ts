import { test, expect } from '@playwright/test';
import { jsWeight, CONTENT_PAGES, CONTENT_PAGE_BUDGET, toolPages } from '../../scripts/lib/js-weight.mjs';

test('content pages load at most 15 KB of gzip JavaScript before interaction', async ({ page, baseURL }) => {
  for (const [name, path] of CONTENT_PAGES as [string, string][]) {
    const w = await jsWeight(page, `${baseURL}${path}`);
    expect(w.gzip, `${name} (${path}) loads ${w.gzip} B gzip JS`).toBeLessThanOrEqual(CONTENT_PAGE_BUDGET);
  }
});

test('tool pages load at most their budget of gzip JavaScript before interaction', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const pages = toolPages(process.cwd()) as [string, string, number][];
  expect(pages.length).toBeGreaterThanOrEqual(6);
  for (const [name, path, budget] of pages) {
    const w = await jsWeight(page, `${baseURL}${path}`);
    expect(w.gzip, `${name} (${path}) loads ${w.gzip} B gzip JS, budget ${budget}`).toBeLessThanOrEqual(budget);
  }
});
