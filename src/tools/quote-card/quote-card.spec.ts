import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pngFromPixels } from '../../../scripts/lib/png.mjs';
import { overflowingElements, seriousA11yViolations, waitForStored, watchPage, open } from '../../../tests/e2e/helpers';

const PATH = { zh: '/quote-card/' } as const;
/** The "ink" theme's solid background, #14161c. */
const INK = [0x14, 0x16, 0x1c];
const L = {
  zh: { quote: '名言', author: '作者', theme: '主题', size: '卡片尺寸', download: /下载 PNG/ },
};

/** Clicks download and returns the PNG's bytes. */
async function downloadPng(page: Page, lang: keyof typeof L): Promise<Buffer> {
  const wait = page.waitForEvent('download');
  await page.getByRole('button', { name: L[lang].download }).click();
  const d = await wait;
  return readFileSync((await d.path())!);
}

interface Scan {
  width: number;
  height: number;
  /** Pixels more than 40 away from the background in some channel, inside the content box / in the margin. */
  inside: number;
  outside: number;
  /** Of those in the margin band, how many are in each corner square of the band (for the logo). */
  corners: { tl: number; tr: number; bl: number; br: number };
  /** Reddish pixels (the logo) per corner square. */
  red: { tl: number; tr: number; bl: number; br: number };
  /** A hash of all pixels, to compare two renders. */
  hash: number;
}

/** Decodes the PNG in the page and counts non-background pixels inside and outside the margin band. */
function scan(page: Page, png: Buffer, margin: number, bg: number[]): Promise<Scan> {
  return page.evaluate(
    async ({ b64, margin, bg }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const c = new OffscreenCanvas(bmp.width, bmp.height);
      const ctx = c.getContext('2d')!;
      ctx.drawImage(bmp, 0, 0);
      const { width: W, height: H } = bmp;
      const px = ctx.getImageData(0, 0, W, H).data;
      const out: Scan = {
        width: W,
        height: H,
        inside: 0,
        outside: 0,
        corners: { tl: 0, tr: 0, bl: 0, br: 0 },
        red: { tl: 0, tr: 0, bl: 0, br: 0 },
        hash: 0,
      };
      let h = 0;
      for (let y = 0; y < H; y++) {
        for (let x = 0; x < W; x++) {
          const i = (y * W + x) * 4;
          h = (Math.imul(h, 31) + px[i]! * 7 + px[i + 1]! * 3 + px[i + 2]!) | 0;
          const diff = Math.max(...[0, 1, 2].map((k) => Math.abs(px[i + k]! - bg[k]!)));
          if (diff <= 40) continue;
          const band = x < margin || y < margin || x >= W - margin || y >= H - margin;
          if (!band) {
            out.inside++;
            continue;
          }
          out.outside++;
          const key = `${y < margin ? 't' : y >= H - margin ? 'b' : ''}${x < margin ? 'l' : x >= W - margin ? 'r' : ''}`;
          if (key in out.corners) {
            const k = key as keyof Scan['corners'];
            out.corners[k]++;
            if (px[i]! > 180 && px[i + 1]! < 80 && px[i + 2]! < 80) out.red[k]++;
          }
        }
      }
      out.hash = h;
      return out;
    },
    { b64: png.toString('base64'), margin, bg },
  );
}

// Each test downloads full-size PNGs rendered and encoded in a worker: on a busy shared machine that takes a while.
test.describe.configure({ timeout: 90_000 });

const ihdr = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('zh: cards of each preset stay inside their margins, a long quote shrinks and is cut', async ({ page }) => {
  const w = watchPage(page);
  await open(page, PATH.zh);
  const quote = '知之为知之，不知为不知，是知也。';
  await page.getByLabel(L.zh.quote, { exact: true }).fill(quote);
  await page.getByLabel(L.zh.author, { exact: true }).fill('孔子');
  await page.getByLabel(L.zh.theme).selectOption('ink');

  // Square: 1080 × 1080, margin 86 px.
  let png = await downloadPng(page, 'zh');
  if (process.env.QC_SHOTS) writeFileSync(`${process.env.QC_SHOTS}/square-zh.png`, png);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(ihdr(png)).toEqual({ width: 1080, height: 1080 });
  let s = await scan(page, png, 86, INK);
  expect(s.inside).toBeGreaterThan(2000);
  expect(s.outside).toBe(0);

  // A quote far too long for the story preset: it is cut, and still nothing reaches the margin.
  // The size picker is a select (four names fit a 320 px screen in every language).
  const sizes = page.getByLabel(L.zh.size, { exact: true });
  await sizes.selectOption('story');
  const long = `${quote} `.repeat(120).slice(0, 1990);
  await page.getByLabel(L.zh.quote, { exact: true }).fill(long);
  await expect(page.getByTestId('quote-card-truncated')).toBeVisible();
  png = await downloadPng(page, 'zh');
  if (process.env.QC_SHOTS) writeFileSync(`${process.env.QC_SHOTS}/long-zh.png`, png);
  expect(ihdr(png)).toEqual({ width: 1080, height: 1920 });
  s = await scan(page, png, 86, INK);
  expect(s.inside).toBeGreaterThan(20_000);
  expect(s.outside).toBe(0);

  // A long English quote (wrapped at spaces, not per character) on a custom 400 × 400 card: cut, inside the
  // 32 px margin.
  await sizes.selectOption('custom');
  await page.getByLabel('宽度（像素）').fill('400');
  await page.getByLabel('高度（像素）').fill('400');
  const english = 'The only way to do great work is to love what you do. '.repeat(40).slice(0, 1990);
  await page.getByLabel(L.zh.quote, { exact: true }).fill(english);
  await expect(page.getByTestId('quote-card-truncated')).toBeVisible();
  png = await downloadPng(page, 'zh');
  if (process.env.QC_SHOTS) writeFileSync(`${process.env.QC_SHOTS}/long-en.png`, png);
  expect(ihdr(png)).toEqual({ width: 400, height: 400 });
  s = await scan(page, png, 32, INK);
  expect(s.inside).toBeGreaterThan(5000);
  expect(s.outside).toBe(0);

  // The text and the settings are kept across a reload (once saved: the saves are debounced).
  await waitForStored(page, 'quote-card:texts', { quote: english });
  await waitForStored(page, 'quote-card:settings', { theme: 'ink', width: 400, height: 400 });
  await page.reload();
  await expect(page.getByLabel(L.zh.quote, { exact: true })).toHaveValue(english);
  await expect(page.getByLabel(L.zh.theme)).toHaveValue('ink');
  w.assertClean();
});

test('zh: the Chinese web font is really used (blocking it changes the pixels)', async ({ page, browser }) => {
  const render = async (p: Page) => {
    await open(p, PATH.zh);
    await p.getByLabel('名言', { exact: true }).fill('天行健，君子以自强不息。');
    await p.getByLabel('主题').selectOption('ink');
    await p.getByLabel('卡片尺寸', { exact: true }).selectOption('landscape');
    const png = await downloadPng(p, 'zh');
    expect(ihdr(png)).toEqual({ width: 1200, height: 630 });
    return scan(p, png, 50, INK);
  };
  const withFont = await render(page);
  const ctx = await browser.newContext();
  const blocked = await ctx.newPage();
  await blocked.route('**/*.woff2', (r) => r.abort());
  const fallback = await render(blocked);
  await ctx.close();
  expect(withFont.inside).toBeGreaterThan(1000);
  expect(fallback.inside).toBeGreaterThan(1000);
  expect(withFont.outside).toBe(0);
  expect(withFont.hash).not.toBe(fallback.hash);
  // Glyph shapes differ: the number of ink pixels is not the same either.
  expect(withFont.inside).not.toBe(fallback.inside);
});

test('zh: Latin letters of a Chinese quote drawn in a font of their own (its files fetched, the pixels change)', async ({
  page,
}) => {
  const w = watchPage(page);
  await open(page, PATH.zh);
  await page.getByLabel(L.zh.quote, { exact: true }).fill('学而时习之，不亦说乎？Learning, and practising it.');
  await page.getByLabel(L.zh.author, { exact: true }).fill('Confucius');
  await page.getByLabel(L.zh.theme).selectOption('ink');
  const latin = page.getByLabel('英文和数字的字体');
  await expect(latin).toHaveValue('same');
  const same = await scan(page, await downloadPng(page, 'zh'), 86, INK);
  const caveat = page.waitForResponse((r) => /\/caveat-latin-400-normal\.[^/]*woff2$/.test(r.url()));
  await latin.selectOption('caveat');
  expect((await caveat).ok()).toBe(true);
  const twoPng = await downloadPng(page, 'zh');
  if (process.env.QC_SHOTS) writeFileSync(`${process.env.QC_SHOTS}/latin-font-zh.png`, twoPng);
  const two = await scan(page, twoPng, 86, INK);
  expect(two.inside).toBeGreaterThan(2000);
  expect(two.outside).toBe(0);
  expect(two.hash).not.toBe(same.hash);
  await waitForStored(page, 'quote-card:settings', { latinFont: 'caveat' });
  // A quote without CJK has one font: the choice is not offered.
  await page.getByLabel(L.zh.quote, { exact: true }).fill('Only Latin letters here.');
  await page.getByLabel(L.zh.author, { exact: true }).fill('');
  await expect(latin).toHaveCount(0);
  w.assertClean();
});

test('zh: a logo appears in its corner, the page passes axe and fits 360 px', async ({ page }) => {
  const w = watchPage(page);
  await open(page, PATH.zh);
  await page.getByLabel('名言', { exact: true }).fill('大道至简。');
  await page.getByLabel('主题').selectOption('ink');
  const logo = pngFromPixels(60, 30, () => [230, 20, 20]);
  await page.getByLabel('选择 Logo 图片').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Logo：logo.png')).toBeVisible();
  const first = await scan(page, await downloadPng(page, 'zh'), 86, INK);
  expect(first.red.br).toBeGreaterThan(1000);
  expect(first.red.bl + first.red.tl + first.red.tr).toBe(0);
  await page.getByLabel('位置').selectOption('top-left');
  await page.getByLabel('水印文字').fill('@quotes');
  const s = await scan(page, await downloadPng(page, 'zh'), 86, INK);
  expect(s.red.tl).toBeGreaterThan(1000);
  expect(s.red.br).toBe(0);
  // The watermark text is drawn beside the logo, in the margin band too.
  expect(s.outside - first.outside).toBeGreaterThan(100);

  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await overflowingElements(page)).toEqual([]);
  w.assertClean();
});
