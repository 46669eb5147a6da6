/**
 * JSON formatter benchmark, through the real UI in Chromium: paste a generated document into the input
 * editor, wait until it has been checked, click "Format", and time until the result is in the output editor
 * and painted. A PerformanceObserver records the longest main-thread task while that happens.
 */

/** Builds a JSON document of about `bytes` characters in the page (lossless numbers, unicode, nesting). */
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

/** Clears the input (Clear button), then pastes `window.__jfBenchText` as a real paste event would. */
async function pasteGenerated(page) {
  await page.evaluate(() => {
    const root = document.querySelector('.jf-root');
    [...root.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Clear' && !b.disabled)?.click();
  });
  await page.waitForSelector('.jf-root[data-check="empty"]');
  await page.evaluate(() => {
    const content = document.querySelector('[data-editor="input"] .cm-content');
    content.focus();
    const dt = new DataTransfer();
    dt.setData('text/plain', window.__jfBenchText);
    content.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  });
}

async function formatOnce(page) {
  await pasteGenerated(page);
  // Wait until the pasted document has been checked, so Format is timed on an idle worker.
  await page.waitForSelector('.jf-root[data-check="valid"]', { timeout: 120_000 });
  return page.evaluate(async () => {
    const root = document.querySelector('.jf-root');
    const button = [...root.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Format');
    const runs = Number(root.dataset.runs);
    const tasks = [];
    const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
    observer.observe({ type: 'longtask', buffered: false });
    const t0 = performance.now();
    button.click();
    await new Promise((resolve) => {
      const check = () =>
        Number(root.dataset.runs) > runs && root.dataset.busy === 'false' ? resolve() : setTimeout(check, 5);
      check();
    });
    // Until the result is painted.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const ms = performance.now() - t0;
    // Let the observer deliver, and include any task CodeMirror runs right after.
    await new Promise((r) => setTimeout(r, 300));
    observer.disconnect();
    const during = tasks.filter((t) => t.startTime + t.duration >= t0);
    const longest = during.reduce((m, t) => Math.max(m, t.duration), 0);
    return { ms, longest };
  });
}

export async function bench({ page, baseURL }) {
  await page.goto(`${baseURL}/en/json-formatter`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForSelector('.jf-root[data-editors="ready"]');
  await page.evaluate(`window.__jfGenerate = ${generate.toString()}`);

  const rows = [];
  for (const [label, bytes] of [
    ['1 MB', 1024 * 1024],
    ['10 MB', 10 * 1024 * 1024],
  ]) {
    await page.evaluate((b) => {
      window.__jfBenchText = window.__jfGenerate(b);
    }, bytes);
    const r = await formatOnce(page);
    rows.push({ name: `JSON format ${label}`, ms: r.ms, note: 'click Format → result painted (indent 2)' });
    if (label === '10 MB') {
      rows.push({
        name: 'JSON format 10 MB: longest main-thread task',
        ms: r.longest,
        note: r.longest > 200 ? 'OVER the 200 ms budget' : 'budget 200 ms',
      });
    }
  }
  return rows;
}
