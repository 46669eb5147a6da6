import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  EXPECTED,
  escapeString,
  formatBytes,
  lineColumn,
  parse,
  reformat,
  run,
  runToUnits,
  utf16ToString,
  sortKeys,
  stringify,
  unescapeString,
  utf8Length,
  type JsonError,
} from './logic';

/** The error of a failing run, or a test failure. */
function errorOf(op: Parameters<typeof run>[0], text: string, tolerant = false): JsonError {
  const r = run(op, text, { tolerant });
  if (r.ok) throw new Error(`expected an error, got ${JSON.stringify(r.output)}`);
  return r.error;
}
function outputOf(op: Parameters<typeof run>[0], text: string, opts: Parameters<typeof run>[2] = {}): string {
  const r = run(op, text, opts);
  if (!r.ok) throw new Error(`expected output, got ${JSON.stringify(r.error)}`);
  return r.output;
}

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

  it('handles very deep nesting without recursion', () => {
    const depth = 100_000;
    const text = '['.repeat(depth) + ']'.repeat(depth);
    expect(outputOf('minify', text)).toBe(text);
    const r = parse(text);
    expect(r.ok).toBe(true);
    if (r.ok) expect(stringify(r.value).length).toBe(2 * depth);
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

describe('errors (strict mode)', () => {
  const cases: [string, string, JsonError][] = [
    ['empty input', '', { code: 'emptyInput', params: {}, offset: 0, length: 0, line: 1, column: 1 }],
    [
      'trailing comma in an object',
      '{\n  "a": 1,\n}',
      { code: 'trailingComma', params: {}, offset: 10, length: 1, line: 2, column: 9 },
    ],
    [
      'trailing comma in an array',
      '[1,2,]',
      { code: 'trailingComma', params: {}, offset: 4, length: 1, line: 1, column: 5 },
    ],
    [
      'missing comma',
      '{"a":1\n "b":2}',
      { code: 'missingComma', params: { found: '"b"' }, offset: 8, length: 3, line: 2, column: 2 },
    ],
    [
      'missing colon',
      '{"a" 1}',
      { code: 'unexpectedToken', params: { found: '1', expected: 'colon' }, offset: 5, length: 1, line: 1, column: 6 },
    ],
    [
      'missing value',
      '{"a":}',
      { code: 'unexpectedToken', params: { found: '}', expected: 'value' }, offset: 5, length: 1, line: 1, column: 6 },
    ],
    [
      'wrong closer',
      '[1}',
      {
        code: 'unexpectedToken',
        params: { found: '}', expected: 'commaOrBracket' },
        offset: 2,
        length: 1,
        line: 1,
        column: 3,
      },
    ],
    [
      'stray character',
      '{"a":1;}',
      {
        code: 'unexpectedToken',
        params: { found: ';', expected: 'commaOrBrace' },
        offset: 6,
        length: 1,
        line: 1,
        column: 7,
      },
    ],
    [
      'non-BMP stray character',
      '[😀]',
      { code: 'unexpectedToken', params: { found: '😀', expected: 'value' }, offset: 1, length: 2, line: 1, column: 2 },
    ],
    [
      'unexpected end',
      '{"a":[1,2',
      { code: 'unexpectedEnd', params: { expected: 'commaOrBracket' }, offset: 9, length: 0, line: 1, column: 10 },
    ],
    [
      'end after a key',
      '{"a"',
      { code: 'unexpectedEnd', params: { expected: 'colon' }, offset: 4, length: 0, line: 1, column: 5 },
    ],
    [
      'unterminated string',
      '{"a":"abc}',
      { code: 'unterminatedString', params: {}, offset: 5, length: 1, line: 1, column: 6 },
    ],
    [
      'bad escape',
      '["a\\x"]',
      { code: 'badEscape', params: { sequence: '\\x' }, offset: 3, length: 2, line: 1, column: 4 },
    ],
    [
      'short unicode escape',
      '["\\u12G4"]',
      { code: 'badEscape', params: { sequence: '\\u12' }, offset: 2, length: 4, line: 1, column: 3 },
    ],
    [
      'raw line break in a string',
      '["a\nb"]',
      { code: 'controlChar', params: { char: 'U+000A' }, offset: 3, length: 1, line: 1, column: 4 },
    ],
    ['leading zero', '[01]', { code: 'badNumber', params: { text: '01' }, offset: 1, length: 2, line: 1, column: 2 }],
    ['trailing dot', '[1.]', { code: 'badNumber', params: { text: '1.' }, offset: 1, length: 2, line: 1, column: 2 }],
    ['hex number', '[0x1F]', { code: 'badNumber', params: { text: '0x1F' }, offset: 1, length: 4, line: 1, column: 2 }],
    ['plus sign', '[+1]', { code: 'badNumber', params: { text: '+1' }, offset: 1, length: 2, line: 1, column: 2 }],
    ['lone minus', '[-]', { code: 'badNumber', params: { text: '-' }, offset: 1, length: 1, line: 1, column: 2 }],
    [
      'misspelt literal',
      '{"a": tru}',
      { code: 'invalidLiteral', params: { text: 'tru' }, offset: 6, length: 3, line: 1, column: 7 },
    ],
    [
      'undefined',
      '[undefined]',
      { code: 'invalidLiteral', params: { text: 'undefined' }, offset: 1, length: 9, line: 1, column: 2 },
    ],
    ['NaN', '[NaN]', { code: 'invalidLiteral', params: { text: 'NaN' }, offset: 1, length: 3, line: 1, column: 2 }],
    [
      'line comment',
      '{\n  // note\n  "a": 1\n}',
      { code: 'commentNotAllowed', params: {}, offset: 4, length: 2, line: 2, column: 3 },
    ],
    ['block comment', '/* x */ 1', { code: 'commentNotAllowed', params: {}, offset: 0, length: 2, line: 1, column: 1 }],
    ['single quotes', "{'a':1}", { code: 'singleQuote', params: {}, offset: 1, length: 1, line: 1, column: 2 }],
    [
      'unquoted key',
      '{ name: 1 }',
      { code: 'unquotedKey', params: { text: 'name' }, offset: 2, length: 4, line: 1, column: 3 },
    ],
    [
      'number as key',
      '{1:2}',
      { code: 'unexpectedToken', params: { found: '1', expected: 'key' }, offset: 1, length: 1, line: 1, column: 2 },
    ],
    [
      'two documents',
      '{"a":1}\n{"b":2}',
      { code: 'extraContent', params: { found: '{' }, offset: 8, length: 1, line: 2, column: 1 },
    ],
    [
      'CRLF line endings',
      '{\r\n"a":1,\r\n}',
      { code: 'trailingComma', params: {}, offset: 8, length: 1, line: 2, column: 6 },
    ],
    [
      'long token is cut in the message',
      '[1 "abcdefghijklmnopqrstuvwxyz0123456789"]',
      {
        code: 'missingComma',
        params: { found: '"abcdefghijklmnopqrstuvw…' },
        offset: 3,
        length: 38,
        line: 1,
        column: 4,
      },
    ],
    [
      'control character outside a string',
      '[1,\u0001]',
      {
        code: 'unexpectedToken',
        params: { found: 'U+0001', expected: 'value' },
        offset: 3,
        length: 1,
        line: 1,
        column: 4,
      },
    ],
  ];
  for (const [name, text, expected] of cases) {
    it(name, () => {
      expect(errorOf('format', text)).toEqual(expected);
      // The tree parser and the one-pass printer agree.
      expect(parse(text)).toEqual({ ok: false, error: expected });
    });
  }

  it('reports the same errors for minify and sort', () => {
    expect(errorOf('minify', '[1,]')).toEqual(errorOf('format', '[1,]'));
    expect(errorOf('sort', '{"a":1,}')).toEqual(errorOf('format', '{"a":1,}'));
  });
});

describe('tolerant mode', () => {
  it('accepts comments, trailing commas, single quotes and unquoted keys; outputs strict JSON', () => {
    const input = `// settings
{
  name: 'it\\'s "fine"', /* inline */
  list: [1, 2, 3,],
  $id_2: 'tab\there',
  nested: { "ok": true, },
}`;
    expect(outputOf('minify', input, { tolerant: true })).toBe(
      '{"name":"it\'s \\"fine\\"","list":[1,2,3],"$id_2":"tab\\there","nested":{"ok":true}}',
    );
    expect(outputOf('format', '[1, /* c */ 2, // d\n]', { tolerant: true })).toBe('[\n  1,\n  2\n]');
  });

  it('escapes raw control characters in strings', () => {
    expect(outputOf('minify', '["a\nb\u0001"]', { tolerant: true })).toBe('["a\\nb\\u0001"]');
  });

  it('still rejects what strict JSON output cannot express', () => {
    expect(errorOf('format', '[1,,2]', true)).toEqual({
      code: 'unexpectedToken',
      params: { found: ',', expected: 'value' },
      offset: 3,
      length: 1,
      line: 1,
      column: 4,
    });
    expect(errorOf('format', '[0x10]', true)).toEqual({
      code: 'badNumber',
      params: { text: '0x10' },
      offset: 1,
      length: 4,
      line: 1,
      column: 2,
    });
    expect(errorOf('format', '{"a":1} /* open', true)).toEqual({
      code: 'unterminatedComment',
      params: {},
      offset: 8,
      length: 2,
      line: 1,
      column: 9,
    });
    expect(errorOf('format', '{a:Infinity}', true)).toEqual({
      code: 'invalidLiteral',
      params: { text: 'Infinity' },
      offset: 3,
      length: 8,
      line: 1,
      column: 4,
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
  });
});

describe('helpers', () => {
  it('lineColumn counts \\n, \\r\\n and \\r as line ends', () => {
    expect(lineColumn('a\nb\r\nc\rd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('a\nb\r\nc\rd', 2)).toEqual({ line: 2, column: 1 });
    expect(lineColumn('a\nb\r\nc\rd', 5)).toEqual({ line: 3, column: 1 });
    expect(lineColumn('a\nb\r\nc\rd', 7)).toEqual({ line: 4, column: 1 });
    expect(lineColumn('a\nb\r\nc\rd', 8)).toEqual({ line: 4, column: 2 });
  });

  it('utf8Length and formatBytes', () => {
    expect(utf8Length('aé格😀')).toBe(1 + 2 + 3 + 4);
    expect(utf8Length('\ud800')).toBe(3);
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});

describe('translations', () => {
  const bundles = ['zh', 'en', 'ja', 'ko'].map(
    (l) =>
      [
        l,
        JSON.parse(readFileSync(`src/tools/json-formatter/locales/${l}.json`, 'utf8')) as {
          errors: Record<string, string>;
          expected: Record<string, string>;
        },
      ] as const,
  );
  it('every error code and expectation has a message in every language', () => {
    for (const [, b] of bundles) {
      expect(Object.keys(b.errors).sort()).toEqual([...ERROR_CODES].sort());
      expect(Object.keys(b.expected).sort()).toEqual([...EXPECTED].sort());
      for (const v of [...Object.values(b.errors), ...Object.values(b.expected)]) expect(v.trim()).not.toBe('');
    }
  });
});
