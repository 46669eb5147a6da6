/**
 * The handwriting tool in Chromium, as a person uses it: type, download a page (a PNG of the page's size with
 * ink where the writing goes), a long text → several pages → "download all" gives a zip of them, the Chinese
 * web font is really drawn (the same page with the font files blocked differs), the text survives a reload,
 * axe and a 360 px layout; alignment, margins and letter spacing move the writing and are kept; in English, the automatic Latin font and its switch for Chinese.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import {
  overflowingElements,
  seriousA11yViolations,
  waitForStored,
  watchPage,
  open,
  pngSize,
  hydrated,
} from '../../../tests/e2e/helpers';

const LANGS = {
  zh: { path: '/handwriting/', input: '要手写的文字', download: /^下载本页/, all: /^下载全部/, paper: '纸张' },
  en: {
    path: '/en/handwriting/',
    input: 'Your text',
    download: /^Download this page/,
    all: /^Download all/,
    paper: 'Paper',
  },
} as const;

/** Waits until the preview shows the current text (laid out and drawn). */
async function drawn(page: Page) {
  await expect(page.getByTestId('handwriting-preview')).toHaveAttribute('data-drawn', /\d+/, { timeout: 20_000 });
}

async function bytesOf(d: Download): Promise<Buffer> {
  return readFileSync((await d.path())!);
}

/**
 * Decodes an image in the page and counts pixels: "ink" (the blue ink: clearly bluer than red, darker than
 * the blue rules) inside `box` and outside the writing area's top band; and, given a second image, how many
 * pixels differ between the two.
 */
function pixelStats(page: Page, png: Buffer, box: { x0: number; y0: number; x1: number; y1: number }, other?: Buffer) {
  return page.evaluate(
    async ({ a, b, box }) => {
      const decode = async (b64: string) => {
        // (Not fetch of a data: URL: the page's CSP allows connections to its own origin only.)
        const bin = atob(b64);
        const bytes = new Uint8Array(bin.length);
        for (let k = 0; k < bin.length; k++) bytes[k] = bin.charCodeAt(k);
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const c = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = c.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const img = await decode(a);
      const ink = (k: number) => img.data[k + 2]! - img.data[k]! > 50 && img.data[k + 2]! < 200;
      let inside = 0;
      let topBand = 0;
      for (let y = 0; y < img.height; y++)
        for (let x = 0; x < img.width; x++) {
          const k = (y * img.width + x) * 4;
          if (!ink(k)) continue;
          if (x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1) inside++;
          if (y < 40) topBand++;
        }
      let differing = -1;
      if (b) {
        const img2 = await decode(b);
        differing = 0;
        for (let k = 0; k < img.data.length; k += 4)
          if (Math.abs(img.data[k]! - img2.data[k]!) + Math.abs(img.data[k + 2]! - img2.data[k + 2]!) > 60) differing++;
      }
      return { inside, topBand, differing };
    },
    { a: png.toString('base64'), b: other?.toString('base64'), box },
  );
}

const WRITING = { x0: 110, y0: 110, x1: 1130, y1: 1644 };

test('zh: grid paper, download a page, kept across a reload; a long text gives several pages and "download all" zips them; axe and 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const L = LANGS.zh;
  const w = watchPage(page);
  await open(page, L.path);
  await page.getByLabel(L.paper).selectOption('grid');
  const poem = '春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。';
  await page.getByRole('textbox', { name: L.input }).fill(poem);
  await drawn(page);
  await expect(page.getByTestId('handwriting-preview')).toHaveAttribute('data-pages', '1');
  const [d] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: L.download }).click(),
  ]);
  expect(d.suggestedFilename()).toBe('handwriting.png');
  const png = await bytesOf(d);
  expect(pngSize(png)).toEqual({ width: 1240, height: 1754 });
  const stats = await pixelStats(page, png, WRITING);
  expect(stats.inside).toBeGreaterThan(3000);
  expect(stats.topBand).toBe(0);

  // The text and the paper survive a reload (once saved: the saves are debounced).
  await waitForStored(page, 'handwriting:text', poem);
  await waitForStored(page, 'handwriting:settings', { paper: 'grid' });
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: L.input })).toHaveValue(poem);
  await expect(page.getByLabel(L.paper)).toHaveValue('grid');
  await drawn(page);

  // A long text: as many PNGs in the zip as the page says it has pages.
  await page.getByRole('textbox', { name: L.input }).fill('这是一段很长的文字，用来测试分页。'.repeat(150));
  await drawn(page);
  const n = Number(await page.getByTestId('handwriting-preview').getAttribute('data-pages'));
  expect(n).toBeGreaterThan(2);
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: L.all }).click()]);
  expect(zip.suggestedFilename()).toBe('手写稿.zip');
  const files = unzipSync(new Uint8Array(await bytesOf(zip)));
  expect(Object.keys(files)).toEqual(Array.from({ length: n }, (_, k) => `handwriting-${k + 1}.png`));
  for (const f of Object.values(files)) expect(pngSize(Buffer.from(f))).toEqual({ width: 1240, height: 1754 });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await overflowingElements(page)).toEqual([]);
  w.assertClean();
});

test('zh: the Chinese handwriting web font is really drawn (with its files blocked the page differs)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const L = LANGS.zh;
  const text = '床前明月光，疑是地上霜。举头望明月，低头思故乡。';
  const render = async (p: Page) => {
    await open(p, L.path);
    await p.getByRole('textbox', { name: L.input }).fill(text);
    await drawn(p);
    const [d] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: L.download }).click()]);
    return bytesOf(d);
  };
  const withFont = await render(page);
  const blockedContext = await browser.newContext({ serviceWorkers: 'block' });
  const blocked = await blockedContext.newPage();
  // The stylesheets offer each slice as woff2 and woff: block both.
  await blocked.route(/\.woff2?$/, (r) => r.abort());
  const withoutFont = await render(blocked);
  // The page says the font could not load, and still draws (with a system font).
  await expect(blocked.getByTestId('font-notes')).toContainText('Ma Shan Zheng 加载失败');
  await blockedContext.close();
  const again = await render(page);
  const same = await pixelStats(page, withFont, WRITING, again);
  const differ = await pixelStats(page, withFont, WRITING, withoutFont);
  // The same settings give the same image; the fallback font gives a different one.
  expect(same.differing).toBe(0);
  expect(differ.differing).toBeGreaterThan(2000);
});

test('zh: right alignment, per-side margins and letter spacing move the writing, and are kept across a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const L = LANGS.zh;
  const w = watchPage(page);
  await open(page, L.path);
  await page.getByLabel('对齐方式').selectOption('right');
  for (const [name, value] of [
    ['上边距', '280'],
    ['字间距', '12'],
  ] as const) {
    const box = page.getByRole('spinbutton', { name });
    await box.fill(value);
    await box.press('Enter');
  }
  await page.getByRole('textbox', { name: L.input }).fill('短句。');
  await drawn(page);
  const [d] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: L.download }).click(),
  ]);
  const png = await bytesOf(d);
  // Right-aligned: ink only in the right half; below the 280 px top margin, none above it.
  expect((await pixelStats(page, png, { x0: 620, y0: 280, x1: 1240, y1: 1754 })).inside).toBeGreaterThan(500);
  expect((await pixelStats(page, png, { x0: 0, y0: 0, x1: 620, y1: 1754 })).inside).toBe(0);
  expect((await pixelStats(page, png, { x0: 0, y0: 0, x1: 1240, y1: 260 })).inside).toBe(0);

  await waitForStored(page, 'handwriting:settings', { align: 'right', marginTop: 280, letterSpacing: 12 });
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('对齐方式')).toHaveValue('right');
  await expect(page.getByRole('spinbutton', { name: '上边距' })).toHaveValue('280');
  await expect(page.getByRole('spinbutton', { name: '字间距' })).toHaveValue('12');
  w.assertClean();
});

// In English the automatic font is another one (Caveat, for Latin letters), and a Chinese word in the text
// switches it: the page's language changes what is drawn.
test('en: type, download a PNG with ink in the writing area in the Latin font; Chinese switches the font', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const L = LANGS.en;
  const w = watchPage(page);
  await open(page, L.path);
  const text = 'Dear diary,\nToday I learned that handwriting can be generated in the browser.';
  await page.getByRole('textbox', { name: L.input }).fill(text);
  await drawn(page);
  await expect(page.getByLabel('Handwriting font')).toHaveValue('auto');
  await expect(page.getByLabel('Handwriting font').locator('option:checked')).toHaveText('Automatic (Caveat)');
  // Caveat loaded (no note that it failed and a fallback draws).
  await expect(page.getByTestId('font-notes')).toHaveText('');
  const [d] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: L.download }).click(),
  ]);
  const png = await bytesOf(d);
  expect(pngSize(png)).toEqual({ width: 1240, height: 1754 });
  const stats = await pixelStats(page, png, WRITING);
  expect(stats.inside).toBeGreaterThan(2000);
  expect(stats.topBand).toBe(0);

  // A Chinese word in an English text: the font switches, and the page says so.
  await page.getByRole('textbox', { name: L.input }).fill(`${text} 你好`);
  await expect(page.getByTestId('font-notes')).toContainText('Written in LXGW WenKai');
  w.assertClean();
});
