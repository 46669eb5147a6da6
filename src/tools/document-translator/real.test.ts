/**
 * PDFs another program made: Chromium prints them here (tests/fixtures/pdf/chromium-pdfs.ts) — our own Chinese
 * texts in the system's CJK font (fonts pdf.js calls monospace), a pinned npm package's README (jsdiff's) rendered
 * from Markdown (headings, inline code, links, lists, code blocks), a two-column page and a scanned page. What the
 * translator sends to the engine and where it would draw is compared with the blocks the browser laid out.
 */
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chineseHtml,
  launch,
  print,
  scannedPdf,
  technicalHtml,
  twoColumnsHtml,
  type Printed,
} from '../../../tests/fixtures/pdf/chromium-pdfs';
import { libreEngine } from '../../lib/translate/libre';
import { startStandIn, type StandIn } from '../../lib/translate/stand-in';
import { createJob, runJob, summarise, type Job, type Progress } from './job';
import { CJK_TEXT } from './fonts';
import { LIST_MARKER, lineBox, type Box, type Paragraph } from './paragraphs';
import { engineTranslate, placedOf } from './pipeline';
import { intersects, planLayout } from './plan';
import { restore } from './protect';
import { readPdf, type ReadDocument } from './read';
import { fontBytes, nodeFontkit, nodePdfJs, nodeQpdf, STANDARD_FONTS } from './testkit';
import { toMarkdown, writeTranslated } from './write';

let browser: Browser;
const printed: Record<'zh' | 'tech' | 'cols', Printed> = {} as Record<'zh' | 'tech' | 'cols', Printed>;
let scanned: Uint8Array;
let stand: StandIn;

beforeAll(async () => {
  browser = await launch();
  printed.zh = await print(browser, chineseHtml());
  printed.tech = await print(browser, technicalHtml());
  printed.cols = await print(browser, twoColumnsHtml());
  scanned = await scannedPdf(browser);
  stand = await startStandIn(0, '127.0.0.1', { maxInFlight: 2, retryAfter: 0, latencyMs: 20 });
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await stand?.close();
});

const read = async (pdf: Uint8Array): Promise<ReadDocument> =>
  readPdf(pdf, { pdfjs: await nodePdfJs(), qpdf: nodeQpdf, standardFontDataUrl: STANDARD_FONTS });

/**
 * Text compared without white space and hyphens (line breaks move both), a list item without its marker (the
 * browser draws it as text; the page's text does not hold it), and ／ as the glyph Chromium's font shares with ∕.
 */
const norm = (s: string) =>
  s
    .replace(LIST_MARKER, '')
    .replace(/[\s\u00ad-]+/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[∕／]/g, '/');

/** Text compared without white space only: a hyphen the page prints must reach the engine (line ends included). */
const strict = (s: string) => norm(s.replace(/-/g, '\u2010')).replace(/\u2010/g, '-');

/**
 * The hyphenated words of the page's prose that did not reach the engine with their hyphen, wherever the lines
 * broke: those the document writes more than once, and those whose first part is not a plain lower-case word
 * ("JSON-serializable", "X-Content-Type-Options", "serve-nginx.mjs"). A plain compound written once
 * ("semantically-aware") cannot be told from a word broken at a line end without a dictionary.
 */
function lostHyphens(blocks: readonly { tag: string; text: string }[], requests: readonly string[]): string[] {
  const words = blocks.flatMap((b) =>
    b.tag === 'pre' ? [] : (b.text.match(/[^\s()[\]{},;"'`]+-[^\s()[\]{},;"'`]+/g) ?? []),
  );
  const count = (w: string) => words.filter((o) => o.toLowerCase() === w.toLowerCase()).length;
  const all = strict(requests.join(' '));
  return [...new Set(words)]
    .map((w) => w.replace(/[.:]+$/, ''))
    .filter((w) => count(w) > 1 || !/^\p{Ll}+-/u.test(w))
    .filter((w) => !all.includes(strict(w)));
}

/** Runs the job with a recording engine; returns what each request held, with its placeholders put back. */
async function sent(job: Job, concurrency?: number): Promise<string[]> {
  let n = 0;
  await runJob(
    job,
    async (text) => {
      n++;
      return `T(${text})`;
    },
    concurrency ? { concurrency } : {},
  );
  // Two paragraphs may go out as the same text ("{v1}: Same as in {v2}."): each entry restores its own values.
  const requests = job.entries.filter((e) => e.status === 'done').map((e) => restore(e.source, e.values ?? []));
  expect(requests.length).toBe(n);
  return requests;
}

describe('Chromium-printed PDFs', () => {
  it('zh: every Chinese paragraph reaches the engine whole, one request each; none is kept', async () => {
    const doc = await read(printed.zh.pdf);
    expect(doc.pages.length).toBeGreaterThan(1);
    const job = createJob(doc.paragraphs, doc.pages.length, 'en');
    expect(job.entries.filter((e) => e.status === 'kept' && CJK_TEXT.test(e.source))).toEqual([]);
    const requests = (await sent(job)).map(norm);
    const chinese = printed.zh.blocks.filter((b) => CJK_TEXT.test(b.text));
    expect(chinese.length).toBeGreaterThan(50);
    const missing = chinese.filter((b) => requests.filter((r) => r === norm(b.text)).length !== 1);
    expect(missing).toEqual([]);
    // Lines joined without a space between CJK characters; the radicals Chromium writes read as ideographs.
    expect(requests.some((r) => /[\u2e80-\u2fdf]/u.test(r))).toBe(false);
  });

  it('zh: the translated PDF holds the translations and no longer the original text (copy, search)', async () => {
    const doc = await read(printed.zh.pdf);
    const job = createJob(doc.paragraphs, doc.pages.length, 'en');
    let n = 0;
    await runJob(job, async () => `Paragraph ${++n} in English.`);
    const out = await writeTranslated(doc.bytes, placedOf(doc.paragraphs, job), {
      fontBytes: fontBytes(),
      fontkit: nodeFontkit,
    });
    const back = await read(out);
    const text = back.paragraphs.map((p) => p.text).join('\n');
    expect(text).toContain(`Paragraph ${n} in English.`);
    const originals = printed.zh.blocks.filter((b) => CJK_TEXT.test(b.text)).map((b) => norm(b.text).slice(0, 12));
    expect(originals.filter((o) => norm(text).includes(o))).toEqual([]);
  });

  it('technical: sentences with inline code and links are one request each; code blocks never sent', async () => {
    const doc = await read(printed.tech.pdf);
    const job = createJob(doc.paragraphs, doc.pages.length, 'zh');
    const requests = await sent(job);
    const withCode = printed.tech.blocks.filter((b) => (b.tag === 'p' || b.tag === 'li') && b.code.length > 0);
    expect(withCode.length).toBeGreaterThan(10);
    // The same sentence may stand in two places (an option described twice): as many requests as places.
    const places = (b: { text: string }) => withCode.filter((o) => norm(o.text) === norm(b.text)).length;
    const cut = withCode.filter((b) => requests.filter((r) => norm(r) === norm(b.text)).length !== places(b));
    expect(
      cut,
      JSON.stringify(
        cut.map((b) => requests.filter((r) => norm(r).includes(norm(b.text).slice(0, 20)))),
        null,
        1,
      ),
    ).toEqual([]);
    // Each list item is one request, its neighbours apart (Chromium draws the bullets as shapes, not text).
    const items = printed.tech.blocks.filter(
      (b) => b.tag === 'li' && requests.some((r) => norm(r).includes(norm(b.text))),
    );
    expect(items.length).toBeGreaterThan(10);
    const merged = items.filter(
      (b) =>
        requests.filter((r) => norm(r) === norm(b.text)).length !==
        items.filter((o) => norm(o.text) === norm(b.text)).length,
    );
    expect(merged).toEqual([]);
    expect(lostHyphens(printed.tech.blocks, requests)).toEqual([]);
    // Inline code went as placeholders, never as text the engine could translate.
    const protectedCode = job.entries.flatMap((e) => e.values ?? []);
    for (const b of withCode)
      for (const c of b.code) expect(protectedCode.some((v) => norm(v).includes(norm(c)))).toBe(true);
    const fenceLines = printed.tech.blocks
      .filter((b) => b.tag === 'pre')
      .flatMap((b) => b.text.split('\n'))
      .map((l) => l.trim())
      .filter((l) => l.length > 8);
    expect(fenceLines.length).toBeGreaterThan(3);
    expect(fenceLines.filter((l) => requests.some((r) => r.includes(l)))).toEqual([]);
    // Headings keep their size and weight; Markdown keeps inline code inline.
    const heading = doc.paragraphs.find((p) => p.text === 'Getting started');
    expect(heading).toMatchObject({ kind: 'heading', bold: true });
    // The h2's 17 px, as points.
    expect(heading?.size).toBeCloseTo(12.75, 1);
    const md = toMarkdown(placedOf(doc.paragraphs, job));
    expect(md).toContain('## T(Getting started)');
    expect(md).toMatch(
      /T\(In an environment where you can use imports, everything you need can be imported directly from `diff`\./,
    );
  });

  it('technical: no word of the original is covered by another paragraph’s cover or region', async () => {
    const doc = await read(printed.tech.pdf);
    const job = createJob(doc.paragraphs, doc.pages.length, 'zh');
    await runJob(job, async (t) => `${t} ${t}`);
    const placed = placedOf(doc.paragraphs, job);
    const plan = planLayout(
      placed.map((p) => ({ paragraph: p.paragraph, translated: p.text !== null })),
      doc.pages,
    );
    expect(plan.length).toBeGreaterThan(20);
    const words = await wordBoxes(doc.bytes);
    const owner = (page: number, w: Box): number =>
      doc.paragraphs.findIndex((p) =>
        regionsOf(p).some(
          (r) =>
            r.page === page &&
            r.lines.some((l) => {
              const b = lineBox(l);
              return w.x + w.w / 2 >= b.x - 1 && w.x + w.w / 2 <= b.x + b.w + 1 && Math.abs(w.y - b.y) < 0.5 * l.size;
            }),
        ),
      );
    const covered: string[] = [];
    for (const { page, box, str } of words) {
      const own = owner(page, box);
      const shrunk = { x: box.x + 0.5, y: box.y + 0.5, w: box.w - 1, h: box.h - 1 };
      for (const planned of plan) {
        if (planned.index === own) continue;
        for (const part of planned.parts)
          if (part.page === page && [...part.covers, part.region].some((r) => intersects(r, shrunk)))
            covered.push(`${page}: "${str}" under paragraph ${planned.index}`);
      }
    }
    expect(covered).toEqual([]);
  });

  it('two columns: paragraphs are read column by column, one cut by the column end is one request', async () => {
    const doc = await read(printed.cols.pdf);
    const job = createJob(doc.paragraphs, doc.pages.length, 'zh');
    const requests = await sent(job, 1);
    expect(requests.map(norm), JSON.stringify(requests, null, 1)).toEqual(printed.cols.blocks.map((b) => norm(b.text)));
    expect(lostHyphens(printed.cols.blocks, requests)).toEqual([]);
    // One goes on in the next column of its page, one from page 1's last column onto page 2.
    expect(doc.paragraphs.some((p) => p.more?.some((r) => r.page === p.page))).toBe(true);
    expect(doc.paragraphs.some((p) => p.page === 0 && p.more?.some((r) => r.page === 1))).toBe(true);
  });

  it('scanned: a page with only an image is found as scanned, with no text to send', async () => {
    const doc = await read(scanned);
    expect(doc.scanned).toEqual([0]);
    expect(doc.paragraphs).toEqual([]);
  });
});

describe('the engine', () => {
  const para = (text: string, page: number): Paragraph => ({
    page,
    text,
    lines: [],
    box: { x: 0, y: 0, w: 100, h: 20 },
    size: 12,
    mono: false,
  });

  it('with "detect", each paragraph goes with its own language (zh, then en, then ko)', async () => {
    const paras = [
      para('这是一个中文段落，用来检查语言检测。', 0),
      para('This is an English paragraph with the usual words in it.', 0),
      para('이것은 언어 감지를 확인하기 위한 한국어 단락입니다.', 1),
    ];
    const from = stand.requests.length;
    const job = await runJob(
      createJob(paras, 2, 'ja'),
      engineTranslate(libreEngine({ baseUrl: stand.url }), 'auto', 'ja'),
      { concurrency: 1 },
    );
    expect(stand.requests.slice(from).map((r) => r.body.source)).toEqual(['zh', 'en', 'ko']);
    expect(summarise(job)).toMatchObject({ translated: 3, failed: 0 });
  });

  it('sends several at a time, fewer after a 429 (Retry-After honoured), and finishes every paragraph', async () => {
    const paras = Array.from({ length: 24 }, (_, i) => para(`Paragraph number ${i} of the document.`, i % 6));
    const seen: Progress[] = [];
    const job = await runJob(
      createJob(paras, 6, 'zh'),
      engineTranslate(libreEngine({ baseUrl: stand.url }), 'en', 'zh'),
      { concurrency: 4, onProgress: (p) => seen.push(p) },
    );
    expect(summarise(job)).toMatchObject({ translated: 24, failed: 0 });
    expect(seen[0]?.concurrency).toBe(4);
    expect(seen.at(-1)?.concurrency).toBeLessThanOrEqual(2);
    expect(job.entries.map((e) => e.result)).toEqual(paras.map((p) => `[zh] ${p.text}`));
  });
});

function regionsOf(p: Paragraph) {
  return [{ page: p.page, box: p.box, lines: p.lines }, ...(p.more ?? [])];
}

/** Every text item of the PDF with its box (pdf.js, as the reader sees them). */
async function wordBoxes(pdf: Uint8Array): Promise<{ page: number; box: Box; str: string }[]> {
  const pdfjs = await nodePdfJs();
  const doc = await pdfjs.getDocument({ data: pdf.slice(), standardFontDataUrl: STANDARD_FONTS }).promise;
  const out: { page: number; box: Box; str: string }[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items as { str?: string; transform: number[]; width: number }[]) {
      if (!item.str?.trim()) continue;
      const [, , c = 0, d = 0, e = 0, f = 0] = item.transform;
      const size = Math.hypot(c, d);
      out.push({ page: n - 1, box: { x: e, y: f - 0.2 * size, w: item.width, h: size }, str: item.str });
    }
  }
  return out;
}
