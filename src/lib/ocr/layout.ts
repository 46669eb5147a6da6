/**
 * Layout analysis of an OCR result: the recognised words regrouped into blocks that a reader would call
 * paragraphs, each in its own column, in reading order. Tesseract's own blocks are not enough on screenshots:
 * it reads a line straight across a narrow gutter ("…a fifth Night buses will…"), and joins a heading, its
 * paragraphs and the cards beside them into one block. Here:
 *
 * 1. each line is cut where the gap between two words is far wider than a word space (a column gutter, a
 *    table cell, a button beside a label);
 * 2. the pieces are stacked into blocks: a piece continues the block above it when it starts within about one
 *    line of it, overlaps it horizontally and has the same text size; a wider gap, a change of size (a heading)
 *    or another column starts a new block;
 * 3. the blocks are ordered by recursive XY-cut (rows of the page top to bottom, columns left to right).
 *
 * Pure: tested with exact boxes in layout.test.ts and on real screenshots in read.test.ts.
 */
import { tidyCjkSpacing, type BBox, type OcrBlock, type OcrLine } from './logic';

/** A word as tesseract.js reports it (`blocks → paragraphs → lines → words`). */
export interface TesseractWord {
  text: string;
  confidence: number;
  bbox: BBox;
}

/** The parts of tesseract.js's block tree that layout analysis reads. */
export interface TesseractTree {
  paragraphs: { lines: { text: string; confidence: number; bbox: BBox; words?: TesseractWord[] }[] }[];
}

export interface LayoutOptions {
  /** Lines (pieces) whose mean confidence is below this are dropped as noise (0–100). */
  minConfidence?: number;
  /** A gap wider than this many line heights between two words cuts the line (a gutter, a table cell). */
  gutter?: number;
  /** A vertical gap wider than this many line heights between two lines starts a new block. */
  paragraphGap?: number;
  /** Text sizes (line heights) further apart than this ratio are not one block (a heading over its text). */
  sizeRatio?: number;
}

const DEFAULTS: Required<LayoutOptions> = { minConfidence: 30, gutter: 1.5, paragraphGap: 1.15, sizeRatio: 1.3 };

const CJK_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF]$/u;
const CJK_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF]/u;

const height = (b: BBox) => b.y1 - b.y0;
const width = (b: BBox) => b.x1 - b.x0;
const union = (boxes: readonly BBox[]): BBox => ({
  x0: Math.min(...boxes.map((b) => b.x0)),
  y0: Math.min(...boxes.map((b) => b.y0)),
  x1: Math.max(...boxes.map((b) => b.x1)),
  y1: Math.max(...boxes.map((b) => b.y1)),
});

/**
 * The lines of a block joined into running text: a line break becomes a space between Latin (or Korean) words,
 * nothing between CJK characters, and a word hyphenated at the end of a line is joined again.
 */
export function joinLines(lines: readonly string[]): string {
  let out = '';
  for (const line of lines) {
    const text = line.trim();
    if (!text) continue;
    if (!out) out = text;
    else if (/[\p{L}]-$/u.test(out) && /^\p{Ll}/u.test(text)) out = out.slice(0, -1) + text;
    else if (CJK_END.test(out) && CJK_START.test(text)) out += text;
    else out += ` ${text}`;
  }
  return out;
}

/** One line cut at its wide gaps: the pieces, each with its words. */
export function splitLine(
  words: readonly TesseractWord[],
  lineHeight: number,
  gutter = DEFAULTS.gutter,
): TesseractWord[][] {
  const sorted = words.filter((w) => w.text.trim()).sort((a, b) => a.bbox.x0 - b.bbox.x0);
  const pieces: TesseractWord[][] = [];
  let right = -Infinity;
  for (const w of sorted) {
    if (pieces.length === 0 || w.bbox.x0 - right > gutter * lineHeight) pieces.push([]);
    pieces[pieces.length - 1]!.push(w);
    right = Math.max(right, w.bbox.x1);
  }
  return pieces;
}

interface Piece extends OcrLine {
  /** The text height: the height of tesseract's line (its word boxes are unreliable for CJK). */
  size: number;
}

const HANGUL_END = /\p{Script=Hangul}$/u;
const HANGUL_START = /^\p{Script=Hangul}/u;

/**
 * A piece's words as text. Tesseract's Korean model puts a space between most syllable groups ("날 씨 와" for
 * "날씨와"): between two Hangul words the space is kept only where the gap is a real space's width.
 */
export function joinWords(words: readonly TesseractWord[], size: number): string {
  let out = '';
  let right = -Infinity;
  for (const w of words) {
    const text = w.text.trim();
    if (!out) out = text;
    else if (HANGUL_END.test(out) && HANGUL_START.test(text) && w.bbox.x0 - right < 0.2 * size) out += text;
    else out += ` ${text}`;
    right = Math.max(right, w.bbox.x1);
  }
  return tidyCjkSpacing(out);
}

const area = (b: BBox) => Math.max(0, width(b)) * Math.max(0, height(b));
function overlapArea(a: BBox, b: BBox): number {
  return area({
    x0: Math.max(a.x0, b.x0),
    y0: Math.max(a.y0, b.y0),
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
  });
}

function piecesOf(tree: readonly TesseractTree[], o: Required<LayoutOptions>): Piece[] {
  const out: Piece[] = [];
  for (const block of tree)
    for (const para of block.paragraphs)
      for (const line of para.lines) {
        const size = height(line.bbox);
        const words = (
          line.words?.length ? line.words : [{ text: line.text, confidence: line.confidence, bbox: line.bbox }]
        ).map((w) => ({
          ...w,
          // Within the line: a word box of a CJK line sometimes spans several glyphs or lines.
          bbox: { ...w.bbox, x0: Math.max(w.bbox.x0, line.bbox.x0), x1: Math.min(w.bbox.x1, line.bbox.x1) },
        }));
        for (const piece of splitLine(words, size, o.gutter)) {
          const text = joinWords(piece, size);
          const chars = piece.reduce((n, w) => n + [...w.text.trim()].length, 0);
          const confidence = piece.reduce((n, w) => n + w.confidence * [...w.text.trim()].length, 0) / (chars || 1);
          if (!text.trim() || confidence < o.minConfidence) continue;
          out.push({
            text,
            bbox: {
              x0: Math.min(...piece.map((w) => w.bbox.x0)),
              y0: line.bbox.y0,
              x1: Math.max(...piece.map((w) => w.bbox.x1)),
              y1: line.bbox.y1,
            },
            confidence: Math.round(confidence * 10) / 10,
            size,
          });
        }
      }
  // A line found inside another, surer one is a misreading of the same ink (a ghost line in a heading).
  return out.filter(
    (p) =>
      !out.some((q) => q !== p && q.confidence >= p.confidence && overlapArea(p.bbox, q.bbox) > 0.5 * area(p.bbox)),
  );
}

/** Whether `piece` continues the block whose last line is `last`. */
function continues(last: Piece, piece: Piece, o: Required<LayoutOptions>): boolean {
  const size = Math.max(last.size, piece.size);
  if (size / Math.max(1, Math.min(last.size, piece.size)) > o.sizeRatio) return false;
  const gap = piece.bbox.y0 - last.bbox.y1;
  if (gap > o.paragraphGap * size || gap < -0.5 * size) return false;
  const overlap = Math.min(last.bbox.x1, piece.bbox.x1) - Math.max(last.bbox.x0, piece.bbox.x0);
  if (overlap <= 0) return false;
  // The next line of a paragraph starts at its left edge (or is indented a little), within its width.
  return overlap >= 0.3 * Math.min(width(last.bbox), width(piece.bbox));
}

/**
 * Recursive XY-cut: the boxes' indices in reading order. Columns first (a gap from top to bottom of the region
 * splits it left | right), then rows, then again inside each part.
 */
export function readingOrder(boxes: readonly BBox[]): number[] {
  const cut = (ids: number[]): number[] => {
    if (ids.length <= 1) return ids;
    for (const axis of ['x', 'y'] as const) {
      const lo = axis === 'y' ? (b: BBox) => b.y0 : (b: BBox) => b.x0;
      const hi = axis === 'y' ? (b: BBox) => b.y1 : (b: BBox) => b.x1;
      const sorted = [...ids].sort((a, b) => lo(boxes[a]!) - lo(boxes[b]!));
      const groups: number[][] = [];
      let end = -Infinity;
      for (const id of sorted) {
        // Boxes that touch by a pixel or two (antialiased edges) still count as separate rows or columns.
        if (groups.length === 0 || lo(boxes[id]!) >= end - 2) groups.push([]);
        groups[groups.length - 1]!.push(id);
        end = Math.max(end, hi(boxes[id]!));
      }
      if (groups.length > 1) return groups.flatMap(cut);
    }
    // Neither cut separates them (overlapping boxes): top to bottom, then left to right.
    return [...ids].sort((a, b) => boxes[a]!.y0 - boxes[b]!.y0 || boxes[a]!.x0 - boxes[b]!.x0);
  };
  return cut(boxes.map((_, i) => i));
}

/** Tesseract's result regrouped into paragraph blocks, one column each, in reading order. */
export function layoutBlocks(
  tree: readonly TesseractTree[] | null | undefined,
  options: LayoutOptions = {},
): OcrBlock[] {
  const o = { ...DEFAULTS, ...options };
  const pieces = piecesOf(tree ?? [], o).sort((a, b) => a.bbox.y0 - b.bbox.y0 || a.bbox.x0 - b.bbox.x0);
  const groups: Piece[][] = [];
  for (const piece of pieces) {
    // The nearest block above whose last line this piece continues (each block takes one piece per row).
    let best: Piece[] | null = null;
    for (const g of groups) {
      const last = g[g.length - 1]!;
      if (last.bbox.y1 > piece.bbox.y0 + 0.5 * piece.size) continue;
      if (!continues(last, piece, o)) continue;
      if (!best || last.bbox.y1 > best[best.length - 1]!.bbox.y1) best = g;
    }
    if (best) best.push(piece);
    else groups.push([piece]);
  }
  const blocks = groups.map((g) => {
    const chars = g.reduce((n, l) => n + [...l.text].length, 0);
    const confidence = g.reduce((n, l) => n + l.confidence * [...l.text].length, 0) / (chars || 1);
    return {
      // Tidied again: punctuation at a line's start or end sits between CJK characters only once lines are joined.
      text: tidyCjkSpacing(joinLines(g.map((l) => l.text))),
      bbox: union(g.map((l) => l.bbox)),
      confidence: Math.round(confidence * 10) / 10,
      lines: g.map(({ text, bbox, confidence: c }) => ({ text, bbox, confidence: c })),
    };
  });
  return readingOrder(blocks.map((b) => b.bbox)).map((i) => blocks[i]!);
}
