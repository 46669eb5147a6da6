/**
 * Image ↔ Base64 with a 10 MB image: wall time to encode (file chosen → output shown) and to decode
 * (14 MB data URI pasted → image ready), and the longest main-thread task during each.
 */
import { randomBytes } from 'node:crypto';
import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

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
/** A valid RGB PNG of noise, barely compressible: about w × h × 3 bytes. */
function noisyPng(w, h) {
  const raw = randomBytes((w * 3 + 1) * h);
  for (let row = 0; row < h; row++) raw[row * (w * 3 + 1)] = 0;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function bench({ page, baseURL }) {
  const png = noisyPng(1870, 1870);
  const file = join(tmpdir(), `bench-image-base64-${process.pid}.png`);
  await writeFile(file, png);
  const mb = (png.length / 1024 / 1024).toFixed(1);
  try {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
    await page.goto(`${baseURL}/en/image-base64/`);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.evaluate(() => {
      window.__longest = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
      }).observe({ type: 'longtask' });
    });

    const t0 = Date.now();
    await page.getByLabel('Choose an image to encode').setInputFiles(file);
    await page.waitForFunction(
      () => [...document.querySelectorAll('textarea')].some((t) => t.value.startsWith('data:image/png;base64,')),
      null,
      { timeout: 60_000 },
    );
    const encodeMs = Date.now() - t0;
    const encodeLongest = await page.evaluate(() => window.__longest);

    // Decode: copy the full data URI, paste it into the decoder.
    const output = page.getByRole('region', { name: 'Output' });
    await output.getByRole('button', { name: 'Copy' }).click();
    await output.getByRole('button', { name: '✓ Copied' }).waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Base64 → Image' }).click();
    await page.getByLabel('Base64 or data URI').focus();
    const decodeMs = await page.evaluate(async () => {
      const text = await navigator.clipboard.readText();
      window.__longest = 0;
      const start = performance.now();
      const dt = new DataTransfer();
      dt.setData('text/plain', text);
      document.activeElement.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
      );
      await new Promise((resolve) => {
        const check = () =>
          document.querySelector('[data-testid="detected-type"]') ? resolve() : requestAnimationFrame(check);
        check();
      });
      return performance.now() - start;
    });
    const decodeLongest = await page.evaluate(() => window.__longest);
    return [
      { name: `Image → Base64, ${mb} MB PNG`, ms: encodeMs, note: 'file chosen → output shown (Web Worker)' },
      { name: `Image → Base64, longest main-thread task`, ms: encodeLongest, note: '0 = no task over 50 ms' },
      {
        name: `Base64 → image, ${mb} MB PNG as data URI`,
        ms: Math.round(decodeMs * 10) / 10,
        note: 'paste → type detected (Web Worker)',
      },
      { name: `Base64 → image, longest main-thread task`, ms: decodeLongest, note: '0 = no task over 50 ms' },
    ];
  } finally {
    await rm(file, { force: true });
  }
}
