/**
 * The image stitcher in Chromium: real fixture images (tests/fixtures/images/stitch, made by make.mjs) are
 * chosen, stitched and downloaded; the downloaded file's type, exact size and pixels (decoded in the page) are
 * checked. Red 40×20 PNG, blue 50×30 JPEG with EXIF orientation 6 (shown 30×50), green 24×24 PNG.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  overflowingElements,
  seriousA11yViolations,
  switchColourScheme,
  waitForStored,
  watchPage,
  open,
  download,
  hydrated,
} from '../../../tests/e2e/helpers';
import { solidPng } from '../../../tests/fixtures/images/stitch/make.mjs';

const DIR = join(import.meta.dirname, '../../../tests/fixtures/images/stitch');
const FIXTURES = ['red.png', 'blue.jpg', 'green.png'].map((f) => join(DIR, f));
const RED = [255, 0, 0];
const GREEN = [0, 255, 0];
const BLUE = [0, 0, 255];
const YELLOW = [255, 255, 0];

/** The downloaded file: its bytes, and its type from the magic number. */
/** Decodes the file in the page: its size and the RGBA at each point. */
async function decode(page: Page, bytes: Buffer, points: [number, number][]) {
  return page.evaluate(
    async ({ b64, points }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data]));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const g = canvas.getContext('2d')!;
      g.drawImage(bitmap, 0, 0);
      const pixels = points.map(([x, y]) => [...g.getImageData(x, y, 1, 1).data]);
      return { width: bitmap.width, height: bitmap.height, pixels };
    },
    { b64: bytes.toString('base64'), points },
  );
}

/** RGB within `tol` of the expected colour (JPEG is lossy: the blue fixture and JPEG output), and opaque. */
function expectColour(actual: number[], rgb: number[], tol = rgb === BLUE ? 4 : 0) {
  for (let i = 0; i < 3; i++) expect(Math.abs(actual[i]! - rgb[i]!), `${actual} ≈ ${rgb}`).toBeLessThanOrEqual(tol);
  expect(actual[3]).toBe(255);
}

const names = (page: Page) =>
  page
    .getByTestId('stitch-list')
    .locator('li')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-name')));

test('zh: three images stitched vertically (PNG), reordered by keyboard, settings kept', async ({ page }) => {
  const w = watchPage(page);
  await open(page, '/image-stitcher/');
  await page.getByLabel('选择要拼接的图片').setInputFiles(FIXTURES);
  await expect.poll(() => names(page)).toEqual(['red.png', 'blue.jpg', 'green.png']);
  // The JPEG's EXIF orientation is applied: stored 50×30, shown 30×50.
  await expect(page.getByTestId('stitch-list').locator('li').nth(1)).toContainText('30 × 50');
  await page.getByRole('spinbutton', { name: '图片间距' }).fill('10');
  await page.getByRole('spinbutton', { name: '图片间距' }).press('Enter');
  await page.getByRole('textbox', { name: '背景色（十六进制色值）' }).fill('#ffff00');
  // 40 wide; 20 + 10 + 50 + 10 + 24 high.
  await expect(page.getByTestId('stitch-size')).toHaveText('输出尺寸：40 × 114 像素');

  const first = await download(page, () => page.getByRole('button', { name: '拼接并下载' }).click());
  expect(first.type).toBe('png');
  expect(first.name).toBe('red-stitched.png');
  // Centred: blue at x 5–34, green at x 8–31.
  const a = await decode(page, first.bytes, [
    [20, 10],
    [20, 25],
    [20, 55],
    [2, 55],
    [20, 100],
    [36, 100],
  ]);
  expect([a.width, a.height]).toEqual([40, 114]);
  [RED, YELLOW, BLUE, YELLOW, GREEN, YELLOW].forEach((c, i) => expectColour(a.pixels[i]!, c));

  // Green to the top with the keyboard: Alt+ArrowUp twice, announced.
  const green = page.getByTestId('stitch-list').locator('li[data-name="green.png"]');
  await green.focus();
  await page.keyboard.press('Alt+ArrowUp');
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => names(page)).toEqual(['green.png', 'red.png', 'blue.jpg']);
  await expect(page.getByTestId('stitch-announce')).toHaveText('green.png 已移到第 1 位，共 3 张。');
  await expect(page.getByTestId('stitch-list').locator('li').first()).toBeFocused();

  const second = await download(page, () => page.getByRole('button', { name: '拼接并下载' }).click());
  const b = await decode(page, second.bytes, [
    [20, 10],
    [20, 29],
    [20, 44],
    [20, 90],
  ]);
  expect([b.width, b.height]).toEqual([40, 114]);
  [GREEN, YELLOW, RED, BLUE].forEach((c, i) => expectColour(b.pixels[i]!, c));

  // Settings survive a reload, once saved (the images do not: they stay in memory only).
  await waitForStored(page, 'image-stitcher:settings', { spacing: 10, background: '#ffff00' });
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: '背景色（十六进制色值）' })).toHaveValue('#ffff00');
  await expect(page.getByRole('spinbutton', { name: '图片间距' })).toHaveValue('10');
  w.assertClean();
});

test('en: a 2-column grid as JPEG with the background colour; a damaged file is refused, the others stay', async ({
  page,
}) => {
  const w = watchPage(page);
  await open(page, '/en/image-stitcher/');
  // A PNG cut after its header: the signature says PNG, the pixels are missing.
  const damaged = { name: 'damaged.png', mimeType: 'image/png', buffer: solidPng(4, 4, RED).subarray(0, 40) };
  const good = await Promise.all(
    FIXTURES.map(async (p) => ({
      name: p.split('/').pop()!,
      mimeType: p.endsWith('.jpg') ? 'image/jpeg' : 'image/png',
      buffer: await readFile(p),
    })),
  );
  await page.getByLabel('Choose images to stitch').setInputFiles([...good, damaged]);
  await expect(page.getByTestId('stitch-problems')).toHaveText(
    /“damaged\.png” was not added: the image is damaged or in a format this browser cannot read\./,
  );
  await expect.poll(() => names(page)).toEqual(['red.png', 'blue.jpg', 'green.png']);

  await page.getByRole('radio', { name: 'Grid' }).click();
  await page.getByRole('spinbutton', { name: 'Columns' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Columns' }).press('Enter');
  await page.getByRole('spinbutton', { name: 'Spacing between images' }).fill('10');
  await page.getByRole('spinbutton', { name: 'Spacing between images' }).press('Enter');
  await page.getByRole('textbox', { name: 'Background colour as hex code' }).fill('#ffff00');
  await page.getByLabel('Transparent background').check();
  await page.getByLabel('Format').selectOption('image/jpeg');
  // Columns 40 (red, green) and 30 (blue) wide; rows 50 (red, blue) and 24 (green) high.
  await expect(page.getByTestId('stitch-size')).toHaveText('Output size: 80 × 84 px');

  const out = await download(page, () => page.getByRole('button', { name: 'Stitch and download' }).click());
  expect(out.type).toBe('jpeg');
  expect(out.name).toBe('red-stitched.jpg');
  // Red centred in its cell at y 15–34; blue at x 50–79; green centred at x 8–31, y 60–83; the 4th cell empty.
  const d = await decode(page, out.bytes, [
    [20, 25],
    [65, 25],
    [45, 25],
    [20, 5],
    [20, 72],
    [65, 72],
  ]);
  expect([d.width, d.height]).toEqual([80, 84]);
  // JPEG has no transparency: the background colour fills the gaps.
  [RED, BLUE, YELLOW, YELLOW, GREEN, YELLOW].forEach((c, i) => expectColour(d.pixels[i]!, c, 24));
  await expect(page.getByTestId('stitch-result')).toContainText('Done: 80 × 84 px');

  // Drag green's handle onto red: green goes first.
  const handle = page.locator('li[data-name="green.png"] [title="Drag to reorder"]');
  await page.getByTestId('stitch-list').scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await page.locator('li[data-name="red.png"]').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => names(page)).toEqual(['green.png', 'red.png', 'blue.jpg']);
  await expect(page.getByTestId('stitch-announce')).toHaveText('green.png moved to position 1 of 3.');

  // Remove red: columns 24 (green) and 30 (blue) wide, one row 50 high.
  await page.getByRole('button', { name: 'Remove red.png' }).click();
  await expect.poll(() => names(page)).toEqual(['green.png', 'blue.jpg']);
  await expect(page.getByTestId('stitch-size')).toHaveText('Output size: 64 × 50 px');

  // Copy as PNG: a PNG keeps the transparency (the JPEG had the background colour).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy as PNG' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const blob = await item!.getType('image/png');
    return { type: blob.type, b64: btoa(String.fromCharCode(...new Uint8Array(await blob.arrayBuffer()))) };
  });
  expect(copied.type).toBe('image/png');
  // Green centred in the row at y 13–36; blue at x 34–63.
  const c = await decode(page, Buffer.from(copied.b64, 'base64'), [
    [12, 25],
    [50, 25],
    [12, 5],
    [29, 25],
  ]);
  expect([c.width, c.height]).toEqual([64, 50]);
  expectColour(c.pixels[0]!, GREEN);
  expectColour(c.pixels[1]!, BLUE);
  expect([c.pixels[2]![3], c.pixels[3]![3]]).toEqual([0, 0]);
  w.assertClean();
});

test('zh: a result over the canvas limit is announced before drawing, and scaling down gives a valid file', async ({
  page,
}) => {
  const w = watchPage(page);
  await open(page, '/image-stitcher/');
  // Nine 40×4000 images: 36,000 px tall, over Chromium's 32,767 px a side.
  const tall = solidPng(40, 4000, [0, 0, 255]);
  await page
    .getByLabel('选择要拼接的图片')
    .setInputFiles(
      Array.from({ length: 9 }, (_, i) => ({ name: `tall-${i + 1}.png`, mimeType: 'image/png', buffer: tall })),
    );
  await expect(page.getByTestId('stitch-list').locator('li')).toHaveCount(9);
  await expect(page.getByTestId('stitch-size')).toHaveText('输出尺寸：40 × 36,000 像素');
  // 32767 / 36000 = 0.91019…: 40 → 36 px, 36000 → 32767 px.
  await expect(page.getByTestId('stitch-limit')).toHaveText(
    '结果将是 40 × 36,000 像素，超出了此浏览器能绘制的上限（每边最多 32,767 像素，总计最多 268,435,456 像素）。可以缩小到 36 × 32,767 像素（91%）。',
  );
  const out = await download(page, () => page.getByRole('button', { name: '缩小到 36 × 32,767 像素并下载' }).click());
  expect(out.type).toBe('png');
  const d = await decode(page, out.bytes, [
    [18, 100],
    [18, 32700],
  ]);
  expect([d.width, d.height]).toEqual([36, 32767]);
  d.pixels.forEach((p) => expectColour(p, BLUE, 2));
  // (That this work never blocks the page's main thread is measured by bench.mjs: "over the canvas limit".)
  w.assertClean();
});

test('zh, light and dark: no serious accessibility violations, and the tool fits 360 px', async ({ page }) => {
  const w = watchPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/image-stitcher/');
  await page.locator('[data-tool] input[type=file]').setInputFiles(FIXTURES);
  await expect(page.getByTestId('stitch-list').locator('li')).toHaveCount(3);
  await page.getByRole('radio').nth(2).click();
  // Both colour schemes: each has its own contrast. Colour transitions must end before axe reads the colours.
  for (const colorScheme of ['light', 'dark'] as const) {
    // Axe must read the final colours: the controls' colour transitions have ended.
    await switchColourScheme(page, colorScheme);
    expect(await seriousA11yViolations(page), colorScheme).toEqual([]);
  }
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await overflowingElements(page)).toEqual([]);
  w.assertClean();
});
