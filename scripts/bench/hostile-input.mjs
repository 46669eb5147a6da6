/**
 * The hostile-input sweep's main-thread measure (its behaviour is tested in src/tools/<slug>/hostile.test.tsx
 * and tests/e2e/hostile-input.spec.ts): each tool's zh page in Chromium gets its heaviest hostile case — 50 MB
 * of random bytes through the real file input, or its pathological text pasted or typed — and the row gives the
 * time until the translated answer is shown and `longest`, the longest main-thread task meanwhile
 * (scripts/lib/heartbeat.mjs; bench.mjs fails rows over its 200 ms budget).
 *
 * A pasted text is built in the page before the heartbeat starts (the clipboard holds it before a real paste),
 * so only the tool's answer to it is measured. A tool with an island but no case here gets a row saying so; a case
 * whose answer never shows gets a FAILED row with an unknown (infinite) longest task, which fails the bench.
 *
 * The image-bomb set (scripts/lib/bombs.mjs: PNG decompression bombs of 16000 × 16000, 30000 × 1 and 1 × 30000,
 * a JPEG claiming 65535 × 65535, a PDF page drawing a 20000 × 20000 image) is given to every image and PDF
 * input of the tools (BOMB_INPUTS): each row is the time until the translated "too large" refusal shows, and
 * the longest main-thread task meanwhile (the refusal comes from the file's header, before any decode).
 *
 *   BENCH_SKIP_BUILD=1 node scripts/bench.mjs hostile-input
 *   HOSTILE_TOOLS=json-formatter,translator BENCH_SKIP_BUILD=1 node scripts/bench.mjs hostile-input
 *   HOSTILE_BOMBS_ONLY=1 BENCH_SKIP_BUILD=1 node scripts/bench.mjs hostile-input   (the image-bomb rows only)
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bombPdf, IMAGE_BOMB_SPECS } from '../lib/bombs.mjs';
import { installHeartbeat, measure } from '../lib/heartbeat.mjs';

const RANDOM_MB = 50;
const ANSWER_TIMEOUT = 60_000;

/**
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {import('@playwright/test').Locator} Locator
 * @typedef {{
 *   slug: string;
 *   name: string;
 *   input: string;
 *   ready?: (page: Page) => Promise<void>;
 *   text?: { repeat: string; times: number; prefix?: string; suffix?: string };
 *   give: (page: Page, files: { random: string; bombs: Record<string, string> }) => Promise<void>;
 *   answer: (page: Page) => Locator;
 * }} HostileCase
 */

/** Pastes the text built by `prepareText` into the focused element, as a browser's paste does. */
async function pasteText(locator) {
  await locator.focus();
  await locator.evaluate((el) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', window.__hostileText);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  });
}

/** Selects all of a text field's content (the paste replaces it). */
const selectAll = (locator) => locator.evaluate((el) => el.select?.());

const randomFile = (label) => (page, f) => page.getByLabel(label, { exact: true }).setInputFiles(f.random);
const RANDOM = `${RANDOM_MB} MB random bytes`;

/** @type {HostileCase[]} */
const CASES = [
  {
    slug: 'json-formatter',
    name: 'a million nested brackets pasted into the editor',
    input: '1,000,000 chars',
    ready: async (page) => {
      // CodeMirror loads on the first interaction (or when the page is idle).
      await page.locator('[data-editor="plain"]').click();
      await page.locator('.jf-root[data-editors="ready"]').waitFor({ timeout: 30_000 });
      await page.locator('[data-editor="input"] .cm-content').click();
      await page.keyboard.press('ControlOrMeta+a');
    },
    text: { repeat: '[', times: 1_000_000 },
    give: (page) => pasteText(page.locator('[data-editor="input"] .cm-content')),
    answer: (page) => page.getByTestId('json-error').getByText(/嵌套超过 1,000 层/),
  },
  {
    slug: 'url-encode-and-decode',
    name: 'a cut UTF-8 sequence after 300,000 characters pasted',
    input: '300,006 chars',
    ready: async (page) => {
      await page.getByRole('radio', { name: '解码' }).click();
      await selectAll(page.getByLabel(/^待(编|解)码文本$/));
    },
    text: { repeat: 'a', times: 300_000, suffix: '%E4%B8' },
    give: (page) => pasteText(page.getByLabel(/^待(编|解)码文本$/)),
    answer: (page) => page.getByTestId('convert-error').getByText(/不完整的 UTF-8 字符/),
  },
  {
    slug: 'veo3-prompts',
    name: '6,000,000 characters pasted into the subject',
    input: '6,000,000 chars',
    text: { repeat: '狐', times: 6_000_000 },
    give: (page) => pasteText(page.getByLabel(/^主体/)),
    answer: (page) => page.getByRole('alert').getByText(/未粘贴：这段文字有 6,000,000 个字符/),
  },
  {
    slug: 'text-diff',
    name: 'a 2,000,000-character line pasted',
    input: '2,000,000 chars',
    ready: (page) => selectAll(page.locator('[data-side=old]').getByRole('textbox')),
    text: { repeat: '长行 long ', times: 250_000 },
    give: (page) => pasteText(page.locator('[data-side=old]').getByRole('textbox')),
    answer: (page) =>
      page
        .locator('[data-side=old]')
        .getByTestId('large-text-note')
        .getByText(/2,000,000/),
  },
  {
    slug: 'image-base64',
    name: 'random bytes in the encoder',
    input: RANDOM,
    ready: (page) => page.getByRole('tab', { name: '图片 → Base64' }).click(),
    give: randomFile('选择要编码的图片'),
    answer: (page) => page.getByTestId('encode-error'),
  },
  {
    slug: 'pdf-decryptor',
    name: 'random bytes named .pdf',
    input: RANDOM,
    give: randomFile('选择 PDF 文件'),
    answer: (page) => page.locator('li', { hasText: 'random.pdf' }).getByText(/这不是 PDF 文件/),
  },
  {
    slug: 'image-compressor',
    name: 'random bytes',
    input: RANDOM,
    give: randomFile('选择图片'),
    answer: (page) => page.locator('li', { hasText: 'random.pdf' }).getByText(/这不是可以读取的图片/),
  },
  {
    slug: 'image-stitcher',
    name: 'random bytes',
    input: RANDOM,
    give: randomFile('选择要拼接的图片'),
    answer: (page) => page.getByTestId('stitch-problems').getByText(/random\.pdf/),
  },
  {
    slug: 'perpetual-calendar',
    name: 'the largest date a date field takes',
    input: '275760-09-13',
    ready: (page) => page.locator('[data-tool="perpetual-calendar"][data-ready="true"]').waitFor({ timeout: 30_000 }),
    give: async (page) => {
      await page.getByLabel('跳转到日期').fill('275760-09-13');
      await page.getByRole('button', { name: '跳转', exact: true }).click();
    },
    answer: (page) => page.getByTestId('pc-jump-error'),
  },
  {
    slug: 'image-annotator',
    name: 'random bytes',
    input: RANDOM,
    give: randomFile('选择要标注的图片'),
    answer: (page) => page.getByTestId('annotator-error'),
  },
  {
    slug: 'image-watermark',
    name: '6,000,000 characters pasted as the watermark text',
    input: '6,000,000 chars',
    text: { repeat: '水', times: 6_000_000 },
    give: (page) => pasteText(page.getByLabel('水印文字', { exact: true })),
    answer: (page) => page.getByRole('alert').getByText(/未粘贴：这段文字有 6,000,000 个字符/),
  },
  {
    slug: 'wechat-formatter',
    name: '2,000,000 characters pasted',
    input: '2,000,000 chars',
    ready: (page) => selectAll(page.getByRole('textbox', { name: 'Markdown' })),
    text: { repeat: '长文 long ', times: 250_000 },
    give: (page) => pasteText(page.getByRole('textbox', { name: 'Markdown' })),
    answer: (page) => page.getByRole('alert').getByText(/2,000,000 个字符/),
  },
  {
    slug: 'subtitle-to-image',
    name: '6,000,000 characters pasted as the lines',
    input: '6,000,000 chars',
    text: { repeat: '台', times: 6_000_000 },
    give: (page) => pasteText(page.getByRole('textbox', { name: '台词' })),
    answer: (page) => page.getByRole('alert').getByText(/未粘贴：这段文字有 6,000,000 个字符/),
  },
  {
    slug: 'handwriting',
    name: 'the longest text it draws (about 50 pages)',
    input: '19,890 chars',
    give: (page) => page.getByRole('textbox', { name: '要手写的文字' }).fill('很长的文字 long words '.repeat(1170)),
    answer: (page) => page.getByTestId('handwriting-status').getByText(/^共 \d\d 页/),
  },
  {
    slug: 'markdown-to-image',
    name: '2,000,000 characters pasted',
    input: '2,000,000 chars',
    ready: (page) => selectAll(page.getByRole('textbox', { name: 'Markdown' })),
    text: { repeat: '长图 long ', times: 250_000 },
    give: (page) => pasteText(page.getByRole('textbox', { name: 'Markdown' })),
    answer: (page) => page.getByRole('alert').getByText(/2,000,000 个字符/),
  },
  {
    slug: 'quote-card',
    name: '200,000 characters pasted as the quote',
    input: '200,000 chars',
    text: { repeat: '名', times: 200_000 },
    give: (page) => pasteText(page.getByLabel('名言', { exact: true })),
    answer: (page) => page.getByRole('alert').getByText(/未粘贴：这段文字有 200,000 个字符/),
  },
  {
    slug: 'latex-to-image',
    name: '100,000 characters with emoji, ZWJ, RTL and a lone surrogate',
    input: '100,020 chars',
    give: (page) => page.getByRole('textbox', { name: 'LaTeX' }).fill(`\\text{👩‍💻 עברית \uD800} ${'x+'.repeat(50_000)}`),
    answer: (page) => page.getByTestId('latex-to-image-error'),
  },
  {
    slug: 'background-remover',
    name: 'random bytes',
    input: RANDOM,
    give: randomFile('选择照片'),
    answer: (page) => page.locator('li', { hasText: 'random.pdf' }).getByText(/无法把这个文件读取为图片/),
  },
  {
    slug: 'text-behind-image',
    name: '6,000,000 characters pasted as the layer text',
    input: '6,000,000 chars',
    text: { repeat: '字', times: 6_000_000 },
    give: (page) => pasteText(page.getByLabel('文字', { exact: true })),
    answer: (page) => page.getByRole('alert').getByText(/未粘贴：这段文字有 6,000,000 个字符/),
  },
  {
    slug: 'id-photo-maker',
    name: 'random bytes',
    input: RANDOM,
    give: randomFile('选择人像照片'),
    answer: (page) => page.getByRole('alert').getByText(/random\.pdf/),
  },
  {
    slug: 'translator',
    name: '300,000 characters typed as the text to translate',
    input: '300,000 chars',
    ready: (page) => page.getByRole('tab', { name: '文本' }).click(),
    give: (page) => page.getByTestId('source-text').fill('长'.repeat(300_000)),
    answer: (page) => page.getByText(/300,000 个字符/),
  },
  {
    slug: 'document-translator',
    name: 'random bytes named .pdf',
    input: RANDOM,
    give: randomFile('选择 PDF 文件'),
    answer: (page) => page.getByTestId('doc-error').getByText(/random\.pdf/),
  },
];

/**
 * Every image input of the tools, for the image-bomb rows: the tool, a name for the input, what opens it
 * (`ready`), the file input's exact label, and where the refusal shows (given the bomb's file name).
 * @type {{ slug: string; what: string; ready?: (page: Page) => Promise<void>; label: string; answer: (page: Page, name: string) => Locator }[]}
 */
const BOMB_INPUTS = [
  {
    slug: 'image-watermark',
    what: 'image',
    label: '选择要加水印的图片',
    answer: (page, name) => page.locator('li', { hasText: name }).getByText(/图片过大/),
  },
  {
    slug: 'image-watermark',
    what: 'logo',
    ready: (page) => page.getByRole('radio', { name: 'Logo 图片' }).click(),
    label: '选择 Logo 图片',
    answer: (page) => page.getByRole('alert').getByText(/图片过大/),
  },
  {
    slug: 'quote-card',
    what: 'logo',
    label: '选择 Logo 图片',
    answer: (page) => page.getByRole('alert').getByText(/图片过大/),
  },
  {
    slug: 'image-annotator',
    what: 'image',
    label: '选择要标注的图片',
    answer: (page) => page.getByTestId('annotator-error').getByText(/图片过大/),
  },
  {
    slug: 'translator',
    what: 'image tab',
    ready: (page) => page.getByRole('tab', { name: '图片' }).click(),
    label: '选择图片',
    answer: (page) => page.getByRole('alert').getByText(/图片过大/),
  },
  {
    slug: 'markdown-to-image',
    what: 'images',
    label: '图片',
    answer: (page) => page.getByTestId('md2img-image-errors').getByText(/图片过大/),
  },
  {
    slug: 'background-remover',
    what: 'photo',
    label: '选择照片',
    answer: (page, name) => page.locator('li', { hasText: name }).getByText(/图片过大/),
  },
  {
    slug: 'background-remover',
    what: 'background image',
    ready: (page) => page.getByRole('radio', { name: '图片', exact: true }).click(),
    label: '选择背景图片',
    answer: (page) => page.getByTestId('bgr-bg-error').getByText(/图片过大/),
  },
  {
    slug: 'text-behind-image',
    what: 'photo',
    label: '选择照片',
    answer: (page) => page.getByRole('alert').getByText(/图片过大/),
  },
  {
    slug: 'image-stitcher',
    what: 'images',
    label: '选择要拼接的图片',
    answer: (page) => page.getByTestId('stitch-problems').getByText(/图片过大/),
  },
  {
    slug: 'subtitle-to-image',
    what: 'screenshot',
    label: '选择视频截图',
    answer: (page) => page.getByRole('alert').getByText(/图片过大/),
  },
];

const PDF_BOMB = { name: 'image-bomb.pdf', make: () => bombPdf(20_000, true) };
/** Each bomb's bytes, made once. */
const bombBytes = new Map([...IMAGE_BOMB_SPECS, PDF_BOMB].map((b) => [b.name, b.make()]));
const kb = (name) => `${Math.max(1, Math.round((bombBytes.get(name)?.length ?? 0) / 1024))} KB`;

/** @type {HostileCase[]} */
const BOMB_CASES = [
  ...BOMB_INPUTS.flatMap((input) =>
    IMAGE_BOMB_SPECS.map((bomb) => ({
      slug: input.slug,
      name: `image bomb ${bomb.name} as the ${input.what}`,
      input: `${bomb.width}×${bomb.height}, ${kb(bomb.name)}`,
      ready: input.ready,
      give: (page, f) => page.getByLabel(input.label, { exact: true }).setInputFiles(f.bombs[bomb.name]),
      answer: (page) => input.answer(page, bomb.name),
    })),
  ),
  {
    slug: 'document-translator',
    name: 'a PDF whose second page draws a 20000×20000 image',
    input: `20000×20000 in a PDF, ${kb(PDF_BOMB.name)}`,
    give: (page, f) => page.getByLabel('选择 PDF 文件').setInputFiles(f.bombs[PDF_BOMB.name]),
    answer: (page) => page.getByTestId('doc-too-large').getByText(/图片过大（20,000 × 20,000/),
  },
];

/** Tools with an island (as tests/unit/hostile-sweep-rows.test.ts counts them). */
function interactiveTools(root) {
  const dir = join(root, 'src/tools');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'Page.astro')))
    .filter((d) => readdirSync(join(dir, d.name)).some((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx')))
    .map((d) => d.name)
    .sort();
}

export async function bench({ page, baseURL, root }) {
  const only = process.env.HOSTILE_TOOLS?.split(',').filter(Boolean);
  const dir = mkdtempSync(join(tmpdir(), 'hostile-bench-'));
  const files = { random: join(dir, 'random.pdf'), bombs: /** @type {Record<string, string>} */ ({}) };
  writeFileSync(files.random, randomBytes(RANDOM_MB * 1024 * 1024));
  for (const [name, bytes] of bombBytes) {
    files.bombs[name] = join(dir, name);
    writeFileSync(files.bombs[name], bytes);
  }
  const rows = [];
  try {
    for (const slug of interactiveTools(root)) {
      if (only && !only.includes(slug)) continue;
      if (!CASES.some((c) => c.slug === slug))
        rows.push({
          name: `${slug}: no case`,
          ms: 0,
          note: 'add its heaviest case to scripts/bench/hostile-input.mjs',
        });
    }
    for (const c of process.env.HOSTILE_BOMBS_ONLY ? BOMB_CASES : [...CASES, ...BOMB_CASES]) {
      if (only && !only.includes(c.slug)) continue;
      await page.goto(`${baseURL}/${c.slug}/`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
      await c.ready?.(page);
      if (c.text) {
        const { repeat, times, prefix = '', suffix = '' } = c.text;
        await page.evaluate(
          ([r, n, p, s]) => (window.__hostileText = `${p}${r.repeat(n)}${s}`),
          [repeat, times, prefix, suffix],
        );
      }
      await installHeartbeat(page);
      const t0 = Date.now();
      try {
        const { ms, longest } = await measure(page, async () => {
          await c.give(page, files);
          await c.answer(page).first().waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT });
        });
        rows.push({ name: `${c.slug}: ${c.name}`, input: c.input, ms, longest });
      } catch (err) {
        // No answer: the row fails the bench (an unknown longest task), and the other tools still run.
        const note = `FAILED: ${String(err?.message ?? err).split('\n')[0]}`.slice(0, 120);
        rows.push({ name: `${c.slug}: ${c.name}`, input: c.input, ms: Date.now() - t0, longest: Infinity, note });
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
