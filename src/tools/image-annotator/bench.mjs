/**
 * The image annotator with a 12 MP (4000 × 3000) PNG, through the real UI: wall time and the longest
 * main-thread task (scripts/lib/heartbeat.mjs) for
 *  - opening it (file chosen → the editor and its stage shown),
 *  - a mosaic drawn over half of it by mouse (the preview is computed on the stage's downscaled copy),
 *  - exporting it as PNG at 4000 × 3000 (flattened and encoded in the worker → download).
 */
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure } from '../../../scripts/lib/heartbeat.mjs';
import { pngFromRaw } from '../../../scripts/lib/png.mjs';

/** A 4000 × 3000 RGB PNG: gradients with a little noise, as a photo's pixels vary. */
function photoLikePng(w, h) {
  const raw = Buffer.alloc((w * 3 + 1) * h);
  let seed = 1;
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1);
    for (let x = 0; x < w; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = (seed >> 16) & 15;
      const i = row + 1 + x * 3;
      raw[i] = ((x * 255) / w + n) & 255;
      raw[i + 1] = ((y * 255) / h + n) & 255;
      raw[i + 2] = (((x ^ y) >> 5) & 255) ^ n;
    }
  }
  return pngFromRaw(w, h, raw, { level: 1 });
}

export async function bench({ page, baseURL }) {
  const png = photoLikePng(4000, 3000);
  const file = join(tmpdir(), `bench-annotator-${process.pid}.png`);
  await writeFile(file, png);
  const input = `4000 × 3000 PNG, ${(png.length / 1024 / 1024).toFixed(1)} MB`;
  const rows = [];
  try {
    await page.goto(`${baseURL}/en/image-annotator/`);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    // The editor's code starts loading when the pointer reaches the tool (as a visitor's does on the way to
    // the file input); its first evaluation is not counted here.
    await page.locator('[data-tool="image-annotator"]').hover();
    await page.waitForTimeout(2500);

    let m = await measure(page, async () => {
      await page.getByLabel('Choose an image to annotate').setInputFiles(file);
      await page.getByTestId('annotator-status').getByText('4,000 × 3,000 px').waitFor({ timeout: 60_000 });
      await page.getByTestId('annotator-stage').locator('canvas').first().waitFor();
    });
    rows.push({
      name: 'open a 12 MP image (chosen → stage shown)',
      input,
      ...m,
      note: 'editor loaded on pointer over the tool; decode and preview copy off-thread',
    });

    await page.getByTestId('annotator-stage').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const box = await page.getByTestId('annotator-stage').locator('canvas').first().boundingBox();
    await page.keyboard.press('m');
    m = await measure(page, async () => {
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.8, { steps: 10 });
      await page.mouse.up();
      await page.getByTestId('annotator-status').getByText('annotations: 1').waitFor();
    });
    rows.push({
      name: 'mosaic over ~half of it (drag → preview shown)',
      input,
      ...m,
      note: 'preview on the stage copy',
    });

    m = await measure(page, async () => {
      await Promise.all([
        page.waitForEvent('download', { timeout: 120_000 }),
        page.getByRole('button', { name: 'Download PNG' }).click(),
      ]);
    });
    rows.push({
      name: 'export PNG at 4000 × 3000 with a mosaic and an arrow (click → download)',
      input,
      ...m,
      note: 'annotations rendered in 2 MP strips; flatten + encode in a Worker',
    });
    return rows;
  } finally {
    await rm(file, { force: true });
  }
}
