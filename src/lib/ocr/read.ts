/**
 * Reading an image, the whole way: the language (detected, or the one chosen), the text, a second reading of a
 * contrast-normalised copy when tesseract is unsure of the first, and the result laid out in paragraph blocks.
 * The engine is passed in (`OcrBackend`): tesseract.js in a Web Worker in the browser (client.ts), tesseract.js
 * in Node in the tests (read.test.ts), so the same steps are checked on real screenshots in both.
 */
import { layoutBlocks, type TesseractTree } from './layout';
import type { OcrBlock } from './logic';
import { OCR_LANGS, type OcrLang } from './paths';
import { countScripts, readingLangs, scriptCandidates } from './script';
import { thresholdRadius } from './enhance';

/** What the image tab asks for: detect the language, or read in the one given. */
export type OcrChoice = 'auto' | OcrLang;

/** A reading step: the first pass with every language, a reading in one language, the enhanced copy's. */
export type ReadStep = 'detect' | 'read' | 'enhance';

/** One tesseract reading: its block tree (with words) and its mean word confidence (0–100). */
export interface OcrPage {
  blocks: TesseractTree[] | null;
  confidence: number;
}

export interface OcrBackend<I> {
  /** Reads `image` with `langs` loaded (the first is the main one). */
  read(image: I, langs: readonly OcrLang[], step: ReadStep): Promise<OcrPage>;
  /** A copy of `image` through the adaptive threshold (enhance.ts) with a window of `radius` pixels. */
  enhance(image: I, radius: number): Promise<I>;
}

export interface Reading {
  /** The language the text was read in. */
  lang: OcrLang;
  /** Whether `lang` was detected (the choice was 'auto'). */
  detected: boolean;
  /** Whether the blocks come from the contrast-normalised copy. */
  enhanced: boolean;
  /** Mean confidence of the reading kept (0–100). */
  confidence: number;
  /** Mean confidence of the plain reading, before any enhancement (0–100). */
  plainConfidence: number;
  blocks: OcrBlock[];
}

/**
 * Below this mean confidence (0–100), or with nothing read, a reading is tried again on the enhanced copy. Clean
 * screenshots read at 91–96.
 */
export const ENHANCE_BELOW = 90;

type Word = { text: string; confidence: number };

function words(page: OcrPage): Word[] {
  return (page.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words ?? [])));
}

/**
 * Characters read, and the mean confidence of the words (unweighted, as tesseract's own page confidence: the
 * short fragments that noise and shadows produce count as much as real words, and pull it down).
 */
export function pageScore(page: OcrPage): { chars: number; confidence: number } {
  let chars = 0;
  let sum = 0;
  let n = 0;
  for (const w of words(page)) {
    const text = w.text.trim();
    if (!text) continue;
    chars += [...text].length;
    sum += w.confidence;
    n += 1;
  }
  return { chars, confidence: n ? sum / n : 0 };
}

function lineHeight(page: OcrPage): number {
  const hs = (page.blocks ?? [])
    .flatMap((b) => b.paragraphs.flatMap((p) => p.lines.map((l) => l.bbox.y1 - l.bbox.y0)))
    .sort((a, b) => a - b);
  return hs.length ? hs[Math.floor(hs.length / 2)]! : 20;
}

/** Whether reading `b` is better than `a`: surer, and not by reading much less of the image. */
export function better(a: OcrPage, b: OcrPage): boolean {
  const sa = pageScore(a);
  const sb = pageScore(b);
  if (sb.chars === 0) return false;
  if (sa.chars === 0) return true;
  return sb.confidence > sa.confidence + 1 && sb.chars >= 0.8 * sa.chars;
}

export async function readImage<I>(backend: OcrBackend<I>, image: I, choice: OcrChoice): Promise<Reading> {
  let candidates: OcrLang[];
  if (choice === 'auto') {
    const first = await backend.read(image, OCR_LANGS, 'detect');
    candidates = scriptCandidates(countScripts(words(first)));
  } else {
    candidates = [choice];
  }
  let lang = candidates[0]!;
  let page = await backend.read(image, readingLangs(lang), 'read');
  for (const other of candidates.slice(1)) {
    const next = await backend.read(image, readingLangs(other), 'read');
    if (pageScore(next).confidence > pageScore(page).confidence) {
      lang = other;
      page = next;
    }
  }
  const plain = pageScore(page);
  let enhanced = false;
  if (plain.confidence < ENHANCE_BELOW) {
    const copy = await backend.enhance(image, thresholdRadius(lineHeight(page)));
    const again = await backend.read(copy, readingLangs(lang), 'enhance');
    if (better(page, again)) {
      page = again;
      enhanced = true;
    }
  }
  return {
    lang,
    detected: choice === 'auto',
    enhanced,
    confidence: Math.round(pageScore(page).confidence * 10) / 10,
    plainConfidence: Math.round(plain.confidence * 10) / 10,
    blocks: layoutBlocks(page.blocks),
  };
}
