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
import { measure } from '../../../scripts/lib/heartbeat.mjs';
import { noisyPng } from '../../../scripts/lib/png.mjs';

const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;

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
