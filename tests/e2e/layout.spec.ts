/**
 * Layout at real widths with real CJK glyphs (CI installs fonts-noto-cjk): the header keeps one line and fits
 * the viewport at every width in every language and its dropdowns stay inside the viewport (no page scrolls
 * sideways on a phone: crawl.spec.ts).
 */
import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { LOCALE_PREFIX, TEST_LOCALES, nextFrames } from './helpers';

const WIDTHS = [320, 375, 640, 768, 800, 900, 1024, 1100, 1280, 1920];

type Box = { x: number; y: number; width: number; height: number };

function outside(box: Box, viewportWidth: number): boolean {
  return box.x < -0.5 || box.x + box.width > viewportWidth + 0.5;
}

/** Rectangles of the header's visible links and buttons, with their accessible text for messages. */
async function headerControls(page: Page): Promise<Array<Box & { name: string }>> {
  return page.locator('header').evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((el) => {
        if (el.closest('[data-dropdown], [data-lang-list], [data-user-menu-panel]')) return false;
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
        return { name, x: r.x, y: r.y, width: r.width, height: r.height };
      }),
  );
}

async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

test('CJK text is drawn with a CJK font (fonts-noto-cjk), not as missing-glyph boxes', async ({ page }) => {
  await page.goto('/');
  const widths = await page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = '16px sans-serif';
    return ['开发工具翻译', '開発ツール翻訳', '개발도구번역'].map((s) => ctx.measureText(s).width / s.length);
  });
  // Noto Sans CJK draws ideographs and kana one em (16 px) wide and hangul 0.92 em; without a CJK font
  // Chromium draws narrow missing-glyph boxes instead.
  expect(widths.map((w) => Math.round(w * 100) / 100)).toEqual([16, 16, 14.72]);
});

test('.ci/run installs the CJK fonts the layout tests need', () => {
  expect(readFileSync('.ci/run', 'utf8')).toMatch(/apt-get install[^\n]*\bfonts-noto-cjk\b/);
});

test.describe('header fits on one line', () => {
  for (const locale of TEST_LOCALES) {
    test(`${locale}: at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(`${LOCALE_PREFIX[locale]}/`);
      await page.evaluate(() => document.fonts.ready);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await nextFrames(page);
        const at = `${locale} at ${width}px`;
        const header = await page.locator('header').boundingBox();
        expect(header!.height, `${at}: header height`).toBeLessThanOrEqual(64);
        const { scrollWidth, innerWidth } = await horizontalOverflow(page);
        expect(scrollWidth, `${at}: page width`).toBeLessThanOrEqual(innerWidth);

        const controls = await headerControls(page);
        expect(controls.length, at).toBeGreaterThanOrEqual(3);
        for (const c of controls) {
          expect(outside(c, width), `${at}: "${c.name}" at x=${c.x}, w=${c.width}`).toBe(false);
          // One line: no control is taller than the header's row.
          expect(c.height, `${at}: "${c.name}" wraps (${c.height}px tall)`).toBeLessThanOrEqual(44);
        }

        // Every category dropdown that can open at this width stays inside the viewport.
        const tabs = page.locator('[data-tab]:has([data-dropdown])');
        for (let i = 0; i < (await tabs.count()); i++) {
          const tab = tabs.nth(i);
          const link = tab.locator('[data-tab-link]');
          if (!(await link.isVisible())) continue;
          await link.hover();
          const dropdown = tab.locator('[data-dropdown]');
          await expect(dropdown, `${at}: dropdown ${i}`).toBeVisible();
          const box = (await dropdown.boundingBox())!;
          expect(outside(box, width), `${at}: dropdown ${i} at x=${box.x}, w=${box.width}`).toBe(false);
          await page.mouse.move(5, 700);
          await expect(dropdown).toBeHidden();
        }

        // The language menu too.
        const trigger = page.locator('[data-lang-trigger]');
        await trigger.click();
        const list = page.locator('[data-lang-list]');
        await expect(list).toBeVisible();
        const listBox = (await list.boundingBox())!;
        expect(outside(listBox, width), `${at}: language menu`).toBe(false);
        await page.keyboard.press('Escape');
        await expect(list).toBeHidden();
      }
    });
  }
});

// No page of the site scrolls sideways at 375 px, in any language: tests/e2e/crawl.spec.ts.
