/**
 * Image ↔ Base64 with 20 MB inputs, through the real UI: wall time and the longest main-thread task
 * (scripts/lib/heartbeat.mjs) for
 *  - encoding a 20 MB PNG (file chosen → output shown),
 *  - decoding its 27 MB data URI pasted into the decoder (paste → image type shown),
 *  - the same data URI opened as a .txt file in the decoder,
 *  - a 50 MB file of random bytes chosen in the encoder (→ the translated "not an image" error).
 */
import { randomBytes } from 'node:crypto';
import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { startHeartbeat, stopHeartbeat } from '../lib/heartbeat.mjs';

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

const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Runs `action` between heartbeat start and stop; returns wall ms and the longest main-thread task. */
async function measure(page, action) {
  await startHeartbeat(page);
  const t0 = performance.now();
  await action();
  const ms = performance.now() - t0;
  const { longest } = await stopHeartbeat(page);
  return { ms, longest };
}

export async function bench({ page, baseURL }) {
  const png = noisyPng(2650, 2650); // ≈ 20.1 MB (21 million bytes)
  const dir = tmpdir();
  const imageFile = join(dir, `bench-image-base64-${process.pid}.png`);
  const textFile = join(dir, `bench-image-base64-${process.pid}.txt`);
  const noiseFile = join(dir, `bench-image-base64-${process.pid}.bin`);
  const dataUri = `data:image/png;base64,${png.toString('base64')}`;
  await writeFile(imageFile, png);
  await writeFile(textFile, dataUri);
  await writeFile(noiseFile, randomBytes(50 * 1024 * 1024));
  const rows = [];
  try {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
    await page.goto(`${baseURL}/en/image-base64/`);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));

    // 1. Encode a 20 MB PNG.
    let m = await measure(page, async () => {
      await page.getByLabel('Choose an image to encode').setInputFiles(imageFile);
      await page.waitForFunction(
        () => [...document.querySelectorAll('textarea')].some((t) => t.value.startsWith('data:image/png;base64,')),
        null,
        { timeout: 120_000 },
      );
      await page.getByText('2650 × 2650 px').first().waitFor({ timeout: 60_000 });
    });
    rows.push({
      name: 'Image → Base64 (file chosen → output and size shown)',
      input: `${mb(png.length)} PNG`,
      ...m,
      note: 'Web Worker',
    });

    // 2. Paste its 27 MB data URI into the decoder (the clipboard is read before the clock starts).
    const output = page.getByRole('region', { name: 'Output' });
    await output.getByRole('button', { name: 'Copy' }).click();
    await output.getByRole('button', { name: '✓ Copied' }).waitFor({ timeout: 60_000 });
    await page.getByRole('tab', { name: 'Base64 → Image' }).click();
    await page.getByLabel('Base64 or data URI').focus();
    await page.evaluate(async () => {
      window.__pasteText = await navigator.clipboard.readText();
    });
    m = await measure(page, async () => {
      await page.evaluate(() => {
        const dt = new DataTransfer();
        dt.setData('text/plain', window.__pasteText);
        window.__pasteText = '';
        document.activeElement.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
        );
      });
      await page.getByTestId('detected-type').waitFor({ timeout: 120_000 });
      await page.getByRole('button', { name: 'Download image.png' }).and(page.locator(':enabled')).waitFor({
        timeout: 60_000,
      });
    });
    rows.push({
      name: 'Base64 → image (paste → image shown, download ready)',
      input: `${mb(dataUri.length)} data URI`,
      ...m,
      note: 'read-only preview + Web Worker',
    });

    // 3. The same text opened as a file.
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByTestId('detected-type').waitFor({ state: 'detached' });
    m = await measure(page, async () => {
      await page.getByLabel('Open text file').setInputFiles(textFile);
      await page.getByTestId('detected-type').waitFor({ timeout: 120_000 });
      await page.getByRole('button', { name: 'Download image.png' }).and(page.locator(':enabled')).waitFor({
        timeout: 60_000,
      });
    });
    rows.push({
      name: 'Base64 → image (.txt file opened → image shown)',
      input: `${mb(dataUri.length)} text file`,
      ...m,
      note: 'read-only preview + Web Worker',
    });

    // 4. 50 MB of random bytes chosen as an image: refused from its first bytes.
    await page.getByRole('tab', { name: 'Image → Base64' }).click();
    m = await measure(page, async () => {
      await page.getByLabel('Choose an image to encode').setInputFiles(noiseFile);
      await page.getByTestId('encode-error').getByText('is not an image').waitFor({ timeout: 60_000 });
    });
    rows.push({
      name: 'Image → Base64, random bytes (→ “not an image”)',
      input: '50.0 MB random',
      ...m,
      note: 'magic number checked on the first 4 KB',
    });
    return rows;
  } finally {
    await Promise.all([imageFile, textFile, noiseFile].map((f) => rm(f, { force: true })));
  }
}
