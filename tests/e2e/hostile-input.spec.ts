/**
 * The hostile-input sweep, browser smoke rows. Every tool's sweep — empty input, a 0-byte file, a file of the
 * wrong type, 50 MB of random bytes and a pathological text, each answered with its translated message at its
 * place, the previous input kept — runs as a component test on the real island (src/tools/<slug>/hostile.test.tsx,
 * required for every tool by tests/unit/hostile-sweep-rows.test.ts). What stays here is what only a browser
 * shows: a million brackets pasted into CodeMirror, 50 MB of random bytes through a real file input to the
 * image compressor's worker pool, a PNG that claims 100,000 × 100,000 pixels (refused from its header by the image kit, never decoded), and
 * a truncated PDF read by pdf.js in its worker. Each row checks the translated message at the place of the
 * error, no engine message on the page, the previous input kept (and after a reload for a text tool), no
 * uncaught error and no request leaving the origin. How long the main thread is held is the bench's
 * (scripts/bench/hostile-input.mjs), not a test's.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { claimedSizePng } from '../fixtures/images/stitch/make.mjs';
import { watchPage, hydrated } from './helpers';

/** Text an engine (not our translations) would put on the page. */
const ENGINE_TEXT =
  /\b(?:[A-Z][a-z]+Error\b|Uncaught|Maximum call stack|allocation failed|undefined is not|Cannot read propert|is not a function|Unexpected token|\[object )/;

interface Files {
  png: string;
  pdf: string;
  random50: string;
}

/** What a case gives the tool. */
interface Case {
  name: string;
  /** Gives the input; the page has the tool's previous input in place. */
  give: (page: Page, files: Files) => Promise<void>;
  /** The translated answer the page must show (zh). */
  answer: (page: Page) => Locator;
  /**
   * What must be in the tool afterwards: by default the previous input (a refused file or paste changes
   * nothing); a pathological text that is the user's new input must itself be kept.
   */
  kept?: (page: Page) => Promise<void>;
}

interface ToolRow {
  slug: string;
  /** The tool's zh page. */
  path: string;
  /** Puts the user's previous input in place (after the page has hydrated). */
  putPrevious: (page: Page, files: Files) => Promise<void>;
  /** Asserts the previous input is there. */
  checkPrevious: (page: Page) => Promise<void>;
  /** For tools that keep their input across a reload: waits until it is saved (localStorage). */
  saved?: (page: Page) => Promise<void>;
  /** Waits until the tool has finished starting (e.g. an editor loaded after hydration). */
  ready?: (page: Page) => Promise<void>;
  cases: Case[];
}

/** A paste event carrying `text` on the element (as a browser's paste does, without the clipboard). */
async function pasteInto(locator: Locator, text: string | { repeat: string; times: number }) {
  await locator.focus();
  await locator.evaluate((el, t) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', typeof t === 'string' ? t : t.repeat.repeat(t.times));
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, text);
}

/** Waits until localStorage holds exactly `json` under `key` (the debounced save has happened). */
async function stored(page: Page, key: string, json: string) {
  await page.waitForFunction(([k, v]) => localStorage.getItem(k) === v, [key, json] as const);
}

const JSON_PREVIOUS = '{"保留": [1, 2, 3]}';
/** The JSON input editor's text (CodeMirror draws only visible lines; the documents here are one line). */
const jsonText = (page: Page) =>
  page
    .locator('[data-editor="input"] .cm-line')
    .allInnerTexts()
    .then((lines) => lines.join('\n'));

/** CodeMirror loads on first use only (useEditors.ts): focusing the plain text box is one. */
async function jsonEditorsReady(page: Page) {
  await page.evaluate(() => document.querySelector<HTMLElement>('[data-editor="plain"]')?.focus());
  await expect(page.locator('.jf-root')).toHaveAttribute('data-editors', 'ready', { timeout: 20_000 });
}

const TOOLS: ToolRow[] = [
  {
    // CodeMirror in a real layout engine: a paste of a million brackets is refused whole, not half-processed.
    slug: 'json-formatter',
    path: '/json-formatter/',
    putPrevious: async (page) => {
      if ((await jsonText(page)) === JSON_PREVIOUS) return;
      await page.locator('[data-editor="input"] .cm-content').click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.insertText(JSON_PREVIOUS);
      await expect(page.locator('.jf-root')).toHaveAttribute('data-check', 'valid');
    },
    checkPrevious: async (page) => {
      await jsonEditorsReady(page);
      await expect.poll(() => jsonText(page)).toBe(JSON_PREVIOUS);
    },
    saved: (page) => stored(page, 'json-formatter:input', JSON.stringify(JSON_PREVIOUS)),
    ready: jsonEditorsReady,
    cases: [
      {
        name: 'a million nested brackets',
        give: async (page) => {
          await page.locator('[data-editor="input"] .cm-content').click();
          await page.keyboard.press('ControlOrMeta+a');
          await pasteInto(page.locator('[data-editor="input"] .cm-content'), { repeat: '[', times: 1_000_000 });
        },
        answer: (page) => page.getByTestId('json-error').getByText(/第 1 行第 1001 列：嵌套超过 1,000 层/),
        // The brackets are the input now, kept (and refused, not half-processed).
        kept: async (page) => {
          await expect(page.locator('.jf-root')).toHaveAttribute('data-check', 'invalid');
        },
      },
    ],
  },
  {
    // 50 MB through a real file input, sniffed on the page before the codec workers see it.
    slug: 'image-compressor',
    path: '/image-compressor/',
    // A compressed picture and a width limit; the list lives in memory only (the settings persist, see its spec).
    putPrevious: async (page, f) => {
      const width = page.getByLabel('最大宽度（像素）');
      if ((await width.inputValue()) !== '640') await width.fill('640');
      if ((await page.locator('li', { hasText: 'picture.png' }).count()) === 0)
        await page.getByLabel('选择图片').setInputFiles(f.png);
      await expect(page.locator('li', { hasText: 'picture.png' })).toHaveAttribute('data-status', /done|kept/, {
        timeout: 30_000,
      });
    },
    checkPrevious: async (page) => {
      await expect(page.locator('li', { hasText: 'picture.png' })).toHaveCount(1);
      await expect(page.getByLabel('最大宽度（像素）')).toHaveValue('640');
    },
    cases: [
      {
        name: '50 MB of random bytes',
        give: (page, f) => page.getByLabel('选择图片').setInputFiles(f.random50),
        answer: (page) =>
          page
            .locator('li', { hasText: 'random.pdf' })
            .getByText('这不是可以读取的图片。请选择 JPEG、PNG、WebP、AVIF、GIF 或 BMP 文件。', { exact: true }),
      },
    ],
  },
  {
    // Chromium's own decoder given a picture it cannot allocate (10 gigapixels claimed in 70 bytes).
    slug: 'image-stitcher',
    path: '/image-stitcher/',
    putPrevious: async (page, f) => {
      if ((await page.locator('li[data-name="picture.png"]').count()) === 0)
        await page.getByLabel('选择要拼接的图片').setInputFiles(f.png);
      await expect(page.locator('li[data-name="picture.png"]')).toHaveCount(1);
    },
    checkPrevious: async (page) => {
      await expect(page.locator('li[data-name="picture.png"]')).toHaveCount(1);
    },
    cases: [
      {
        name: 'a PNG that claims 100,000 × 100,000 pixels',
        give: (page) =>
          page
            .getByLabel('选择要拼接的图片')
            .setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: claimedSizePng(100_000, 100_000) }),
        answer: (page) =>
          page
            .getByTestId('stitch-problems')
            .getByText(
              '“bomb.png”：图片过大（100,000 × 100,000 像素，上限为单边 16,384 像素、总计 100 百万像素）。请缩小后再试。',
            ),
      },
    ],
  },
  {
    // pdf.js in its worker, given a PDF cut short.
    slug: 'document-translator',
    path: '/document-translator/',
    // A PDF that was read (its name and counts shown); the document lives in memory only.
    putPrevious: async (page, f) => {
      if ((await page.getByTestId('doc-file').count()) === 0)
        await page.getByLabel('选择 PDF 文件').setInputFiles(f.pdf);
      await expect(page.getByTestId('doc-file')).toContainText('plain.pdf', { timeout: 30_000 });
    },
    checkPrevious: async (page) => {
      await expect(page.getByTestId('doc-file')).toContainText('plain.pdf');
    },
    cases: [
      {
        name: 'a truncated PDF',
        give: (page) =>
          page.getByLabel('选择 PDF 文件').setInputFiles({
            name: 'cut.pdf',
            mimeType: 'application/pdf',
            buffer: readFileSync(join(import.meta.dirname, '../fixtures/pdf/doc.pdf')).subarray(0, 900),
          }),
        answer: (page) =>
          page.getByTestId('doc-error').getByText('“cut.pdf”：此 PDF 已损坏，无法读取。请换一份文件再试。'),
      },
    ],
  },
];

let files: Files;

test.beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-'));
  const write = (name: string, data: Buffer | string) => {
    const p = join(dir, name);
    writeFileSync(p, data);
    return p;
  };
  // A 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  files = {
    png: write('picture.png', png),
    pdf: join(import.meta.dirname, '../fixtures/pdf/plain.pdf'),
    random50: write('random.pdf', randomBytes(50 * 1024 * 1024)),
  };
});

for (const row of TOOLS) {
  test(`sweep: ${row.slug}`, async ({ page }) => {
    test.setTimeout(120_000);
    const w = watchPage(page);
    await page.goto(row.path);
    await hydrated(page);
    await row.ready?.(page);
    // The page's content (tool, how-to, FAQ) is checked for engine messages.
    const root = page.locator('main');
    const noEngineText = async (what: string) => {
      expect((await root.innerText()).match(ENGINE_TEXT)?.[0], `engine text after ${what}`).toBeUndefined();
    };

    for (const c of row.cases) {
      await test.step(c.name, async () => {
        await row.putPrevious(page, files);
        await c.give(page, files);
        await expect(c.answer(page)).toBeVisible({ timeout: 30_000 });
        await noEngineText(c.name);
        await (c.kept ?? row.checkPrevious)(page);
      });
    }

    await test.step('the previous input is kept, and after a reload', async () => {
      await row.putPrevious(page, files);
      await row.checkPrevious(page);
      if (!row.saved) return;
      await row.saved(page);
      await page.reload();
      await hydrated(page);
      await row.checkPrevious(page);
    });
    w.assertClean();
  });
}
