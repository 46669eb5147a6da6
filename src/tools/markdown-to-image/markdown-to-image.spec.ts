/**
 * Markdown to image in Chromium: a document with a table, a task list, highlighted code and a local image
 * (chosen with the file input) is exported; the downloaded PNG's size is the preset width × scale and it has
 * the image's red and the text's dark pixels. The CJK web font is really in the image (a render with the
 * woff2 files blocked differs), remote images never cause a request, and the layout passes axe at 360 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { solidPng } from '../../../scripts/lib/png.mjs';
import {
  decodeInPage,
  overflowingElements,
  seriousA11yViolations,
  watchPage,
  open,
  download,
  pngSize,
} from '../../../tests/e2e/helpers';

const RED_PNG = solidPng(160, 80, [255, 0, 0]) as Buffer;

const L = {
  zh: { path: '/markdown-to-image/', images: '图片', width: '宽度', scale: '倍率', theme: '主题' },
  en: { path: '/en/markdown-to-image/', images: 'Images', width: 'Width', scale: 'Scale', theme: 'Theme' },
} as const;

/** Clicks Download and returns the file's bytes. */
/** PNG size from its IHDR chunk. */
/** Decodes the PNG in the page: how many pixels are the image's red, and how many are dark (text). */
async function pixels(page: Page, bytes: Buffer) {
  return page.evaluate(async (b64) => {
    const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data]));
    const g = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    g.drawImage(bitmap, 0, 0);
    const d = g.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let red = 0;
    let dark = 0;
    for (let i = 0; i < d.length; i += 4) {
      const [r, gg, b] = [d[i]!, d[i + 1]!, d[i + 2]!];
      if (r > 220 && gg < 40 && b < 40) red++;
      if (r + gg + b < 200) dark++;
    }
    return { red, dark };
  }, bytes.toString('base64'));
}

const DOC = [
  '# 标题 Title',
  '',
  '| 名称 | Value |',
  '| :-- | --: |',
  '| 苹果 | 3 |',
  '',
  '- [x] 完成 done',
  '- [ ] 待办 todo',
  '',
  '```js',
  'const answer = 42; // 注释',
  '```',
  '',
  '![红色](images/pic.png)',
].join('\n');

test('zh: table, task list, code and a local image export as a PNG of width × scale', async ({ page }) => {
  test.setTimeout(60_000);
  const l = L.zh;
  const w = watchPage(page);
  await open(page, l.path);
  await page.getByRole('textbox', { name: 'Markdown' }).fill(DOC);
  await page.getByLabel(l.images, { exact: true }).setInputFiles({
    name: 'pic.png',
    mimeType: 'image/png',
    buffer: RED_PNG,
  });
  await page.getByLabel(l.width).selectOption('375');
  await page.getByLabel(l.scale).selectOption('2');
  const preview = page.getByTestId('md2img-preview');
  await expect(preview.locator('table td')).toHaveCount(2);
  await expect(preview.locator('.md-check')).toHaveCount(2);
  await expect(preview.locator('.hljs-keyword')).toHaveText('const');
  await expect(preview.locator('img')).toHaveAttribute('src', /^blob:/);

  const { name, bytes } = await download(page, page.getByTestId('md2img-download'), { timeout: 45_000 });
  expect(name).toBe('markdown.png');
  const size = pngSize(bytes);
  expect(size.width).toBe(750);
  // Heading, three table rows, two tasks, code and an 80 px image at 2×: well over 800 px, not absurd.
  expect(size.height).toBeGreaterThan(800);
  expect(size.height).toBeLessThan(4000);
  const p = await pixels(page, bytes);
  // The 160 × 80 image at 2× (scaled to the 295 px content box: it fits, so 320 × 160 device px).
  expect(p.red).toBeGreaterThan(320 * 160 * 0.9);
  expect(p.dark).toBeGreaterThan(2000);
  await expect(page.getByTestId('md2img-status')).toContainText(`750 × ${size.height.toLocaleString('en')} px`);
  w.assertClean();
});

test('en: a long document is drawn in bands that join without a seam (the ruled lines run on)', async ({ page }) => {
  test.setTimeout(60_000);
  await open(page, L.en.path);
  // About 3,000 px: three bands (bands.ts) on one page.
  const doc = Array.from({ length: 70 }, (_, i) => `Paragraph ${i + 1}`).join('\n\n');
  await page.getByRole('textbox', { name: 'Markdown' }).fill(doc);
  await page.getByLabel(L.en.theme).selectOption('notebook');
  await page.getByLabel(L.en.width).selectOption('375');
  await page.getByLabel(L.en.scale).selectOption('1');
  await expect(page.getByTestId('md2img-preview').locator('p')).toHaveCount(70);
  const { bytes } = await download(page, page.getByTestId('md2img-download'), { timeout: 45_000 });
  const { width, height } = pngSize(bytes);
  expect(width).toBe(375);
  expect(height).toBeGreaterThan(2400);
  // Left of the red margin line, only the paper shows: a ruled line (#e3ebf3) on every 28th row, counted from
  // the page's top, and the paper (#fffdf5) on every other row, in every band.
  const data = await page.evaluate(async (b64) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]));
    const g = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    g.drawImage(bitmap, 0, 0);
    return Array.from(g.getImageData(10, 0, 1, bitmap.height).data);
  }, bytes.toString('base64'));
  const wrong: number[] = [];
  for (let y = 0; y < height; y++) {
    const i = y * 4;
    const line = data[i] === 0xe3 && data[i + 1] === 0xeb && data[i + 2] === 0xf3;
    const paper = data[i] === 0xff && data[i + 1] === 0xfd && data[i + 2] === 0xf5;
    if (y % 28 === 27 ? !line : !paper) wrong.push(y);
  }
  expect(wrong).toEqual([]);
});

test('zh: the CJK web font is in the image (a render with the font files blocked differs)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const doc = '# 网页字体\n\n这是一段检查网页字体是否真正用于导出图片的中文文字。';
  const render = async (p: Page) => {
    await open(p, L.zh.path);
    await p.getByRole('textbox', { name: 'Markdown' }).fill(doc);
    await p.getByLabel(L.zh.scale).selectOption('1');
    await p.getByLabel(L.zh.width).selectOption('375');
    await expect(p.getByTestId('md2img-preview').locator('h1')).toHaveText('网页字体');
    return (await download(p, p.getByTestId('md2img-download'), { timeout: 45_000 })).bytes;
  };
  const withFont = await render(page);
  // The service worker would fetch the fonts itself, past the route: blocked in this context. The
  // stylesheets list a .woff after each .woff2, which the browser falls back to: both are blocked.
  const blocked = await browser.newContext({ serviceWorkers: 'block' });
  await blocked.route('**/*.{woff2,woff}', (r) => r.abort());
  const other = await blocked.newPage();
  const withoutFont = await render(other);
  await expect(other.getByTestId('md2img-notes')).toContainText('字体加载失败');
  await blocked.close();
  expect(pngSize(withFont).width).toBe(375);
  const a = (await decodeInPage(page, withFont)).rgba;
  const b = (await decodeInPage(page, withoutFont)).rgba;
  let differing = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i += 4) if (a[i] !== b[i] || a[i + 1] !== b[i + 1]) differing++;
  expect(differing + Math.abs(a.length - b.length) / 4).toBeGreaterThan(500);
});

test('zh: remote images never leave the origin, in the preview or the export', async ({ page }) => {
  test.setTimeout(60_000);
  const foreign: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (!['data:', 'blob:'].includes(u.protocol) && u.hostname !== '127.0.0.1') foreign.push(r.url());
  });
  await open(page, L.zh.path);
  await page
    .getByRole('textbox', { name: 'Markdown' })
    .fill(
      [
        '# 远程',
        '![a](https://example.com/a.png)',
        '<img src="//example.org/b.png" srcset="https://example.org/c.png 2x">',
        '<div style="background:url(https://example.net/d.png)">背景</div>',
        '<style>@import url(https://example.net/e.css);</style>',
        '<picture><source srcset="https://example.com/f.png"><img src="https://example.com/g.png"></picture>',
        '<table background="https://example.com/h.png"><tr><td>表</td></tr></table>',
      ].join('\n\n'),
    );
  const preview = page.getByTestId('md2img-preview');
  await expect(preview.locator('h1')).toHaveText('远程');
  await expect(preview.locator('img.md-img-placeholder')).toHaveCount(3);
  await expect(page.getByTestId('md2img-notes')).toContainText('网络图片不会被下载');
  const { bytes } = await download(page, page.getByTestId('md2img-download'), { timeout: 45_000 });
  expect(pngSize(bytes).width).toBe(640 * 2);
  expect(foreign).toEqual([]);
});

test('en: axe and a 360 px phone layout (editor and preview tabs)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, L.en.path);
  await page.getByRole('button', { name: 'Sample', exact: true }).click();
  expect(await overflowingElements(page, 360)).toEqual([]);
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByTestId('md2img-preview').locator('h1')).toHaveText('Weekly notes');
  expect(await overflowingElements(page, 360)).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousA11yViolations(page)).toEqual([]);
});
