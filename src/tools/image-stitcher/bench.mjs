/**
 * Image stitcher through the real UI: ten 4000×3000 photos-sized PNGs (12 megapixels each) are chosen, then
 * stitched vertically into one 4000 × 30,000 px PNG (120 megapixels). Wall time and the longest main-thread
 * task (scripts/lib/heartbeat.mjs) for adding them (decoded in the worker for size and thumbnail) and for the
 * full-resolution render and encode (OffscreenCanvas in the worker) up to the download.
 */
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { startHeartbeat, stopHeartbeat } from '../../../scripts/lib/heartbeat.mjs';

function crc32(buf) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** An RGB PNG with a gradient tinted by `seed`: small file, full decode cost. */
function gradientPng(w, h, seed) {
  const row = Buffer.alloc(w * 3 + 1);
  const rows = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) row.set([(x + seed * 40) & 255, (y >> 4) & 255, (seed * 25) & 255], 1 + x * 3);
    rows.push(Buffer.from(row));
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function measure(page, action) {
  await startHeartbeat(page);
  const t0 = performance.now();
  await action();
  const ms = performance.now() - t0;
  const { longest } = await stopHeartbeat(page);
  return { ms, longest };
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
  } finally {
    await Promise.all(files.map((f) => rm(f, { force: true })));
  }
  return rows;
}
