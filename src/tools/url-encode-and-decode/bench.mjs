/**
 * URL encode/decode benchmark through the real page in Chromium: a paste event carrying a large text into the
 * input (encode 20 MB, decode 20 MB of escapes, batch of 100,000 lines), timed until the result is in the
 * output box, with the longest main-thread task meanwhile (scripts/lib/heartbeat.mjs).
 */
import { installHeartbeat, startHeartbeat, stopHeartbeat } from '../../../scripts/lib/heartbeat.mjs';

async function open(page, baseURL) {
  await page.goto(`${baseURL}/en/url-encode-and-decode/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await installHeartbeat(page);
}

/** Pastes the text built by `make` (a function source run in the page) and waits for an output starting with `prefix`. */
async function pasteAndWait(page, make, prefix) {
  await page.evaluate(`window.__benchText = (${make})()`);
  await page.getByLabel(/^Text to (encode|decode)$/).click();
  await startHeartbeat(page);
  const ms = await page.evaluate(async (prefix) => {
    const out = [...document.querySelectorAll('textarea')].find((t) =>
      /Encoded|Decoded/.test(t.labels?.[0]?.textContent ?? ''),
    );
    const t0 = performance.now();
    const dt = new DataTransfer();
    dt.setData('text/plain', window.__benchText);
    document.activeElement.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
    );
    await new Promise((resolve) => {
      const check = () => (out.value.startsWith(prefix) ? resolve() : setTimeout(check, 10));
      check();
    });
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return performance.now() - t0;
  }, prefix);
  const { longest } = await stopHeartbeat(page);
  return { ms, longest };
}

export async function bench({ page, baseURL }) {
  const rows = [];
  await open(page, baseURL);
  let r = await pasteAndWait(page, () => 'a b/中'.repeat(4_000_000), 'a%20b%2F%E4%B8%AD');
  rows.push({ name: 'encode, paste', input: '20,000,000 chars', ...r });

  await open(page, baseURL);
  await page.getByRole('radio', { name: 'Decode' }).click();
  r = await pasteAndWait(page, () => '%E4%B8%AD+a'.repeat(2_000_000), '中+a');
  rows.push({ name: 'decode, paste', input: '20,000,000 chars', ...r });

  await open(page, baseURL);
  await page.getByLabel('Batch: one value per line').check();
  r = await pasteAndWait(
    page,
    () => Array.from({ length: 100_000 }, (_, i) => `value ${i} & 值 ${i}`).join('\n'),
    'value%200%20%26%20',
  );
  rows.push({ name: 'encode batch, paste', input: '100,000 lines', ...r });
  return rows;
}
