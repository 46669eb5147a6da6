/**
 * Where each translation goes, before anything is drawn (pure, so tests check it against the text's positions):
 * for every translated paragraph and every place it occupies (the next column or page included), the covers (one
 * per original line: the union of its lines, not their bounding box, so a short last line does not hide what
 * stands beside it) and the region the translation is set in: its box, grown to the right up to its column's
 * edge and down into the white space below, never over another paragraph's text or region. Covers and regions
 * are clipped wherever they would reach another paragraph's line.
 */
import { lineBox, type Box, type Paragraph } from './paragraphs';

export interface PlannedPart {
  page: number;
  covers: Box[];
  region: Box;
}

export interface Planned {
  /** Index in the paragraphs given. */
  index: number;
  parts: PlannedPart[];
  /** Line pitch of the original (× size), for setting the translation alike. */
  pitch: number;
}

export function inside(x: number, y: number, b: Box, tolerance: number): boolean {
  return x >= b.x - tolerance && x <= b.x + b.w + tolerance && y >= b.y - tolerance && y <= b.y + b.h + tolerance;
}

export function intersects(a: Box, b: Box, eps = 0.01): boolean {
  return a.x < b.x + b.w - eps && b.x < a.x + a.w - eps && a.y < b.y + b.h - eps && b.y < a.y + a.h - eps;
}

interface Owned {
  owner: number;
  box: Box;
}

/** `box` cut so that it no longer meets `other`: the cut that keeps the most of it. */
function cutAway(box: Box, other: Box): Box {
  const options: Box[] = [
    { ...box, h: Math.max(0, other.y - box.y) }, // keep what is below `other`'s bottom… (box's lower part)
    { ...box, y: other.y + other.h, h: Math.max(0, box.y + box.h - (other.y + other.h)) }, // …or above its top
    { ...box, w: Math.max(0, other.x - box.x) }, // …or left of it
    { ...box, x: other.x + other.w, w: Math.max(0, box.x + box.w - (other.x + other.w)) }, // …or right of it
  ];
  return options.reduce((best, b) => (b.w * b.h > best.w * best.h ? b : best));
}

/** The pitch of a paragraph's lines as a multiple of its size (1.15 for one line). */
function pitchOf(p: Paragraph): number {
  const ls = p.lines;
  if (ls.length < 2 || p.size <= 0) return 1.15;
  const d = (ls[0]!.y - ls.at(-1)!.y) / (ls.length - 1) / p.size;
  return d > 0.9 && d < 2.5 ? d : 1.15;
}

export function planLayout(
  paragraphs: readonly { paragraph: Paragraph; translated: boolean }[],
  pageSizes: readonly { width: number; height: number }[],
): Planned[] {
  // Every paragraph's text on each page, by owner: what no cover or region may reach.
  const text = new Map<number, Owned[]>();
  paragraphs.forEach(({ paragraph: p }, owner) => {
    for (const r of [{ page: p.page, box: p.box, lines: p.lines }, ...(p.more ?? [])]) {
      const boxes = r.lines.length ? r.lines.map(lineBox) : [r.box];
      text.set(r.page, [...(text.get(r.page) ?? []), ...boxes.map((box) => ({ owner, box }))]);
    }
  });
  const claimed = new Map<number, Owned[]>();
  const out: Planned[] = [];
  paragraphs.forEach(({ paragraph: p, translated }, owner) => {
    if (!translated) return;
    const parts: PlannedPart[] = [];
    for (const r of [{ page: p.page, box: p.box, lines: p.lines }, ...(p.more ?? [])]) {
      const others = (text.get(r.page) ?? []).filter((t) => t.owner !== owner);
      const taken = claimed.get(r.page) ?? [];
      const blockers = [...others, ...taken];
      // Covers: each original line, a little wider (glyphs overhang their advance), clipped off others' text.
      const covers = (r.lines.length ? r.lines.map(lineBox) : [r.box])
        .map((b) => ({ x: b.x - 0.6, y: b.y, w: b.w + 1.2, h: b.h }))
        .map((b) => others.reduce((c, o) => (intersects(c, o.box) ? cutAway(c, o.box) : c), b))
        .filter((b) => b.w > 0 && b.h > 0);
      // Region: the box, grown right to the column's edge and down into free space.
      let region: Box = { ...r.box };
      const page = pageSizes[r.page] ?? { width: Infinity, height: Infinity };
      const mine = (text.get(r.page) ?? []).filter((t) => t.owner === owner).map((t) => t.box);
      const column = (text.get(r.page) ?? [])
        .map((t) => t.box)
        .filter((b) => b.x < region.x + region.w && b.x + b.w > region.x);
      let right = Math.min(page.width - 18, Math.max(region.x + region.w, ...column.map((b) => b.x + b.w)));
      for (const b of blockers.map((t) => t.box))
        if (b.y < region.y + region.h && b.y + b.h > region.y && b.x >= region.x + region.w - 0.5)
          right = Math.min(right, b.x - 2);
      region.w = Math.max(region.w, right - region.x);
      const lowest = Math.min(...(text.get(r.page) ?? []).map((t) => t.box.y), ...mine.map((b) => b.y));
      let floor = Math.max(0, Math.min(region.y, lowest));
      for (const b of blockers.map((t) => t.box))
        if (b.x < region.x + region.w && b.x + b.w > region.x && b.y + b.h <= region.y + 0.5)
          floor = Math.max(floor, b.y + b.h + 0.3 * p.size);
      if (floor < region.y) region = { ...region, y: floor, h: region.h + (region.y - floor) };
      region = blockers.reduce((g, o) => (intersects(g, o.box) ? cutAway(g, o.box) : g), region);
      if (region.w <= 0 || region.h <= 0) region = covers[0] ?? r.box;
      claimed.set(r.page, [...taken, { owner, box: region }]);
      parts.push({ page: r.page, covers, region });
    }
    out.push({ index: owner, parts, pitch: pitchOf(p) });
  });
  return out;
}
