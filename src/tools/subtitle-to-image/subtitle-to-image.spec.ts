import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  overflowingElements,
  seriousA11yViolations,
  waitForStored,
  watchPage,
  hydrated,
  pngSize,
} from '../../../tests/e2e/helpers';

/** 640 × 360, a dark gradient (every channel ≤ 130): tests/fixtures/images/make-subtitle-fixtures.mjs. */
const FRAME = fileURLToPath(new URL('../../../tests/fixtures/images/sub-frame.png', import.meta.url));
const SRT = fileURLToPath(new URL('../../../tests/fixtures/subtitles/sample.srt', import.meta.url));
const W = 640;
const H = 360;
/** The default strip: 15 % of the frame's height. */
const STRIP = 54;

const L = {
  zh: {
    path: '/subtitle-to-image/',
    frame: '选择视频截图',
    lines: '台词',
    download: '下载 PNG',
    importFile: '导入字幕文件（.srt 或 .vtt）',
  },
  en: {
    path: '/en/subtitle-to-image/',
    frame: 'Choose a video frame',
    lines: 'Subtitle lines',
    download: 'Download PNG',
    importFile: 'Import a subtitle file (.srt or .vtt)',
  },
} as const;

/** White pixels (every channel over 220: the text, never the frame) in horizontal bands of an image. */
async function whiteIn(page: Page, bytes: Buffer, bands: [number, number][]) {
  return page.evaluate(
    async ({ b64, bands }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bmp = await createImageBitmap(new Blob([data]));
      const ctx = new OffscreenCanvas(bmp.width, bmp.height).getContext('2d')!;
      ctx.drawImage(bmp, 0, 0);
      const px = ctx.getImageData(0, 0, bmp.width, bmp.height).data;
      return bands.map(([y0, y1]) => {
        let n = 0;
        for (let i = y0 * bmp.width * 4; i < y1 * bmp.width * 4; i += 4) {
          if (px[i]! > 220 && px[i + 1]! > 220 && px[i + 2]! > 220) n++;
        }
        return n;
      });
    },
    { b64: bytes.toString('base64'), bands },
  );
}

/** RGB of single pixels of an image. */
function pixelsAt(page: Page, bytes: Buffer, points: [number, number][]) {
  return page.evaluate(
    async ({ b64, points }) => {
      const bmp = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]));
      const ctx = new OffscreenCanvas(bmp.width, bmp.height).getContext('2d')!;
      ctx.drawImage(bmp, 0, 0);
      return points.map(([x, y]) => [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)]);
    },
    { b64: bytes.toString('base64'), points },
  );
}

/** Opens the tool, chooses the frame, types the lines and downloads the PNG. */
async function makeImage(page: Page, lang: keyof typeof L, text: string) {
  const l = L[lang];
  await page.goto(l.path);
  await hydrated(page);
  await page.getByLabel(l.frame).setInputFiles(FRAME);
  await expect(page.getByTestId('sub-frame')).toContainText('640');
  await page.getByRole('textbox', { name: l.lines }).fill(text);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: l.download }).click(),
  ]);
  return readFileSync((await download.path())!);
}

test('zh: a frame and three lines make the frame plus two strips, text in each strip', async ({ page }) => {
  const w = watchPage(page);
  const png = await makeImage(page, 'zh', '我们走吧。\n去哪儿？ Where to?\n回家。');
  expect(pngSize(png)).toEqual({ width: W, height: H + 2 * STRIP });
  await expect(page.getByTestId('sub-result')).toBeVisible();
  const [above, band0, band1, band2] = await whiteIn(page, png, [
    [0, H - STRIP],
    [H - STRIP, H],
    [H, H + STRIP],
    [H + STRIP, H + 2 * STRIP],
  ]);
  // No text above the first line's band; each band holds its line.
  expect(above).toBe(0);
  for (const n of [band0, band1, band2]) expect(n).toBeGreaterThan(40);

  // The strips are the frame's bottom rows: the left edge of each strip's first row is the frame's row H - STRIP
  // (the fixture's gradient there: red 20 + round(x × 110 / 639), green 40, blue 30 + round(y × 100 / 359)).
  const rows = await pixelsAt(page, png, [
    [2, H],
    [2, H + STRIP],
  ]);
  const expected = [20, 40, 30 + Math.round(((H - STRIP) * 100) / 359)];
  for (const px of rows) px.forEach((v, c) => expect(Math.abs(v - expected[c]!)).toBeLessThanOrEqual(2));
  w.assertClean();
});

test('en: an .srt file fills the lines; axe and a 360 px layout; lines kept across a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const w = watchPage(page);
  const l = L.en;
  await page.goto(l.path);
  await hydrated(page);
  await page.getByLabel(l.importFile).setInputFiles(SRT);
  const box = page.getByRole('textbox', { name: l.lines });
  await expect(box).toHaveValue('你还记得那天吗？\n记得。 \\N 那天下着雨。\nWe were young & free.');
  await expect(page.getByRole('status').getByText('Imported 3 lines from sample.srt.')).toBeVisible();
  await page.getByLabel(l.frame).setInputFiles(FRAME);
  await expect(page.getByTestId('sub-preview')).toBeVisible();
  await expect(page.getByTestId('sub-size')).toHaveText(`Full size: 640 × ${H + 2 * STRIP} px`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await overflowingElements(page)).toEqual([]);
  await waitForStored(
    page,
    'subtitle-to-image:text',
    '你还记得那天吗？\n记得。 \\N 那天下着雨。\nWe were young & free.',
  );
  await page.reload();
  await hydrated(page);
  await expect(box).toHaveValue('你还记得那天吗？\n记得。 \\N 那天下着雨。\nWe were young & free.');
  w.assertClean();
});

test('zh: the CJK web font is used (with the font files blocked the text pixels differ)', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const text = '我们走吧\n去哪儿\n回家';
  const withFont = await makeImage(page, 'zh', text);
  await expect(page.getByText(/字体 Noto Sans SC (加载失败|缺少部分字符)/)).toHaveCount(0);
  const ctx = await browser.newContext();
  try {
    const blocked = await ctx.newPage();
    // Both formats: @fontsource stylesheets list a .woff after each .woff2, which the browser falls back to.
    await blocked.route(/\.woff2?(\?|$)/, (r) => r.abort());
    const fallback = await makeImage(blocked, 'zh', text);
    await expect(blocked.getByText(/字体 Noto Sans SC (加载失败|缺少部分字符)/)).toBeVisible();
    expect(pngSize(fallback)).toEqual(pngSize(withFont));
    const diff = await page.evaluate(
      async ({ a, b }) => {
        const read = async (b64: string) => {
          const bmp = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]));
          const c = new OffscreenCanvas(bmp.width, bmp.height).getContext('2d')!;
          c.drawImage(bmp, 0, 0);
          return c.getImageData(0, 0, bmp.width, bmp.height).data;
        };
        const [x, y] = [await read(a), await read(b)];
        let n = 0;
        for (let i = 0; i < x.length; i += 4) if (Math.abs(x[i]! - y[i]!) > 60) n++;
        return n;
      },
      { a: withFont.toString('base64'), b: fallback.toString('base64') },
    );
    // Same frame, same lines, same sizes: only the glyphs' shapes can differ.
    expect(diff).toBeGreaterThan(200);
  } finally {
    await ctx.close();
  }
});
