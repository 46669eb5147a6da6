/**
 * Image compressor benchmark (`npm run bench`): for each committed photo and screenshot
 * (tests/fixtures/images/compressor), through the real UI at the default quality (75), the compressed size,
 * the wall time (file chosen → result listed) and the longest main-thread task of each codec, and the SSIM
 * (ssim.js, its defaults: Weber SSIM on luminance, the original paper's downsampling) of the result against
 * the original — beside the same numbers for `canvas.toBlob` at the same quality (0.75), which is what
 * browser-image-compression does. For the photos, where our file is smaller but its SSIM differs, it also
 * finds the lowest canvas quality whose SSIM is at least ours and compares the sizes there.
 * SSIM and the canvas encodes run in a separate about:blank page (no CSP there for ssim.js's script).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startHeartbeat, stopHeartbeat } from '../../../scripts/lib/heartbeat.mjs';

const FIXTURES = 'tests/fixtures/images/compressor';
const PHOTOS = ['dune.jpg', 'raindrops.jpg', 'storm.jpg'];
const SCREENSHOTS = ['screenshot-home.png', 'screenshot-json.png'];
/**
 * [label, format option, PNG palette, canvas type for the baseline]. Chromium's canvas cannot write AVIF, so
 * AVIF is compared with canvas JPEG (what browser-image-compression writes for a JPEG photo); the palette PNG
 * with canvas PNG.
 */
const PHOTO_CODECS = [
  ['MozJPEG', 'jpeg', false, 'image/jpeg'],
  ['WebP', 'webp', false, 'image/webp'],
  ['AVIF (canvas: JPEG)', 'avif', false, 'image/jpeg'],
];
const SCREENSHOT_CODECS = [
  ['OxiPNG (lossless)', 'png', false, 'image/png'],
  ['OxiPNG + palette (canvas: PNG)', 'png', true, 'image/png'],
  ['WebP', 'webp', false, 'image/webp'],
];
const QUALITY = 0.75;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Helpers in a blank page: decode, SSIM against a stored original, canvas re-encoding. */
async function labPage(context, root) {
  const lab = await context.newPage();
  await lab.goto('about:blank');
  await lab.addScriptTag({ content: readFileSync(join(root, 'node_modules/ssim.js/dist/ssim.web.js'), 'utf8') });
  await lab.evaluate(() => {
    const fromB64 = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const pixels = async (blob) => {
      const bmp = await createImageBitmap(blob, { imageOrientation: 'from-image' });
      const c = new OffscreenCanvas(bmp.width, bmp.height);
      const ctx = c.getContext('2d');
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, c.width, c.height);
      ctx.drawImage(bmp, 0, 0);
      return ctx.getImageData(0, 0, c.width, c.height);
    };
    window.lab = {
      originals: {},
      async setOriginal(name, b64) {
        const blob = new Blob([fromB64(b64)]);
        this.originals[name] = { blob, data: await pixels(blob) };
      },
      async ssimOf(name, b64) {
        const a = this.originals[name].data;
        const b = await pixels(new Blob([fromB64(b64)]));
        if (a.width !== b.width || a.height !== b.height) return NaN;
        return window.ssim.ssim(a, b).mssim;
      },
      /** canvas.toBlob of the original at this quality: size, time, SSIM. */
      async canvas(name, type, quality) {
        const { blob, data } = this.originals[name];
        const t0 = performance.now();
        const bmp = await createImageBitmap(blob, { imageOrientation: 'from-image' });
        const c = document.createElement('canvas');
        c.width = bmp.width;
        c.height = bmp.height;
        c.getContext('2d').drawImage(bmp, 0, 0);
        const out = await new Promise((r) => c.toBlob(r, type, quality));
        const ms = performance.now() - t0;
        const b = await pixels(out);
        return { size: out.size, ms, ssim: window.ssim.ssim(data, b).mssim };
      },
    };
  });
  return lab;
}

export async function bench({ page, baseURL, root }) {
  const rows = [];
  const table = [];
  const lab = await labPage(page.context(), root);
  await page.goto(`${baseURL}/en/image-compressor/`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.evaluate(() => localStorage.removeItem('image-compressor:settings'));
  await page.reload();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));

  for (const [files, codecs] of [
    [PHOTOS, PHOTO_CODECS],
    [SCREENSHOTS, SCREENSHOT_CODECS],
  ]) {
    for (const name of files) {
      const path = join(root, FIXTURES, name);
      const original = readFileSync(path);
      await lab.evaluate(([n, b64]) => window.lab.setOriginal(n, b64), [name, original.toString('base64')]);
      for (const [label, format, palette, canvasType] of codecs) {
        const clear = page.getByRole('button', { name: 'Clear list' });
        if (await clear.count()) await clear.click();
        await page.getByLabel('Output format').selectOption(format);
        const box = page.getByLabel('PNG: reduce colours (lossy)');
        if ((await box.count()) && (await box.isChecked()) !== palette) await box.setChecked(palette);
        await page.waitForTimeout(500); // the settings' debounce
        await startHeartbeat(page);
        const t0 = performance.now();
        await page.getByLabel('Choose images').setInputFiles(path);
        const row = page.locator('[data-tool] li', { hasText: name });
        await row.locator('xpath=self::*[@data-status="done" or @data-status="kept"]').waitFor({ timeout: 120_000 });
        const ms = performance.now() - t0;
        const { longest, longTask, longestGap } = await stopHeartbeat(page);
        const dl = page.waitForEvent('download');
        await row.getByRole('button', { name: /^Download / }).click();
        const out = readFileSync(await (await dl).path());
        const ssim = await lab.evaluate(([n, b64]) => window.lab.ssimOf(n, b64), [name, out.toString('base64')]);
        const r = {
          image: name,
          original: kb(original.length),
          codec: label,
          ours: kb(out.length),
          'ours ms': ms.toFixed(0),
          'ours SSIM': ssim.toFixed(4),
          canvas: '-',
          'canvas ms': '-',
          'canvas SSIM': '-',
          'canvas at equal SSIM': '-',
        };
        let note = `${kb(original.length)} → ${kb(out.length)}, SSIM ${ssim.toFixed(4)}`;
        if (canvasType) {
          const c = await lab.evaluate(([n, t, q]) => window.lab.canvas(n, t, q), [name, canvasType, QUALITY]);
          r.canvas = kb(c.size);
          r['canvas ms'] = c.ms.toFixed(0);
          r['canvas SSIM'] = c.ssim.toFixed(4);
          note += `; canvas ${kb(c.size)}, SSIM ${c.ssim.toFixed(4)}`;
          // Lossy: where canvas's SSIM is higher than ours, the lowest canvas quality whose SSIM reaches ours
          // (binary search on 1–100), to compare sizes at equal SSIM. (Where ours is smaller with an equal or
          // higher SSIM, it wins outright.)
          if (canvasType !== 'image/png' && c.ssim > ssim) {
            let lo = 1;
            let hi = 100;
            let best = null;
            while (lo <= hi) {
              const q = Math.floor((lo + hi) / 2);
              const e = await lab.evaluate(([n, t, qq]) => window.lab.canvas(n, t, qq), [name, canvasType, q / 100]);
              if (e.ssim >= ssim) {
                best = { q, ...e };
                hi = q - 1;
              } else lo = q + 1;
            }
            r['canvas at equal SSIM'] = best
              ? `q${best.q}: ${kb(best.size)} (SSIM ${best.ssim.toFixed(4)}), ours ${((1 - out.length / best.size) * 100).toFixed(1)}% smaller`
              : 'never reaches it';
            note += `; canvas at equal SSIM: ${r['canvas at equal SSIM']}`;
          }
        }
        table.push(r);
        // Both halves of `longest`: a long task is the page's own work; a timer gap alone on a loaded machine
        // is the main thread waiting for a CPU while the workers encode.
        note += `; longtask ${longTask.toFixed(0)} ms, timer gap ${longestGap.toFixed(0)} ms`;
        rows.push({ name: `${name} → ${label}`, ms, input: kb(original.length), longest, note });
      }
    }
  }
  await lab.close();

  const columns = Object.keys(table[0]);
  const widths = columns.map((c) => Math.max(c.length, ...table.map((r) => String(r[c]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(`\nImage compressor at quality ${QUALITY * 100}: ours (Squoosh codecs, wasm) vs canvas.toBlob`);
  console.log(line(columns));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of table) console.log(line(columns.map((c) => r[c])));
  console.log('');
  return rows;
}
