/**
 * Property tests: random and hostile text (lone surrogates, cut escapes, invalid UTF-8 bytes, CR/LF mixes)
 * only ever gives the converter's own results — a value, or a typed error pointing inside the input — never
 * an exception, and encoding then decoding gives the text back in every mode. (A property that hangs fails on
 * the test's timeout; the page's figures on 20 MB inputs are in src/tools/url-encode-and-decode/bench.mjs.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildUrl, parseUrl, validateParts } from './inspect';
import { convert, convertBatch, decode, encode, run, type UrlMode } from './logic';

const MODES: UrlMode[] = ['component', 'uri', 'form'];
const mode = fc.constantFrom(...MODES);

/** Text made of pieces that stress a URL decoder. */
const hostile = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom('%', '%4', '%zz', '%E4%B8', '%80', '%C3%28', '%F0%9F%98', '%ED%A0%80', '+', '\r\n', '\n', '\r'),
      fc.constantFrom('\ud800', '\udc00', '😀', '中', '\u0000', '%2F', '%25'),
      fc
        .array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 4 })
        .map((bytes) => bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

/** Well-formed text (no lone surrogates), any code point. */
const wellFormed = fc.string({ unit: 'grapheme', maxLength: 60 });

describe('URL converter properties', () => {
  it('encode then decode gives the text back, in every mode', () => {
    fc.assert(
      fc.property(wellFormed, mode, (text, m) => {
        const enc = encode(text, m);
        expect(enc.ok).toBe(true);
        if (!enc.ok) return;
        const dec = decode(enc.value, m);
        expect(dec).toEqual({ ok: true, value: text });
      }),
      { numRuns: 300 },
    );
  });

  it('hostile text gives a value or a typed error inside the input, never a throw', () => {
    fc.assert(
      fc.property(
        hostile,
        mode,
        fc.constantFrom('encode', 'decode') as fc.Arbitrary<'encode' | 'decode'>,
        (text, m, dir) => {
          const r = convert(text, dir, m);
          if (r.ok) {
            expect(typeof r.value).toBe('string');
            return;
          }
          const e = r.error;
          expect(['badEscape', 'incompleteUtf8', 'invalidUtf8', 'loneSurrogate']).toContain(e.code);
          expect(e.index).toBeGreaterThanOrEqual(0);
          expect(e.index + e.length).toBeLessThanOrEqual(text.length);
          expect(text.slice(e.index, e.index + e.length)).toBe(e.sequence);
          expect(e.line).toBeGreaterThanOrEqual(1);
          expect(e.column).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('batch mode: each line converted on its own, errors counted exactly', () => {
    fc.assert(
      fc.property(hostile, mode, (text, m) => {
        const r = convertBatch(text, 'decode', m);
        const lines = text.split('\n');
        expect(r.lines).toBe(lines.length);
        // A line's result (empty when it failed), joined by newlines; a decoded %0A adds a line of its own.
        const expected = lines.map((raw) => {
          const one = decode(raw.endsWith('\r') ? raw.slice(0, -1) : raw, m);
          return one.ok ? one.value : '';
        });
        expect(r.output).toBe(expected.join('\n'));
        expect(r.errorCount).toBe(r.errors.length);
        expect(r.errors.map((e) => e.line)).toEqual(
          expected.flatMap((_, i) => (decode(lines[i]!.replace(/\r$/, ''), m).ok ? [] : [i + 1])),
        );
        expect(run(text, 'decode', m, true)).toEqual({ batch: true, result: r });
      }),
      { numRuns: 300 },
    );
  });

  it('the inspector parses any text without throwing, and rebuilds what it parsed', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.webUrl({ withQueryParameters: true, withFragments: true })), (text) => {
        const r = parseUrl(text);
        if (!r.ok) {
          expect(['empty', 'invalid', 'noScheme']).toContain(r.code);
          return;
        }
        expect(validateParts(r.parts)).toEqual({});
        const again = parseUrl(buildUrl(r.parts));
        expect(again.ok && again.parts.hostname).toBe(r.parts.hostname);
      }),
      { numRuns: 300 },
    );
  });
});
