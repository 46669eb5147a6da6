/**
 * The compressor's exactness: "at most N KB" lands within 10 % under the target (quality first, then the pixels,
 * and the row says which), and lossless PNG → PNG keeps every pixel and the colour profile.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { decode as decodePng } from 'fast-png';
import { watchPage, open } from '../../../tests/e2e/helpers';

const DIR = join(import.meta.dirname, '../../../tests/fixtures/images/compressor');
const PHOTO = join(DIR, 'dune.jpg');

async function bytesOf(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

const row = (page: Page, name: string) => page.locator('[data-tool] li', { hasText: name });

test('zh: a target size: every file at most N KB', async ({ page }) => {
  // Each file is encoded 7 to 14 times (quality, then scale): minutes on a loaded two-core machine.
  test.setTimeout(360_000);
  const w = watchPage(page);
  await open(page, '/image-compressor/');
  const files = [PHOTO, join(DIR, 'storm.jpg'), join(DIR, 'raindrops.jpg')];
  for (const kb of [200, 50]) {
    await page.getByLabel('目标大小：最多（KB）').fill(String(kb));
    if (kb === 200) await page.locator('[data-tool] input[type=file]').setInputFiles(files);
    for (const f of ['dune.jpg', 'storm.jpg', 'raindrops.jpg']) {
      await expect(row(page, f)).toContainText(`已控制在 ${kb} KB 以内`, { timeout: 150_000 });
      await expect(row(page, f)).toHaveAttribute('data-status', 'done');
      const name = f.replace('.jpg', '-compressed.jpg');
      const dl = page.waitForEvent('download');
      await page.getByRole('button', { name: `下载 ${name}` }).click();
      const bytes = (await bytesOf(await dl)).length;
      console.info(`target ${kb} KB: ${f} → ${bytes} bytes`);
      expect(bytes).toBeLessThanOrEqual(kb * 1000);
      expect(bytes).toBeGreaterThan(kb * 1000 * 0.9);
    }
    // MozJPEG's file jumps at quality 90 (it stops subsampling colour): storm.jpg is 119 KB at 89 and over 200 KB
    // at 90, so for 200 KB it is scaled a little at quality 90 and the row says so; the others by quality alone.
    for (const f of ['dune.jpg', 'storm.jpg', 'raindrops.jpg']) {
      const scaled = kb === 200 && f === 'storm.jpg';
      await expect(row(page, f)).toContainText(
        scaled
          ? /已控制在 200 KB 以内（质量 9\d，尺寸已缩小：只调质量无法接近目标）/
          : new RegExp(`已控制在 ${kb} KB 以内（质量 \\d+）`),
      );
      if (scaled) await expect(row(page, f)).toContainText('尺寸从 1920 × 1280 调整为');
      else await expect(row(page, f)).not.toContainText('尺寸从');
    }
  }
  w.assertClean();
});

test('zh: lossless PNG → PNG keeps every pixel (semi-transparent edges too) and the colour profile', async ({
  page,
}) => {
  // A cut-out with 6,180 semi-transparent pixels and an Adobe RGB (1998) profile (ImageMagick, see the README).
  const file = join(DIR, 'bear-a98.png');
  const source = readFileSync(file);
  const w = watchPage(page);
  await open(page, '/image-compressor/');
  await page.locator('[data-tool] input[type=file]').setInputFiles([file]);
  await expect(row(page, 'bear-a98.png')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const dl = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载 bear-a98-compressed.png' }).click();
  const out = await bytesOf(await dl);
  expect(out.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(out.equals(source)).toBe(false);
  expect(out.length).toBeLessThan(source.length);
  const before = decodePng(source);
  const after = decodePng(out);
  expect([after.width, after.height]).toEqual([346, 294]);
  expect(Buffer.from(after.data as Uint8Array).equals(Buffer.from(before.data as Uint8Array))).toBe(true);
  expect(Buffer.from(after.iccEmbeddedProfile!.profile).equals(Buffer.from(before.iccEmbeddedProfile!.profile))).toBe(
    true,
  );
  w.assertClean();
});
