/**
 * The seeded randomness that makes typed text look written: every value is a pure function of (seed, what it is
 * for, index), so the same settings always give the same image, any page can be drawn alone, and "reshuffle"
 * (a new seed) changes all of it. Unit-tested in random.test.ts (deterministic and bounded).
 */
import type { Glyph } from './logic';

/** A 32-bit integer mix of two numbers (murmur3's finaliser over a combination). */
export function hash32(a: number, b: number): number {
  let h = (Math.imul(a | 0, 0x9e3779b1) ^ Math.imul(b | 0, 0x85ebca77)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: a small, fast PRNG; numbers in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Streams of the seed, one per purpose, so adding one kind of randomness never shifts another. */
const STREAM = { glyph: 1, line: 2, strike: 3, blot: 4, paper: 5 } as const;

/** The largest offsets at jitter 100 %, as fractions of the font size (rotation in radians, scale ±). */
export const JITTER_MAX = { dx: 0.06, dy: 0.08, rot: 0.1, scale: 0.1, fade: 0.22 } as const;

export interface Jitter {
  /** Offsets, px. */
  dx: number;
  dy: number;
  /** Rotation, radians. */
  rot: number;
  /** Size factor around 1. */
  scale: number;
  /** Ink opacity, 1 − up to JITTER_MAX.fade (pressure). */
  alpha: number;
}

/** The jitter of glyph `index` (its stream index), for `amount` in [0, 1] and a font `size` in px. */
export function jitterAt(seed: number, index: number, amount: number, size: number): Jitter {
  if (amount <= 0) return { dx: 0, dy: 0, rot: 0, scale: 1, alpha: 1 };
  const r = prng(hash32(hash32(seed, STREAM.glyph), index));
  const s = () => r() * 2 - 1;
  return {
    dx: s() * amount * JITTER_MAX.dx * size,
    dy: s() * amount * JITTER_MAX.dy * size,
    rot: s() * amount * JITTER_MAX.rot,
    scale: 1 + s() * amount * JITTER_MAX.scale,
    alpha: 1 - r() * amount * JITTER_MAX.fade,
  };
}

/** A line's drift: it rises or falls a little along its length (slope, ≤ 0.5° at 100 %) and starts off its rule. */
export function lineDrift(seed: number, key: number, amount: number, size: number): { slope: number; dy: number } {
  const r = prng(hash32(hash32(seed, STREAM.line), key));
  return { slope: (r() * 2 - 1) * amount * 0.0087, dy: (r() * 2 - 1) * amount * 0.05 * size };
}

/** The struck copy of a word: two neighbouring letters swapped (a slip of the pen) when it has ≥ 3. */
function misspell(word: Glyph[], r: () => number): Glyph[] {
  if (word.length < 3) return word;
  const k = Math.floor(r() * (word.length - 1));
  const out = word.slice();
  [out[k], out[k + 1]] = [out[k + 1]!, out[k]!];
  return out;
}

/**
 * The `prepare` step of layoutText for strike-throughs: now and then (about one word or CJK character in
 * `every`, never two within `every / 2`) the word is first written wrongly and struck through, then written
 * again. Struck glyphs get stream indices after `base + count`, keyed by where they are, so the rest of the text
 * keeps its jitter. Deterministic for a seed.
 */
export function strikeThroughs(seed: number, every = 40): (glyphs: Glyph[]) => Glyph[] {
  return (glyphs) => {
    if (glyphs.length === 0) return glyphs;
    const r = prng(hash32(hash32(seed, STREAM.strike), glyphs[0]!.i));
    const out: Glyph[] = [];
    let since = Math.floor(every / 2);
    let extra = 0;
    const tag = (gs: Glyph[], space: boolean) => {
      const copy = gs.map((g) => ({ ...g, struck: true, i: 0x4000000 + glyphs[0]!.i * 64 + extra++ }));
      if (space)
        copy.push({ g: ' ', kind: 'space', w: spaceW, struck: true, i: 0x4000000 + glyphs[0]!.i * 64 + extra++ });
      return copy;
    };
    const spaceW = glyphs.find((g) => g.kind === 'space')?.w ?? (glyphs[0]!.w || 1) / 2;
    for (let k = 0; k < glyphs.length;) {
      const g = glyphs[k]!;
      let end = k + 1;
      if (g.kind === 'other') while (end < glyphs.length && glyphs[end]!.kind === 'other') end++;
      const unit = glyphs.slice(k, end);
      since++;
      if (g.kind !== 'space' && since >= every / 2 && extra < 60 && r() < 1 / (every / 2)) {
        since = 0;
        out.push(...tag(g.kind === 'other' ? misspell(unit, r) : unit, g.kind === 'other'));
      }
      out.push(...unit);
      k = end;
    }
    return out;
  };
}

export interface Blot {
  x: number;
  y: number;
  /** Radius of the main drop, px. */
  r: number;
  /** Satellite drops around it: offsets and radii, px. */
  drops: { dx: number; dy: number; r: number }[];
}

/** 0–2 ink blots for page `page`, each beside one of `anchors` (glyph centres), sized from the font `size`. */
export function blotsFor(
  seed: number,
  page: number,
  anchors: readonly { x: number; y: number }[],
  size: number,
): Blot[] {
  if (anchors.length === 0) return [];
  const r = prng(hash32(hash32(seed, STREAM.blot), page));
  const count = r() < 0.3 ? 2 : 1;
  const out: Blot[] = [];
  for (let n = 0; n < count; n++) {
    const a = anchors[Math.floor(r() * anchors.length)]!;
    const radius = size * (0.12 + r() * 0.18);
    const drops = Array.from({ length: 3 + Math.floor(r() * 4) }, () => {
      const angle = r() * Math.PI * 2;
      const dist = radius * (0.8 + r() * 1.2);
      return { dx: Math.cos(angle) * dist, dy: Math.sin(angle) * dist, r: radius * (0.12 + r() * 0.3) };
    });
    out.push({ x: a.x + (r() - 0.5) * size * 0.6, y: a.y + (r() - 0.5) * size * 0.6, r: radius, drops });
  }
  return out;
}

/** A tile of paper grain: `size`² grey levels around 0 (−1…1), seeded. */
export function grain(seed: number, size: number): Float32Array {
  const r = prng(hash32(seed, STREAM.paper));
  const out = new Float32Array(size * size);
  for (let k = 0; k < out.length; k++) out[k] = (r() + r() + r()) / 1.5 - 1;
  return out;
}
