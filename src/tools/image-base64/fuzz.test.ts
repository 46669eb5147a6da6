/**
 * Property-based tests of Image ↔ Base64's pure logic and worker handlers: random bytes, truncated and
 * mutated real images, wrong magic numbers, huge claimed dimensions, random Base64 and data-URI text with
 * junk, whitespace, lone surrogates and invalid UTF-8. Every input gives the tool's own typed result or
 * error — never a throw. (An input that hangs fails on the test's timeout; the page's figures are in
 * src/tools/image-base64/bench.mjs.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TaskContext } from '../../lib/worker/serve';
import { SAMPLES } from '../../lib/image/test-samples';
import { handlers } from './handlers';
import {
  checkImageFile,
  decodeBase64,
  detectImageType,
  detectOtherType,
  encodeBase64,
  hexPreview,
  looksLikeText,
  parseImageInput,
  textPreview,
  type Base64ErrorCode,
} from './logic';

/** Any UTF-16 code unit or code point (lone surrogates included); cheaper than fast-check's 'binary' unit. */
const anyChar = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
);

const CODES: readonly Base64ErrorCode[] = [
  'empty',
  'invalidChar',
  'badPadding',
  'wrongLength',
  'badDataUri',
  'notImage',
];
const RUNS = 300;

const sampleList = Object.values(SAMPLES);
const sample = fc.constantFrom(...sampleList);
/** A real image cut short anywhere (including to nothing). */
const truncated = sample.chain((b) => fc.nat({ max: b.length }).map((n) => b.slice(0, n)));
/** A real image with a few bytes overwritten (often its magic number). */
const mutated = fc
  .tuple(sample, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }))
  .map(([b, edits]) => {
    const out = b.slice();
    for (const [at, v] of edits) out[at % Math.min(out.length, 16)] = v;
    return out;
  });
const anyBytes = fc.oneof(fc.uint8Array({ maxLength: 512 }), truncated, mutated);

/** A PNG or GIF header that claims a huge size (the tool must not allocate for it). */
const hugeDims = fc
  .tuple(
    fc.constantFrom('png', 'gif'),
    fc.integer({ min: 0, max: 0xffffffff }),
    fc.integer({ min: 0, max: 0xffffffff }),
  )
  .map(([kind, w, h]) => {
    const b = SAMPLES[kind as 'png' | 'gif'].slice();
    const view = new DataView(b.buffer);
    if (kind === 'png') {
      view.setUint32(16, w);
      view.setUint32(20, h);
    } else {
      view.setUint16(6, w & 0xffff, true);
      view.setUint16(8, h & 0xffff, true);
    }
    return b;
  });

const B64_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_=';
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const junk = fc.oneof(
  fc.constantFrom(' ', '\n', '\r\n', '\t', '\f', '=', '==', ',', ';', '"', "'", '(', ')', '<', '>', '%', '%2', '%zz'),
  loneSurrogate,
  fc.string({ unit: anyChar, maxLength: 3 }),
);
const b64Text = fc
  .array(fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...B64_CHARS) }, { weight: 1, arbitrary: junk }), {
    maxLength: 300,
  })
  .map((parts) => parts.join(''));
const prefix = fc.constantFrom(
  '',
  'data:',
  'data:image/png;base64,',
  'data:application/pdf;base64,',
  'data:image/svg+xml,',
  'data:;base64',
  'url("data:image/gif;base64,',
  '<img src="data:image/png;base64,',
  '<img src=data:image/png;base64,',
);
const decoderText = fc.oneof(
  fc.tuple(prefix, b64Text).map(([p, t]) => p + t),
  fc.tuple(prefix, anyBytes).map(([p, b]) => p + Buffer.from(b).toString('base64')),
  fc.string({ unit: anyChar, maxLength: 200 }),
  fc.array(fc.oneof(loneSurrogate, fc.constantFrom(' ', '\n', 'A')), { maxLength: 50 }).map((a) => a.join('')),
);

function assertParseResult(text: string) {
  const r = parseImageInput(text);
  if (r.ok) {
    expect(detectImageType(r.value.bytes)).toEqual(r.value.type);
  } else {
    expect(CODES).toContain(r.error.code);
    if (r.file) {
      expect(r.error.code).toBe('notImage');
      expect(detectOtherType(r.file.bytes)).toEqual(r.file.type);
    }
  }
}

describe('image-base64 fuzz', () => {
  it('Base64 round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (b) => {
        const text = encodeBase64(b);
        const back = decodeBase64(text);
        // No bytes is no Base64: the decoder says the input is empty.
        if (b.length === 0) expect(back).toEqual({ ok: false, error: { code: 'empty' } });
        else expect(back.ok && Buffer.from(back.bytes).equals(Buffer.from(b))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('decodeBase64 gives bytes or a typed error for any text, with a position inside the text', () => {
    fc.assert(
      fc.property(decoderText, (text) => {
        const r = decodeBase64(text);
        if (r.ok) return;
        expect(CODES).toContain(r.error.code);
        if (r.error.index !== undefined) {
          expect(r.error.index).toBeGreaterThanOrEqual(0);
          expect(r.error.index).toBeLessThan(text.length);
          expect(r.error.line).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('parseImageInput answers any text (junk, whitespace, lone surrogates, data URIs) with a typed result', () => {
    fc.assert(fc.property(decoderText, assertParseResult), { numRuns: RUNS });
  });

  it('parseImageInput on Base64 of random, truncated, mutated and huge-dimension images', () => {
    fc.assert(
      fc.property(fc.oneof(anyBytes, hugeDims), (b) => {
        assertParseResult(Buffer.from(b).toString('base64'));
        assertParseResult(`data:image/png;base64,${Buffer.from(b).toString('base64')}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('a huge claimed size in a PNG or GIF header is still just that image type', () => {
    fc.assert(
      fc.property(hugeDims, (b) => {
        const r = checkImageFile(b, b.length, 'image/png');
        expect(r.ok && r.type?.kind).toBe(b[0] === 0x89 ? 'png' : 'gif');
      }),
      { numRuns: 100 },
    );
  });

  it('checkImageFile: only bytes that are an image are accepted, whatever the claimed type', () => {
    const claimed = fc.constantFrom('', 'image/png', 'image/jpeg', 'application/pdf', 'text/plain', 'image/x-weird');
    fc.assert(
      fc.property(anyBytes, claimed, (b, type) => {
        const r = checkImageFile(b, b.length, type);
        if (r.ok) {
          const real = detectImageType(b);
          expect(r.mime).toBe(real ? real.mime : detectOtherType(b)?.mime);
        } else if (b.length === 0) {
          expect(r.reason).toBe('empty');
        } else {
          expect(['other', 'text', 'notImage']).toContain(r.reason);
          expect(detectImageType(b)).toBeNull();
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('byte previews and the text check never throw on random or invalid UTF-8 bytes', () => {
    const invalidUtf8 = fc
      .tuple(fc.string({ maxLength: 20 }), fc.constantFrom([0xc0], [0xe2, 0x82], [0xff], [0xed, 0xa0, 0x80]))
      .map(([s, bad]) => Uint8Array.from([...Buffer.from(s), ...bad, ...Buffer.from(s)]));
    fc.assert(
      fc.property(fc.oneof(anyBytes, invalidUtf8), (b) => {
        const hex = hexPreview(b);
        expect(hex).toMatch(/^([0-9A-F]{2}( [0-9A-F]{2}){0,7})?$/);
        const text = textPreview(b);
        expect(text === null || typeof text === 'string').toBe(true);
        expect(typeof looksLikeText(b, true)).toBe('boolean');
      }),
      { numRuns: RUNS },
    );
  });

  it('text without control characters always looks like text, however it is cut', () => {
    const clean = fc
      .string({ unit: 'grapheme', maxLength: 100 })
      // eslint-disable-next-line no-control-regex -- control characters are what the check refuses
      .filter((s) => !/[\u0000-\u0008\u000E-\u001F\u007F]/.test(s));
    fc.assert(
      fc.property(clean, fc.nat(), (s, cut) => {
        const b = Buffer.from(s);
        expect(looksLikeText(b, true)).toBe(true);
        expect(looksLikeText(b.subarray(0, b.length ? cut % b.length : 0), false)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('the worker handlers return typed results for any input', async () => {
    const ctx: TaskContext<number> = { progress: () => {}, transfer: () => {} };
    await fc.assert(
      fc.asyncProperty(decoderText, anyBytes, async (text, b) => {
        const d = await handlers.decode({ text }, ctx);
        expect(typeof d.ok).toBe('boolean');
        if (!d.ok) expect(CODES).toContain(d.error.code);
        const e = await handlers.encode({ buffer: b.slice().buffer }, ctx);
        expect(e.base64).toBe(Buffer.from(b).toString('base64'));
      }),
      { numRuns: 150 },
    );
  });
});
