import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  overflowingElements,
  switchColourScheme,
  waitForStored,
  watchPage,
  open,
  download,
  hydrated,
} from '../../../tests/e2e/helpers';

/** Fixtures made by tests/fixtures/images/make-watermark-fixtures.mjs (and the EXIF kit's orient-6-be.jpg). */
const FIX = fileURLToPath(new URL('../../../tests/fixtures/images/', import.meta.url));
const PHOTO = `${FIX}wm-photo.jpg`; // 320 × 200, rgb(70, 130, 180)
const ALPHA = `${FIX}wm-alpha.png`; // 240 × 160, left half transparent, right half rgb(40, 160, 80)
const LOGO = `${FIX}wm-logo.png`; // 40 × 20 red
const CORRUPT = `${FIX}wm-corrupt.jpg`;
const ROTATED = `${FIX}orient-6-be.jpg`; // stored 4 × 2, EXIF orientation 6: shown 2 × 4

interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface RegionStats {
  /** Pixels that are clearly the red watermark (r > 150, g and b < 100, opaque). */
  red: number;
  /** The largest difference from `ref` in any channel. */
  maxDelta: number;
}

/** Decodes image bytes in the page (as a browser shows them) and measures regions of it. */
async function analyse(page: Page, bytes: Buffer, regions: Region[], ref: number[]) {
  return page.evaluate(
    async ({ b64, regions, ref }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bmp = await createImageBitmap(new Blob([data]), { imageOrientation: 'from-image' });
      const canvas = new OffscreenCanvas(bmp.width, bmp.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bmp, 0, 0);
      const px = ctx.getImageData(0, 0, bmp.width, bmp.height).data;
      const stats = regions.map((r) => {
        let red = 0;
        let maxDelta = 0;
        for (let y = r.y; y < r.y + r.h; y++) {
          for (let x = r.x; x < r.x + r.w; x++) {
            const i = (y * bmp.width + x) * 4;
            if (px[i]! > 150 && px[i + 1]! < 100 && px[i + 2]! < 100 && px[i + 3]! > 200) red++;
            for (let c = 0; c < 4; c++) maxDelta = Math.max(maxDelta, Math.abs(px[i + c]! - ref[c]!));
          }
        }
        return { red, maxDelta };
      });
      return { width: bmp.width, height: bmp.height, stats };
    },
    { b64: bytes.toString('base64'), regions, ref },
  ) as Promise<{ width: number; height: number; stats: RegionStats[] }>;
}

const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isWebp = (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP';
const row = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

/** Types a value into a slider's number box. */
async function setNumber(page: Page, name: string | RegExp, value: number) {
  const box = page.getByRole('spinbutton', { name });
  await box.fill(String(value));
  await box.press('Enter');
}

test('en: text at a grid point on JPEG, PNG and an EXIF-rotated photo; a corrupt file is skipped; zip', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const w = watchPage(page);
  await open(page, '/en/image-watermark');
  await page.getByLabel('Choose images to watermark').setInputFiles([PHOTO, ALPHA, ROTATED, CORRUPT]);
  await expect(row(page, 'wm-photo.jpg').getByRole('status')).toHaveText('Ready: press “Apply watermark”.');

  await page.getByLabel('Watermark text', { exact: true }).fill('WM');
  await page.getByLabel('Colour as hex code').fill('#ff0000');
  await setNumber(page, 'Opacity', 100);
  await setNumber(page, 'Text size', 20);
  await setNumber(page, 'Margin', 2);
  await page.getByRole('radio', { name: 'Bottom right' }).click();
  await expect(page.getByRole('img', { name: 'Preview of the watermark on wm-photo.jpg' })).toBeVisible();

  await page.getByRole('button', { name: 'Apply watermark (4)' }).click();
  await expect(row(page, 'wm-photo.jpg').getByRole('status')).toHaveText(
    'Watermarked: 320 × 200 px, same format as the original.',
  );
  await expect(row(page, 'orient-6-be.jpg').getByRole('status')).toContainText('2 × 4 px');
  await expect(row(page, 'wm-alpha.png').getByRole('status')).toContainText('240 × 160 px');
  // The corrupt file is reported on its row; the batch went on without it.
  await expect(row(page, 'wm-corrupt.jpg').getByRole('status')).toHaveText(
    'This image is damaged or in a format this browser cannot read. Skipped.',
  );
  await expect(page.getByText('3 of 4 watermarked')).toBeVisible();

  // JPEG stays JPEG at 320 × 200; red text near the bottom-right corner, the top-left untouched.
  const jpg = await download(page, page.getByRole('button', { name: 'Download wm-photo-watermarked.jpg' }));
  expect(jpg.name).toBe('wm-photo-watermarked.jpg');
  const jpgBytes = jpg.bytes;
  expect(isJpeg(jpgBytes)).toBe(true);
  const a = await analyse(
    page,
    jpgBytes,
    [
      { x: 160, y: 140, w: 156, h: 56 },
      { x: 0, y: 0, w: 120, h: 80 },
    ],
    [70, 130, 180, 255],
  );
  expect([a.width, a.height]).toEqual([320, 200]);
  expect(a.stats[0]!.red).toBeGreaterThan(200);
  expect(a.stats[1]!.maxDelta).toBeLessThan(10);

  // PNG stays PNG with its transparency: the transparent left half is still transparent far from the mark.
  const pngBytes = (await download(page, page.getByRole('button', { name: 'Download wm-alpha-watermarked.png' })))
    .bytes;
  expect(isPng(pngBytes)).toBe(true);
  const b = await analyse(
    page,
    pngBytes,
    [
      { x: 130, y: 110, w: 106, h: 46 },
      { x: 0, y: 0, w: 100, h: 100 },
    ],
    [0, 0, 0, 0],
  );
  expect([b.width, b.height]).toEqual([240, 160]);
  expect(b.stats[0]!.red).toBeGreaterThan(100);
  expect(b.stats[1]!.maxDelta).toBe(0);

  // All as one zip: the three results, the corrupt file left out.
  const zip = await download(page, page.getByRole('button', { name: 'Download all (3)' }));
  const entries = unzipSync(new Uint8Array(zip.bytes));
  expect(Object.keys(entries).sort()).toEqual([
    'orient-6-be-watermarked.jpg',
    'wm-alpha-watermarked.png',
    'wm-photo-watermarked.jpg',
  ]);
  const rotated = await analyse(page, Buffer.from(entries['orient-6-be-watermarked.jpg']!), [], [0, 0, 0, 0]);
  expect([rotated.width, rotated.height]).toEqual([2, 4]);

  // The settings survive a reload, once saved; the images do not (they are never stored).
  await waitForStored(page, 'image-watermark:settings', { text: 'WM', opacity: 100, anchor: 'br' });
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Watermark text', { exact: true })).toHaveValue('WM');
  await expect(page.getByRole('spinbutton', { name: 'Opacity' })).toHaveValue('100');
  await expect(page.getByRole('radio', { name: 'Bottom right' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('listitem').filter({ hasText: 'wm-photo.jpg' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset to defaults (keeps the text)' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Opacity' })).toHaveValue('60');
  await expect(page.getByLabel('Watermark text', { exact: true })).toHaveValue('WM');

  // A damaged file first in the list: the preview's decode finds it before any rendering.
  // A PNG whose header says 50,000 × 40,000 is refused from its header, before any decoding.
  const huge = Buffer.from(readFileSync(ALPHA));
  huge.writeUInt32BE(50_000, 16);
  huge.writeUInt32BE(40_000, 20);
  await page.getByLabel('Choose images to watermark').setInputFiles([
    { name: 'wm-corrupt.jpg', mimeType: 'image/jpeg', buffer: readFileSync(CORRUPT) },
    { name: 'wm-photo.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) },
    { name: 'huge.png', mimeType: 'image/png', buffer: huge },
  ]);
  await expect(row(page, 'huge.png').getByRole('status')).toHaveText(
    'Image too large (50,000 × 40,000 px; the limit is 16,384 px a side and 100 megapixels in all). Make it smaller and try again.',
  );
  await expect(row(page, 'wm-corrupt.jpg').getByRole('status')).toContainText('damaged');
  await expect(page.getByRole('img', { name: 'Preview of the watermark on wm-photo.jpg' })).toBeVisible();
  await page.mouse.move(0, 0);
  for (const colorScheme of ['light', 'dark'] as const) {
    // Axe must read the final colours: the controls' colour transitions have ended.
    await switchColourScheme(page, colorScheme);
    const scan = await new AxeBuilder({ page }).include('[data-tool]').analyze();
    expect(
      scan.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => [colorScheme, v.id, v.nodes.map((n) => n.html)]),
    ).toEqual([]);
  }
  w.assertClean();
});

test('zh: a tiled text pattern covers the whole image; then a logo on a WebP; fits 360 px', async ({ page }) => {
  test.setTimeout(90_000);
  const w = watchPage(page);
  await open(page, '/image-watermark/');
  // A WebP made by this Chromium: 300 × 180 steel blue.
  const webp = await page.evaluate(async () => {
    const c = new OffscreenCanvas(300, 180);
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = 'rgb(70, 130, 180)';
    ctx.fillRect(0, 0, 300, 180);
    const blob = await c.convertToBlob({ type: 'image/webp', quality: 1 });
    return btoa(String.fromCharCode(...new Uint8Array(await blob.arrayBuffer())));
  });
  await page.getByLabel('选择要加水印的图片').setInputFiles([
    { name: 'wm-photo.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) },
    { name: '图.webp', mimeType: 'image/webp', buffer: Buffer.from(webp, 'base64') },
  ]);
  await expect(row(page, '图.webp').getByRole('status')).toHaveText('就绪：点击“应用水印”。');

  await page.getByLabel('水印文字', { exact: true }).fill('水印');
  await page.getByLabel('颜色（十六进制色值）').fill('#ff0000');
  await setNumber(page, '不透明度', 100);
  await setNumber(page, '文字大小', 8);
  await page.getByRole('radio', { name: '平铺' }).click();
  await setNumber(page, '间距', 10);
  await page.getByRole('button', { name: '应用水印（2）' }).click();
  await expect(row(page, 'wm-photo.jpg').getByRole('status')).toHaveText('已加水印：320 × 200 像素，格式与原图相同。');
  const tiled = (await download(page, page.getByRole('button', { name: '下载 wm-photo-watermarked.jpg' }))).bytes;
  expect(isJpeg(tiled)).toBe(true);
  // Red in each quadrant and at each corner region: the rotated pattern leaves no corner empty.
  const quadrants = [
    { x: 0, y: 0, w: 160, h: 100 },
    { x: 160, y: 0, w: 160, h: 100 },
    { x: 0, y: 100, w: 160, h: 100 },
    { x: 160, y: 100, w: 160, h: 100 },
  ];
  const t = await analyse(page, tiled, quadrants, [70, 130, 180, 255]);
  expect([t.width, t.height]).toEqual([320, 200]);
  for (const q of t.stats) expect(q.red).toBeGreaterThan(100);

  // The slider moves by keyboard with the densest pattern drawn (the smallest text: about 2,000 marks on the
  // 960 px preview). That the page never freezes meanwhile is measured by bench.mjs.
  await setNumber(page, '文字大小', 1);
  const slider = page.getByRole('slider', { name: '文字大小' });
  await slider.focus();
  for (let i = 0; i < 20; i++) await slider.press('ArrowRight');
  await expect(slider).toHaveValue('11');

  // A logo at the top-left point on the WebP: WebP stays WebP; red at the top left, the far corner untouched.
  await page.getByRole('radio', { name: 'Logo 图片' }).click();
  await page.getByLabel('选择 Logo 图片').setInputFiles(LOGO);
  await expect(page.getByText('Logo：wm-logo.png')).toBeVisible();
  await page.getByRole('radio', { name: '单个位置' }).click();
  await page.getByRole('radio', { name: '左上' }).click();
  await setNumber(page, '边距', 0);
  await setNumber(page, 'Logo 宽度', 20);
  // New settings: the earlier results are dropped, both images are ready again.
  await page.getByRole('button', { name: '应用水印（2）' }).click();
  await expect(row(page, '图.webp').getByRole('status')).toHaveText('已加水印：300 × 180 像素，格式与原图相同。');
  const webpOut = (await download(page, page.getByRole('button', { name: '下载 图-watermarked.webp' }))).bytes;
  expect(isWebp(webpOut)).toBe(true);
  // Logo: 20 % of 180 = 36 × 18 px at (0, 0).
  const l = await analyse(
    page,
    webpOut,
    [
      { x: 4, y: 3, w: 28, h: 12 },
      { x: 150, y: 90, w: 150, h: 90 },
    ],
    [70, 130, 180, 255],
  );
  expect([l.width, l.height]).toEqual([300, 180]);
  expect(l.stats[0]!.red).toBe(28 * 12);
  expect(l.stats[1]!.maxDelta).toBeLessThan(10);

  const scan = await new AxeBuilder({ page }).include('[data-tool]').analyze();
  expect(
    scan.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => [v.id, v.nodes.map((n) => n.html)]),
  ).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  for (const placement of ['平铺', '单个位置']) {
    await page.getByRole('radio', { name: placement }).dispatchEvent('click');
    expect(await overflowingElements(page)).toEqual([]);
  }
  w.assertClean();
});
