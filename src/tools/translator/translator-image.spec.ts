/**
 * What only a browser shows of the translator's image tab and its phone layout:
 * - screenshots in Japanese and Korean, and a two-column page, drawn here by Chromium, read by the real tab with
 *   "Detect" (tesseract.js in its worker, all five languages from our own origin): the language found and shown,
 *   the text at under 5% character errors, a block in each column, the boxes exactly over the image at any size;
 * - at 320, 375 and 414 px in the four languages: both tabs and the document link visible, apart, and a tap on
 *   each does what it says.
 * The reading matrix itself (five languages, layout, preprocessing) runs in Node: src/lib/ocr/read.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { characterErrorRate, drawScreen, screenText, type ScreenName } from '../../lib/ocr/test-screens';
import { LOCALE_PREFIX, open, TEST_LOCALES, watchPage } from '../../../tests/e2e/helpers';

const strings = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'locales', `${lang}.json`), 'utf8')) as {
    tabs: { text: string; image: string };
    documentLink: string;
  };

/** Draws a screen in a page of its own (the tool's page keeps its state) and returns the PNG. */
async function screenshot(page: Page, name: ScreenName): Promise<Buffer> {
  const drawer = await page.context().newPage();
  try {
    return await drawScreen(drawer, name);
  } finally {
    await drawer.close();
  }
}

/** The canvas's and the boxes overlay's boxes on the screen, and every OCR box mapped to image pixels. */
async function overlay(page: Page) {
  return page.getByTestId('image-view').evaluate((view) => {
    const canvas = view.querySelector('canvas')!.getBoundingClientRect();
    const svg = view.querySelector('svg')!;
    const box = svg.getBoundingClientRect();
    const width = svg.viewBox.baseVal.width;
    const rects = [...svg.querySelectorAll('rect')].map((r) => {
      const on = r.getBoundingClientRect();
      return {
        // Where the box is drawn, in image pixels measured from the canvas (not from the overlay).
        drawn: { x: ((on.x - canvas.x) * width) / canvas.width, w: (on.width * width) / canvas.width },
        image: { x: Number(r.getAttribute('x')), w: Number(r.getAttribute('width')) },
      };
    });
    return { canvas: canvas.toJSON() as DOMRect, svg: box.toJSON() as DOMRect, width, rects };
  });
}

async function expectAligned(page: Page) {
  const o = await overlay(page);
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(o.svg[k] - o.canvas[k])).toBeLessThan(1);
  for (const r of o.rects) {
    expect(Math.abs(r.drawn.x - r.image.x)).toBeLessThan(2);
    expect(Math.abs(r.drawn.w - r.image.w)).toBeLessThan(2);
  }
  return o;
}

test('image tab, Detect: Japanese and Korean read, two columns kept apart, boxes over the image at any size', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const w = watchPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/en/translator/?tab=image');
  const choose = page.getByLabel('Choose image');
  const ocrLang = page.getByTestId('ocr-lang');
  await expect(page.getByLabel('Text in the image')).toHaveValue('auto');

  for (const [name, lang, label] of [
    ['jpn', 'jpn', 'Japanese'],
    ['kor', 'kor', 'Korean'],
  ] as const) {
    await choose.setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: await screenshot(page, name) });
    await expect(ocrLang).toHaveAttribute('data-lang', lang, { timeout: 180_000 });
    await expect(ocrLang).toHaveText(`Detected and read as ${label}.`);
    // The original view lists each block's text.
    await page.getByRole('radio', { name: 'Original' }).click();
    const read = (await page.getByTestId('block-text').allTextContents()).join('\n');
    const cer = characterErrorRate(screenText(name), read);
    expect(cer, `${name} read as: ${read}`).toBeLessThan(0.05);
  }

  // Two columns: at least a block in each, none across the gutter.
  await choose.setInputFiles({
    name: 'columns.png',
    mimeType: 'image/png',
    buffer: await screenshot(page, 'twoColumns'),
  });
  await expect(ocrLang).toHaveAttribute('data-lang', 'eng', { timeout: 180_000 });
  // The 900 px image in a wider column (the boxes were once stretched to the column), then scaled down.
  const wide = await expectAligned(page);
  expect(wide.canvas.width).toBeCloseTo(900, 0);
  const boxes = wide.rects.map((r) => r.image);
  expect(boxes.filter((b) => b.x + b.w < 450).length).toBeGreaterThanOrEqual(1);
  expect(boxes.filter((b) => b.x > 450).length).toBeGreaterThanOrEqual(1);
  expect(boxes.filter((b) => b.x < 450 && b.x + b.w > 450)).toEqual([]);
  await page.setViewportSize({ width: 560, height: 900 });
  await expect.poll(async () => (await overlay(page)).canvas.width).toBeLessThan(560);
  await expectAligned(page);
  await page.getByRole('radio', { name: 'Both' }).click();
  await expectAligned(page);
  w.assertClean();
});

/** The centre of `l` is `l` itself to a tap (not covered, not clipped by its scrolling parent). */
async function expectHit(l: Locator) {
  const hit = await l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!at && (at === el || el.contains(at));
  });
  expect(hit).toBe(true);
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const lang of TEST_LOCALES) {
  test(`phone (${lang}): both tabs and the document link visible, apart and tappable at 320–414 px`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const s = strings(lang);
    for (const width of [320, 375, 414]) {
      const context = await browser.newContext({
        viewport: { width, height: 740 },
        hasTouch: true,
        isMobile: true,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      try {
        await open(page, `${LOCALE_PREFIX[lang]}/translator/`);
        const text = page.getByRole('tab', { name: s.tabs.text });
        const image = page.getByRole('tab', { name: s.tabs.image });
        const link = page.getByRole('link', { name: s.documentLink });
        const list = await page.getByRole('tablist').boundingBox();
        const boxes = [];
        for (const l of [text, image, link]) {
          await expect(l).toBeVisible();
          const b = (await l.boundingBox())!;
          expect(b.x, `${lang} ${width}px`).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width, `${lang} ${width}px`).toBeLessThanOrEqual(width);
          expect(b.height).toBeGreaterThanOrEqual(24);
          await expectHit(l);
          boxes.push(b);
        }
        // The tabs are whole inside their strip (it once shrank to 2–65 px and clipped them).
        for (const b of boxes.slice(0, 2)) {
          expect(b.x).toBeGreaterThanOrEqual(list!.x - 0.5);
          expect(b.x + b.width).toBeLessThanOrEqual(list!.x + list!.width + 0.5);
        }
        expect(overlap(boxes[0]!, boxes[1]!)).toBe(false);
        expect(overlap(boxes[0]!, boxes[2]!)).toBe(false);
        expect(overlap(boxes[1]!, boxes[2]!)).toBe(false);

        await image.tap();
        await expect(image).toHaveAttribute('aria-selected', 'true');
        await expect(page).toHaveURL(/\?tab=image$/);
        await text.tap();
        await expect(text).toHaveAttribute('aria-selected', 'true');
        await link.tap();
        await page.waitForURL(new RegExp(`:\\d+${LOCALE_PREFIX[lang]}/document-translator/?$`), { timeout: 15_000 });
      } finally {
        await context.close();
      }
    }
  });
}
