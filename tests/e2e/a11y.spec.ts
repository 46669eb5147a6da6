import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { LOCALE_PREFIX, type TestLocale } from './helpers';

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
 * Every rule, in the default language, in both schemes (dark mode has colours of its own). The other
 * languages share the markup and the styles: only the rules whose outcome depends on the words (names of
 * controls, links, regions and the page, its language) are run there.
 */
const TEXT_RULES = [
  'document-title',
  'html-has-lang',
  'html-lang-valid',
  'valid-lang',
  'label',
  'button-name',
  'link-name',
  'input-button-name',
  'select-name',
  'image-alt',
  'svg-img-alt',
  'role-img-alt',
  'aria-command-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-progressbar-name',
  'aria-dialog-name',
  'aria-tooltip-name',
  'frame-title',
  'summary-name',
  'empty-heading',
  'empty-table-header',
  'landmark-unique',
];

const RUNS: { locale: TestLocale; scheme: 'light' | 'dark'; rules?: string[] }[] = [
  { locale: 'zh', scheme: 'light' },
  { locale: 'zh', scheme: 'dark' },
  { locale: 'en', scheme: 'light', rules: TEXT_RULES },
  { locale: 'ja', scheme: 'light', rules: TEXT_RULES },
  { locale: 'ko', scheme: 'light', rules: TEXT_RULES },
];

for (const { locale, scheme, rules } of RUNS) {
  test.describe(`axe (${locale}, ${scheme}${rules ? ', rules that depend on the text' : ''})`, () => {
    for (const path of PAGE_TYPES) {
      test(`no serious or critical violations on ${path}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(LOCALE_PREFIX[locale] + (path === '/' && locale !== 'zh' ? '/' : path));
        const axe = new AxeBuilder({ page });
        const results = await (rules ? axe.withRules(rules) : axe).analyze();
        const bad = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(bad).toEqual([]);
      });
    }
  });
}

/**
 * At a phone's viewport (Lighthouse's mobile preset: 412 px wide), pages with landmarks of their own have no axe
 * violation of any impact, moderate ones included (landmark-unique: a section named by its heading around a
 * scrollable region of the same name made two "Preview" regions).
 */
const PHONE_PAGES = ['/', '/llm-model-price', '/wechat-formatter', '/json-formatter', '/en/llm-model-price'];
for (const path of PHONE_PAGES) {
  test(`axe at a phone viewport: no violation of any impact on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.map(
      (v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(bad).toEqual([]);
  });
}
