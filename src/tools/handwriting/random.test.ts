import { describe, expect, it } from 'vitest';
import { layoutText, tokenize } from './logic';
import { blotsFor, grain, hash32, JITTER_MAX, jitterAt, lineDrift, prng, strikeThroughs } from './random';

const measure = (g: string) => (/[\u3000-\u9fff]/.test(g) ? 10 : g === ' ' ? 3 : 5);

describe('prng and hash', () => {
  it('is deterministic and spreads seeds', () => {
    const a = prng(42);
    const b = prng(42);
    const xs = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(prng(43)()).not.toBe(xs[0]);
    expect(hash32(1, 2)).toBe(hash32(1, 2));
    expect(hash32(1, 2)).not.toBe(hash32(2, 1));
  });
});

describe('jitter', () => {
  it('is the same for the same seed and glyph, and changes with the seed', () => {
    expect(jitterAt(7, 123, 0.5, 40)).toEqual(jitterAt(7, 123, 0.5, 40));
    expect(jitterAt(8, 123, 0.5, 40)).not.toEqual(jitterAt(7, 123, 0.5, 40));
    expect(jitterAt(7, 124, 0.5, 40)).not.toEqual(jitterAt(7, 123, 0.5, 40));
  });

  it('is zero at 0 % and stays within its bounds at 100 %', () => {
    expect(jitterAt(7, 1, 0, 40)).toEqual({ dx: 0, dy: 0, rot: 0, scale: 1, alpha: 1 });
    let max = { dx: 0, dy: 0, rot: 0, scale: 0, fade: 0 };
    for (let i = 0; i < 20_000; i++) {
      const j = jitterAt(3, i, 1, 100);
      max = {
        dx: Math.max(max.dx, Math.abs(j.dx) / 100),
        dy: Math.max(max.dy, Math.abs(j.dy) / 100),
        rot: Math.max(max.rot, Math.abs(j.rot)),
        scale: Math.max(max.scale, Math.abs(j.scale - 1)),
        fade: Math.max(max.fade, 1 - j.alpha),
      };
    }
    for (const k of Object.keys(max) as (keyof typeof max)[]) {
      expect(max[k]).toBeLessThanOrEqual(JITTER_MAX[k]);
      // …and actually uses most of its range.
      expect(max[k]).toBeGreaterThan(JITTER_MAX[k] * 0.95);
    }
    const d = lineDrift(3, 9, 1, 100);
    expect(Math.abs(d.slope)).toBeLessThanOrEqual(0.0087);
    expect(Math.abs(d.dy)).toBeLessThanOrEqual(5);
  });
});

describe('strike-throughs', () => {
  const text = 'The quick brown fox jumps over the lazy dog again and again, '.repeat(20);

  it('now and then writes a word wrongly, strikes it, and writes it again; deterministic per seed', () => {
    const run = (seed: number) => layoutText(text, 10_000, measure, Infinity, strikeThroughs(seed, 20)).lines;
    const a = run(5).flatMap((l) => l.glyphs);
    expect(run(5).flatMap((l) => l.glyphs)).toEqual(a);
    const struck = a.filter((g) => g.struck && g.kind !== 'space');
    expect(struck.length).toBeGreaterThan(0);
    // The original text is all still there, in order, with its own stream indices.
    expect(
      a
        .filter((g) => !g.struck)
        .map((g) => g.g)
        .join(''),
    ).toBe(text.trimEnd());
    expect(a.filter((g) => !g.struck).map((g) => g.i)).toEqual(a.filter((g) => !g.struck).map((_, k) => k));
    // Each struck run is followed by the word itself (same letters, maybe two swapped).
    const first = a.findIndex((g) => g.struck);
    let end = first;
    while (a[end]!.struck) end++;
    const wrong = a
      .slice(first, end)
      .filter((g) => g.kind !== 'space')
      .map((g) => g.g);
    const right = a.slice(end, end + wrong.length).map((g) => g.g);
    expect([...wrong].sort()).toEqual([...right].sort());
    expect(run(6).flatMap((l) => l.glyphs)).not.toEqual(a);
  });

  it('leaves text without strike-throughs untouched when off (the default layout)', () => {
    const glyphs = tokenize('一二三 four', measure);
    expect(layoutText('一二三 four', 1000, measure).lines[0]!.glyphs.map((g) => g.g)).toEqual(glyphs.map((g) => g.g));
    expect(strikeThroughs(1)([])).toEqual([]);
  });
});

describe('blots and grain', () => {
  it('puts one or two seeded blots near the given anchors', () => {
    const anchors = [
      { x: 100, y: 100 },
      { x: 500, y: 900 },
    ];
    const b = blotsFor(9, 0, anchors, 40);
    expect(blotsFor(9, 0, anchors, 40)).toEqual(b);
    expect(b.length === 1 || b.length === 2).toBe(true);
    for (const blot of b) {
      expect(anchors.some((a) => Math.abs(a.x - blot.x) <= 12 && Math.abs(a.y - blot.y) <= 12)).toBe(true);
      expect(blot.r).toBeGreaterThanOrEqual(4.8);
      expect(blot.r).toBeLessThanOrEqual(12);
    }
    expect(blotsFor(9, 0, [], 40)).toEqual([]);
  });

  it('makes a seeded grain tile in [-1, 1]', () => {
    const g = grain(1, 16);
    expect(g.length).toBe(256);
    expect(grain(1, 16)).toEqual(g);
    expect(Math.max(...g)).toBeLessThanOrEqual(1);
    expect(Math.min(...g)).toBeGreaterThanOrEqual(-1);
  });
});
