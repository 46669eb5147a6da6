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

/**
 * Colour contrast in the dark scheme comes from the same styles in every language, so it is checked in two
 * (zh, en); ja and ko, whose texts and lengths differ, are checked in the light scheme.
 */
const SCHEMES = { zh: ['light', 'dark'], en: ['light', 'dark'], ja: ['light'], ko: ['light'] } as const;

for (const locale of TEST_LOCALES) {
  test(`axe: no serious or critical violations on every page type (${locale}, ${SCHEMES[locale].join(' and ')})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const scheme of SCHEMES[locale]) {
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

/**
 * At a phone's viewport (Lighthouse's mobile preset: 412 px wide), pages with landmarks of their own have no axe
 * violation of any impact, moderate ones included (landmark-unique: a section named by its heading around a
 * scrollable region of the same name made two "Preview" regions).
 */
const PHONE_PAGES = ['/', '/llm-model-price', '/wechat-formatter', '/json-formatter', '/en/llm-model-price'];
test('axe at a phone viewport: no violation of any impact on pages with regions', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 412, height: 823 });
  for (const path of PHONE_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.map(
      (v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(bad).toEqual([]);
  }
});
