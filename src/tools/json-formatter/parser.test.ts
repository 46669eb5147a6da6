import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from './parser';
import { errorOf, outputOf } from './testing';
import { ERROR_CODES, EXPECTED, lineColumn, type JsonError } from './types';
import { utf8Length } from './units';

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
describe('helpers', () => {
  it('lineColumn counts \\n, \\r\\n and \\r as line ends', () => {
    expect(lineColumn('a\nb\r\nc\rd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('a\nb\r\nc\rd', 2)).toEqual({ line: 2, column: 1 });
    expect(lineColumn('a\nb\r\nc\rd', 5)).toEqual({ line: 3, column: 1 });
    expect(lineColumn('a\nb\r\nc\rd', 7)).toEqual({ line: 4, column: 1 });
    expect(lineColumn('a\nb\r\nc\rd', 8)).toEqual({ line: 4, column: 2 });
  });

  it('utf8Length', () => {
    expect(utf8Length('aé格😀')).toBe(1 + 2 + 3 + 4);
    expect(utf8Length('\ud800')).toBe(3);
  });
});

describe('translations', () => {
  const bundles = ['zh', 'en', 'ja', 'ko'].map(
    (l) =>
      [
        l,
        // Each tool's strings live in its own folder since the locales were split per tool.
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
