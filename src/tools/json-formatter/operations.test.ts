import { describe, expect, it } from 'vitest';
import { escapeString, reformat, run, runToUnits, sortKeys, unescapeString } from './operations';
import { parse } from './parser';
import { MAX_DEPTH } from './types';
import { stringify } from './printer';
import { errorOf, outputOf } from './testing';
import { utf16ToString } from './units';
import { charReads } from './char-reads';

describe('format', () => {
  it('pretty-prints with 2 spaces', () => {
    expect(outputOf('format', '{"a":1,"b":[true,false,null],"c":{}, "d":[] ,"e":{"f":"g"}}')).toBe(
      '{\n  "a": 1,\n  "b": [\n    true,\n    false,\n    null\n  ],\n  "c": {},\n  "d": [],\n  "e": {\n    "f": "g"\n  }\n}',
    );
  });

  it('pretty-prints with 4 spaces and with tabs', () => {
    expect(outputOf('format', '[1,{"a":[2]}]', { indent: '4' })).toBe(
      '[\n    1,\n    {\n        "a": [\n            2\n        ]\n    }\n]',
    );
    expect(outputOf('format', '{"a":{"b":1}}', { indent: 'tab' })).toBe('{\n\t"a": {\n\t\t"b": 1\n\t}\n}');
  });

  it('matches JSON.stringify for ordinary documents', () => {
    const doc = { name: 'x', list: [1, 2.5, -3e-7, { deep: [[], {}, [null]] }], nested: { a: { b: { c: 'é\n"' } } } };
    const text = JSON.stringify(doc);
    expect(outputOf('format', text)).toBe(JSON.stringify(doc, null, 2));
    expect(outputOf('format', text, { indent: '4' })).toBe(JSON.stringify(doc, null, 4));
    expect(outputOf('format', text, { indent: 'tab' })).toBe(JSON.stringify(doc, null, '\t'));
    expect(outputOf('minify', JSON.stringify(doc, null, 2))).toBe(text);
  });

  it('keeps numbers beyond 2^53 and decimals exactly as written', () => {
    const text = '{"big":12345678901234567890,"d":1.10,"e":-0.0E+00,"f":1e400,"g":9007199254740993}';
    expect(outputOf('minify', text)).toBe(text);
    expect(outputOf('format', text)).toBe(
      '{\n  "big": 12345678901234567890,\n  "d": 1.10,\n  "e": -0.0E+00,\n  "f": 1e400,\n  "g": 9007199254740993\n}',
    );
  });

  it('keeps string escapes exactly as written', () => {
    const text = '["\\u00e9\\/\\ud83d\\ude00","é😀","\\"\\\\\\b\\f\\n\\r\\t"]';
    expect(outputOf('minify', ` ${text} `)).toBe(text);
  });

  it('formats scalars and ignores a byte-order mark and surrounding whitespace', () => {
    expect(outputOf('format', '\uFEFF  "hi"\r\n')).toBe('"hi"');
    expect(outputOf('format', ' 42 ')).toBe('42');
    expect(outputOf('format', 'null')).toBe('null');
  });

  it('handles nesting up to MAX_DEPTH without recursion', () => {
    const text = '['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH);
    expect(outputOf('minify', text)).toBe(text);
    const r = parse(text);
    expect(r.ok).toBe(true);
    if (r.ok) expect(stringify(r.value).length).toBe(2 * MAX_DEPTH);
    // Formatted: one line per bracket, each indented by its depth; the innermost pair stays `[]`.
    const lines = outputOf('format', text).split('\n');
    expect(lines.length).toBe(2 * MAX_DEPTH - 1);
    expect(lines[MAX_DEPTH - 1]).toBe(`${'  '.repeat(MAX_DEPTH - 1)}[]`);
    expect(lines[MAX_DEPTH]).toBe(`${'  '.repeat(MAX_DEPTH - 2)}]`);
  });

  it('refuses deeper nesting in every action, at the bracket that goes over the limit, reading no further', () => {
    const deep = '['.repeat(1_000_000);
    const balanced = '{"a":'.repeat(MAX_DEPTH) + '[1]' + '}'.repeat(MAX_DEPTH);
    const multiline = '[\n'.repeat(MAX_DEPTH + 5);
    for (const op of ['format', 'minify', 'sort'] as const) {
      const { result, reads } = charReads(() => run(op, deep));
      expect(result).toEqual({
        ok: false,
        error: { code: 'tooDeep', params: { max: '1000' }, offset: 1000, length: 1, line: 1, column: 1001 },
      });
      // A million brackets, and the run stops at the 1,001st: a few reads per bracket up to there, none after.
      expect(reads).toBeLessThan(10 * MAX_DEPTH);
      expect(run(op, balanced)).toEqual({
        ok: false,
        error: { code: 'tooDeep', params: { max: '1000' }, offset: 5000, length: 1, line: 1, column: 5001 },
      });
      expect(run(op, multiline, { tolerant: true })).toEqual({
        ok: false,
        error: { code: 'tooDeep', params: { max: '1000' }, offset: 2000, length: 1, line: 1001, column: 1 },
      });
    }
  });

  it('refuses a result longer than the output limit, naming where in the input it went over', () => {
    // 4 levels deep, then numbers: `[` lines take 1 + 4 + 6 + 8 units, `1,` 11 more; `2` would pass 30.
    const text = '[[[[1,2,3,4]]]]';
    expect(runToUnits('format', text, {}, 10_000).ok).toBe(true);
    expect(runToUnits('format', text, {}, 30)).toEqual({
      ok: false,
      error: { code: 'outputTooLarge', params: { max: '30' }, offset: 6, length: 0, line: 1, column: 7 },
    });
    // Sorted, `{ "a": 0,` fits in 16 units; the key "b" (reported at its value) does not.
    expect(runToUnits('sort', '{"b":[1,2,3],"a":0}', {}, 16)).toEqual({
      ok: false,
      error: { code: 'outputTooLarge', params: { max: '16' }, offset: 5, length: 0, line: 1, column: 6 },
    });
  });

  it('reformat equals stringify(parse())', () => {
    const text = '{"z":[1,{"y":"x"}],"a":{"b":[],"c":{}}}';
    const parsed = parse(text);
    if (!parsed.ok) throw new Error('parse failed');
    for (const indent of ['', '  ', '\t']) {
      expect(reformat(text, indent)).toEqual({ ok: true, output: stringify(parsed.value, indent) });
    }
  });
});

describe('minify', () => {
  it('removes all whitespace outside strings', () => {
    expect(outputOf('minify', '{\n  "a b": [ 1 , 2 ],\n\t"c" : " x "\n}')).toBe('{"a b":[1,2],"c":" x "}');
  });
});

describe('sort keys', () => {
  it('sorts keys recursively, leaves array order alone, keeps duplicates in order', () => {
    expect(outputOf('sort', '{"b":1,"a":{"d":[{"z":1,"y":2}],"c":2},"a":0,"B":3}')).toBe(
      '{\n  "B": 3,\n  "a": {\n    "c": 2,\n    "d": [\n      {\n        "y": 2,\n        "z": 1\n      }\n    ]\n  },\n  "a": 0,\n  "b": 1\n}',
    );
  });

  it('compares decoded keys, not their escapes', () => {
    expect(outputOf('sort', '{"b":1,"\\u0061":2,"c":3}', { indent: '2' })).toBe(
      '{\n  "\\u0061": 2,\n  "b": 1,\n  "c": 3\n}',
    );
  });

  it('sortKeys sorts in place', () => {
    const r = parse('{"b":{"y":1,"x":2},"a":3}');
    if (!r.ok) throw new Error('parse failed');
    expect(stringify(sortKeys(r.value))).toBe('{"a":3,"b":{"x":2,"y":1}}');
  });
});

describe('escape and unescape', () => {
  it('escapes any text into a JSON string literal', () => {
    expect(escapeString('{"a": "b\\c"}\n\tend')).toBe('"{\\"a\\": \\"b\\\\c\\"}\\n\\tend"');
    expect(outputOf('escape', '')).toBe('""');
    expect(outputOf('escape', 'é😀\u0001')).toBe('"é😀\\u0001"');
  });

  it('unescapes a literal back to its text', () => {
    expect(outputOf('unescape', '"{\\"a\\": \\"b\\\\c\\"}\\n\\tend"')).toBe('{"a": "b\\c"}\n\tend');
    expect(outputOf('unescape', '  "\\u00e9\\ud83d\\ude00"  ')).toBe('é😀');
  });

  it('round-trips', () => {
    const text = 'line 1\nline "2"\t\\ end 😀 \u2028';
    expect(outputOf('unescape', outputOf('escape', text))).toBe(text);
  });

  it('reads text without quotes as the inside of a literal', () => {
    expect(outputOf('unescape', '{\\"a\\":1}')).toBe('{"a":1}');
  });

  it('accepts single-quoted literals in tolerant mode only', () => {
    expect(outputOf('unescape', "'it\\'s \"x\"'", { tolerant: true })).toBe('it\'s "x"');
    // Strict: the quotes are just characters inside the literal.
    expect(outputOf('unescape', "'x'")).toBe("'x'");
  });

  it('reports errors at their place in the original text', () => {
    expect(unescapeString('"abc\\x"')).toEqual({
      ok: false,
      error: { code: 'badEscape', params: { sequence: '\\x' }, offset: 4, length: 2, line: 1, column: 5 },
    });
    expect(errorOf('unescape', 'ab\\qc')).toEqual({
      code: 'badEscape',
      params: { sequence: '\\q' },
      offset: 2,
      length: 2,
      line: 1,
      column: 3,
    });
    expect(errorOf('unescape', 'say "hi"')).toEqual({
      code: 'unescapedQuote',
      params: {},
      offset: 4,
      length: 1,
      line: 1,
      column: 5,
    });
    expect(errorOf('unescape', '"abc')).toEqual({
      code: 'unterminatedString',
      params: {},
      offset: 0,
      length: 1,
      line: 1,
      column: 1,
    });
    expect(errorOf('unescape', '"a" "b"')).toEqual({
      code: 'extraContent',
      params: { found: '"b"' },
      offset: 4,
      length: 3,
      line: 1,
      column: 5,
    });
    expect(errorOf('unescape', '  \n ')).toEqual({
      code: 'emptyInput',
      params: {},
      offset: 4,
      length: 0,
      line: 2,
      column: 2,
    });
  });
});

describe('runToUnits (the worker path)', () => {
  it('gives the same text as run for every action, as UTF-16 code units', () => {
    const text = '{"b":[1,{"d":"é😀\\n"}],"a":12345678901234567890}';
    for (const op of ['format', 'minify', 'sort', 'escape', 'unescape'] as const) {
      const a = run(op, op === 'unescape' ? JSON.stringify(text) : text, { indent: '4' });
      const b = runToUnits(op, op === 'unescape' ? JSON.stringify(text) : text, { indent: '4' });
      if (!a.ok || !b.ok) throw new Error(op);
      expect(utf16ToString(b.units)).toBe(a.output);
    }
    expect(runToUnits('format', '[1,]')).toEqual({
      ok: false,
      error: { code: 'trailingComma', params: {}, offset: 2, length: 1, line: 1, column: 3 },
    });
  });

  it('utf16ToString keeps lone surrogates and crosses chunk boundaries', () => {
    const s = `${'x'.repeat(8191)}\ud800${'y'.repeat(9000)}😀`;
    const units = new Uint16Array(s.length);
    for (let i = 0; i < s.length; i++) units[i] = s.charCodeAt(i);
    expect(utf16ToString(units)).toBe(s);
    expect(utf16ToString(units, 8190, 8193)).toBe('x\ud800y');
    // Half of a pair cut off at either end, and a leading byte-order mark, are kept as they are.
    expect(utf16ToString(units, s.length - 1)).toBe('\ude00');
    expect(utf16ToString(units, s.length - 2, s.length - 1)).toBe('\ud83d');
    expect(utf16ToString(Uint16Array.of(0xfeff, 0x61))).toBe('\ufeffa');
  });
});
