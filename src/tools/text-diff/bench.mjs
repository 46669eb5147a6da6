/**
 * Text diff benchmark through the real page in Chromium, with the main-thread heartbeat of
 * scripts/lib/heartbeat.mjs. Cases: two ~1 MB texts (20,000 lines, 1 % changed) in line, word and character
 * mode; 2 × 1 MB with every line changed in character mode; a 20 MB one-line file opened on each side; two
 * 5 MB files where every line differs. Rows: time from the input to the result on screen (includes the typing
 * pause of 250–400 ms), the input size, and the longest main-thread task meanwhile.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installHeartbeat, startHeartbeat, stopHeartbeat } from '../../../scripts/lib/heartbeat.mjs';

const MB = 1024 * 1024;

/** Builds two texts in the page (before the heartbeat starts: making them is not the tool's work). */
async function prepare(page, build) {
  await page.evaluate(`window.__tdTexts = (${build.toString()})()`);
}

/** Puts the prepared texts into the boxes as pastes would (through the textareas' paste handler). */
async function pasteBoth(page) {
  await page.evaluate(() => {
    const [a, b] = window.__tdTexts;
    window.__tdTexts = null;
    window.__t0 = performance.now();
    const boxes = document.querySelectorAll('textarea[data-testid^=input-]');
    [a, b].forEach((text, i) => {
      const box = boxes[i];
      box.focus();
      box.select();
      const dt = new DataTransfer();
      dt.setData('text/plain', text);
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    });
  });
}

/** Waits for a finished (not stale) result in `mode`; stops the heartbeat. */
async function waitResult(page, mode) {
  await page.waitForFunction(
    (mode) => {
      const s = document.querySelector('[data-testid=stats], [data-testid=identical]');
      return (
        s &&
        (s.getAttribute('data-mode') ?? mode) === mode &&
        !document.querySelector('section[aria-busy=true]') &&
        !document.querySelector('.spinner')
      );
    },
    mode,
    { timeout: 120_000 },
  );
  const r = await page.evaluate(() => {
    const s = document.querySelector('[data-testid=stats], [data-testid=identical]');
    return {
      diffMs: Number(s.getAttribute('data-diff-ms') ?? 0),
      wallMs: performance.now() - window.__t0,
      notices: [...document.querySelectorAll('[data-testid=notices] li')].map((li) => li.textContent),
      text: s.textContent,
    };
  });
  const beat = await stopHeartbeat(page);
  return { ...r, longest: beat.longest };
}

/** Clears both boxes (their Clear buttons) and waits for the empty state. */
async function clearBoth(page) {
  for (const side of ['old', 'new']) {
    const btn = page.locator(`[data-side=${side}]`).getByRole('button', { name: 'Clear', exact: true });
    if (await btn.isEnabled()) await btn.click();
  }
  await page.getByText('Paste, type or open two texts above', { exact: false }).waitFor();
}

function noteOf(r) {
  return r.notices.length ? `notice: ${r.notices.join(' | ')}` : r.text.slice(0, 80);
}

export async function bench({ page, baseURL }) {
  await page.goto(`${baseURL}/en/text-diff`);
  await page.getByRole('textbox', { name: 'Original', exact: true }).waitFor();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await installHeartbeat(page);
  await page.getByText('Lines', { exact: true }).click();
  const rows = [];

  // 2 × 1 MB, 1 % of lines changed, in each mode.
  await prepare(page, () => {
    const a = [];
    const b = [];
    for (let i = 0; i < 20000; i++) {
      const line = `${String(i).padStart(5, '0')} lorem ipsum dolor sit amet, consectetur adipiscing elit.`;
      a.push(line);
      b.push(i % 100 === 50 ? line.replace('dolor sit', 'dolores sint') : line);
    }
    return [a.join('\n') + '\n', b.join('\n') + '\n'];
  });
  await startHeartbeat(page);
  await pasteBoth(page);
  const line = await waitResult(page, 'line');
  rows.push({
    name: 'Text diff, line mode (paste → result on screen)',
    input: '2 × 1.3 MB, 1 % of lines changed',
    ms: line.wallMs,
    longest: line.longest,
    note: `worker ${line.diffMs} ms; includes 400 ms typing pause`,
  });
  for (const [label, mode] of [
    ['Words', 'word'],
    ['Characters', 'char'],
  ]) {
    await startHeartbeat(page);
    await page.evaluate(() => (window.__t0 = performance.now()));
    await page.getByText(label, { exact: true }).click();
    const r = await waitResult(page, mode);
    rows.push({
      name: `Text diff, ${mode} mode (click → result on screen)`,
      input: '2 × 1.3 MB, 1 % of lines changed',
      ms: r.wallMs,
      longest: r.longest,
      note: `worker ${r.diffMs} ms; ${noteOf(r)}`,
    });
  }

  // Character mode, every line changed (word order shuffled), 2 × 1 MB.
  await clearBoth(page);
  await prepare(page, () => {
    const a = [];
    const b = [];
    for (let i = 0; i < 20000; i++) {
      const words = `${i} lorem ipsum dolor sit amet consectetur adipiscing elit sed do`.split(' ');
      a.push(words.join(' '));
      b.push([...words.slice(5), ...words.slice(0, 5)].join(' '));
    }
    return [a.join('\n') + '\n', b.join('\n') + '\n'];
  });
  await startHeartbeat(page);
  await pasteBoth(page);
  const worst = await waitResult(page, 'char');
  rows.push({
    name: 'Text diff, char mode, every line changed (paste → result)',
    input: '2 × 1.1 MB, 20,000 lines',
    ms: worst.wallMs,
    longest: worst.longest,
    note: `worker ${worst.diffMs} ms; ${noteOf(worst)}`,
  });

  // Files opened with the file picker, in line mode.
  await page.getByText('Lines', { exact: true }).click();
  await waitResult(page, 'line');
  const dir = mkdtempSync(join(tmpdir(), 'td-bench-'));
  try {
    const openBoth = async (oldText, newText, names) => {
      const files = [oldText, newText].map((text, i) => {
        const path = join(dir, names[i]);
        writeFileSync(path, text);
        return path;
      });
      await clearBoth(page);
      await startHeartbeat(page);
      await page.evaluate(() => (window.__t0 = performance.now()));
      await page.locator('[data-side=old] input[type=file]').setInputFiles(files[0]);
      await page.locator('[data-side=new] input[type=file]').setInputFiles(files[1]);
      // Both files read (each pane's count is no longer zero), then the result computed from both.
      await page.waitForFunction(
        () => [...document.querySelectorAll('[data-testid^=counts-]')].every((c) => c.dataset.chars !== '0'),
        null,
        { timeout: 120_000 },
      );
      return waitResult(page, 'line');
    };

    const phrase = 'lorem ipsum dolor sit amet, consectetur adipiscing elit; ';
    const big = phrase.repeat(Math.ceil((20 * MB) / phrase.length)).slice(0, 20 * MB);
    const mid = big.length >> 1;
    const bigChanged = `${big.slice(0, mid)}CHANGED${big.slice(mid + 7)}`;
    const one = await openBoth(big, bigChanged, ['one-line-a.txt', 'one-line-b.txt']);
    rows.push({
      name: 'Text diff, one-line files (open both → result on screen)',
      input: '2 × 20 MB, one line each',
      ms: one.wallMs,
      longest: one.longest,
      note: `worker ${one.diffMs} ms; ${noteOf(one)}`,
    });

    const lines = (tag) => {
      const out = [];
      for (let i = 0, size = 0; size < 5 * MB; i++) {
        const l = `${tag} ${i} ${phrase}${(i * 2654435761) % 100000}`;
        out.push(l);
        size += l.length + 1;
      }
      return `${out.join('\n')}\n`;
    };
    const all = await openBoth(lines('old'), lines('new'), ['every-a.txt', 'every-b.txt']);
    rows.push({
      name: 'Text diff, every line differs (open both → result on screen)',
      input: '2 × 5 MB, ~70,000 lines',
      ms: all.wallMs,
      longest: all.longest,
      note: `worker ${all.diffMs} ms; ${noteOf(all)}`,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
