import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { watchPage, seriousA11yViolations, overflowingElements, open, hydrated } from '../../../tests/e2e/helpers';
import { bombPng } from '../../../scripts/lib/bombs.mjs';

const DIR = join(import.meta.dirname, '../../../tests/fixtures/images/compressor');
const PHOTO = join(DIR, 'dune.jpg'); // 1680 × 1050, 1 021 283 bytes, EXIF from a Canon camera
const SCREENSHOT = join(DIR, 'screenshot-home.png'); // 1280 × 900
const CORRUPT = join(DIR, 'corrupt.jpg');
const PHOTO_BYTES = readFileSync(PHOTO).length;
/** An iPhone-style HEIC (stored 160 × 96 on its side, irot to 96 × 160) and the photo upright: tests/fixtures/images/heic. */
const HEIC = join(DIR, '../heic/dune-iphone.heic');
const UPRIGHT_PPM = join(DIR, '../heic/dune-upright.ppm');
const SCREENSHOT_BYTES = readFileSync(SCREENSHOT).length;

async function bytesOf(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

/** What the bytes are, by their magic numbers. */
function magic(b: Buffer): string {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (b.toString('latin1', 4, 12) === 'ftypavif') return 'avif';
  return 'unknown';
}

/** Width × height as the browser decodes the bytes. */
async function dimensions(page: Page, b: Buffer): Promise<string> {
  return page.evaluate(async (base64) => {
    const bin = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bmp = await createImageBitmap(new Blob([bin]));
    return `${bmp.width}x${bmp.height}`;
  }, b.toString('base64'));
}

/** A 2 × 1 24-bit BMP: a red and a blue pixel. */
function bmp2x1(): Buffer {
  const b = Buffer.alloc(54 + 8);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(b.length, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(2, 18);
  b.writeInt32LE(1, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(8, 34);
  b.set([0, 0, 255, 255, 0, 0, 0, 0], 54); // BGR red, BGR blue, row padding
  return b;
}

const row = (page: Page, name: string) => page.locator('[data-tool] li', { hasText: name });

test('zh: a PNG decompression bomb is refused in its row from its header, before any worker starts', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const w = watchPage(page);
  const workers: string[] = [];
  page.on('worker', (wk) => workers.push(wk.url()));
  await open(page, '/image-compressor/');
  const input = page.locator('[data-tool] input[type=file]');
  // 16000 × 16000 pixels (1 GB once decoded) in a few hundred KB.
  await input.setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: Buffer.from(bombPng(16_000, 16_000)) });
  await expect(row(page, 'bomb.png')).toHaveAttribute('data-status', 'error-tooLarge', { timeout: 30_000 });
  await expect(row(page, 'bomb.png').getByRole('status')).toHaveText(
    '图片过大（16,000 × 16,000 像素，上限为单边 16,384 像素、总计 100 百万像素）。请缩小后再试。',
  );
  expect(workers).toEqual([]);
  // The tool still works: a photo after it is compressed, the bomb's row stays as it was.
  await input.setInputFiles(PHOTO);
  await expect(row(page, 'dune.jpg')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(row(page, 'bomb.png')).toHaveAttribute('data-status', 'error-tooLarge');
  w.assertClean();
});

test('zh: a photo, a screenshot and a corrupt file: compressed, downloaded one by one and as a zip', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const w = watchPage(page);
  await open(page, '/image-compressor/');
  await page.locator('[data-tool] input[type=file]').setInputFiles([PHOTO, SCREENSHOT, CORRUPT]);

  await expect(row(page, 'dune.jpg')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(row(page, 'dune.jpg')).toContainText(/缩小了 \d+(\.\d)?%/);
  await expect(row(page, 'corrupt.jpg')).toHaveAttribute('data-status', 'error-decode', { timeout: 30_000 });
  await expect(row(page, 'corrupt.jpg')).toContainText('已损坏或无法解码');
  await expect(row(page, 'screenshot-home.png')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });

  const one = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载 dune-compressed.jpg' }).click();
  const jpeg = await bytesOf(await one);
  expect(magic(jpeg)).toBe('jpeg');
  expect(jpeg.length).toBeLessThan(PHOTO_BYTES / 2);
  expect(await dimensions(page, jpeg)).toBe('1680x1050');
  // Metadata is stripped by default: the camera's name is gone.
  expect(jpeg.includes('Canon')).toBe(false);

  const all = page.waitForEvent('download');
  await page.getByRole('button', { name: /下载全部|全部下载/ }).click();
  const zipDownload = await all;
  expect(zipDownload.suggestedFilename()).toBe('压缩后的图片.zip');
  const files = unzipSync(new Uint8Array(await bytesOf(zipDownload)));
  expect(Object.keys(files).sort()).toEqual(['dune-compressed.jpg', 'screenshot-home-compressed.png']);
  const png = Buffer.from(files['screenshot-home-compressed.png']!);
  expect(magic(png)).toBe('png');
  expect(png.length).toBeLessThan(SCREENSHOT_BYTES);
  expect(await dimensions(page, png)).toBe('1280x900');
  expect(Buffer.from(files['dune-compressed.jpg']!).equals(jpeg)).toBe(true);

  // A palette (lossy PNG) makes the screenshot smaller still; changing the setting runs the batch again.
  await page.getByLabel('PNG：减少颜色（有损）').check();
  await expect(row(page, 'screenshot-home.png')).toHaveAttribute('data-status', 'working', { timeout: 10_000 });
  await expect(row(page, 'screenshot-home.png')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const paletteDl = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载 screenshot-home-compressed.png' }).click();
  const palettePng = await bytesOf(await paletteDl);
  expect(magic(palettePng)).toBe('png');
  expect(palettePng.length).toBeLessThan(png.length * 0.8);
  expect(await dimensions(page, palettePng)).toBe('1280x900');

  // The before/after slider shows the first result; the keyboard moves it.
  const slider = page.getByRole('slider', { name: /前后|对比|Before/ });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  w.assertClean();
});

test('en: WebP with a max width, AVIF, metadata kept, settings kept after a reload', async ({ page }) => {
  test.setTimeout(90_000); // four runs of the photo, one of them AVIF, on a shared 2-core machine
  const w = watchPage(page);
  // The codecs' WebAssembly comes from our own build (Vite emits each .wasm under /_astro/), fetched by the workers.
  const wasm: string[] = [];
  page.context().on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.wasm')) wasm.push(r.url());
  });
  await open(page, '/en/image-compressor/');
  await page.getByLabel('Output format').selectOption('webp');
  await page.getByLabel('Max width (px)').fill('800');
  await page.locator('[data-tool] input[type=file]').setInputFiles([PHOTO]);
  await expect(row(page, 'dune.jpg')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(row(page, 'dune.jpg')).toContainText('Resized from 1680 × 1050 to 800 × 500');
  let dl = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download dune-compressed.webp' }).click();
  const webp = await bytesOf(await dl);
  expect(magic(webp)).toBe('webp');
  expect(await dimensions(page, webp)).toBe('800x500');
  expect(webp.length).toBeLessThan(PHOTO_BYTES / 4);

  // Changing a setting runs the batch again: AVIF at 400 px wide.
  await page.getByLabel('Max width (px)').fill('400');
  await page.getByLabel('Output format').selectOption('avif');
  await expect(row(page, 'dune.jpg')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  dl = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download dune-compressed.avif' }).click();
  const avif = await bytesOf(await dl);
  expect(magic(avif)).toBe('avif');
  expect(await dimensions(page, avif)).toBe('400x250');

  // JPEG with "keep metadata": the EXIF block (the camera's name) is in the new file.
  await page.getByLabel('Output format').selectOption('jpeg');
  await page.getByLabel('Keep metadata (EXIF)').check();
  await expect(page.getByText('is copied into the new JPEG')).toBeVisible();
  await expect(row(page, 'dune.jpg')).toContainText('EXIF kept', { timeout: 30_000 });
  dl = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download dune-compressed.jpg' }).click();
  const withExif = await bytesOf(await dl);
  expect(magic(withExif)).toBe('jpeg');
  expect(withExif.includes('Canon')).toBe(true);
  expect(await dimensions(page, withExif)).toBe('400x250');

  const origin = new URL(page.url()).origin;
  const names = wasm.map((u) => {
    expect(u.startsWith(`${origin}/_astro/`), u).toBe(true);
    return new URL(u).pathname.replace(/^\/_astro\/|-[\w-]{8}\.wasm$/g, '');
  });
  expect([...new Set(names)].sort()).toEqual(['avif_enc', 'mozjpeg_enc', 'squoosh_resize_bg', 'webp_enc_simd']);

  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Output format')).toHaveValue('jpeg');
  await expect(page.getByLabel('Max width (px)')).toHaveValue('400');
  await expect(page.getByLabel('Keep metadata (EXIF)')).toBeChecked();
  w.assertClean();
});

test('en: an original that cannot be beaten is kept; GIF and BMP become PNG; a damaged HEIC and over 50 files are refused', async ({
  page,
}) => {
  test.setTimeout(120_000); // two MozJPEG runs at quality 100 (slow by design) on a shared 2-core machine
  const w = watchPage(page);
  await open(page, '/en/image-compressor/');
  // Quality 100 makes MozJPEG's file larger than this photo. Metadata is to be stripped and the photo has
  // EXIF, so the original is not handed back: the larger, clean file is, and the row says why.
  const quality = page.getByRole('spinbutton', { name: 'Quality' });
  await quality.fill('100');
  await quality.press('Enter');
  await page.locator('[data-tool] input[type=file]').setInputFiles([PHOTO]);
  await expect(row(page, 'dune.jpg')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(row(page, 'dune.jpg')).toContainText('metadata (such as camera details or a location)');
  // Keeping metadata, the original itself is the better file: it is handed back unchanged.
  await page.getByLabel('Keep metadata (EXIF)').check();
  await expect(row(page, 'dune.jpg')).toHaveAttribute('data-status', 'kept', { timeout: 60_000 });
  await expect(row(page, 'dune.jpg')).toContainText('the original is kept unchanged');
  const dl = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download dune.jpg' }).click();
  expect((await bytesOf(await dl)).equals(readFileSync(PHOTO))).toBe(true);

  // GIF (first frame) and BMP become PNG with "same as input".
  const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=', 'base64');
  await page.locator('[data-tool] input[type=file]').setInputFiles([
    { name: 'dot.gif', mimeType: 'image/gif', buffer: gif },
    { name: 'tiny.bmp', mimeType: 'image/bmp', buffer: bmp2x1() },
  ]);
  await expect(row(page, 'dot.gif')).toContainText('GIF: only the first frame is kept', { timeout: 30_000 });
  await expect(row(page, 'tiny.bmp')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(row(page, 'tiny.bmp')).toContainText('2 × 1 px');
  const bmpDl = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download tiny-compressed.png' }).click();
  const bmpPng = await bytesOf(await bmpDl);
  expect(magic(bmpPng)).toBe('png');
  expect(await dimensions(page, bmpPng)).toBe('2x1');

  const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
  await page
    .locator('[data-tool] input[type=file]')
    .setInputFiles([{ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic }]);
  // A HEIC signature with no image behind it: tried with the device's HEIC decoder, and refused in its own words.
  await expect(row(page, 'IMG_0001.HEIC')).toContainText('This HEIC/HEIF photo could not be decoded on this device', {
    timeout: 30_000,
  });

  // 46 more empty files fill the batch to 50; the other 4 are refused.
  const empties = Array.from({ length: 50 }, (_, i) => ({
    name: `e${i}.png`,
    mimeType: 'image/png',
    buffer: Buffer.alloc(0),
  }));
  await page.locator('[data-tool] input[type=file]').setInputFiles(empties);
  await expect(page.getByRole('alert')).toContainText('At most 50 images per batch: 4 were not added');
  await expect(page.locator('[data-tool] li')).toHaveCount(50);
  await expect(row(page, 'e0.png')).toContainText('This file is empty');
  w.assertClean();
});

test('zh: no serious accessibility violations, and the tool fits 360 px', async ({ page }) => {
  test.setTimeout(60_000);
  const w = watchPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/image-compressor/');
  await page.locator('[data-tool] input[type=file]').setInputFiles([SCREENSHOT, CORRUPT]);
  await expect(page.locator('[data-tool] li[data-status="done"]')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('slider').last()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await overflowingElements(page)).toEqual([]);
  w.assertClean();
});

/**
 * One row of the compare view at 75 % of its height (below the labels and the divider's knob), read from a
 * screenshot of the frame, next to the same row of the source scaled to the frame: the mean difference per
 * channel left of the divider ("before") and right of it ("after").
 */
async function compareRow(page: Page, source: Buffer): Promise<{ frame: string; left: number; right: number }> {
  const frame = page.locator('[data-compare-frame]');
  const shot = await frame.screenshot({ animations: 'disabled' });
  return page.evaluate(
    async ([shotB64, srcB64]) => {
      const bytes = (b: string) => Uint8Array.from(atob(b), (c) => c.charCodeAt(0));
      const shotBmp = await createImageBitmap(new Blob([bytes(shotB64)]));
      const src = await createImageBitmap(new Blob([bytes(srcB64)]));
      const { width, height } = shotBmp;
      const read = (img: ImageBitmap) => {
        const ctx = new OffscreenCanvas(width, height).getContext('2d')!;
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(img, 0, 0, width, height);
        return ctx.getImageData(0, Math.round(height * 0.75), width, 1).data;
      };
      const a = read(shotBmp);
      const b = read(src);
      const divider = width / 2;
      const mean = (from: number, to: number) => {
        let sum = 0;
        let n = 0;
        for (let x = Math.max(1, Math.round(from)); x < Math.min(width - 1, Math.round(to)); x += 1)
          for (let c = 0; c < 3; c += 1) {
            sum += Math.abs(a[x * 4 + c]! - b[x * 4 + c]!);
            n += 1;
          }
        return sum / n;
      };
      return { frame: `${width}x${height}`, left: mean(0, divider - 16), right: mean(divider + 16, width) };
    },
    [shot.toString('base64'), source.toString('base64')] as const,
  );
}

test('zh: the compare view shows one picture at 1280 and 360 px: both halves line up with the source', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const w = watchPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/image-compressor/');
  await page.locator('[data-tool] input[type=file]').setInputFiles([PHOTO]);
  await expect(row(page, 'dune.jpg')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const source = readFileSync(PHOTO);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 360, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    const frame = page.locator('[data-compare-frame]');
    await expect(frame).toBeVisible();
    // Both images fill the frame exactly, and the frame has the photo's shape (1680 × 1050) within 70vh.
    const boxes = await frame.evaluate((el) =>
      [el, ...el.querySelectorAll('img')].map((n) => {
        const r = n.getBoundingClientRect();
        return [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10);
      }),
    );
    expect(boxes[1]).toEqual(boxes[0]);
    expect(boxes[2]).toEqual(boxes[0]);
    const [, , fw, fh] = boxes[0]!;
    expect(Math.abs(fw! / fh! - 1680 / 1050)).toBeLessThan(0.01);
    expect(fh!).toBeLessThanOrEqual(viewport.height * 0.7 + 1);
    const sample = await compareRow(page, source);
    console.info(`compare view at ${viewport.width} px: frame ${sample.frame}, row difference`, sample);
    // The compressed photo differs from the source by a few levels; a different crop or scale by tens.
    expect(sample.left).toBeLessThan(6);
    expect(sample.right).toBeLessThan(6);
  }
  w.assertClean();
});

test('zh: an iPhone photo (HEIC) is decoded on the device, upright, and compressed to JPEG', async ({ page }) => {
  const w = watchPage(page);
  const wasm: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.wasm')) wasm.push(new URL(r.url()).pathname);
  });
  await open(page, '/image-compressor/');
  // Before any HEIC arrives, the decoder is not fetched.
  await page.locator('[data-tool] input[type=file]').setInputFiles([PHOTO]);
  await expect(row(page, 'dune.jpg')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  expect(wasm.filter((p) => p.includes('libheif'))).toEqual([]);

  await page.locator('[data-tool] input[type=file]').setInputFiles([HEIC]);
  await expect(row(page, 'dune-iphone.heic')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(row(page, 'dune-iphone.heic')).toContainText('96 × 160');
  // libheif's WebAssembly came from our own origin (the page's host), under /_astro/.
  expect(wasm.filter((p) => /^\/_astro\/libheif[^/]*\.wasm$/.test(p)).length).toBeGreaterThan(0);

  const dl = page.waitForEvent('download');
  await row(page, 'dune-iphone.heic')
    .getByRole('button', { name: /dune-iphone-compressed\.jpg/ })
    .click();
  const jpeg = await bytesOf(await dl);
  expect(magic(jpeg)).toBe('jpeg');
  // Upright: the JPEG's pixels against the reference, and against it turned half a turn (which must differ).
  const ppm = readFileSync(UPRIGHT_PPM);
  const rgb = ppm.subarray(ppm.length - 96 * 160 * 3);
  const [straight, turned] = await page.evaluate(
    async ([jpegB64, refB64]) => {
      const bin = (b: string) => Uint8Array.from(atob(b), (c) => c.charCodeAt(0));
      const bmp = await createImageBitmap(new Blob([bin(jpegB64)]));
      if (bmp.width !== 96 || bmp.height !== 160) return [-1, -1];
      const ctx = new OffscreenCanvas(96, 160).getContext('2d')!;
      ctx.drawImage(bmp, 0, 0);
      const px = ctx.getImageData(0, 0, 96, 160).data;
      const ref = bin(refB64);
      const n = 96 * 160;
      let a = 0;
      let b = 0;
      for (let i = 0; i < n; i++)
        for (let c = 0; c < 3; c++) {
          a += Math.abs(px[i * 4 + c]! - ref[i * 3 + c]!);
          b += Math.abs(px[(n - 1 - i) * 4 + c]! - ref[i * 3 + c]!);
        }
      return [a / (n * 3), b / (n * 3)];
    },
    [jpeg.toString('base64'), Buffer.from(rgb).toString('base64')] as const,
  );
  expect(straight).toBeGreaterThanOrEqual(0);
  expect(straight).toBeLessThan(8); // HEVC, then MozJPEG at 75: a few levels
  expect(turned).toBeGreaterThan(30);

  // The compare view shows the original, as a JPEG made on the device (Chromium cannot show HEIC itself).
  await row(page, 'dune-iphone.heic').getByRole('button', { name: /对比/ }).click();
  const before = page.locator('[data-compare="before"]');
  await expect(before).toBeVisible();
  await expect
    .poll(() => before.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`))
    .toBe('96x160');
  w.assertClean();
});

test('zh: "best for this image" picks per image (photo → JPEG, screenshot and transparency → PNG); the clash in names is told apart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const w = watchPage(page);
  await open(page, '/image-compressor/');
  await page.getByLabel('输出格式').selectOption('auto');
  // The photo as a lossless PNG (the astronaut case), made by the browser from dune.jpg.
  const pngPhoto = await page.evaluate(async (b64) => {
    const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bmp = await createImageBitmap(new Blob([bin]));
    const c = new OffscreenCanvas(bmp.width, bmp.height);
    c.getContext('2d')!.drawImage(bmp, 0, 0);
    const blob = await c.convertToBlob({ type: 'image/png' });
    const out = new Uint8Array(await blob.arrayBuffer());
    let s = '';
    for (let i = 0; i < out.length; i += 0x8000) s += String.fromCharCode(...out.subarray(i, i + 0x8000));
    return btoa(s);
  }, readFileSync(PHOTO).toString('base64'));
  const pngPhotoBytes = Buffer.from(pngPhoto, 'base64');
  await page.locator('[data-tool] input[type=file]').setInputFiles([
    { name: 'dune.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) },
    { name: 'dune.png', mimeType: 'image/png', buffer: pngPhotoBytes },
    { name: 'screenshot-home.png', mimeType: 'image/png', buffer: readFileSync(SCREENSHOT) },
    { name: 'wm-alpha.png', mimeType: 'image/png', buffer: readFileSync(join(DIR, '../wm-alpha.png')) },
  ]);
  for (const name of ['dune.jpg', 'dune.png', 'screenshot-home.png', 'wm-alpha.png'])
    await expect(row(page, name)).toHaveAttribute('data-status', /^(done|kept)$/, { timeout: 60_000 });
  await expect(row(page, 'dune.jpg')).toContainText('最适合这张图：JPEG（照片）');
  await expect(row(page, 'dune.png')).toContainText('最适合这张图：JPEG（照片）');
  await expect(row(page, 'screenshot-home.png')).toContainText('最适合这张图：PNG（截图或平面图形）');
  await expect(row(page, 'wm-alpha.png')).toContainText('最适合这张图：PNG（带透明）');

  // dune.jpg and dune.png both become JPEG: distinct names, and the PNG photo is many times smaller.
  const dl = page.waitForEvent('download');
  await row(page, 'dune.png')
    .getByRole('button', { name: /dune-png-compressed\.jpg/ })
    .click();
  const jpeg = await bytesOf(await dl);
  expect(magic(jpeg)).toBe('jpeg');
  expect(jpeg.length).toBeLessThan(pngPhotoBytes.length / 5);
  await expect(row(page, 'dune.jpg').getByRole('button', { name: /dune-jpg-compressed\.jpg/ })).toBeVisible();
  await expect(page.getByText(/^已完成 4 \/ 4 · /)).toBeVisible();
  w.assertClean();
});
