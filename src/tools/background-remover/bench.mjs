/**
 * Background remover benchmark (`npm run bench`), through the real UI with the real model: the first use in a fresh
 * browser context (empty caches: the model's download and compile, then one segmentation of a 1024 px photo), the
 * first use in a new page of the same context (a new worker, the model's files from the cache), a second photo in
 * that page (inference only), and a 12 MP photo (dune.jpg drawn at 4000 × 3000). Time is wall time from the file
 * given to the result listed; the model's own share comes from the tool's console line. Each row also has the
 * longest main-thread task (the page must never freeze: the model and the compositing run in workers).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { measure } from '../../../scripts/lib/heartbeat.mjs';

const DUNE = 'tests/fixtures/images/compressor/dune.jpg';
const TIMEOUT = 300_000;

/** dune.jpg drawn at width × height, as JPEG bytes made by the page's own canvas. */
async function photo(page, dune, width, height) {
  const b64 = await page.evaluate(
    async ([src, w, h]) => {
      const bmp = await createImageBitmap(new Blob([Uint8Array.from(atob(src), (c) => c.charCodeAt(0))]));
      const c = new OffscreenCanvas(w, h);
      c.getContext('2d').drawImage(bmp, 0, 0, w, h);
      const bytes = new Uint8Array(await (await c.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
      let bin = '';
      for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(bin);
    },
    [dune, width, height],
  );
  return Buffer.from(b64, 'base64');
}

async function openTool(page, baseURL) {
  await page.goto(`${baseURL}/en/background-remover/`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

/** Gives the photo, waits for its result; returns the wall time, longest task and the tool's own console line. */
async function run(page, name, buffer) {
  const lines = [];
  const onConsole = (m) => {
    if (m.text().startsWith(`background-remover: ${name} `)) lines.push(m.text());
  };
  page.on('console', onConsole);
  const { ms, longest } = await measure(page, async () => {
    await page.getByLabel('Choose photos').setInputFiles({ name, mimeType: 'image/jpeg', buffer });
    await page
      .locator('[data-tool] li', { hasText: name })
      .locator('xpath=self::*[@data-status="done" or starts-with(@data-status, "error")]')
      .waitFor({ timeout: TIMEOUT });
  });
  page.off('console', onConsole);
  const status = await page.locator('[data-tool] li', { hasText: name }).getAttribute('data-status');
  if (status !== 'done') throw new Error(`${name}: ${status}`);
  const model = /model (\d+) ms( \(first run\))?, refine (\d+) ms/.exec(lines[0] ?? '');
  return { ms, longest, model: model ? Number(model[1]) : NaN, refine: model ? Number(model[3]) : NaN };
}

export async function bench({ page, baseURL, root }) {
  const dune = readFileSync(join(root, DUNE)).toString('base64');
  const rows = [];
  const table = [];
  const add = (measureName, input, r, note) => {
    rows.push({ name: measureName, ms: r.ms, input, longest: r.longest, note });
    table.push({
      measure: measureName,
      input,
      'wall (ms)': r.ms.toFixed(0),
      'model (ms)': Number.isNaN(r.model) ? '-' : String(r.model),
      'refine (ms)': Number.isNaN(r.refine) ? '-' : String(r.refine),
      'longest task (ms)': r.longest.toFixed(0),
    });
  };

  // Cold: a fresh context; the service worker takes control first, as on a second visit.
  await openTool(page, baseURL);
  await page.evaluate(() => navigator.serviceWorker?.ready);
  await page.reload();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  const small = await photo(page, dune, 1024, 640);
  const cold = await run(page, 'cold-1024.jpg', small);
  add('first use, empty cache (download + compile + 1024 px)', '1024 × 640', cold, 'model column: load + inference');

  // Warm: a new page (a new worker), files from the cache.
  const page2 = await page.context().newPage();
  await openTool(page2, baseURL);
  const warm = await run(page2, 'warm-1024.jpg', small);
  add('new page, model from the cache (compile + 1024 px)', '1024 × 640', warm, 'model column: load + inference');
  const again = await run(page2, 'again-1024.jpg', small);
  add('inference, model loaded (1024 px)', '1024 × 640', again, 'model column: inference');

  const big = await photo(page2, dune, 4000, 3000);
  const huge = await run(page2, 'photo-12mp.jpg', big);
  add('inference, model loaded (12 MP)', '4000 × 3000', huge, 'refine: the mask brought to full resolution');
  await page2.close();

  const columns = Object.keys(table[0]);
  const widths = columns.map((c) => Math.max(c.length, ...table.map((r) => String(r[c]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log('\nBackground remover (ISNet small, ONNX Runtime wasm, single thread):');
  console.log(line(columns));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of table) console.log(line(columns.map((c) => r[c])));
  console.log('');
  return rows;
}
