/**
 * What the translator needs from tesseract's answer: text blocks with their boxes, in reading order, and text
 * written the way the language writes it. Tesseract separates every recognised "word" with a space, and for
 * Chinese and Japanese each character is a word: `今 天 天 气` must become `今天天气`. Korean keeps its spaces
 * (they separate words there).
 */

export interface BBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrLine {
  text: string;
  bbox: BBox;
  confidence: number;
}

export interface OcrBlock {
  text: string;
  bbox: BBox;
  /** 0–100, tesseract's mean over the block. */
  confidence: number;
  lines: OcrLine[];
}

/** Han, kana and CJK/full-width punctuation: characters that take no spaces between them. */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー々〆〇\\u3000-\\u303F\\uFF00-\\uFFEF';
const SPACE_BETWEEN_CJK = new RegExp(`(?<=[${CJK}])[ \\t]+(?=[${CJK}])`, 'gu');
/** A space before closing or after opening CJK punctuation, next to any character. */
const SPACE_AT_CJK_PUNCT = /[ \t]+(?=[，。、！？；：）」』】〕〉》”’])|(?<=[（「『【〔〈《“‘])[ \t]+/gu;

/** Half-width punctuation between two CJK characters: tesseract often reads the full-width mark that way. */
const HALF_PUNCT_IN_CJK = new RegExp(`(?<=[${CJK}])[ \\t]*([,;:!?])[ \\t]*(?=[${CJK}])`, 'gu');
const FULL_WIDTH: Record<string, string> = { ',': '，', ';': '；', ':': '：', '!': '！', '?': '？' };

export function tidyCjkSpacing(text: string): string {
  return text
    .replace(HALF_PUNCT_IN_CJK, (_m, p: string) => FULL_WIDTH[p] ?? p)
    .replace(SPACE_BETWEEN_CJK, '')
    .replace(SPACE_AT_CJK_PUNCT, '');
}

/** The parts of tesseract.js's result this module reads (blocks → paragraphs → lines). */
export interface TesseractBlock {
  text: string;
  confidence: number;
  bbox: BBox;
  paragraphs: { lines: { text: string; confidence: number; bbox: BBox }[] }[];
}

export function toBlocks(blocks: readonly TesseractBlock[] | null | undefined, minConfidence = 30): OcrBlock[] {
  const out: OcrBlock[] = [];
  for (const b of blocks ?? []) {
    const lines = b.paragraphs
      .flatMap((p) => p.lines)
      .map((l) => ({ text: tidyCjkSpacing(l.text.trim()), bbox: l.bbox, confidence: l.confidence }))
      .filter((l) => l.text && l.confidence >= minConfidence);
    if (lines.length === 0) continue;
    out.push({ text: lines.map((l) => l.text).join('\n'), bbox: b.bbox, confidence: b.confidence, lines });
  }
  return out;
}
