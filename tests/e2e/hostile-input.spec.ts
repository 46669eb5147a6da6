/**
 * The hostile-input sweep: every tool page, on its Chinese (default) page, gets what a careless or hostile
 * user gives it — empty input, a 0-byte file, a file of the wrong type, 50 MB of random bytes, and a
 * pathological text of its own — and must answer each with a translated message (no engine message in
 * English), without a main-thread task over 500 ms, without an uncaught error or a request leaving the
 * origin, and with the user's previous input still there afterwards and after a reload.
 *
 * One row of TOOLS per tool: a new tool adds its row. (The 200 ms main-thread budget is `npm run bench`'s;
 * this test only catches freezes.)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { claimedSizePng } from '../fixtures/images/stitch/make.mjs';
import { longestTaskSince, pageNow, recordLongTasks, watchPage } from './helpers';

/** Text an engine (not our translations) would put on the page. */
const ENGINE_TEXT =
  /\b(?:[A-Z][a-z]+Error\b|Uncaught|Maximum call stack|allocation failed|undefined is not|Cannot read propert|is not a function|Unexpected token|\[object )/;
/** The sweep's bar for one main-thread task, ms. */
const FREEZE_MS = 500;

interface Files {
  empty: string;
  png: string;
  pdf: string;
  text: string;
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
  /** Whether the previous input is kept across a reload (tools that hold files keep them in memory only). */
  reloadKeeps: boolean;
  /**
   * Waits until the tool has finished starting (e.g. an editor loaded after hydration), so that the timed
   * steps measure the answers to the input, not the page's start-up.
   */
  ready?: (page: Page) => Promise<void>;
  /** Empty input: the page must stay calm (no error text), or show `answer` if given. */
  empty: (page: Page) => Promise<void>;
  cases: Case[];
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
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

/** A 1×1 PNG as a data URI: the image tool's previous input. */
const ONE_PIXEL_URI =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const JSON_PREVIOUS = '{"保留": [1, 2, 3]}';
/** The JSON input editor's text (CodeMirror draws only visible lines; the documents here are one line). */
const jsonText = (page: Page) =>
  page
    .locator('[data-editor="input"] .cm-line')
    .allInnerTexts()
    .then((lines) => lines.join('\n'));

const urlInput = (page: Page) => page.getByLabel(/^待(编|解)码文本$/);
const diffOld = (page: Page) => page.locator('[data-side=old]');
const veoSubject = (page: Page) => page.getByLabel(/^主体/);

/** The calendar's libraries have loaded (it says so on its root). */
const calendarReady = (page: Page) =>
  expect(page.locator('[data-tool="perpetual-calendar"]')).toHaveAttribute('data-ready', 'true');
/** Types a date into the calendar's jump field and presses its button. */
async function calendarJump(page: Page, value: string) {
  await page.getByLabel('跳转到日期').fill(value);
  await page.getByRole('button', { name: '跳转', exact: true }).click();
}
const TRANSLATOR_PREVIOUS = '保留这段要翻译的文字';
const TRANSLATOR_NOT_IMAGE = (name: string) =>
  `未添加“${name}”：这里不接受这种文件（可用格式：PNG, JPG, WEBP, GIF, BMP, AVIF）。`;
const CALENDAR_RANGE = '本万年历覆盖 1900 年至 2100 年，请选择这一范围内的日期。';

const TOOLS: ToolRow[] = [
  {
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
      await expect(page.locator('.jf-root')).toHaveAttribute('data-editors', 'ready', { timeout: 20_000 });
      await expect.poll(() => jsonText(page)).toBe(JSON_PREVIOUS);
    },
    reloadKeeps: true,
    ready: async (page) => {
      await expect(page.locator('.jf-root')).toHaveAttribute('data-editors', 'ready', { timeout: 20_000 });
    },
    empty: async (page) => {
      await page.getByRole('button', { name: '格式化', exact: true }).click();
      await expect(page.getByTestId('json-error')).toContainText('输入为空');
    },
    cases: [
      {
        name: 'a 0-byte file',
        give: (page, f) => page.getByLabel('打开文件').setInputFiles(f.empty),
        answer: (page) =>
          page.getByRole('alert').getByText('empty.txt 是空文件（0 字节），没有可读取的 JSON。你的输入未改变。'),
      },
      {
        name: 'a PNG',
        give: (page, f) => page.getByLabel('打开文件').setInputFiles(f.png),
        answer: (page) => page.getByRole('alert').getByText(/picture\.png 是 PNG 文件/),
      },
      {
        name: '50 MB of random bytes',
        give: (page, f) => page.getByLabel('打开文件').setInputFiles(f.random50),
        answer: (page) => page.getByTestId('json-notice'),
      },
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
    slug: 'url-encode-and-decode',
    path: '/url-encode-and-decode/',
    putPrevious: async (page) => {
      await page.getByRole('radio', { name: '解码' }).click();
      // Clear first: a large text is shown read-only.
      const clear = page.getByRole('button', { name: '清空', exact: true }).first();
      if (await clear.isEnabled()) await clear.click();
      await urlInput(page).fill('%E4%BD%A0 保留');
    },
    checkPrevious: async (page) => {
      await expect(urlInput(page)).toHaveValue('%E4%BD%A0 保留');
    },
    reloadKeeps: true,
    empty: async (page) => {
      await urlInput(page).fill('');
      await expect(page.getByTestId('convert-error')).toHaveCount(0);
    },
    cases: [
      {
        name: 'a cut UTF-8 sequence after 300,000 characters',
        give: async (page) => {
          await urlInput(page).selectText();
          await pasteInto(urlInput(page), `${'a'.repeat(300_000)}%E4%B8`);
        },
        // The pasted text is the input now: kept, shown read-only with its size.
        kept: async (page) => {
          await expect(page.getByTestId('large-text-note')).toContainText('300,006');
        },
        answer: (page) =>
          page.getByTestId('convert-error').getByText(/不完整的 UTF-8 字符：需要 3 个字节，实际只有 2 个/),
      },
    ],
  },
  {
    slug: 'veo3-prompts',
    path: '/veo3-prompts/',
    putPrevious: async (page) => {
      await veoSubject(page).fill('一只在雨中奔跑的狐狸');
    },
    checkPrevious: async (page) => {
      await expect(veoSubject(page)).toHaveValue('一只在雨中奔跑的狐狸');
    },
    reloadKeeps: true,
    empty: async (page) => {
      await veoSubject(page).fill('');
      await veoSubject(page).blur();
      // An empty subject is the one required field: its own translated message.
      await expect(page.getByText('请添加主体：视频的主角是谁或什么？')).toBeVisible();
    },
    cases: [
      {
        name: '6,000,000 characters pasted into a field',
        give: (page) => pasteInto(veoSubject(page), { repeat: '狐', times: 6_000_000 }),
        answer: (page) =>
          page.getByRole('alert').getByText('未粘贴：这段文字有 6,000,000 个字符，此处最多 2,000 个。原有内容未变。'),
      },
    ],
  },
  {
    slug: 'text-diff',
    path: '/text-diff/',
    putPrevious: async (page) => {
      const clear = diffOld(page).getByRole('button', { name: '清空', exact: true });
      if (await clear.isEnabled()) await clear.click();
      await diffOld(page).getByRole('textbox').fill('原来的文本\n第二行');
    },
    checkPrevious: async (page) => {
      await expect(diffOld(page).getByRole('textbox')).toHaveValue('原来的文本\n第二行');
    },
    reloadKeeps: true,
    empty: async (page) => {
      await diffOld(page).getByRole('textbox').fill('');
      await expect(diffOld(page).getByRole('alert')).toHaveCount(0);
    },
    cases: [
      {
        name: 'a 0-byte file',
        give: (page, f) => page.getByLabel('打开文件作为原文').setInputFiles(f.empty),
        answer: (page) =>
          diffOld(page)
            .getByRole('alert')
            .getByText('empty.txt 是空文件（0 字节），未载入任何内容，这里的文本保持不变。'),
      },
      {
        name: 'a PNG opened as text',
        give: (page, f) => page.getByLabel('打开文件作为原文').setInputFiles(f.png),
        answer: (page) =>
          diffOld(page)
            .getByRole('alert')
            .getByText(/picture\.png 是 PNG/),
      },
      {
        name: 'a 2,000,000-character line pasted',
        give: async (page) => {
          await diffOld(page).getByRole('textbox').selectText();
          await pasteInto(diffOld(page).getByRole('textbox'), { repeat: '长行 long ', times: 250_000 });
        },
        answer: (page) => diffOld(page).getByTestId('large-text-note'),
        // The paste is the text now: kept, read-only, with its size.
        kept: async (page) => {
          await expect(diffOld(page).getByTestId('large-text-note')).toContainText('2,000,000');
        },
      },
      {
        name: '50 MB of random bytes',
        give: (page, f) => page.getByLabel('打开文件作为原文').setInputFiles(f.random50),
        answer: (page) => diffOld(page).getByRole('alert'),
      },
    ],
  },
  {
    slug: 'image-base64',
    path: '/image-base64/',
    // The decoder's text is what the tool keeps across reloads.
    putPrevious: async (page) => {
      await page.getByRole('tab', { name: 'Base64 → 图片' }).click();
      const box = page.getByLabel('Base64 或 Data URI');
      if ((await box.inputValue()) !== ONE_PIXEL_URI) await box.fill(ONE_PIXEL_URI);
    },
    checkPrevious: async (page) => {
      await page.getByRole('tab', { name: 'Base64 → 图片' }).click();
      await expect(page.getByLabel('Base64 或 Data URI')).toHaveValue(ONE_PIXEL_URI);
    },
    reloadKeeps: true,
    empty: async (page) => {
      await page.getByRole('tab', { name: 'Base64 → 图片' }).click();
      await page.getByLabel('Base64 或 Data URI').fill('');
      await expect(page.getByTestId('decode-error')).toHaveCount(0);
    },
    cases: [
      {
        name: 'a 0-byte .png in the encoder',
        give: async (page) => {
          await page.getByRole('tab', { name: '图片 → Base64' }).click();
          await page
            .getByLabel('选择要编码的图片')
            .setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
        },
        answer: (page) => page.getByTestId('encode-error').getByText(/0 字节/),
      },
      {
        name: 'a PDF named .png in the encoder',
        give: async (page, f) => {
          await page.getByRole('tab', { name: '图片 → Base64' }).click();
          await page
            .getByLabel('选择要编码的图片')
            .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: readFileSync(f.pdf) });
        },
        answer: (page) => page.getByTestId('encode-error').getByText(/PDF/),
      },
      {
        name: '50 MB of random bytes in the encoder',
        give: async (page, f) => {
          await page.getByRole('tab', { name: '图片 → Base64' }).click();
          await page.getByLabel('选择要编码的图片').setInputFiles(f.random50);
        },
        answer: (page) => page.getByTestId('encode-error'),
      },
      {
        // (An image opened here is encoded on the other tab, on purpose.)
        name: 'a PDF opened as Base64 text in the decoder',
        give: (page, f) => page.getByLabel('打开文本文件').setInputFiles(f.pdf),
        answer: (page) => page.getByTestId('decode-error').getByText(/输入框内容保持不变/),
      },
      {
        name: 'a 0-byte .txt in the decoder',
        give: (page, f) => page.getByLabel('打开文本文件').setInputFiles(f.empty),
        answer: (page) => page.getByTestId('decode-error'),
      },
    ],
  },
  {
    slug: 'pdf-decryptor',
    path: '/pdf-decryptor/',
    putPrevious: async (page, f) => {
      if ((await page.locator('li', { hasText: 'plain.pdf' }).count()) === 0)
        await page.getByLabel('选择 PDF 文件').setInputFiles(f.pdf);
    },
    // The file added before is still listed, once.
    checkPrevious: async (page) => {
      await expect(page.locator('li', { hasText: 'plain.pdf' })).toHaveCount(1);
    },
    reloadKeeps: false,
    empty: async (page) => {
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
    cases: [
      {
        name: 'a 0-byte .pdf',
        give: (page) =>
          page
            .getByLabel('选择 PDF 文件')
            .setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }),
        answer: (page) =>
          page
            .locator('li', { hasText: 'empty.pdf' })
            .getByText('这个文件是空的（0 字节），里面没有 PDF。请选择 PDF 文件本身。'),
      },
      {
        name: 'a PNG named .pdf',
        give: (page, f) =>
          page
            .getByLabel('选择 PDF 文件')
            .setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: readFileSync(f.png) }),
        answer: (page) =>
          page
            .locator('li', { hasText: 'photo.pdf' })
            .getByText('这不是 PDF 文件。请选择能用 PDF 阅读器打开的 .pdf 文件。'),
      },
      {
        name: '50 MB of random bytes named .pdf',
        give: (page, f) => page.getByLabel('选择 PDF 文件').setInputFiles(f.random50),
        answer: (page) =>
          page
            .locator('li', { hasText: 'random.pdf' })
            .getByText('这不是 PDF 文件。请选择能用 PDF 阅读器打开的 .pdf 文件。'),
      },
    ],
  },
  {
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
    reloadKeeps: false,
    empty: async (page) => {
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('[data-tool] .error-text')).toHaveCount(0);
    },
    cases: [
      {
        name: 'a 0-byte .png',
        give: (page) =>
          page
            .getByLabel('选择图片')
            .setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) }),
        answer: (page) => page.locator('li', { hasText: 'empty.png' }).getByText('这个文件是空的（0 字节）。'),
      },
      {
        name: 'a PDF named .png',
        give: (page, f) =>
          page
            .getByLabel('选择图片')
            .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: readFileSync(f.pdf) }),
        answer: (page) => page.locator('li', { hasText: 'scan.png' }).getByText('这是一个 PDF 文件，不是图片。'),
      },
      {
        name: 'a text file',
        give: (page, f) => page.getByLabel('选择图片').setInputFiles(f.text),
        answer: (page) => page.locator('li', { hasText: 'notes.txt' }).getByText(/这不是可以读取的图片/),
      },
      {
        name: '50 MB of random bytes',
        give: (page, f) => page.getByLabel('选择图片').setInputFiles(f.random50),
        answer: (page) => page.locator('li', { hasText: 'random.pdf' }).getByText(/这不是可以读取的图片/),
      },
    ],
  },
  {
    slug: 'image-stitcher',
    path: '/image-stitcher/',
    putPrevious: async (page, f) => {
      if ((await page.locator('li[data-name="picture.png"]').count()) === 0)
        await page.getByLabel('选择要拼接的图片').setInputFiles(f.png);
      await expect(page.locator('li[data-name="picture.png"]')).toHaveCount(1);
    },
    // The image added before is still listed, once.
    checkPrevious: async (page) => {
      await expect(page.locator('li[data-name="picture.png"]')).toHaveCount(1);
    },
    reloadKeeps: false,
    empty: async (page) => {
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
    cases: [
      {
        name: 'a 0-byte file',
        give: (page, f) => page.getByLabel('选择要拼接的图片').setInputFiles(f.empty),
        answer: (page) => page.getByTestId('stitch-problems').getByText('未添加“empty.txt”：文件是空的（0 字节）。'),
      },
      {
        name: 'a PDF',
        give: (page, f) => page.getByLabel('选择要拼接的图片').setInputFiles(f.pdf),
        answer: (page) =>
          page.getByTestId('stitch-problems').getByText('未添加“plain.pdf”：这是 PDF 文件，不是本工具能读取的图片。'),
      },
      {
        name: '50 MB of random bytes',
        give: (page, f) => page.getByLabel('选择要拼接的图片').setInputFiles(f.random50),
        answer: (page) => page.getByTestId('stitch-problems').getByText('未添加“random.pdf”：这不是图片文件。'),
      },
      {
        name: 'a PNG that claims 100,000 × 100,000 pixels',
        give: (page) =>
          page
            .getByLabel('选择要拼接的图片')
            .setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: claimedSizePng(100_000, 100_000) }),
        answer: (page) =>
          page.getByTestId('stitch-problems').getByText('未添加“bomb.png”：图片已损坏，或是此浏览器无法读取的格式。'),
      },
    ],
  },
  {
    slug: 'perpetual-calendar',
    path: '/perpetual-calendar/',
    // The user's previous input: the week-start setting (kept in localStorage).
    putPrevious: async (page) => {
      await calendarReady(page);
      await page.getByRole('radio', { name: '星期日' }).click();
    },
    checkPrevious: async (page) => {
      await calendarReady(page);
      await expect(page.getByRole('radio', { name: '星期日' })).toHaveAttribute('aria-checked', 'true');
      await expect(page.locator('[data-testid="pc-grid"] th').first()).toHaveText('周日');
    },
    reloadKeeps: true,
    empty: async (page) => {
      await calendarReady(page);
      await calendarJump(page, '');
      await expect(page.getByTestId('pc-jump-error')).toHaveText('请先输入或选择一个日期。');
    },
    cases: [
      {
        name: 'a date after 2100 in the jump field',
        give: (page) => calendarJump(page, '2101-01-01'),
        answer: (page) => page.getByTestId('pc-jump-error').getByText(CALENDAR_RANGE),
      },
      {
        name: 'a date before 1900 in the jump field',
        give: (page) => calendarJump(page, '1899-12-31'),
        answer: (page) => page.getByTestId('pc-jump-error').getByText(CALENDAR_RANGE),
      },
      {
        name: 'the largest date a date field takes (year 275760)',
        give: (page) => calendarJump(page, '275760-09-13'),
        answer: (page) => page.getByTestId('pc-jump-error').getByText(CALENDAR_RANGE),
      },
      {
        name: 'half a date typed into the jump field',
        give: async (page) => {
          const field = page.getByLabel('跳转到日期');
          await field.fill('');
          await field.focus();
          await page.keyboard.type('2');
          await page.getByRole('button', { name: '跳转', exact: true }).click();
        },
        answer: (page) =>
          page.getByTestId('pc-jump-error').getByText('这不是有效的日期。请按“年-月-日”输入，例如 2026-02-17。'),
      },
      {
        name: 'a corrupted persisted setting',
        give: async (page) => {
          await page.evaluate(() => {
            localStorage.setItem('perpetual-calendar:weekStart', '{"broken');
            localStorage.setItem('perpetual-calendar:view', '"decade"');
          });
          await page.reload();
          await hydrated(page);
        },
        // The page falls back to the defaults: weeks from Monday, the month view.
        answer: (page) => page.getByRole('radio', { name: '星期一', checked: true }),
        kept: async (page) => {
          await calendarReady(page);
          await expect(page.locator('[data-testid="pc-grid"] th').first()).toHaveText('周一');
        },
      },
    ],
  },
  {
    slug: 'image-annotator',
    path: '/image-annotator/',
    // The open image is the previous input (kept in memory only).
    putPrevious: async (page, f) => {
      const status = page.getByTestId('annotator-status');
      if ((await status.count()) === 0) await page.getByLabel('选择要标注的图片').setInputFiles(f.png);
      await expect(status).toContainText('1 × 1 像素');
    },
    checkPrevious: async (page) => {
      await expect(page.getByTestId('annotator-status')).toContainText('1 × 1 像素');
      await expect(page.getByTestId('annotator-stage').locator('canvas').first()).toBeVisible();
    },
    reloadKeeps: false,
    empty: async (page) => {
      await expect(page.getByTestId('annotator-error')).toHaveCount(0);
    },
    cases: [
      {
        name: 'a 0-byte .png',
        give: (page) =>
          page
            .getByLabel('选择要标注的图片')
            .setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) }),
        answer: (page) =>
          page.getByTestId('annotator-error').getByText('“empty.png”是空文件（0 字节），里面没有图片。'),
      },
      {
        name: 'a PDF named .png',
        give: (page, f) =>
          page
            .getByLabel('选择要标注的图片')
            .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: readFileSync(f.pdf) }),
        answer: (page) => page.getByTestId('annotator-error').getByText(/“scan\.png”不是图片.*PDF 文件/),
      },
      {
        name: 'a PNG cut after 40 bytes',
        give: (page, f) =>
          page
            .getByLabel('选择要标注的图片')
            .setInputFiles({ name: 'cut.png', mimeType: 'image/png', buffer: readFileSync(f.png).subarray(0, 40) }),
        answer: (page) => page.getByTestId('annotator-error').getByText(/“cut\.png”看起来是图片，但浏览器无法解码/),
      },
      {
        name: '50 MB of random bytes',
        give: (page, f) => page.getByLabel('选择要标注的图片').setInputFiles(f.random50),
        answer: (page) => page.getByTestId('annotator-error').getByText(/“random\.pdf”不是本工具能识别的图片/),
      },
    ],
  },
  {
    slug: 'image-watermark',
    path: '/image-watermark/',
    // The watermark text is what the tool keeps across reloads (the images stay in memory only).
    putPrevious: async (page) => {
      await page.getByLabel('水印文字', { exact: true }).fill('保留的水印');
    },
    checkPrevious: async (page) => {
      await expect(page.getByLabel('水印文字', { exact: true })).toHaveValue('保留的水印');
    },
    reloadKeeps: true,
    empty: async (page) => {
      await page.getByLabel('水印文字', { exact: true }).fill('');
      await expect(page.getByText('请输入水印文字后再应用。')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
    cases: [
      {
        name: 'a 0-byte .png',
        give: (page) =>
          page
            .getByLabel('选择要加水印的图片')
            .setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) }),
        answer: (page) =>
          page.locator('li', { hasText: 'empty.png' }).getByText('这个文件是空的（0 字节），里面没有图片。已跳过。'),
      },
      {
        name: 'a PDF named .jpg',
        give: (page, f) =>
          page
            .getByLabel('选择要加水印的图片')
            .setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: readFileSync(f.pdf) }),
        answer: (page) => page.locator('li', { hasText: 'scan.jpg' }).getByText('这是 PDF 文件，不是图片。已跳过。'),
      },
      {
        name: '50 MB of random bytes',
        give: (page, f) => page.getByLabel('选择要加水印的图片').setInputFiles(f.random50),
        answer: (page) => page.locator('li', { hasText: 'random.pdf' }).getByText('这不是可读取的图片文件。已跳过。'),
      },
      {
        // Its first bytes say JPEG; the preview's decode (or the worker's) finds it damaged.
        name: 'a damaged JPEG',
        give: (page) =>
          page.getByLabel('选择要加水印的图片').setInputFiles({
            name: 'damaged.jpg',
            mimeType: 'image/jpeg',
            buffer: readFileSync(join(import.meta.dirname, '../fixtures/images/wm-corrupt.jpg')),
          }),
        answer: (page) =>
          page
            .locator('li', { hasText: 'damaged.jpg' })
            .getByText('这张图片已损坏，或是本浏览器无法读取的格式。已跳过。'),
      },
      {
        name: '6,000,000 characters pasted as the watermark text',
        give: (page) => pasteInto(page.getByLabel('水印文字', { exact: true }), { repeat: '水', times: 6_000_000 }),
        answer: (page) =>
          page.getByRole('alert').getByText('未粘贴：这段文字有 6,000,000 个字符，此处最多 200 个。原有内容未变。'),
      },
    ],
  },
  {
    slug: 'wechat-formatter',
    path: '/wechat-formatter/',
    putPrevious: async (page) => {
      const clear = page.getByRole('button', { name: '清空', exact: true });
      if (await page.getByTestId('large-text-note').count()) await clear.click();
      await page.getByRole('textbox', { name: 'Markdown' }).fill('# 保留的文章\n\n正文');
    },
    checkPrevious: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Markdown' })).toHaveValue('# 保留的文章\n\n正文');
    },
    reloadKeeps: true,
    empty: async (page) => {
      await page.getByRole('textbox', { name: 'Markdown' }).fill('');
      await expect(page.getByText('输入 Markdown 后，排版好的文章会显示在这里。')).toBeVisible();
    },
    cases: [
      {
        name: 'ten thousand nested quotes',
        give: (page) => page.getByRole('textbox', { name: 'Markdown' }).fill(`${'>'.repeat(10_000)} 深`),
        answer: (page) => page.getByRole('alert').getByText(/这段 Markdown 嵌套层级太深/),
        kept: async (page) => {
          await expect(page.getByRole('textbox', { name: 'Markdown' })).toHaveValue(`${'>'.repeat(10_000)} 深`);
        },
      },
      {
        name: '2,000,000 characters pasted',
        give: async (page) => {
          await page.getByRole('textbox', { name: 'Markdown' }).selectText();
          await pasteInto(page.getByRole('textbox', { name: 'Markdown' }), { repeat: '长文 long ', times: 250_000 });
        },
        answer: (page) => page.getByRole('alert').getByText(/这段文字有 2,000,000 个字符，排版最多支持 500,000 个/),
        kept: async (page) => {
          await expect(page.getByTestId('large-text-note')).toContainText('2,000,000');
        },
      },
    ],
  },
  {
    slug: 'subtitle-to-image',
    path: '/subtitle-to-image/',
    // The lines are what the tool keeps across reloads (the frame stays in memory only).
    putPrevious: async (page) => {
      await page.getByRole('textbox', { name: '台词' }).fill('保留的台词\n第二句');
    },
    checkPrevious: async (page) => {
      await expect(page.getByRole('textbox', { name: '台词' })).toHaveValue('保留的台词\n第二句');
    },
    reloadKeeps: true,
    empty: async (page) => {
      await page.getByRole('textbox', { name: '台词' }).fill('');
      await expect(page.getByText('请先选择一张截图。')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
    cases: [
      {
        name: 'a 0-byte .png',
        give: (page) =>
          page
            .getByLabel('选择视频截图')
            .setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) }),
        answer: (page) =>
          page.getByRole('alert').getByText('empty.png 是空文件（0 字节），里面没有图片。已保留原来的截图。'),
      },
      {
        name: 'a PDF named .jpg',
        give: (page, f) =>
          page
            .getByLabel('选择视频截图')
            .setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: readFileSync(f.pdf) }),
        answer: (page) => page.getByRole('alert').getByText('scan.jpg 是 PDF 文件，不是图片。已保留原来的截图。'),
      },
      {
        name: '50 MB of random bytes',
        give: (page, f) => page.getByLabel('选择视频截图').setInputFiles(f.random50),
        answer: (page) => page.getByRole('alert').getByText('random.pdf 不是可读取的图片文件。已保留原来的截图。'),
      },
      {
        name: 'a text file as subtitles',
        give: (page, f) => page.getByLabel('导入字幕文件（.srt 或 .vtt）').setInputFiles(f.empty),
        answer: (page) => page.getByRole('alert').getByText('empty.txt 是空文件，没有导入任何内容。'),
      },
      {
        name: '6,000,000 characters pasted as the lines',
        give: (page) => pasteInto(page.getByRole('textbox', { name: '台词' }), { repeat: '台', times: 6_000_000 }),
        answer: (page) =>
          page.getByRole('alert').getByText('未粘贴：这段文字有 6,000,000 个字符，此处最多 100,000 个。原有内容未变。'),
      },
    ],
  },
  {
    slug: 'handwriting',
    path: '/handwriting/',
    putPrevious: async (page) => {
      if (await page.getByTestId('large-text-note').count())
        await page.getByRole('button', { name: '清空', exact: true }).click();
      await page.getByRole('textbox', { name: '要手写的文字' }).fill('保留的文字');
    },
    checkPrevious: async (page) => {
      await expect(page.getByRole('textbox', { name: '要手写的文字' })).toHaveValue('保留的文字');
    },
    reloadKeeps: true,
    empty: async (page) => {
      await page.getByRole('textbox', { name: '要手写的文字' }).fill('');
      await expect(page.getByText('输入文字后，这里会显示手写效果。')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
    cases: [
      {
        name: 'emoji, ZWJ sequences, flags, right-to-left text and bidi controls',
        give: (page) =>
          page
            .getByRole('textbox', { name: '要手写的文字' })
            .fill('👩‍👩‍👧🇨🇳 مرحبا بالعالم שלום \u202eabc\u202c 字，'.repeat(200)),
        answer: (page) => page.getByTestId('handwriting-status').getByText(/^共 \d+ 页，每页 1240 × 1754 像素。$/),
        kept: async (page) => {
          await expect(page.getByRole('textbox', { name: '要手写的文字' })).toHaveValue(
            '👩‍👩‍👧🇨🇳 مرحبا بالعالم שלום \u202eabc\u202c 字，'.repeat(200),
          );
        },
      },
      {
        name: 'the longest text it draws (19,890 characters, about 50 pages)',
        give: (page) => page.getByRole('textbox', { name: '要手写的文字' }).fill('很长的文字 long words '.repeat(1170)),
        answer: (page) => page.getByTestId('handwriting-status').getByText(/^共 \d\d 页，每页 1240 × 1754 像素。$/),
        kept: async (page) => {
          await expect(page.getByRole('textbox', { name: '要手写的文字' })).toHaveValue(
            '很长的文字 long words '.repeat(1170),
          );
        },
      },
      {
        name: '2,000,000 characters pasted',
        give: async (page) => {
          await page.getByRole('textbox', { name: '要手写的文字' }).selectText();
          await pasteInto(page.getByRole('textbox', { name: '要手写的文字' }), {
            repeat: '长文 long ',
            times: 250_000,
          });
        },
        answer: (page) => page.getByRole('alert').getByText(/^这段文字有 2,000,000 个字符，手写稿最多支持 20,000 个。/),
        kept: async (page) => {
          await expect(page.getByTestId('large-text-note')).toContainText('2,000,000');
        },
      },
    ],
  },
  {
    slug: 'markdown-to-image',
    path: '/markdown-to-image/',
    putPrevious: async (page) => {
      const clear = page.getByRole('button', { name: '清空', exact: true });
      if (await page.getByTestId('large-text-note').count()) await clear.click();
      await page.getByRole('textbox', { name: 'Markdown' }).fill('# 保留的长图\n\n正文');
    },
    checkPrevious: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Markdown' })).toHaveValue('# 保留的长图\n\n正文');
    },
    reloadKeeps: true,
    empty: async (page) => {
      await page.getByRole('textbox', { name: 'Markdown' }).fill('');
      await expect(page.getByText('输入 Markdown 后，这里会显示预览。')).toBeVisible();
    },
    cases: [
      {
        name: 'ten thousand nested quotes',
        give: (page) => page.getByRole('textbox', { name: 'Markdown' }).fill(`${'>'.repeat(10_000)} 深`),
        answer: (page) => page.getByRole('alert').getByText('Markdown 中的引用或列表嵌套太深，无法渲染。'),
        kept: async (page) => {
          await expect(page.getByRole('textbox', { name: 'Markdown' })).toHaveValue(`${'>'.repeat(10_000)} 深`);
        },
      },
      {
        name: '2,000,000 characters pasted',
        give: async (page) => {
          await page.getByRole('textbox', { name: 'Markdown' }).selectText();
          await pasteInto(page.getByRole('textbox', { name: 'Markdown' }), { repeat: '长图 long ', times: 250_000 });
        },
        answer: (page) => page.getByRole('alert').getByText('文本有 2,000,000 个字符，最多只能转换 200,000 个字符。'),
        kept: async (page) => {
          await expect(page.getByTestId('large-text-note')).toContainText('2,000,000');
        },
      },
      {
        name: 'a text file as an image',
        give: (page, f) => page.getByLabel('图片', { exact: true }).setInputFiles(f.text),
        answer: (page) => page.getByText(/未添加“notes\.txt”：这里不接受这种文件/),
      },
      {
        name: '50 MB of random bytes as an image',
        give: (page, f) => page.getByLabel('图片', { exact: true }).setInputFiles(f.random50),
        answer: (page) => page.getByText(/未添加“random\.pdf”：这里不接受这种文件/),
      },
    ],
  },
  {
    slug: 'quote-card',
    path: '/quote-card/',
    // The quote is kept across reloads (the logo stays in memory only).
    putPrevious: async (page) => {
      await page.getByLabel('名言', { exact: true }).fill('保留的名言');
    },
    checkPrevious: async (page) => {
      await expect(page.getByLabel('名言', { exact: true })).toHaveValue('保留的名言');
    },
    reloadKeeps: true,
    empty: async (page) => {
      await page.getByLabel('名言', { exact: true }).fill('');
      await expect(page.getByText('输入一句名言即可生成卡片。')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
    cases: [
      {
        name: 'a 0-byte logo',
        give: (page) =>
          page
            .getByLabel('选择 Logo 图片')
            .setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) }),
        answer: (page) => page.getByRole('alert').getByText('“empty.png”是空文件（0 字节），未添加 Logo。'),
      },
      {
        name: 'a PDF as the logo',
        give: (page, f) =>
          page
            .getByLabel('选择 Logo 图片')
            .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: readFileSync(f.pdf) }),
        answer: (page) => page.getByRole('alert').getByText('“scan.png”不是图片文件，未添加 Logo。'),
      },
      {
        name: '50 MB of random bytes as the logo',
        give: (page, f) => page.getByLabel('选择 Logo 图片').setInputFiles(f.random50),
        answer: (page) => page.getByRole('alert').getByText('“random.pdf”超过 20 MB，请选择更小的 Logo。'),
      },
      {
        name: 'emoji, ZWJ sequences, RTL and a lone surrogate as the quote',
        give: (page) => page.getByLabel('名言', { exact: true }).fill(`👨‍👩‍👧‍👦🏳️‍🌈 مرحبا بالعالم \ud800 ${'字'.repeat(1500)}`),
        answer: (page) => page.getByTestId('quote-card-truncated'),
        kept: async (page) => {
          await expect(page.getByLabel('名言', { exact: true })).toHaveValue(/^👨‍👩‍👧‍👦🏳️‍🌈 مرحبا/);
        },
      },
      {
        name: '200,000 characters pasted as the quote',
        give: (page) => pasteInto(page.getByLabel('名言', { exact: true }), { repeat: '名', times: 200_000 }),
        answer: (page) =>
          page.getByRole('alert').getByText('未粘贴：这段文字有 200,000 个字符，此处最多 2,000 个。原有内容未变。'),
      },
    ],
  },
  {
    slug: 'latex-to-image',
    path: '/latex-to-image/',
    putPrevious: async (page) => {
      await page.getByRole('textbox', { name: 'LaTeX' }).fill('a^2 + b^2 = c^2');
    },
    checkPrevious: async (page) => {
      await expect(page.getByRole('textbox', { name: 'LaTeX' })).toHaveValue('a^2 + b^2 = c^2');
    },
    reloadKeeps: true,
    empty: async (page) => {
      await page.getByRole('textbox', { name: 'LaTeX' }).fill('');
      await expect(page.getByText('开始输入后，图片会显示在这里。')).toBeVisible();
    },
    cases: [
      {
        name: 'braces nested 2,000 deep (refused before MathJax, whose parser recurses per level)',
        give: (page) => page.getByRole('textbox', { name: 'LaTeX' }).fill(`${'{'.repeat(2000)}x${'}'.repeat(2000)}`),
        answer: (page) => page.getByTestId('latex-to-image-error').getByText('公式嵌套太深（上千层括号），无法绘制。'),
        kept: async (page) => {
          await expect(page.getByRole('textbox', { name: 'LaTeX' })).toHaveValue(
            `${'{'.repeat(2000)}x${'}'.repeat(2000)}`,
          );
        },
      },
      {
        name: '100,000 characters with emoji, ZWJ, RTL and a lone surrogate',
        give: (page) =>
          page.getByRole('textbox', { name: 'LaTeX' }).fill(`\\text{👩‍💻 עברית \uD800} ${'x+'.repeat(50_000)}`),
        answer: (page) =>
          page.getByTestId('latex-to-image-error').getByText(/这段文字有 100,\d{3} 个字符，公式最多 20,000 个字符/),
        kept: async (page) => {
          await expect(page.getByRole('textbox', { name: 'LaTeX' })).toHaveValue(/^\\text\{👩‍💻 עברית/);
        },
      },
    ],
  },
  {
    slug: 'background-remover',
    path: '/background-remover/',
    // No model here: every answer comes from the bytes (sniffed, or decoded in the worker before any model
    // download). The previous input is a setting, the blurred background (kept in localStorage).
    putPrevious: async (page) => {
      const blur = page.getByRole('radio', { name: '模糊原图' });
      if ((await blur.getAttribute('aria-checked')) !== 'true') await blur.click();
    },
    checkPrevious: async (page) => {
      await expect(page.getByRole('radio', { name: '模糊原图' })).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByRole('spinbutton', { name: '模糊程度' })).toBeVisible();
    },
    reloadKeeps: true,
    empty: async (page) => {
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('[data-tool] .error-text')).toHaveCount(0);
    },
    cases: [
      {
        name: 'a 0-byte .png',
        give: (page) =>
          page
            .getByLabel('选择照片')
            .setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) }),
        answer: (page) => page.locator('li', { hasText: 'empty.png' }).getByText('这个文件是空的（0 字节）。'),
      },
      {
        name: 'a PDF named .png',
        give: (page, f) =>
          page
            .getByLabel('选择照片')
            .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: readFileSync(f.pdf) }),
        answer: (page) =>
          page
            .locator('li', { hasText: 'scan.png' })
            .getByText('无法把这个文件读取为图片。请换一张 JPEG、PNG 或 WebP 照片。'),
      },
      {
        name: 'a broken PNG (a real signature, then garbage)',
        give: (page) =>
          page.getByLabel('选择照片').setInputFiles({
            name: 'broken.png',
            mimeType: 'image/png',
            buffer: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(2048)]),
          }),
        answer: (page) =>
          page
            .locator('li', { hasText: 'broken.png' })
            .getByText('无法把这个文件读取为图片。请换一张 JPEG、PNG 或 WebP 照片。'),
      },
      {
        name: '50 MB of random bytes',
        give: (page, f) => page.getByLabel('选择照片').setInputFiles(f.random50),
        answer: (page) =>
          page
            .locator('li', { hasText: 'random.pdf' })
            .getByText('无法把这个文件读取为图片。请换一张 JPEG、PNG 或 WebP 照片。'),
      },
    ],
  },
  {
    slug: 'text-behind-image',
    path: '/text-behind-image/',
    // The text layers are what the tool keeps across reloads (the photo stays in memory only).
    putPrevious: async (page) => {
      await page.getByLabel('文字', { exact: true }).fill('保留的文字');
    },
    checkPrevious: async (page) => {
      await expect(page.getByLabel('文字', { exact: true })).toHaveValue('保留的文字');
    },
    reloadKeeps: true,
    empty: async (page) => {
      await page.getByLabel('文字', { exact: true }).fill('');
      await expect(page.getByTestId('tbi-layers').getByText('（空文字）')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
    cases: [
      {
        name: 'a 0-byte .png (answered before any model download)',
        give: async (page) => {
          page.on('request', (r) => {
            if (r.url().includes('/imgly-')) throw new Error(`model requested for a broken file: ${r.url()}`);
          });
          await page
            .getByLabel('选择照片')
            .setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
        },
        answer: (page) =>
          page.getByTestId('tbi-open-error').getByText('无法把这个文件读取为图片。请换一张 JPEG、PNG 或 WebP 照片。'),
      },
      {
        name: 'a PDF named .jpg',
        give: (page, f) =>
          page
            .getByLabel('选择照片')
            .setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: readFileSync(f.pdf) }),
        answer: (page) =>
          page.getByTestId('tbi-open-error').getByText('无法把这个文件读取为图片。请换一张 JPEG、PNG 或 WebP 照片。'),
      },
      {
        name: '50 MB of random bytes',
        give: (page, f) => page.getByLabel('选择照片').setInputFiles(f.random50),
        answer: (page) =>
          page.getByTestId('tbi-open-error').getByText('无法把这个文件读取为图片。请换一张 JPEG、PNG 或 WebP 照片。'),
      },
      {
        name: '6,000,000 characters pasted as the layer text',
        give: (page) => pasteInto(page.getByLabel('文字', { exact: true }), { repeat: '字', times: 6_000_000 }),
        answer: (page) =>
          page.getByRole('alert').getByText('未粘贴：这段文字有 6,000,000 个字符，此处最多 200 个。原有内容未变。'),
      },
    ],
  },
  {
    slug: 'id-photo-maker',
    path: '/id-photo-maker/',
    // The chosen size is what the tool keeps across reloads (the photo stays in memory only). Every refused
    // file is answered by the tool's own decode, before the segmentation model is fetched.
    putPrevious: async (page) => {
      await page.getByLabel('尺寸', { exact: true }).selectOption('passport');
    },
    checkPrevious: async (page) => {
      await expect(page.getByLabel('尺寸', { exact: true })).toHaveValue('passport');
    },
    reloadKeeps: true,
    empty: async (page) => {
      await expect(page.getByText('构图后的照片会显示在这里。')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
    cases: [
      {
        name: 'a 0-byte file',
        give: (page, f) => page.getByLabel('选择人像照片').setInputFiles(f.empty),
        answer: (page) =>
          page.getByRole('alert').getByText('“empty.txt”：无法把这个文件读取为图片。请换一张 JPEG、PNG 或 WebP 照片。'),
      },
      {
        name: 'a PDF',
        give: (page, f) => page.getByLabel('选择人像照片').setInputFiles(f.pdf),
        answer: (page) =>
          page.getByRole('alert').getByText('“plain.pdf”：无法把这个文件读取为图片。请换一张 JPEG、PNG 或 WebP 照片。'),
      },
      {
        name: '50 MB of random bytes',
        give: (page, f) => page.getByLabel('选择人像照片').setInputFiles(f.random50),
        answer: (page) =>
          page
            .getByRole('alert')
            .getByText('“random.pdf”：无法把这个文件读取为图片。请换一张 JPEG、PNG 或 WebP 照片。'),
      },
      {
        name: 'a damaged JPEG',
        give: (page) =>
          page.getByLabel('选择人像照片').setInputFiles({
            name: 'damaged.jpg',
            mimeType: 'image/jpeg',
            buffer: readFileSync(join(import.meta.dirname, '../fixtures/images/wm-corrupt.jpg')),
          }),
        answer: (page) =>
          page
            .getByRole('alert')
            .getByText('“damaged.jpg”：无法把这个文件读取为图片。请换一张 JPEG、PNG 或 WebP 照片。'),
      },
    ],
  },
  {
    slug: 'translator',
    path: '/translator/',
    // The text to translate is kept across reloads; the image tab refuses what is not an image before any OCR.
    putPrevious: async (page) => {
      await page.getByRole('tab', { name: '文本' }).click();
      await page.getByTestId('source-text').fill(TRANSLATOR_PREVIOUS);
    },
    checkPrevious: async (page) => {
      await expect(page.getByTestId('source-text')).toHaveValue(TRANSLATOR_PREVIOUS);
    },
    reloadKeeps: true,
    empty: async (page) => {
      await page.getByTestId('source-text').fill('');
      await expect(page.getByRole('button', { name: '翻译', exact: true })).toBeDisabled();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.getByTestId('source-text').fill(TRANSLATOR_PREVIOUS);
    },
    cases: [
      {
        name: 'a 0-byte file',
        give: async (page, f) => {
          await page.getByRole('tab', { name: '图片' }).click();
          await page.getByLabel('选择图片').setInputFiles(f.empty);
        },
        answer: (page) => page.getByRole('alert').getByText(TRANSLATOR_NOT_IMAGE('empty.txt')),
      },
      {
        name: '50 MB of random bytes',
        give: async (page, f) => {
          await page.getByRole('tab', { name: '图片' }).click();
          await page.getByLabel('选择图片').setInputFiles(f.random50);
        },
        answer: (page) => page.getByRole('alert').getByText(TRANSLATOR_NOT_IMAGE('random.pdf')),
      },
      {
        name: 'a damaged JPEG',
        give: async (page) => {
          await page.getByRole('tab', { name: '图片' }).click();
          await page.getByLabel('选择图片').setInputFiles({
            name: 'damaged.jpg',
            mimeType: 'image/jpeg',
            buffer: readFileSync(join(import.meta.dirname, '../fixtures/images/wm-corrupt.jpg')),
          });
        },
        answer: (page) => page.getByRole('alert').getByText('无法把这个文件读取为图片，请试试 PNG、JPEG 或 WebP。'),
      },
      {
        name: '300,000 characters pasted',
        give: async (page) => {
          await page.getByRole('tab', { name: '文本' }).click();
          await page.getByTestId('source-text').fill('长'.repeat(300_000));
        },
        answer: (page) => page.getByText('300,000 个字符'),
        kept: async (page) => {
          await expect(page.getByTestId('source-text')).toHaveValue('长'.repeat(300_000));
          await page.getByTestId('source-text').fill(TRANSLATOR_PREVIOUS);
        },
      },
    ],
  },
  {
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
    reloadKeeps: false,
    empty: async (page) => {
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
    cases: [
      {
        name: 'a 0-byte .pdf',
        give: (page) =>
          page
            .getByLabel('选择 PDF 文件')
            .setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }),
        answer: (page) =>
          page.getByTestId('doc-error').getByText('“empty.pdf”：此文件为空（0 字节）。请选择 PDF 文件本身。'),
      },
      {
        name: 'a PNG named .pdf',
        give: (page, f) =>
          page
            .getByLabel('选择 PDF 文件')
            .setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: readFileSync(f.png) }),
        answer: (page) =>
          page
            .getByTestId('doc-error')
            .getByText('“photo.pdf”：这不是 PDF 文件。请选择能用 PDF 阅读器打开的 .pdf 文件。'),
      },
      {
        name: '50 MB of random bytes named .pdf',
        give: (page, f) => page.getByLabel('选择 PDF 文件').setInputFiles(f.random50),
        answer: (page) =>
          page
            .getByTestId('doc-error')
            .getByText('“random.pdf”：这不是 PDF 文件。请选择能用 PDF 阅读器打开的 .pdf 文件。'),
      },
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
    empty: write('empty.txt', ''),
    png: write('picture.png', png),
    pdf: join(import.meta.dirname, '../fixtures/pdf/plain.pdf'),
    text: write('notes.txt', '只是一些文字\n'),
    random50: write('random.pdf', randomBytes(50 * 1024 * 1024)),
  };
});

for (const row of TOOLS) {
  test(`sweep: ${row.slug}`, async ({ page }) => {
    test.setTimeout(120_000);
    const w = watchPage(page);
    await recordLongTasks(page);
    await page.goto(row.path);
    await hydrated(page);
    await row.ready?.(page);
    // The page's content (tool, how-to, FAQ) is checked for engine messages.
    const root = page.locator('main');
    const noEngineText = async (what: string) => {
      expect((await root.innerText()).match(ENGINE_TEXT)?.[0], `engine text after ${what}`).toBeUndefined();
    };

    await test.step('empty input', async () => {
      const t0 = await pageNow(page);
      await row.empty(page);
      await noEngineText('empty input');
      expect(await longestTaskSince(page, t0), 'longest task (ms), empty input').toBeLessThan(FREEZE_MS);
    });

    for (const c of row.cases) {
      await test.step(c.name, async () => {
        await row.putPrevious(page, files);
        const t0 = await pageNow(page);
        await c.give(page, files);
        await expect(c.answer(page)).toBeVisible({ timeout: 30_000 });
        await noEngineText(c.name);
        await (c.kept ?? row.checkPrevious)(page);
        expect(await longestTaskSince(page, t0), `longest task (ms), ${c.name}`).toBeLessThan(FREEZE_MS);
      });
    }

    await test.step('the previous input is kept, and after a reload', async () => {
      await row.putPrevious(page, files);
      await row.checkPrevious(page);
      if (!row.reloadKeeps) return;
      // Let the debounced save reach localStorage.
      await page.waitForTimeout(600);
      await page.reload();
      await hydrated(page);
      await row.checkPrevious(page);
    });
    w.assertClean();
  });
}
