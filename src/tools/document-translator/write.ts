/**
 * The outputs. Translated PDF: the original file loaded with pdf-lib; for each translated paragraph its original
 * text is taken out of the page's content stream where the stream allows it (so copy and search return the
 * translation), the lines it took are covered in the colour behind them, and the translation is set into the
 * paragraph's region (grown into free space beside and below it, never over another paragraph: layout in
 * plan.ts) in its original size, weight and colour, shrunk to a floor where it does not fit, across every column
 * or page the paragraph went on to. The embedded CJK font is a subset (only the glyphs used). Bilingual PDF:
 * original and translated pages interleaved. Markdown and plain text: the paragraphs in order, page by page.
 */
import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRawStream,
  decodePDFRawStream,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setLineWidth,
  setTextRenderingMode,
  TextRenderingMode,
  type PDFFont,
  type PDFPage,
} from '@cantoo/pdf-lib';
import { latin1, removeRanges, scanContent, type Fill, type TextShow } from '../../lib/pdf/content';
import { fitToBoxes } from './layout';
import type { Box, Placed } from './paragraphs';
import { inside, planLayout, type PlannedPart } from './plan';

/** fontkit (2.x), as pdf-lib's registerFontkit takes it. */
export type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

export type { Placed } from './paragraphs';

export interface WriteOptions {
  fontBytes: Uint8Array;
  fontkit: Fontkit;
  /** Whether the font has a glyph for a code point; characters it lacks are replaced by '?'. */
  covers?: (codePoint: number) => boolean;
  lineHeight?: number;
}

/** The text with every character the font lacks replaced (no invisible .notdef boxes in the output). */
export function coveredText(text: string, covers?: (cp: number) => boolean): string {
  if (!covers) return text;
  let out = '';
  for (const ch of text) out += /\s/.test(ch) || covers(ch.codePointAt(0) ?? 0) ? ch : '?';
  return out;
}

/**
 * A measure that adds up per-character advances (asked once per character, then cached): pdf-lib's own
 * `widthOfTextAtSize` runs fontkit's layout on the whole string, which the line breaker would call for every
 * growing line (quadratic, seconds on a 20-page document).
 */
export function charMeasure(advanceAt1: (ch: string) => number): (text: string, size: number) => number {
  const cache = new Map<string, number>();
  return (text, size) => {
    let w = 0;
    for (const ch of text) {
      let a = cache.get(ch);
      if (a === undefined) cache.set(ch, (a = advanceAt1(ch)));
      w += a;
    }
    return w * size;
  };
}

/** The page's content streams as one Latin-1 text, or null when one cannot be decoded. */
function pageContent(doc: PDFDocument, page: PDFPage): string | null {
  const contents = page.node.Contents();
  if (!contents) return null;
  const parts = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const texts: string[] = [];
  for (const part of parts) {
    if (!(part instanceof PDFRawStream)) return null;
    try {
      texts.push(latin1.decode(decodePDFRawStream(part).decode()));
    } catch (err) {
      console.warn('document-translator: a content stream could not be decoded; its text stays under the cover', err);
      return null;
    }
  }
  return texts.join('\n');
}

/** Text-showing operators that start their line inside one of the boxes. */
function showsIn(shows: readonly TextShow[], boxes: readonly Box[]): TextShow[] {
  return shows.filter((s) => boxes.some((b) => inside(s.x, s.y, b, 1)));
}

/** The colour of the last filled rectangle under a box, drawn before `index` (white when none). */
function background(fills: readonly Fill[], box: Box, index: number): [number, number, number] {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  let found: [number, number, number] = [1, 1, 1];
  for (const f of fills) {
    if (f.index > index) break;
    if (inside(cx, cy, f, 0) && f.w * f.h >= box.w * box.h * 0.5) found = f.color;
  }
  return found;
}

interface PageEdit {
  shows: TextShow[];
  fills: Fill[];
}

/** Takes the translated paragraphs' own text out of each page's content (where it can be found). */
function removeOriginals(doc: PDFDocument, parts: readonly PlannedPart[]): Map<number, PageEdit> {
  const edits = new Map<number, PageEdit>();
  const pages = doc.getPages();
  const byPage = new Map<number, PlannedPart[]>();
  for (const part of parts) byPage.set(part.page, [...(byPage.get(part.page) ?? []), part]);
  for (const [n, onPage] of byPage) {
    const page = pages[n];
    if (!page) continue;
    const src = pageContent(doc, page);
    if (src === null) continue;
    const { shows, fills } = scanContent(src);
    edits.set(n, { shows, fills });
    const gone = showsIn(
      shows,
      onPage.flatMap((p) => p.covers),
    );
    if (!gone.length) continue;
    const edited = removeRanges(src, gone);
    page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(latin1.encode(edited))));
  }
  return edits;
}

export async function writeTranslated(
  original: Uint8Array,
  placed: readonly Placed[],
  o: WriteOptions,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  doc.registerFontkit(o.fontkit);
  const font: PDFFont = await doc.embedFont(o.fontBytes, { subset: true });
  const pages = doc.getPages();
  const measure = charMeasure((ch) => font.widthOfTextAtSize(ch, 1));
  const plan = planLayout(
    placed.map((p) => ({ paragraph: p.paragraph, translated: p.text !== null })),
    pages.map((p) => p.getSize()),
  );
  const edits = removeOriginals(
    doc,
    plan.flatMap((p) => p.parts),
  );
  for (const planned of plan) {
    const { paragraph: p, text } = placed[planned.index]!;
    if (text === null) continue;
    const pitch = o.lineHeight ?? planned.pitch;
    const fitted = fitToBoxes(
      coveredText(text, o.covers),
      planned.parts.map((part) => part.region),
      p.size,
      measure,
      { lineHeight: pitch, minSize: Math.max(3, Math.min(p.size, 0.45 * p.size)) },
    );
    planned.parts.forEach((part, i) => {
      const page = pages[part.page];
      if (!page) return;
      const edit = edits.get(part.page);
      const mine = edit ? showsIn(edit.shows, part.covers) : [];
      const first = mine[0]?.index ?? Infinity;
      const ink = mine[0]?.color ?? [0, 0, 0];
      for (const c of part.covers) {
        const [r, g, b] = edit ? background(edit.fills, c, first) : [1, 1, 1];
        page.drawRectangle({ x: c.x, y: c.y, width: c.w, height: c.h, color: rgb(r, g, b) });
      }
      const top = part.region.y + part.region.h;
      const lines = fitted.lines[i] ?? [];
      if (p.bold)
        page.pushOperators(
          pushGraphicsState(),
          setTextRenderingMode(TextRenderingMode.FillAndOutline),
          setLineWidth(fitted.size * 0.035),
        );
      lines.forEach((line, j) => {
        page.drawText(line, {
          x: part.region.x,
          y: top - fitted.size * 0.88 - j * fitted.size * pitch,
          size: fitted.size,
          font,
          color: rgb(ink[0], ink[1], ink[2]),
          ...(p.bold ? { borderColor: rgb(ink[0], ink[1], ink[2]) } : {}),
        });
      });
      if (p.bold) page.pushOperators(popGraphicsState());
    });
  }
  return doc.save({ useObjectStreams: true });
}

/** Original page, then its translation, for every page. */
export async function writeBilingual(original: Uint8Array, translated: Uint8Array): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  const [a, b] = await Promise.all([
    PDFDocument.load(original, { updateMetadata: false }),
    PDFDocument.load(translated, { updateMetadata: false }),
  ]);
  const indices = a.getPageIndices();
  const [left, right] = await Promise.all([out.copyPages(a, indices), out.copyPages(b, indices)]);
  indices.forEach((i) => {
    const l = left[i];
    const r = right[i];
    if (l) out.addPage(l);
    if (r) out.addPage(r);
  });
  return out.save({ useObjectStreams: true });
}

// The Markdown export (escaped text, code spans and fences) lives in markdown.ts.
export { toMarkdown } from './markdown';

/** Plain text: paragraphs separated by a blank line, pages by a form feed line. */
export function toPlainText(placed: readonly Placed[]): string {
  const out: string[] = [];
  let page = -1;
  for (const { paragraph: p, text } of placed) {
    if (p.page !== page && page >= 0) out.push('\f');
    page = p.page;
    out.push(text ?? p.text);
  }
  return `${out.join('\n\n')}\n`;
}
