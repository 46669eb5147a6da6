/**
 * Property-based tests of the formatter's pure logic: random JSON round-trips through every action, and
 * random or damaged input (truncated, bytes decoded as text, lone surrogates, bad escapes, nesting around
 * the depth limit) only ever yields the tool's own typed errors, never an exception. (An input that hangs fails on
 * the test's timeout; the page's figures are in src/tools/json-formatter/bench.mjs.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTextFile } from '../../lib/text-file';
import { OPS, run, runToUnits, type Op } from './operations';
import { parse } from './parser';
import { childrenOf, searchTree } from './tree';
import { ERROR_CODES, MAX_DEPTH, lineColumn, type ErrorCode } from './types';
import { utf16ToString } from './units';
import { charReads } from './char-reads';

const CODES = new Set<ErrorCode>(ERROR_CODES);

/** Runs `op` and checks the result is output or one of the tool's errors, consistent with the text. */
function checkRun(op: Op, text: string, tolerant: boolean): void {
  const r = run(op, text, { tolerant, indent: '2' });
  if (r.ok) {
    // Whatever was accepted comes out as strict JSON (escape and unescape give a literal and plain text).
    if (op !== 'unescape') expect(() => JSON.parse(r.output) as unknown).not.toThrow();
    return;
  }
  const e = r.error;
  expect(CODES.has(e.code)).toBe(true);
  expect(e.offset).toBeGreaterThanOrEqual(0);
  expect(e.offset).toBeLessThanOrEqual(text.length);
  expect(e.length).toBeGreaterThanOrEqual(0);
  expect(lineColumn(text, e.offset)).toEqual({ line: e.line, column: e.column });
}

function checkAll(text: string): void {
  for (const tolerant of [false, true]) for (const op of OPS) checkRun(op, text, tolerant);
}

const json = fc.jsonValue({ maxDepth: 6 });

/** Lone high and low surrogates, escaped and raw, among other characters. */
const surrogateText = fc
  .array(
    fc.oneof(
      fc.constantFrom(0xd800, 0xdbff, 0xdc00, 0xdfff, 0x22, 0x5c, 0x5b, 0x7b),
      fc.integer({ min: 0, max: 0xffff }),
    ),
    {
      maxLength: 60,
    },
  )
  .map((units) => String.fromCharCode(...units));

/** A JSON text with one of several kinds of damage. */
const damaged = fc
  .tuple(
    json.map((v) => JSON.stringify(v, null, 1)),
    fc.nat(),
    fc.constantFrom('truncate', 'insert', 'delete', 'escape', 'surrogate'),
    fc.constantFrom(
      '\\x',
      '\\u12',
      '\\u{41}',
      '\\',
      '"',
      "'",
      '//',
      '/*',
      ',',
      ':',
      ']',
      '}',
      '[',
      '{',
      '\u0000',
      '\n',
    ),
  )
  .map(([text, at, how, piece]) => {
    const i = text.length === 0 ? 0 : at % (text.length + 1);
    switch (how) {
      case 'truncate':
        return text.slice(0, i);
      case 'insert':
        return text.slice(0, i) + piece + text.slice(i);
      case 'delete':
        return text.slice(0, i) + text.slice(i + 1 + (at % 7));
      case 'escape':
        return `["${piece}${text.slice(0, 20)}"]`;
      default:
        return `{"k":"${text.slice(0, i)}\ud800"}`;
    }
  });

/** Nesting around the depth limit: arrays and objects mixed, balanced or not, with extra text after. */
const nested = fc
  .tuple(
    fc.integer({ min: MAX_DEPTH - 3, max: MAX_DEPTH + 3 }),
    fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
    fc.boolean(),
    fc.constantFrom('', '1', ' ', ',', ']', '}'),
  )
  .map(([depth, kinds, balanced, tail]) => {
    let open = '';
    let close = '';
    for (let d = 0; d < depth; d++) {
      const isObject = kinds[d % kinds.length]!;
      open += isObject ? '{"a":' : '[';
      close = (isObject ? '}' : ']') + close;
    }
    return open + '0' + (balanced ? close : close.slice(0, close.length >> 1)) + tail;
  });

describe('fuzz: round trips', () => {
  it('format, minify and sort keep every JSON value; minify undoes format', () => {
    fc.assert(
      fc.property(json, (value) => {
        const text = JSON.stringify(value);
        const formatted = run('format', text);
        const minified = run('minify', JSON.stringify(value, null, 3));
        const sorted = run('sort', text);
        if (!formatted.ok || !minified.ok || !sorted.ok) throw new Error('valid JSON was refused');
        expect(formatted.output).toBe(JSON.stringify(value, null, 2));
        expect(minified.output).toBe(text);
        expect(JSON.parse(formatted.output)).toEqual(JSON.parse(text));
        expect(JSON.parse(sorted.output)).toEqual(JSON.parse(text));
        const units = runToUnits('minify', formatted.output);
        expect(units.ok && utf16ToString(units.units)).toBe(text);
      }),
      { numRuns: 150 },
    );
  });

  it('escape then unescape gives back any text, lone surrogates included', () => {
    fc.assert(
      fc.property(surrogateText, (text) => {
        const escaped = run('escape', text);
        if (!escaped.ok) throw new Error('escape refused');
        expect(run('unescape', escaped.output)).toEqual({ ok: true, output: text });
      }),
      { numRuns: 200 },
    );
  });
});

describe('fuzz: hostile input only gives typed errors', () => {
  it('damaged JSON', () => {
    fc.assert(fc.property(damaged, checkAll), { numRuns: 80 });
  });

  it('random text with lone surrogates and JSON punctuation', () => {
    fc.assert(fc.property(surrogateText, checkAll), { numRuns: 100 });
  });

  it('random bytes, decoded leniently as a browser would, or refused by readTextFile', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        checkAll(new TextDecoder().decode(bytes));
        const file = readTextFile(bytes);
        if (file.ok) checkAll(file.text);
        else expect(file.size).toBe(bytes.length);
      }),
      { numRuns: 100 },
    );
  });

  it('nesting around the depth limit: accepted up to it, refused with tooDeep beyond it', () => {
    fc.assert(
      fc.property(nested, (text) => {
        checkAll(text);
        const r = parse(text);
        let depth = 0;
        let max = 0;
        for (const c of text) {
          if (c === '[' || c === '{') max = Math.max(max, ++depth);
          else if (c === ']' || c === '}') depth--;
        }
        if (max > MAX_DEPTH) expect(!r.ok && r.error.code).toBe('tooDeep');
        else if (r.ok) {
          // The tree of an accepted document can be browsed and searched.
          expect(childrenOf(r.value, [], 0, 10).total).toBe(1);
          expect(searchTree(r.value, 'a', 5).paths.length).toBeLessThanOrEqual(5);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('a million open brackets is refused at the limit, without reading the rest', () => {
    const text = '['.repeat(1_000_000);
    for (const op of ['format', 'minify', 'sort'] as const) {
      const { result: r, reads } = charReads(() => run(op, text));
      expect(!r.ok && r.error.code).toBe('tooDeep');
      expect(reads).toBeLessThan(10 * MAX_DEPTH);
    }
  });
});
