import { test, expect, type Browser } from '@playwright/test';
import { jsWeight, CONTENT_PAGES, CONTENT_PAGE_BUDGET, toolPages } from '../../scripts/lib/js-weight.mjs';

/**
 * Each page is measured in a fresh browser context, as a first visit: in one page, the second page's shared
 * chunks (React, the shell) came from the memory cache and were not seen at all, so a tool page's React and a
 * heavy library shared with an earlier page went uncounted.
 */
async function firstVisitWeight(browser: Browser, url: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    return await jsWeight(await context.newPage(), url);
  } finally {
    await context.close();
  }
}

test('content pages load at most 15 KB of gzip JavaScript before interaction', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  for (const [name, path] of CONTENT_PAGES as [string, string][]) {
    const w = await firstVisitWeight(browser, `${baseURL}${path}`);
    expect(w.gzip, `${name} (${path}) loads ${w.gzip} B gzip JS`).toBeLessThanOrEqual(CONTENT_PAGE_BUDGET);
  }
});

test('tool pages load at most their budget of gzip JavaScript before interaction', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const pages = toolPages(process.cwd()) as [string, string, number][];
  expect(pages.length).toBeGreaterThanOrEqual(6);
  for (const [name, path, budget] of pages) {
    const w = await firstVisitWeight(browser, `${baseURL}${path}`);
    expect(w.gzip, `${name} (${path}) loads ${w.gzip} B gzip JS, budget ${budget}`).toBeLessThanOrEqual(budget);
  }
});
