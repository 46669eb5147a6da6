import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { LOCALE_PREFIX, TEST_LOCALES } from './helpers';

const PAGE_TYPES = [
  '/',
  '/dev-tools',
  '/image-tools',
  '/ai-products',
  '/blog',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/offline',
  '/missing-page',
];

for (const locale of TEST_LOCALES) {
  test(`axe: no serious or critical violations on every page type (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of PAGE_TYPES) {
        await page.goto(LOCALE_PREFIX[locale] + (path === '/' && locale !== 'zh' ? '/' : path));
        const results = await new AxeBuilder({ page }).analyze();
        const bad = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${scheme} ${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(bad).toEqual([]);
      }
    }
  });
}
