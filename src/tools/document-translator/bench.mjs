/**
 * Document translator benchmark (`npm run bench`), through the real UI: a 20-page text PDF made here with pdf-lib
 * (a heading and six paragraphs a page), translated with the stand-in engine (LibreTranslate protocol, local).
 * Rows: reading (pdf.js extraction in the worker, first use: pdf.js loads), writing the translated and bilingual
 * PDFs (the CJK font's first fetch included). Pages per minute count reading + writing only: the engine's time is
 * excluded. The tool's own console lines give the times and the output sizes against the input.
 */
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { measure } from '../../../scripts/lib/heartbeat.mjs';
import { startStandIn } from '../../lib/translate/stand-in.ts';

const PAGES = 20;
/** The throughput rows: a 36-page document against a stand-in engine that answers each request after 300 ms. */
const LONG_PAGES = 36;
const LATENCY_MS = 300;
const WORDS = 'solar power grid output region season panel storage demand report cost team'.split(' ');

async function makePdf(pages = PAGES) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let w = 0;
  const line = () =>
    Array.from({ length: 12 }, () => WORDS[w++ % WORDS.length])
      .join(' ')
      .replace(/^./, (c) => c.toUpperCase());
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Chapter ${p + 1}: Annual figures`, { x: 60, y: 780, size: 18, font: bold });
    let y = 740;
    for (let para = 0; para < 6; para++) {
      for (let l = 0; l < 5; l++) {
        page.drawText(line(), { x: 60, y, size: 11, font });
        y -= 14;
      }
      y -= 12;
    }
  }
  return Buffer.from(await doc.save());
}

export async function bench({ page, baseURL }) {
  const stand = await startStandIn();
  try {
    const pdf = await makePdf();
    await page.addInitScript((url) => {
      localStorage.setItem(
        'translate:engine',
        JSON.stringify({ engine: 'libre', baseUrl: url, model: '', apiKey: '' }),
      );
    }, stand.url);
    const lines = [];
    page.on('console', (m) => {
      if (m.text().startsWith('document-translator: ')) lines.push(m.text());
    });
    await page.goto(`${baseURL}/en/document-translator/`);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    const read = await measure(page, async () => {
      await page
        .getByLabel('Choose a PDF file')
        .setInputFiles({ name: 'bench.pdf', mimeType: 'application/pdf', buffer: pdf });
      await page.getByTestId('doc-file').waitFor({ timeout: 120_000 });
    });
    const translate = await measure(page, async () => {
      await page.getByRole('button', { name: 'Translate', exact: true }).click();
      await page.getByTestId('doc-downloads').waitFor({ timeout: 300_000 });
    });
    const readMs = Number(/read \d+ pages, \d+ paragraphs in (\d+) ms/.exec(lines.join('\n'))?.[1] ?? NaN);
    const wrote = /wrote the outputs in (\d+) ms \(input (\d+) B, translated (\d+) B, bilingual (\d+) B\)/.exec(
      lines.join('\n'),
    );
    const [writeMs, input, translated, bilingual] = (wrote ?? []).slice(1).map(Number);
    const perMinute = (PAGES * 60_000) / (readMs + writeMs);
    const ratio = (n) => `${(n / input).toFixed(2)}×`;
    const throughput = await parallelRows(page, baseURL);
    return [
      { name: `document-translator: read a ${PAGES}-page PDF (pdf.js, first use)`, ms: readMs, longest: read.longest },
      ...throughput,
      {
        name: `document-translator: translate (stand-in engine) and write both PDFs`,
        ms: translate.ms,
        longest: translate.longest,
        note:
          `writing ${writeMs} ms; ${perMinute.toFixed(0)} pages/min excluding the engine; ` +
          `input ${(input / 1024).toFixed(0)} KB → translated ${ratio(translated)}, bilingual ${ratio(bilingual)}`,
      },
    ];
  } finally {
    await stand.close();
  }
}

/**
 * Pages per second through the real UI against a stand-in that takes 300 ms a request (LibreTranslate protocol):
 * the same 36-page document with one request at a time, then four (the tool's default; the setting is the
 * "document-translator:concurrency" key the island keeps). The time runs from Translate to the downloads.
 */
async function parallelRows(page, baseURL) {
  const stand = await startStandIn(0, '127.0.0.1', { latencyMs: LATENCY_MS });
  try {
    const pdf = await makePdf(LONG_PAGES);
    const rows = [];
    for (const concurrency of [1, 4]) {
      const context = await page.context().browser().newContext();
      const p = await context.newPage();
      await p.addInitScript(
        ([url, n]) => {
          localStorage.setItem(
            'translate:engine',
            JSON.stringify({ engine: 'libre', baseUrl: url, model: '', apiKey: '' }),
          );
          localStorage.setItem('document-translator:concurrency', JSON.stringify(n));
        },
        [stand.url, concurrency],
      );
      await p.goto(`${baseURL}/en/document-translator/`);
      await p.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
      await p
        .getByLabel('Choose a PDF file')
        .setInputFiles({ name: 'long.pdf', mimeType: 'application/pdf', buffer: pdf });
      await p.getByTestId('doc-file').waitFor({ timeout: 120_000 });
      const before = stand.requests.length;
      const run = await measure(p, async () => {
        await p.getByRole('button', { name: 'Translate', exact: true }).click();
        await p.getByTestId('doc-downloads').waitFor({ timeout: 900_000 });
      });
      const requests = stand.requests.length - before;
      rows.push({
        name: `document-translator: ${LONG_PAGES} pages, stand-in ${LATENCY_MS} ms a request, ${concurrency} at a time`,
        ms: run.ms,
        longest: run.longest,
        note: `${((LONG_PAGES * 1000) / run.ms).toFixed(2)} pages/s; ${requests} requests`,
      });
      await context.close();
    }
    return rows;
  } finally {
    await stand.close();
  }
}
