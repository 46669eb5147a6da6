/**
 * id-photo-maker end to end. The segmentation model is not run here: the segmentation worker is replaced by a
 * stand-in that answers with the real model's stored mask of the same photo (tests/e2e/segment-stub.ts,
 * tests/fixtures/images/segment/make-masks.mjs). The model itself is checked by the background remover's spec
 * and scored on this photo by this tool's bench (bench.mjs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { composeScene, maskIoU, SCENES } from '../../../tests/fixtures/images/segment/scenes.mjs';
import {
  decodeInPage,
  overflowingElements,
  seriousA11yViolations,
  watchPage,
  hydrated,
  pngSize,
} from '../../../tests/e2e/helpers';
import { stubSegmentation } from '../../../tests/e2e/segment-stub';
import { bombPng } from '../../../scripts/lib/bombs.mjs';

const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures/images');
const BLUE = [0x43, 0x8e, 0xdb] as const;

/** A downloaded file's bytes. */
async function bytesOf(d: Download): Promise<Buffer> {
  return readFileSync((await d.path())!);
}

/** The dpi of a PNG's pHYs chunk (null when none). */
function pngDpi(b: Buffer): number | null {
  for (let at = 8; at + 12 <= b.length; at += 12 + b.readUInt32BE(at)) {
    if (b.toString('latin1', at + 4, at + 8) === 'pHYs' && b[at + 16] === 1)
      return Math.round(b.readUInt32BE(at + 8) * 0.0254);
  }
  return null;
}

/**
 * Decodes an image in the page, then runs `fn` (source text with `data`, `width`, `height`, `arg` in scope) on its
 * RGBA pixels here in Node: the page's Content-Security-Policy rightly forbids evaluating code there.
 */
async function withPixels<T, A>(page: Page, file: Buffer, fn: string, arg: A): Promise<T> {
  const { rgba, width, height } = await decodeInPage(page, file);
  const data = new Uint8Array(rgba);
  const check = new Function('data', 'width', 'height', 'arg', fn) as (...a: unknown[]) => T;
  return check(data, width, height, arg);
}

test('zh: cuts the person out of a busy photo, frames a 1-inch photo on blue, and lays out the print sheet', async ({
  page,
}) => {
  test.setTimeout(180_000); // axe, seven downloads and a 1800 × 1200 sheet on a loaded 2-core machine
  const w = watchPage(page);
  const stub = await stubSegmentation(page, 'fireman');
  const outside: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    // Our origin is the test server's (page.url() is still about:blank at the first request).
    if (u.protocol !== 'blob:' && u.protocol !== 'data:' && u.hostname !== '127.0.0.1') outside.push(r.url());
  });
  await page.goto('/id-photo-maker/');
  await hydrated(page);
  const tool = page.locator('[data-tool="id-photo-maker"]');
  await tool.getByLabel('尺寸', { exact: true }).selectOption('one-inch');
  await tool.getByRole('radio', { name: '蓝色' }).check();
  await tool.getByLabel('照片格式', { exact: true }).selectOption('png');

  // A portrait: the dune photo cropped to 480 × 640 (a busy background), the fireman cut-out on it.
  const { photo, alpha } = await composeScene(page, 'fireman');
  await tool
    .getByLabel('选择人像照片', { exact: true })
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: photo });
  // Segmentation (the stored mask), then the cut-out and the head measured in the tool's worker.
  await expect(tool.getByTestId('id-photo-status')).toContainText('已抠出人像并自动构图', { timeout: 60_000 });
  expect(stub.served(), 'the segmentation worker was the stand-in').toBe(1);
  expect(stub.modelRequests).toEqual([]);

  await test.step('the cut-out matches the fireman’s own alpha (IoU > 0.9)', async () => {
    const dl = page.waitForEvent('download');
    await tool.getByRole('button', { name: '下载抠图（透明 PNG）' }).click();
    const file = await bytesOf(await dl);
    expect(pngSize(file)).toEqual({ width: SCENES.fireman.width, height: SCENES.fireman.height });
    const cut = await decodeInPage(page, file, { raw: true });
    const got = new Uint8Array(cut.width * cut.height).map((_, p) => cut.rgba[p * 4 + 3]!);
    const iou = maskIoU(got, alpha);
    console.log(`id-photo-maker: cut-out IoU ${iou.toFixed(3)}`);
    expect(iou).toBeGreaterThan(0.9);
  });

  let centreX = 0;
  await test.step('the 1-inch photo: 295 × 413 at 300 dpi, blue background, the person in the middle', async () => {
    const dl = page.waitForEvent('download');
    await tool.getByRole('button', { name: '下载照片（295 × 413 像素）' }).click();
    const d = await dl;
    expect(d.suggestedFilename()).toBe('id-photo-one-inch-295x413.png');
    const file = await bytesOf(d);
    expect(pngSize(file)).toEqual({ width: 295, height: 413 });
    expect(pngDpi(file)).toBe(300);
    const r = await withPixels<{ corners: number[][]; personInCentre: number; centreX: number }, number[]>(
      page,
      file,
      `const px = (x, y) => { const i = (y * width + x) * 4; return [data[i], data[i + 1], data[i + 2]]; };
       const blue = (p) => Math.abs(p[0] - arg[0]) + Math.abs(p[1] - arg[1]) + Math.abs(p[2] - arg[2]) < 12;
       let personInCentre = 0;
       for (let y = 0; y < height; y++) if (!blue(px(width >> 1, y))) personInCentre++;
       let sx = 0, n = 0;
       for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (!blue(px(x, y))) { sx += x; n++; }
       return { corners: [px(2, 2), px(width - 3, 2), px(2, 40), px(width - 3, 40)], personInCentre, centreX: sx / n };`,
      [...BLUE],
    );
    for (const c of r.corners) for (let i = 0; i < 3; i++) expect(Math.abs(c[i]! - BLUE[i]!)).toBeLessThanOrEqual(3);
    // The person fills most of the centre column (head to the bottom edge).
    expect(r.personInCentre).toBeGreaterThan(413 * 0.6);
    centreX = r.centreX;
  });

  await test.step('at most N KB: the JPEG quality is lowered until the photo fits, its pixels unchanged', async () => {
    const photoButton = tool.getByRole('button', { name: '下载照片（295 × 413 像素）' });
    const field = tool.getByLabel('照片：不超过（KB）', { exact: true });
    await tool.getByLabel('照片格式', { exact: true }).selectOption('jpeg');
    let dl = page.waitForEvent('download');
    await photoButton.click();
    const plain = await bytesOf(await dl);
    // A target well under the usual file: 60 % of it.
    const kb = Math.floor((plain.length * 0.6) / 1000);
    await field.fill(String(kb));
    dl = page.waitForEvent('download');
    await photoButton.click();
    const d = await dl;
    expect(d.suggestedFilename()).toBe('id-photo-one-inch-295x413.jpg');
    const file = await bytesOf(d);
    console.log(`id-photo-maker: ${plain.length} bytes → at most ${kb} KB: ${file.length} bytes`);
    expect(file.length).toBeLessThanOrEqual(kb * 1000);
    expect(file.length).toBeGreaterThan(kb * 900);
    const decoded = await decodeInPage(page, file);
    expect([decoded.width, decoded.height]).toEqual([295, 413]);
    await expect(tool.getByTestId('id-photo-target')).toHaveText(new RegExp(`^小于 ${kb} KB：.+，质量 \\d+$`));
    // PNG has no quality: too large is said, with the way out.
    await tool.getByLabel('照片格式', { exact: true }).selectOption('png');
    await field.fill('1');
    dl = page.waitForEvent('download');
    await photoButton.click();
    await dl;
    await expect(tool.getByTestId('id-photo-target')).toContainText('超过 1 KB：请选择 JPEG 以缩小文件');
    await field.fill('');
  });

  await test.step('arrow keys move the person; Reset brings the automatic framing back', async () => {
    const preview = tool.getByTestId('id-photo-preview');
    await preview.focus();
    await page.keyboard.press('Shift+ArrowRight');
    const dl = page.waitForEvent('download');
    await tool.getByRole('button', { name: '下载照片（295 × 413 像素）' }).click();
    const moved = await withPixels<number, number[]>(
      page,
      await bytesOf(await dl),
      `let sx = 0, n = 0;
       for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
         const i = (y * width + x) * 4;
         if (Math.abs(data[i] - arg[0]) + Math.abs(data[i + 1] - arg[1]) + Math.abs(data[i + 2] - arg[2]) >= 12) { sx += x; n++; }
       }
       return sx / n;`,
      [...BLUE],
    );
    // 10 % of 295 px to the right (the part pushed off the right edge pulls the mean back a little).
    expect(moved - centreX).toBeGreaterThan(20);
    expect(moved - centreX).toBeLessThan(31);
    const zoom = tool.getByRole('spinbutton', { name: '缩放' });
    await zoom.fill('150');
    await zoom.press('Enter');
    await expect(tool.getByRole('slider', { name: '缩放' })).toHaveValue('150');
    await tool.getByRole('button', { name: '恢复自动构图' }).click();
    await expect(zoom).toHaveValue('100');
    await expect(tool.getByRole('slider', { name: '缩放' })).toHaveValue('100');
  });

  await test.step('the print sheet: 1800 × 1200 with 10 copies between grey cut lines', async () => {
    await tool.getByLabel('相纸方向', { exact: true }).selectOption('landscape');
    await tool.getByLabel('排版格式', { exact: true }).selectOption('png');
    await expect(tool.getByTestId('id-photo-copies')).toHaveText('共 10 张（5 × 2），带裁切线');
    const dl = page.waitForEvent('download');
    await tool.getByRole('button', { name: '下载冲印排版' }).click();
    const d = await dl;
    expect(d.suggestedFilename()).toBe('id-photo-sheet-one-inch-1800x1200.png');
    const file = await bytesOf(d);
    expect(pngSize(file)).toEqual({ width: 1800, height: 1200 });
    expect(pngDpi(file)).toBe(300);
    // Cut lines: rows (columns) that are grey over most of the sheet; the copies are the cells between them,
    // each with blue at its top corners.
    const cells = await withPixels<{ xs: number[]; ys: number[]; blueCells: number }, number[]>(
      page,
      file,
      `const grey = (i) => Math.abs(data[i] - 180) < 6 && Math.abs(data[i + 1] - 180) < 6 && Math.abs(data[i + 2] - 180) < 6;
       const ys = [], xs = [];
       for (let y = 0; y < height; y++) { let n = 0; for (let x = 0; x < width; x++) if (grey((y * width + x) * 4)) n++; if (n > width * 0.8) ys.push(y); }
       for (let x = 0; x < width; x++) { let n = 0; for (let y = 0; y < height; y++) if (grey((y * width + x) * 4)) n++; if (n > height * 0.6) xs.push(x); }
       const blue = (x, y) => { const i = (y * width + x) * 4; return Math.abs(data[i] - arg[0]) + Math.abs(data[i + 1] - arg[1]) + Math.abs(data[i + 2] - arg[2]) < 12; };
       let blueCells = 0;
       for (let r = 0; r + 1 < ys.length; r++) for (let c = 0; c + 1 < xs.length; c++) {
         if (blue(xs[c] + 16, ys[r] + 16) && blue(xs[c + 1] - 16, ys[r] + 16)) blueCells++;
       }
       return { xs, ys, blueCells };`,
      [...BLUE],
    );
    expect(cells.xs.length - 1).toBe(5);
    expect(cells.ys.length - 1).toBe(2);
    expect(cells.blueCells).toBe(10);
  });

  await test.step('guide lines over the preview only; a bad file keeps the finished photo and its downloads', async () => {
    const guides = tool.getByTestId('id-photo-guides');
    await expect(guides.locator('[data-guide="crown"]')).toHaveCount(1);
    await expect(guides.locator('[data-guide="chin-band"]')).toHaveCount(1);
    await expect(tool.getByTestId('id-photo-fit')).toContainText('当前构图：头部');
    for (const bad of [
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image, a text file') },
      { name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) },
    ]) {
      await tool.getByLabel('选择人像照片', { exact: true }).setInputFiles(bad);
      await expect(tool.getByRole('alert')).toContainText(`“${bad.name}”`, { timeout: 30_000 });
      await expect(guides.locator('[data-guide="crown"]')).toHaveCount(1);
      const dl = page.waitForEvent('download');
      await tool.getByRole('button', { name: '下载照片（295 × 413 像素）' }).click();
      const file = await bytesOf(await dl);
      expect(pngSize(file)).toEqual({ width: 295, height: 413 });
      // The export has no guide lines: its corners are the plain background.
      const corner = await withPixels<number[], null>(page, file, `return [data[0], data[1], data[2]];`, null);
      expect(corner.map((v, i) => Math.abs(v - BLUE[i]!)).every((d) => d <= 3)).toBe(true);
    }
  });

  await test.step('axe and a 360 px layout', async () => {
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await overflowingElements(page, 360)).toEqual([]);
  });
  expect(outside, 'requests outside the origin').toEqual([]);
  w.assertClean();
});

test('en: a broken file is refused at once, before any model is fetched; axe and 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  const w = watchPage(page);
  const model: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('imgly')) model.push(r.url());
  });
  await page.goto('/en/id-photo-maker/');
  await hydrated(page);
  const tool = page.locator('[data-tool="id-photo-maker"]');
  await expect(tool.getByText(/The first use downloads the AI model/)).toBeVisible();
  await tool.getByLabel('Choose a portrait photo', { exact: true }).setInputFiles({
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([readFileSync(join(FIXTURES, 'segment/fireman.png')).subarray(0, 64), Buffer.alloc(64)]),
  });
  await expect(tool.getByRole('alert')).toHaveText(
    '“broken.png”: This file could not be read as an image. Try a JPEG, PNG or WebP photo.',
    { timeout: 30_000 },
  );
  expect(model).toEqual([]);
  // The settings are in English and persist across a reload.
  await tool.getByLabel('Size', { exact: true }).selectOption('us');
  await expect(tool.getByTestId('id-photo-copies')).toHaveText('2 copies (2 × 1) with cut lines');
  // Saved (debounced) before the reload.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('id-photo-maker:settings') ?? '{}').preset))
    .toBe('us');
  await page.reload();
  await hydrated(page);
  await expect(tool.getByLabel('Size', { exact: true })).toHaveValue('us');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await overflowingElements(page, 360)).toEqual([]);
  w.assertClean();
});

test('en: a PNG decompression bomb is refused from its header with its size, before any model is fetched', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const w = watchPage(page);
  const model: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('imgly')) model.push(r.url());
  });
  await page.goto('/en/id-photo-maker/');
  await hydrated(page);
  const tool = page.locator('[data-tool="id-photo-maker"]');
  await tool
    .getByLabel('Choose a portrait photo', { exact: true })
    .setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: Buffer.from(bombPng(30_000, 1)) });
  await expect(tool.getByRole('alert')).toHaveText(
    '“bomb.png”: Image too large (30,000 × 1 px; the limit is 16,384 px a side and 100 megapixels in all). Make it smaller and try again.',
    { timeout: 30_000 },
  );
  expect(model).toEqual([]);
  w.assertClean();
});

const FACE = join(FIXTURES, 'face');

/** Opens the tool in English with `name`'s stored mask behind the stand-in segmentation worker. */
async function openWithFace(page: Page, name: string) {
  const stub = await stubSegmentation(page, { maskFile: join(FACE, `${name}-mask.png`) });
  const faceFiles: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/(?:tiny_face_detector|face_landmark_68_tiny)_model-[\w-]+\.bin$/.test(r.url()))
      faceFiles.push(new URL(r.url()).host);
  });
  // The worker reports the landmark model's time (a number for the report, not asserted).
  page.on('console', (m) => {
    if (m.text().includes('face model')) console.log(m.text());
  });
  await page.goto('/en/id-photo-maker/');
  await hydrated(page);
  const tool = page.locator('[data-tool="id-photo-maker"]');
  await tool
    .getByLabel('Choose a portrait photo', { exact: true })
    .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: readFileSync(join(FACE, `${name}.png`)) });
  // Segmentation (the stored mask), then the cut-out, the face model and the crown in the tool's worker.
  await expect(tool.getByTestId('id-photo-status')).toContainText('framed automatically', { timeout: 90_000 });
  expect(stub.served()).toBe(1);
  return { tool, faceFiles };
}

test('en: frames the astronaut from her face (a turtleneck hides her neck): passport and US ranges kept', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const w = watchPage(page);
  const { tool, faceFiles } = await openWithFace(page, 'astronaut');
  // Both weight files, from our own origin.
  expect(faceFiles).toEqual([new URL(page.url()).host, new URL(page.url()).host]);
  await expect(tool.getByTestId('id-photo-face-note')).toHaveCount(0);
  await expect(tool.getByTestId('id-photo-problem')).toHaveCount(0);

  await test.step('passport 35 × 45 mm: head 34 mm (32–36), the photo 413 × 531', async () => {
    await tool.getByLabel('Size', { exact: true }).selectOption('passport');
    const fit = tool.getByTestId('id-photo-fit');
    await expect(fit).toContainText('head 34 mm');
    await expect(fit).not.toHaveClass(/error-text/);
    await tool.getByLabel('Photo format', { exact: true }).selectOption('png');
    const dl = page.waitForEvent('download');
    await tool.getByRole('button', { name: 'Download photo (413 × 531 px)' }).click();
    expect(pngSize(await bytesOf(await dl))).toEqual({ width: 413, height: 531 });
  });

  await test.step('US 2 × 2 in: head 30.2 mm (25.4–34.9), eyes 31.8 mm up (28.6–34.9), 600 × 600', async () => {
    await tool.getByLabel('Size', { exact: true }).selectOption('us');
    const fit = tool.getByTestId('id-photo-fit');
    await expect(fit).toContainText('head 30.2 mm');
    await expect(fit).toContainText('eyes 31.8 mm from the bottom');
    await expect(fit).not.toHaveClass(/error-text/);
    const dl = page.waitForEvent('download');
    await tool.getByRole('button', { name: 'Download photo (600 × 600 px)' }).click();
    expect(pngSize(await bytesOf(await dl))).toEqual({ width: 600, height: 600 });
  });
  w.assertClean();
});

test('en: a portrait too narrow for a square US photo is refused with the reason; passport is fine', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { tool } = await openWithFace(page, 'stairs');
  const photo = (w: number, h: number) => tool.getByRole('button', { name: `Download photo (${w} × ${h} px)` });
  await tool.getByLabel('Size', { exact: true }).selectOption('us');
  await expect(tool.getByTestId('id-photo-problem')).toContainText('too tight around the head for this size');
  await expect(photo(600, 600)).toBeDisabled();
  await expect(tool.getByRole('button', { name: 'Download print sheet' })).toBeDisabled();
  await expect(tool.getByTestId('id-photo-blocked')).toBeVisible();
  await tool.getByLabel('Size', { exact: true }).selectOption('passport');
  await expect(tool.getByTestId('id-photo-problem')).toHaveCount(0);
  await expect(photo(413, 531)).toBeEnabled();
});
