/**
 * Image stitcher through the real UI: ten 4000×3000 photos-sized PNGs (12 megapixels each) are chosen, then
 * stitched vertically into one 4000 × 30,000 px PNG (120 megapixels). Wall time and the longest main-thread
 * task (scripts/lib/heartbeat.mjs) for adding them (decoded in the worker for size and thumbnail) and for the
 * full-resolution render and encode (OffscreenCanvas in the worker) up to the download. Then a result over the
 * browser's canvas limit (nine 40 × 4000 PNGs, 36,000 px tall): announced, scaled down to 36 × 32,767 and
 * downloaded (the e2e spec checks the file; its main-thread figure is measured here).
 */
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure } from '../../../scripts/lib/heartbeat.mjs';
import { pngFromRaw, solidPng } from '../../../scripts/lib/png.mjs';

/** An RGB PNG with a gradient tinted by `seed`: small file, full decode cost. */
function gradientPng(w, h, seed) {
  const row = Buffer.alloc(w * 3 + 1);
  const rows = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) row.set([(x + seed * 40) & 255, (y >> 4) & 255, (seed * 25) & 255], 1 + x * 3);
    rows.push(Buffer.from(row));
  }
  return pngFromRaw(w, h, Buffer.concat(rows), { level: 1 });
}

export async function bench({ page, baseURL }) {
  const files = [];
  for (let i = 0; i < 10; i++) {
    const p = join(tmpdir(), `bench-stitch-${process.pid}-${i}.png`);
    await writeFile(p, gradientPng(4000, 3000, i));
    files.push(p);
  }
  const rows = [];
  try {
    await page.goto(`${baseURL}/en/image-stitcher/`);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    let m = await measure(page, async () => {
      await page.getByLabel('Choose images to stitch').setInputFiles(files);
      await page.getByTestId('stitch-size').getByText('4,000 × 30,000 px').waitFor({ timeout: 120_000 });
    });
    rows.push({
      name: 'add 10 images (chosen → listed, preview drawn)',
      input: '10 × 4000×3000 PNG',
      ...m,
      note: 'Web Worker',
    });
    m = await measure(page, async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 300_000 }),
        page.getByRole('button', { name: 'Stitch and download' }).click(),
      ]);
      await download.path();
    });
    rows.push({
      name: 'stitch vertically → PNG downloaded',
      input: '4000 × 30,000 px output',
      ...m,
      note: 'OffscreenCanvas in a Worker',
    });

    // Over the canvas limit: chosen, announced, scaled down and downloaded.
    await page.goto(`${baseURL}/en/image-stitcher/`);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    const tall = solidPng(40, 4000, [0, 0, 255]);
    m = await measure(page, async () => {
      await page
        .getByLabel('Choose images to stitch')
        .setInputFiles(
          Array.from({ length: 9 }, (_, i) => ({ name: `tall-${i + 1}.png`, mimeType: 'image/png', buffer: tall })),
        );
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 300_000 }),
        page.getByRole('button', { name: /^Scale down to .* and download$/ }).click({ timeout: 120_000 }),
      ]);
      await download.path();
    });
    rows.push({
      name: 'over the canvas limit: add, scale down → PNG downloaded',
      input: '9 × 40×4000 PNG → 36 × 32,767 px',
      ...m,
      note: 'Web Worker',
    });
  } finally {
    await Promise.all(files.map((f) => rm(f, { force: true })));
  }
  return rows;
}
