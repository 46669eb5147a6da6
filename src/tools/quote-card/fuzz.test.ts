/**
 * Property-based tests of quote-card's pure logic: any text (CJK, Latin, emoji, lone surrogates) breaks into lines
 * no wider than the box unless one grapheme alone is wider, keeping every non-space character in order; a fit
 * never overflows the box; stored settings of any shape become valid settings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakLines, cleanText, fitText, graphemes } from './logic';
import { DEFAULTS, MAX, SIDE, cardSize, parseSettings, parseTexts } from './settings';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const m = (s: string) => graphemes(s).reduce((w, c) => w + (CJK.test(c) ? 10 : /\s/.test(c) ? 3 : 5), 0);

const pieces = fc.constantFrom(
  '知',
  '行',
  '。',
  '，',
  '」',
  '「',
  'の',
  '한',
  'word',
  'a',
  ' ',
  '\n',
  '😀',
  '👨‍👩‍👧',
  'مرحبا',
  '\ud800',
  '—',
);
const text = fc.array(pieces, { maxLength: 120 }).map((a) => a.join(''));

describe('breakLines (fuzz)', () => {
  it('keeps lines within the width and every non-space character in order', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 10, max: 200 }), (t, width) => {
        const lines = breakLines(t, width, m);
        for (const l of lines) if (graphemes(l).length > 1) expect(m(l)).toBeLessThanOrEqual(width);
        const squash = (s: string) => s.replace(/\s+/g, '');
        expect(squash(lines.join(''))).toBe(squash(cleanText(t)));
      }),
      { numRuns: 500 },
    );
  });
});

describe('fitText (fuzz)', () => {
  it('never overflows the box, and says when it cut', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 40, max: 400 }), fc.integer({ min: 20, max: 400 }), (t, width, height) => {
        const fit = fitText(t, {
          measure: (s, size) => (m(s) * size) / 10,
          width,
          height,
          minSize: 4,
          maxSize: 60,
          lineHeight: 1.45,
        });
        expect(fit.size).toBeGreaterThanOrEqual(4);
        expect(fit.size).toBeLessThanOrEqual(60);
        expect(fit.lines.length * fit.size * 1.45).toBeLessThanOrEqual(height + 1e-9);
        if (!fit.truncated) expect(fit.lines).toEqual(breakLines(t, width, (s) => (m(s) * fit.size) / 10));
      }),
      { numRuns: 300 },
    );
  });
});

describe('parse (fuzz)', () => {
  it('turns any JSON value into valid settings and texts, idempotently', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const s = parseSettings(raw);
        const { width, height } = cardSize({ ...s, preset: 'custom' });
        for (const side of [width, height]) expect(side >= SIDE.min && side <= SIDE.max).toBe(true);
        expect(Object.keys(s).sort()).toEqual(Object.keys(DEFAULTS).sort());
        expect(parseSettings(JSON.parse(JSON.stringify(s)))).toEqual(s);
        expect(parseTexts(raw).quote.length).toBeLessThanOrEqual(MAX.quote);
      }),
      { numRuns: 300 },
    );
  });
});
