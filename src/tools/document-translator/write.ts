/**
 * The outputs. Translated PDF: the original file loaded with pdf-lib; for each translated paragraph its box is
 * covered with a white rectangle and the translation is set into the same box with the embedded CJK font (only
 * the glyphs used: a subset), shrunk to fit. Bilingual PDF: original and translated pages interleaved. Markdown
 * and plain text: the paragraphs in order, page by page.
 */
import { PDFDocument, rgb, type PDFFont } from '@cantoo/pdf-lib';
import { fitToBox } from './layout';
import { bodySize, type Paragraph } from './paragraphs';

/** fontkit (2.x), as pdf-lib's registerFontkit takes it. */
export type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

export interface Placed {
  paragraph: Paragraph;
  /** The translation, or null for a paragraph kept as it is. */
  text: string | null;
}

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

export async function writeTranslated(
  original: Uint8Array,
  placed: readonly Placed[],
  o: WriteOptions,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  doc.registerFontkit(o.fontkit);
  const font: PDFFont = await doc.embedFont(o.fontBytes, { subset: true });
  const pages = doc.getPages();
  const lineHeight = o.lineHeight ?? 1.15;
  const measure = charMeasure((ch) => font.widthOfTextAtSize(ch, 1));
  for (const { paragraph: p, text } of placed) {
    const page = pages[p.page];
    if (text === null || !page) continue;
    const { box } = p;
    page.drawRectangle({ x: box.x - 1, y: box.y - 1, width: box.w + 2, height: box.h + 2, color: rgb(1, 1, 1) });
    const fitted = fitToBox(coveredText(text, o.covers), box, p.size, measure, {
      lineHeight,
      minSize: Math.min(4, p.size),
    });
    const top = box.y + box.h;
    fitted.lines.forEach((line, i) => {
      page.drawText(line, {
        x: box.x,
        y: top - fitted.size * 0.88 - i * fitted.size * lineHeight,
        size: fitted.size,
        font,
        color: rgb(0, 0, 0),
      });
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

/** Markdown: headings (set larger than the body text) as `##`, code as fenced blocks, a rule between pages. */
export function toMarkdown(placed: readonly Placed[]): string {
  const body = bodySize(placed.map((x) => x.paragraph));
  const out: string[] = [];
  let page = -1;
  for (const { paragraph: p, text } of placed) {
    if (p.page !== page) {
      if (page >= 0) out.push('---');
      page = p.page;
    }
    const t = text ?? p.text;
    if (p.mono) out.push(`\`\`\`\n${p.lines.map((l) => l.text).join('\n')}\n\`\`\``);
    else if (p.size >= body * 1.25) out.push(`## ${t}`);
    else out.push(t);
  }
  return `${out.join('\n\n')}\n`;
}

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
