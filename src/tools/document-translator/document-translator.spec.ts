/**
 * The document translator in Chromium with the stand-in engine (LibreTranslate protocol, started here): a PDF
 * in, progress, the translated and bilingual PDFs out (read back with pdf.js and pdf-lib in Node); an encrypted
 * PDF's password prompt; a damaged file's error; axe and the 360 px layout; a Chinese PDF printed by Chromium sent
 * a chosen number of paragraphs at a time, with the result summary. No request leaves the page's origin except to
 * the engine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { expect, test, type Page } from '@playwright/test';
import { overflowingElements, seriousA11yViolations, watchPage } from '../../../tests/e2e/helpers';
import { chineseHtml, print } from '../../../tests/fixtures/pdf/chromium-pdfs';
import { DOC_PASSWORD, DOC_TEXTS } from '../../../tests/fixtures/pdf/doc-texts.mjs';
import { startStandIn, standInTranslation, type StandIn } from '../../lib/translate/stand-in';
import { CJK_TEXT } from './fonts';

const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures/pdf');
let stand: StandIn;
test.beforeAll(async () => {
  stand = await startStandIn();
});
test.afterAll(() => stand.close());

/** Chooses the stand-in as the visitor's own LibreTranslate engine (as the settings dialog would store it). */
async function useStandIn(page: Page, url = stand.url) {
  await page.addInitScript((u) => {
    localStorage.setItem('translate:engine', JSON.stringify({ engine: 'libre', baseUrl: u, model: '', apiKey: '' }));
  }, url);
}

/** Every origin the page asked for something. */
function origins(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.protocol.startsWith('http')) seen.add(u.origin);
  });
  return seen;
}

async function textOf(pdf: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = join(import.meta.dirname, '../../../node_modules/pdfjs-dist/standard_fonts/');
  const doc = await pdfjs.getDocument({ data: pdf, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await doc.cleanup();
  return pages;
}

const LABELS = {
  zh: {
    choose: '选择 PDF 文件',
    translate: '翻译',
    pdf: '下载译文 PDF',
    bilingual: '下载双语 PDF',
    md: '下载 Markdown',
  },
} as const;

test('zh: translates a PDF with the stand-in engine and downloads both PDFs and Markdown', async ({ page }) => {
  test.setTimeout(90_000);
  // The target language follows the page's: Chinese.
  const target = 'zh';
  const w = watchPage(page);
  const seen = origins(page);
  // pdf.js fetches the standard fonts it needs (the fixture's Symbol font) from our origin, without failing.
  const pdfjsWarnings: string[] = [];
  page.on('console', (m) => {
    if (/Unable to load|standardFontDataUrl|cMapUrl/.test(m.text())) pdfjsWarnings.push(m.text());
  });
  await useStandIn(page);
  await page.goto('/document-translator/');
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  const L = LABELS.zh;
  await page.getByLabel(L.choose).setInputFiles(join(FIXTURES, 'doc.pdf'));
  // The first file loads pdf.js into the worker (about 1.5 s on a quiet machine).
  await expect(page.getByTestId('doc-file')).toContainText('doc.pdf', { timeout: 30_000 });
  await expect(page.getByTestId('doc-scanned')).toContainText('3');
  await page.getByRole('button', { name: L.translate, exact: true }).click();
  await expect(page.getByTestId('doc-progress').getByRole('progressbar')).toBeVisible();
  await expect(page.getByTestId('doc-downloads')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('doc-progress')).toContainText('3');

  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: L.pdf }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe(`doc-${target}.pdf`);
  const pdf = new Uint8Array(readFileSync((await pdfDownload.path())!));
  expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  const pages = await textOf(pdf);
  expect(pages).toHaveLength(3);
  expect(pages[0]).toContain(standInTranslation(DOC_TEXTS.title, target));
  expect(pages[0]).toContain(DOC_TEXTS.formula);
  expect(pages[0]).not.toContain(standInTranslation(DOC_TEXTS.formula, target));
  // The scanned page was read with OCR and its text translated over the image.
  expect(pages[2]).toMatch(new RegExp(`\\[${target}\\] The quick brown fox`));

  const [biDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: L.bilingual }).click(),
  ]);
  expect(biDownload.suggestedFilename()).toBe(`doc-${target}-bilingual.pdf`);
  const bilingual = await PDFDocument.load(readFileSync((await biDownload.path())!));
  expect(bilingual.getPageCount()).toBe(6);
  expect(bilingual.getPage(1).getSize()).toEqual({ width: 612, height: 792 });

  const [mdDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: L.md }).click(),
  ]);
  const md = readFileSync((await mdDownload.path())!, 'utf8');
  expect(md.startsWith(`## ${standInTranslation(DOC_TEXTS.title, target)}\n`)).toBe(true);

  // Only the page's own origin and the engine were asked for anything.
  const own = new URL(page.url()).origin;
  expect([...seen].filter((o) => o !== own && o !== stand.url)).toEqual([]);
  expect(stand.requests.filter((r) => r.path === '/translate').length).toBeGreaterThan(0);
  expect(pdfjsWarnings).toEqual([]);
  w.assertClean();
});

test('zh: a Chromium-printed Chinese PDF goes out 2 requests at a time; the result tells each page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Our own Chinese texts printed by Chromium (fonts pdf.js calls monospace), and an engine that takes its time.
  const printed = await print(browser, chineseHtml());
  const pageCount = (await PDFDocument.load(printed.pdf)).getPageCount();
  const chinese = printed.blocks.filter((b) => CJK_TEXT.test(b.text));
  const slow = await startStandIn(0, '127.0.0.1', { latencyMs: 250 });
  try {
    const w = watchPage(page);
    await useStandIn(page, slow.url);
    await page.goto('/document-translator/');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.getByLabel('目标语言').selectOption('en');
    await page.getByLabel('同时发送的请求数').selectOption('2');
    await page
      .getByLabel('选择 PDF 文件')
      .setInputFiles({ name: 'tools-zh.pdf', mimeType: 'application/pdf', buffer: Buffer.from(printed.pdf) });
    await expect(page.getByTestId('doc-file')).toContainText('tools-zh.pdf', { timeout: 30_000 });
    await page.getByRole('button', { name: '翻译', exact: true }).click();
    await expect(page.getByTestId('doc-downloads')).toBeVisible({ timeout: 90_000 });

    // Every paragraph went to the engine, one request each (a few tool names are Latin: "ChatGPT"); the Chinese
    // ones as Chinese (detected per paragraph); never more than the 2 chosen at a time.
    const sent = slow.requests.filter((r) => r.path === '/translate');
    expect(sent).toHaveLength(printed.blocks.length);
    const sentChinese = sent.filter((r) => CJK_TEXT.test(String(r.body.q)));
    expect(sentChinese).toHaveLength(chinese.length);
    expect(sentChinese.filter((r) => r.body.source !== 'zh' || r.body.target !== 'en')).toEqual([]);
    expect(slow.peakInFlight).toBe(2);

    // The result: translated, kept and failed in all, and per page.
    const summary = page.getByTestId('doc-summary');
    await expect(summary.getByRole('heading', { name: '翻译结果' })).toBeVisible();
    await expect(summary).toContainText(`已翻译 ${printed.blocks.length} 段`);
    await expect(summary).toContainText('失败 0 段');
    await summary.getByText('各页明细').click();
    const rows = summary.getByTestId('doc-summary-page');
    await expect(rows).toHaveCount(pageCount);
    await expect(rows.first().locator('td').first()).toHaveText('1');
    await expect(page.getByRole('button', { name: '重新翻译' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: LABELS.zh.pdf }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tools-zh-en.pdf');
    const text = (await textOf(new Uint8Array(readFileSync((await download.path())!)))).join(' ');
    expect(text).toContain('[en] ');
    w.assertClean();
  } finally {
    await slow.close();
  }
});

test('zh: an encrypted PDF asks for its password; a wrong one is refused at the field', async ({ page }) => {
  const w = watchPage(page);
  await useStandIn(page);
  await page.goto('/document-translator/');
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.getByLabel('选择 PDF 文件').setInputFiles(join(FIXTURES, 'doc-aes256.pdf'));
  const field = page.getByLabel('PDF 密码');
  await expect(field).toBeVisible({ timeout: 30_000 });
  await field.fill('wrong');
  await page.getByRole('button', { name: '打开', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('密码错误。请检查（区分大小写）后重试。');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(DOC_PASSWORD);
  await page.getByRole('button', { name: '打开', exact: true }).click();
  await expect(page.getByTestId('doc-file')).toContainText('doc-aes256.pdf', { timeout: 30_000 });
  w.assertClean();
});

test('zh: a damaged PDF gets a clear error and the page passes axe at 360 px', async ({ page }) => {
  const w = watchPage(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/document-translator/');
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  const good = readFileSync(join(FIXTURES, 'doc.pdf'));
  await page
    .getByLabel('选择 PDF 文件')
    .setInputFiles({ name: 'cut.pdf', mimeType: 'application/pdf', buffer: good.subarray(0, 900) });
  await expect(page.getByTestId('doc-error')).toHaveText('“cut.pdf”：此 PDF 已损坏，无法读取。请换一份文件再试。', {
    timeout: 30_000,
  });
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await overflowingElements(page, 360)).toEqual([]);
  w.assertClean();
});
