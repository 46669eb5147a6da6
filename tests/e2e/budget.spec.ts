import { test, expect } from '@playwright/test';
import { jsWeight, CONTENT_PAGES, CONTENT_PAGE_BUDGET } from '../../scripts/lib/js-weight.mjs';

test('content pages load at most 15 KB of gzip JavaScript before interaction', async ({ page, baseURL }) => {
  for (const [name, path] of CONTENT_PAGES as [string, string][]) {
    const w = await jsWeight(page, `${baseURL}${path}`);
    expect(w.gzip, `${name} (${path}) loads ${w.gzip} B gzip JS`).toBeLessThanOrEqual(CONTENT_PAGE_BUDGET);
  }
});
