/**
 * The whole reading on real screenshots, in Node: pages drawn here by Chromium (test-screens.ts), read by
 * tesseract.js with the language data the build ships, through the same steps as the image tab (read.ts):
 * "Detect" finds each of the five languages and reads it under 5% character errors, a two-column page gives
 * blocks that stay in their column, and a scanned page with a shadowed edge is read far better once enhanced.
 */
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFromRaw } from '../../../scripts/lib/png.mjs';
import { adaptiveThreshold, type Pixels } from './enhance';
import { layoutBlocks, type TesseractTree } from './layout';
import { OCR_LANGS, type OcrLang } from './paths';
import { readImage, type OcrBackend, type OcrPage, type ReadStep } from './read';
import { characterErrorRate, drawScreen, screenText, TWO_COLUMNS, type ScreenName } from './test-screens';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';

interface NodeImage {
  png: Buffer;
  pixels: Pixels;
}

let browser: Browser;
let page: Page;
let worker: Worker;
let loaded = '';
const langDir = mkdtempSync(join(tmpdir(), 'ocr-langs-'));

beforeAll(async () => {
  // tesseract.js reads every language from one folder: link the five the build ships into one.
  for (const l of OCR_LANGS)
    symlinkSync(
      join(ROOT, 'node_modules/@tesseract.js-data', l, '4.0.0_best_int', `${l}.traineddata.gz`),
      join(langDir, `${l}.traineddata.gz`),
    );
  browser = await chromium.launch(existsSync(CHROMIUM) ? { executablePath: CHROMIUM } : {});
  page = await browser.newPage({ deviceScaleFactor: 1 });
  worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: langDir, cacheMethod: 'none', gzip: true });
  loaded = 'eng';
}, 60_000);

afterAll(async () => {
  await worker?.terminate();
  await browser?.close();
  rmSync(langDir, { recursive: true, force: true });
});

/** A screen as PNG bytes and as RGBA pixels (decoded by Chromium). */
async function screen(name: ScreenName): Promise<NodeImage> {
  const png = await drawScreen(page, name);
  const r = (await page.evaluate(`(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bmp = await createImageBitmap(new Blob([bytes]));
    const ctx = new OffscreenCanvas(bmp.width, bmp.height).getContext('2d');
    ctx.drawImage(bmp, 0, 0);
    const { data } = ctx.getImageData(0, 0, bmp.width, bmp.height);
    let bin = '';
    for (let i = 0; i < data.length; i += 0x8000) bin += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { b64: btoa(bin), width: bmp.width, height: bmp.height };
  })(${JSON.stringify(png.toString('base64'))})`)) as { b64: string; width: number; height: number };
  const data = new Uint8ClampedArray(Buffer.from(r.b64, 'base64'));
  return { png, pixels: { width: r.width, height: r.height, data } };
}

function toPng({ width, height, data }: Pixels): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1)
    raw.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return pngFromRaw(width, height, raw, { alpha: true });
}

/** tesseract.js in Node behind the kit's backend interface; every reading is recorded with its step. */
function nodeBackend() {
  const passes: { step: ReadStep; langs: string; page: OcrPage }[] = [];
  const backend: OcrBackend<NodeImage> = {
    async read(image, langs, step) {
      const key = langs.join('+');
      if (key !== loaded) {
        await worker.reinitialize(key, OEM.LSTM_ONLY);
        loaded = key;
      }
      const { data } = await worker.recognize(image.png, {}, { blocks: true });
      const result = { blocks: data.blocks as unknown as TesseractTree[], confidence: data.confidence };
      passes.push({ step, langs: key, page: result });
      return result;
    },
    async enhance(image, radius) {
      const pixels = adaptiveThreshold(image.pixels, radius);
      return { png: toPng(pixels), pixels };
    },
  };
  return { backend, passes };
}

const text = (blocks: readonly { text: string }[]) => blocks.map((b) => b.text).join('\n');

describe('reading screenshots with Detect (tesseract.js in Node, pages drawn by Chromium)', () => {
  // The most character errors allowed: 5%, except traditional Chinese, whose model (best_int) misreads a few
  // rarer characters of this text (感 → 怀, 壅 → 後) however the image is prepared.
  const limit: Record<OcrLang, number> = { jpn: 0.05, kor: 0.05, chi_sim: 0.05, chi_tra: 0.08, eng: 0.05 };
  for (const lang of OCR_LANGS) {
    it(`${lang}: detected and read at under ${limit[lang] * 100}% character errors`, { timeout: 120_000 }, async () => {
      const { backend, passes } = nodeBackend();
      const reading = await readImage(backend, await screen(lang), 'auto');
      expect(reading.lang).toBe(lang);
      expect(reading.detected).toBe(true);
      expect(passes[0]!.step).toBe('detect');
      expect(passes[0]!.langs).toBe(OCR_LANGS.join('+'));
      const cer = characterErrorRate(screenText(lang), text(reading.blocks));
      expect(cer, `${lang} read as: ${text(reading.blocks)}`).toBeLessThan(limit[lang]);
      // The title and the two paragraphs, each its own block, in order.
      expect(reading.blocks).toHaveLength(3);
    });
  }
});

describe('layout of a two-column screenshot', () => {
  it(
    'gives one block per paragraph, each inside its own column, read column by column',
    { timeout: 60_000 },
    async () => {
      const image = await screen('twoColumns');
      const reading = await readImage(nodeBackend().backend, image, 'eng');
      const middle = image.pixels.width / 2;
      const left = reading.blocks.filter((b) => b.bbox.x1 < middle);
      const right = reading.blocks.filter((b) => b.bbox.x0 > middle);
      expect(left.length).toBeGreaterThanOrEqual(1);
      expect(right.length).toBeGreaterThanOrEqual(1);
      // No block straddles the gutter.
      expect(left.length + right.length).toBe(reading.blocks.length);
      expect(reading.blocks).toHaveLength(4);
      expect(characterErrorRate(text(left), TWO_COLUMNS.left.join(''))).toBeLessThan(0.02);
      expect(characterErrorRate(text(right), TWO_COLUMNS.right.join(''))).toBeLessThan(0.02);
      expect(text(reading.blocks)).toBe([...TWO_COLUMNS.left, ...TWO_COLUMNS.right].join('\n'));
    },
  );
});

describe('preprocessing a scanned page', () => {
  it('is used because tesseract is surer of it, and reads what the shadow hid', { timeout: 120_000 }, async () => {
    const { backend, passes } = nodeBackend();
    const reading = await readImage(backend, await screen('scanned'), 'eng');
    expect(passes.map((p) => p.step)).toEqual(['read', 'enhance']);
    const plain = characterErrorRate(screenText('scanned'), text(layoutBlocks(passes[0]!.page.blocks)));
    const enhanced = characterErrorRate(screenText('scanned'), text(reading.blocks));
    expect(reading.enhanced).toBe(true);
    expect(reading.confidence).toBeGreaterThan(reading.plainConfidence);
    expect(plain, 'plain reading').toBeGreaterThan(0.05);
    expect(enhanced, `enhanced reading: ${text(reading.blocks)}`).toBeLessThan(0.03);
  });

  it('is not used on a clean screenshot (no second reading)', { timeout: 60_000 }, async () => {
    const { backend, passes } = nodeBackend();
    const reading = await readImage(backend, await screen('eng'), 'eng');
    expect(passes.map((p) => p.step)).toEqual(['read']);
    expect(reading.enhanced).toBe(false);
  });
});
