/**
 * Reading order and paragraphs that go on elsewhere. A page's paragraphs are read by recursive cuts at white
 * space (XY-cut): columns (a vertical gap from top to bottom of the part being cut) before bands (a horizontal
 * gap), so a two-column page is read column by column, and a heading across both columns comes before them. A
 * paragraph cut by the end of a column or page (it does not end a sentence, and what comes next in reading order
 * is body text of the same size and weight, higher up or on the next page) is joined with its continuation: one
 * request. (Its last line may be short: a long word or URL that did not fit went on to the next column.)
 */
import { keepReason } from './keep';
import { joinWithSpans, mergeSpans, type Box, type Hyphenated, type Paragraph } from './paragraphs';

const top = (b: Box) => b.y + b.h;

/** Intervals' union as sorted [from, to] runs; `gap` = the least empty space that separates two runs. */
function runsOf(items: readonly { from: number; to: number; i: number }[], gap: number): number[][] {
  const sorted = [...items].sort((a, b) => a.from - b.from);
  const out: number[][] = [];
  let end = -Infinity;
  for (const it of sorted) {
    if (out.length === 0 || it.from > end + gap) out.push([it.i]);
    else out.at(-1)!.push(it.i);
    end = Math.max(end, it.to);
  }
  return out;
}

function xyCut(idx: readonly number[], boxes: readonly Box[], size: number, depth = 0): number[] {
  if (idx.length <= 1 || depth > 40) return [...idx];
  // Columns first: a vertical band of white space through the whole group.
  const cols = runsOf(
    idx.map((i) => ({ from: boxes[i]!.x, to: boxes[i]!.x + boxes[i]!.w, i })),
    0.8 * size,
  );
  if (cols.length > 1)
    return cols.flatMap((c) =>
      xyCut(
        c.sort((a, b) => a - b),
        boxes,
        size,
        depth + 1,
      ),
    );
  // Then bands, from the top of the page down (y grows upwards: cut on -top .. -bottom).
  const bands = runsOf(
    idx.map((i) => ({ from: -top(boxes[i]!), to: -boxes[i]!.y, i })),
    0,
  );
  if (bands.length > 1)
    return bands.flatMap((b) =>
      xyCut(
        b.sort((a, b2) => a - b2),
        boxes,
        size,
        depth + 1,
      ),
    );
  return [...idx];
}

/** One page's paragraphs in reading order. */
export function readingOrder(paragraphs: readonly Paragraph[]): Paragraph[] {
  if (paragraphs.length <= 1) return [...paragraphs];
  const sizes = paragraphs.map((p) => p.size).sort((a, b) => a - b);
  const size = sizes[Math.floor(sizes.length / 2)] ?? 10;
  const order = xyCut(
    paragraphs.map((_, i) => i),
    paragraphs.map((p) => p.box),
    size,
  );
  return order.map((i) => paragraphs[i]!);
}

/** A paragraph that ends like this is over (a colon is not: the sentence may go on after a page break). */
const ENDS_SENTENCE = /[.!?。！？;；…]["'”’」』)）]?$/u;

/** Page numbers, running heads of figures: what sits between a paragraph and its continuation. */
const furniture = (p: Paragraph) => {
  const why = keepReason(p.text, p.mono);
  return why === 'number' || why === 'symbols';
};

/** The last region of a paragraph (where it ends). */
const lastPlace = (p: Paragraph) => {
  const r = p.more?.at(-1);
  return r ? { page: r.page, box: r.box } : { page: p.page, box: p.box };
};

/**
 * Whether the place `end` (on page `page`) ends its column: no text of the page below it that overlaps it
 * sideways (page numbers and running heads aside). A table's cell has the next row below it.
 */
function endsColumn(end: { page: number; box: Box }, onPage: readonly Paragraph[], size: number): boolean {
  const b = end.box;
  return !onPage.some((o) => {
    const places = [{ page: o.page, box: o.box }, ...(o.more ?? [])].filter((r) => r.page === end.page);
    return (
      !furniture(o) &&
      places.some((r) => r.box !== b && top(r.box) < b.y + 0.3 * size && r.box.x < b.x + b.w && r.box.x + r.box.w > b.x)
    );
  });
}

/** Whether `next` continues `prev` in the next column or on the next page. */
function goesOn(prev: Paragraph, next: Paragraph, onPage: readonly Paragraph[]): boolean {
  if (prev.mono || next.mono || prev.kind === 'heading' || next.kind === 'heading' || next.kind === 'list')
    return false;
  if (Math.abs(prev.size - next.size) > 0.1 * prev.size || !!prev.bold !== !!next.bold) return false;
  if (ENDS_SENTENCE.test(prev.text)) return false;
  const end = lastPlace(prev);
  if (next.page === end.page + 1) return true;
  // The next column: to the right, starting above where the paragraph ends (on the last page of a document the
  // columns are balanced, so both may start at the top), and the paragraph ends its column (a table's next cell on
  // the same row does not follow a column end: the row below is under it).
  return (
    next.page === end.page &&
    top(next.box) > end.box.y + 0.5 * prev.size &&
    next.box.x > end.box.x + end.box.w / 2 &&
    endsColumn(end, onPage, prev.size)
  );
}

/** Paragraphs in reading order (the whole document) with those cut by a column or page end joined. */
export function joinContinuations(paragraphs: readonly Paragraph[], hyphenated?: Hyphenated): Paragraph[] {
  const byPage = new Map<number, Paragraph[]>();
  for (const p of paragraphs) byPage.set(p.page, [...(byPage.get(p.page) ?? []), p]);
  const out: Paragraph[] = [];
  let last: Paragraph | null = null;
  for (const p of paragraphs) {
    if (last && !furniture(p) && goesOn(last, p, byPage.get(lastPlace(last).page) ?? [])) {
      const joined = joinWithSpans(last, p, hyphenated);
      last.text = joined.text;
      const spans = mergeSpans(joined.text, joined.spans);
      if (spans.length) last.spans = spans;
      last.more = [...(last.more ?? []), { page: p.page, box: p.box, lines: p.lines }, ...(p.more ?? [])];
      continue;
    }
    out.push(p);
    if (!furniture(p)) last = p;
  }
  return out;
}
