/**
 * The header from 768 to 1023 px (issue 30 item 6): the category tabs show, with short labels, in one line inside
 * the viewport in every language (real CJK glyphs: fonts-noto-cjk), and each tab's dropdown opens on hover and from
 * the keyboard (Tab to its button, Enter, ArrowDown to the first item, Escape back). Wider and narrower widths:
 * layout.spec.ts and shell.spec.ts.
 */
import { test, expect, type Page } from '@playwright/test';
import { LOCALE_PREFIX, TEST_LOCALES, nextFrames } from './helpers';

const WIDTHS = [768, 800, 1023];
/** The short labels each language shows at these widths (locales/<lang>/common.json `nav.short`). */
const SHORT: Record<string, string[]> = {
  zh: ['开发工具', '图片工具', '翻译', 'AI 产品', '博客'],
  en: ['Dev Tools', 'Images', 'Translate', 'AI Products', 'Blog'],
  ja: ['開発ツール', '画像ツール', '翻訳', 'AI製品', 'ブログ'],
  ko: ['개발 도구', '이미지 도구', '번역', 'AI 제품', '블로그'],
};

/** Boxes of the five tab links and of the controls on the right, in page coordinates. */
async function rowBoxes(page: Page) {
  return page.locator('header').evaluate((header) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, right: r.right, height: r.height };
    };
    return {
      tabs: [...header.querySelectorAll('[data-tab-link]')].map(box),
      controls: box(header.querySelector('[data-nav] > .ml-auto')!),
      logo: box(header.querySelector('[data-logo]')!),
    };
  });
}

for (const locale of TEST_LOCALES) {
  test(`${locale}: at ${WIDTHS.join(', ')} px the tabs fit in one line and open their dropdowns`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${LOCALE_PREFIX[locale]}/`);
    await page.evaluate(() => document.fonts.ready);
    for (const width of WIDTHS) {
      const at = `${locale} at ${width}px`;
      await page.setViewportSize({ width, height: 800 });
      await nextFrames(page);
      await expect(page.locator('[data-tabs]'), at).toBeVisible();
      await expect(page.locator('[data-tab-link]:visible')).toHaveText(SHORT[locale]!, { useInnerText: true });
      // The menu button stays: it holds the login link and every page (the "more" menu).
      await expect(page.locator('[data-mobile-open]'), at).toBeVisible();
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, `${at}: page width`).toBe(innerWidth);

      const { tabs, controls, logo } = await rowBoxes(page);
      expect(tabs.length, at).toBe(5);
      for (const [i, tab] of tabs.entries()) {
        expect(tab.height, `${at}: tab ${i} is one line`).toBeLessThanOrEqual(40);
        expect(Math.abs(tab.y - tabs[0]!.y), `${at}: tab ${i} on the first tab's line`).toBeLessThan(1);
        expect(tab.x, `${at}: tab ${i} after the logo`).toBeGreaterThanOrEqual(logo.right);
      }
      expect(tabs.at(-1)!.right, `${at}: tabs end before the controls`).toBeLessThanOrEqual(controls.x);
      expect(controls.right, `${at}: controls inside the viewport`).toBeLessThanOrEqual(width);

      const withDropdown = page.locator('[data-tab]:has([data-dropdown])');
      const count = await withDropdown.count();
      expect(count, at).toBe(5);
      for (let i = 0; i < count; i++) {
        const tab = withDropdown.nth(i);
        const dropdown = tab.locator('[data-dropdown]');
        const toggle = tab.locator('[data-tab-toggle]');
        // Hover.
        await tab.locator('[data-tab-link]').hover();
        await expect(dropdown, `${at}: dropdown ${i} on hover`).toBeVisible();
        const box = (await dropdown.boundingBox())!;
        expect(box.x, `${at}: dropdown ${i} left edge`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${at}: dropdown ${i} right edge`).toBeLessThanOrEqual(width);
        await page.mouse.move(5, 700);
        await expect(dropdown).toBeHidden();

        // Keyboard: Tab from the tab's link to its button, Enter opens, Escape closes and returns to the button,
        // ArrowDown opens and moves to the first item.
        await tab.locator('[data-tab-link]').focus();
        await page.keyboard.press('Tab');
        await expect(toggle).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(dropdown, `${at}: dropdown ${i} on Enter`).toBeVisible();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Escape');
        await expect(dropdown).toBeHidden();
        await expect(toggle).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(dropdown, `${at}: dropdown ${i} on ArrowDown`).toBeVisible();
        await expect(dropdown.locator('a[href]').first()).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(dropdown).toBeHidden();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      }
    }
  });
}
