/**
 * Text diff benchmark through the real page in Chromium: two ~1 MB texts (20,000 lines, 1 % of lines
 * changed) compared in line, word and character mode. Rows: the diff time inside the Worker, the wall time
 * from putting the texts in the boxes to the result on screen (includes the 400 ms typing pause), and the
 * longest main-thread task meanwhile.
 */

/** Puts ~1 MB texts in both boxes (as a paste would) and records long tasks from then on. */
async function fillInputs(page) {
  await page.evaluate(() => {
    const a = [];
    const b = [];
    for (let i = 0; i < 20000; i++) {
      const line = `${String(i).padStart(5, '0')} lorem ipsum dolor sit amet, consectetur adipiscing elit.`;
      a.push(line);
      b.push(i % 100 === 50 ? line.replace('dolor sit', 'dolores sint') : line);
    }
    window.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long.push(e.duration);
    }).observe({ type: 'longtask', buffered: false });
    const boxes = document.querySelectorAll('textarea');
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
    window.__t0 = performance.now();
    [a, b].forEach((lines, i) => {
      setter.call(boxes[i], lines.join('\n') + '\n');
      boxes[i].dispatchEvent(new Event('input', { bubbles: true }));
    });
  });
}

/** Waits for a finished (not stale) result in `mode`; returns worker ms, wall ms and the longest task. */
async function waitResult(page, mode) {
  await page.waitForFunction(
    (mode) => {
      const s = document.querySelector('[data-testid=stats]');
      return (
        s &&
        s.getAttribute('data-mode') === mode &&
        !document.querySelector('section[aria-busy=true]') &&
        !document.querySelector('.spinner')
      );
    },
    mode,
    { timeout: 60_000 },
  );
  return page.evaluate(() => {
    const s = document.querySelector('[data-testid=stats]');
    return {
      diffMs: Number(s.getAttribute('data-diff-ms')),
      wallMs: performance.now() - window.__t0,
      longest: Math.max(0, ...window.__long),
      notices: [...document.querySelectorAll('[data-testid=notices] li')].map((li) => li.textContent),
      text: s.textContent,
    };
  });
}

async function switchMode(page, label) {
  await page.evaluate(() => {
    window.__long = [];
    window.__t0 = performance.now();
  });
  await page.getByText(label, { exact: true }).click();
}

export async function bench({ page, baseURL }) {
  await page.goto(`${baseURL}/en/text-diff`);
  await page.getByRole('textbox', { name: 'Original', exact: true }).waitFor();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByText('Lines', { exact: true }).click();
  await fillInputs(page);
  const rows = [];
  const line = await waitResult(page, 'line');
  rows.push({ name: 'Text diff 2 × 1 MB, line mode (worker)', ms: line.diffMs, note: line.text });
  rows.push({
    name: 'Text diff 2 × 1 MB, line mode (paste → result on screen)',
    ms: line.wallMs,
    note: 'includes 400 ms debounce',
  });
  rows.push({ name: 'Text diff 2 × 1 MB, line mode: longest main-thread task', ms: line.longest, note: '' });
  for (const [label, mode] of [
    ['Words', 'word'],
    ['Characters', 'char'],
  ]) {
    await switchMode(page, label);
    const r = await waitResult(page, mode);
    const note = r.notices.length ? `notice: ${r.notices.join(' | ')}` : 'no notice (within the time budget)';
    rows.push({ name: `Text diff 2 × 1 MB, ${mode} mode (worker)`, ms: r.diffMs, note });
    rows.push({
      name: `Text diff 2 × 1 MB, ${mode} mode (click → result on screen)`,
      ms: r.wallMs,
      note: 'includes 250 ms debounce',
    });
    rows.push({ name: `Text diff 2 × 1 MB, ${mode} mode: longest main-thread task`, ms: r.longest, note: '' });
  }

  // Worst case for characters: every line changed (word order shuffled), 2 × 1 MB.
  await page.evaluate(() => {
    const a = [];
    const b = [];
    for (let i = 0; i < 20000; i++) {
      const words = `${i} lorem ipsum dolor sit amet consectetur adipiscing elit sed do`.split(' ');
      a.push(words.join(' '));
      b.push([...words.slice(5), ...words.slice(0, 5)].join(' '));
    }
    window.__long = [];
    const boxes = document.querySelectorAll('textarea');
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
    window.__t0 = performance.now();
    [a, b].forEach((lines, i) => {
      setter.call(boxes[i], lines.join('\n') + '\n');
      boxes[i].dispatchEvent(new Event('input', { bubbles: true }));
    });
  });
  const worst = await waitResult(page, 'char');
  rows.push({
    name: 'Text diff 2 × 1 MB, every line changed, char mode (worker)',
    ms: worst.diffMs,
    note: worst.notices.length ? `notice: ${worst.notices.join(' | ')}` : 'no notice',
  });
  rows.push({
    name: 'Text diff 2 × 1 MB, every line changed, char mode: longest main-thread task',
    ms: worst.longest,
    note: '',
  });
  return rows;
}
