/**
 * JSON formatter benchmark, through the real UI in Chromium, with the shared main-thread heartbeat
 * (scripts/lib/heartbeat.mjs): paste a generated document into the input editor (as a real paste event),
 * wait until it has been checked, click "Format" and wait until the result is in the output editor and
 * painted; open a file through the file input; refuse a 1,000,000-deep document. `longest` is the longest
 * main-thread task from the paste (or file choice) to the painted result.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHeartbeat, stopHeartbeat } from '../../../scripts/lib/heartbeat.mjs';

const MB = 1024 * 1024;

/** Builds a JSON document of about `bytes` characters (lossless numbers, unicode, nesting). Runs in both
 * Node and the page. */
function generate(bytes) {
  const parts = [];
  let size = 2;
  for (let i = 0; size < bytes; i++) {
    const s =
      `{"id":${i},"uuid":"${(i * 2654435761).toString(16).padStart(8, '0')}-4a1b","name":"Item ${i} 项目 アイテム",` +
      `"price":${(i % 1000) + 0.1}0,"big":1234567890123456789${i % 10},"ok":${i % 2 === 0},"none":null,` +
      `"tags":["alpha","beta","gamma"],"nested":{"x":${i * 3},"y":[${i},${i + 1},${i + 2}],"note":"line\\nbreak \\"q\\""}}`;
    parts.push(s);
    size += s.length + 1;
  }
  return `[${parts.join(',')}]`;
}

/** Clears the input (Clear button) and waits until the page has settled. */
async function clear(page) {
  await page.evaluate(() => {
    const r = document.querySelector('.jf-root');
    [...r.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Clear' && !b.disabled)?.click();
  });
  await page.waitForSelector('.jf-root[data-check="empty"]');
  await page.waitForTimeout(300);
}

/** Pastes `window.__jfBenchText` as a real paste event would. */
async function paste(page) {
  await page.evaluate(() => {
    const content = document.querySelector('[data-editor="input"] .cm-content');
    content.focus();
    const dt = new DataTransfer();
    dt.setData('text/plain', window.__jfBenchText);
    content.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  });
}

/** Clicks Format; resolves with the ms until the run is finished and its result painted. */
async function format(page) {
  return page.evaluate(async () => {
    const r = document.querySelector('.jf-root');
    const button = [...r.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Format');
    const runs = Number(r.dataset.runs);
    const t0 = performance.now();
    button.click();
    await new Promise((resolve) => {
      const check = () =>
        Number(r.dataset.runs) > runs && r.dataset.busy === 'false' ? resolve() : setTimeout(check, 5);
      check();
    });
    await new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res)));
    return performance.now() - t0;
  });
}

async function setBenchText(page, bytes) {
  await page.evaluate((b) => {
    window.__jfBenchText = window.__jfGenerate(b);
  }, bytes);
}

export async function bench({ page, baseURL }) {
  await page.goto(`${baseURL}/en/json-formatter`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForSelector('.jf-root[data-editors="ready"]');
  await page.evaluate(`window.__jfGenerate = ${generate.toString()}`);
  const rows = [];

  // 1. Paste 1 MB: until it has been checked.
  await setBenchText(page, MB);
  await clear(page);
  await startHeartbeat(page);
  let t0 = Date.now();
  await paste(page);
  await page.waitForSelector('.jf-root[data-check="valid"]', { timeout: 120_000 });
  let ms = Date.now() - t0;
  rows.push({ name: 'JSON paste → checked', input: '1 MB', ms, ...(await stopHeartbeat(page)) });

  // 2–3. Paste, check, Format: time of Format → painted; longest task over the whole sequence.
  for (const size of [10, 20]) {
    await setBenchText(page, size * MB);
    await clear(page);
    await startHeartbeat(page);
    await paste(page);
    await page.waitForSelector('.jf-root[data-check="valid"]', { timeout: 120_000 });
    ms = await format(page);
    rows.push({
      name: 'JSON paste + format (Format → result painted)',
      input: `${size} MB`,
      ms,
      ...(await stopHeartbeat(page)),
    });
  }

  // 4. Open a 20 MB file through the file input: until it is shown and checked.
  await page.evaluate(() => {
    delete window.__jfBenchText;
  });
  await clear(page);
  // From a file on disk: Playwright hands a path to the browser as a real file chooser does, whereas a
  // buffer would be decoded from base64 by a script in the page (a multi-second task that is not the tool's).
  const dir = mkdtempSync(join(tmpdir(), 'jf-bench-'));
  const path = join(dir, 'big.json');
  writeFileSync(path, generate(20 * MB));
  const fileBytes = statSync(path).size;
  await startHeartbeat(page);
  t0 = Date.now();
  await page.locator('.jf-root input[type="file"]').setInputFiles(path);
  await page.waitForFunction(() => document.querySelector('.jf-root')?.textContent?.includes('Opened big.json'), null, {
    timeout: 120_000,
  });
  await page.waitForSelector('.jf-root[data-check="valid"]', { timeout: 120_000 });
  ms = Date.now() - t0;
  rmSync(dir, { recursive: true, force: true });
  rows.push({
    name: 'JSON open file → shown and checked',
    input: `20 MB (${fileBytes.toLocaleString('en')} bytes)`,
    ms,
    ...(await stopHeartbeat(page)),
  });

  // 5. A million `[`: Format must be refused quickly with the depth message.
  await page.evaluate(() => {
    window.__jfBenchText = '['.repeat(1_000_000);
  });
  await clear(page);
  await startHeartbeat(page);
  t0 = Date.now();
  await paste(page);
  await page.waitForSelector('.jf-root[data-check="invalid"]', { timeout: 120_000 });
  const checkMs = Date.now() - t0;
  ms = await format(page);
  const message = await page.getByTestId('json-error').textContent();
  rows.push({
    name: 'JSON deep 1e6 `[`: Format → refused',
    input: '1e6 `[` (1 MB)',
    ms,
    ...(await stopHeartbeat(page)),
    note: `checked in ${checkMs} ms; ${message?.replace(/\s+/g, ' ').slice(0, 60)}`,
  });
  return rows.map((r) => ({ ...r, note: r.note ?? `heartbeat gap ${r.longestGap.toFixed(0)} ms` }));
}
