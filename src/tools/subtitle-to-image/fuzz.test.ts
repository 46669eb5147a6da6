/**
 * Property-based tests: any stack is exactly the frame plus its strips and each strip is the frame's bottom; a
 * planned output always fits the canvas limits; wrapping loses no character, keeps lines within the width unless
 * a single character is wider, and starts no line with closing punctuation; parsing never throws; anything stored
 * parses to valid settings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CANVAS_AREA, MAX_CANVAS_SIDE } from '../../lib/image/canvas-limits';
import { parseSettings, parseSubtitles, planOutput, RANGES, stack } from './logic';
import { NO_LINE_START, graphemes, wrap, type Measure } from './wrap';

const measure: Measure = (t, px) => graphemes(t).length * px;
const frame = fc.record({ width: fc.integer({ min: 1, max: 8000 }), height: fc.integer({ min: 1, max: 8000 }) });

describe('stack (fuzz)', () => {
  it('is the frame plus (lines - 1) strips from its bottom, at full size', () => {
    fc.assert(
      fc.property(frame, fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 300 }), (f, r, n) => {
        const strip = Math.max(1, Math.round(f.height * r));
        const s = stack(f, strip, n);
        expect(s.height).toBe(f.height + (n - 1) * strip);
        expect(s.pieces).toHaveLength(n);
        s.pieces.slice(1).forEach((p, i) => {
          expect(p).toEqual({ sy: f.height - strip, sh: strip, dy: f.height + i * strip, dh: strip });
        });
      }),
    );
  });
  it('a planned output is within the canvas limits', () => {
    fc.assert(
      fc.property(frame, fc.integer({ min: 1, max: 8000 }), fc.integer({ min: 1, max: 1000 }), (f, st, n) => {
        const p = planOutput(f, Math.min(st, f.height), n);
        if (p.kind === 'refused') return;
        expect(p.stack.height).toBeLessThanOrEqual(MAX_CANVAS_SIDE);
        expect(p.stack.width).toBeLessThanOrEqual(MAX_CANVAS_SIDE);
        expect(p.stack.width * p.stack.height).toBeLessThanOrEqual(MAX_CANVAS_AREA);
      }),
    );
  });
});

describe('wrap (fuzz)', () => {
  const text = fc.array(fc.constantFrom('你', '好', '，', '。', '」', 'a', 'bc', 'word', ' ', '😀', '👨‍👩‍👧', 'é'), {
    maxLength: 60,
  });
  it('keeps every character, fits the width, starts no line with closing punctuation after a break', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 20 }), (parts, chars) => {
        const input = parts.join('');
        const lines = wrap(input, chars * 10, 10, measure);
        expect(lines.join('').replace(/\s/g, '')).toBe(input.replace(/\s/g, ''));
        for (const line of lines) {
          const n = graphemes(line).length;
          // A line is wider than the width only when it is a unit that cannot break (a character with its
          // closing punctuation).
          if (n > chars)
            expect(
              graphemes(line)
                .slice(1)
                .every((g) => NO_LINE_START.has(g)),
            ).toBe(true);
        }
        // Without spaces (after which punctuation may stand anywhere) and not starting with punctuation, no line
        // after the first starts with closing punctuation.
        if (!/\s/.test(input) && !NO_LINE_START.has(graphemes(input)[0] ?? '')) {
          for (const line of lines.slice(1)) expect(NO_LINE_START.has(graphemes(line)[0]!), line).toBe(false);
        }
      }),
    );
  });
});

describe('parsing (fuzz)', () => {
  it('never throws and gives single-line strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.boolean(), (s, timed) => {
        const input = timed ? `1\n00:00:01,000 --> 00:00:02,000\n${s}\n` : s;
        for (const cue of parseSubtitles(input)) {
          expect(cue).not.toMatch(/\n/);
          expect(cue.length).toBeGreaterThan(0);
        }
      }),
    );
  });
  it('settings from anything are within their ranges', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const s = parseSettings(v);
        expect(s.size).toBeGreaterThanOrEqual(RANGES.size.min);
        expect(s.stripPercent).toBeLessThanOrEqual(RANGES.stripPercent.max);
        expect(s.color).toMatch(/^#[0-9a-f]{6}$/);
      }),
    );
  });
});
