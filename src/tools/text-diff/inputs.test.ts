import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NAMES,
  DEFAULT_OPTIONS,
  decodeFile,
  fileProblem,
  MAX_FILE_BYTES,
  overPersistLimit,
  parseNames,
  parseText,
  PERSIST_LIMIT,
  readOptions,
  restoreOptions,
  saveProblem,
  sniffBinary,
  STORE,
} from './inputs';

describe('stored texts', () => {
  it('keeps the same keys as the first version', () => {
    expect(STORE).toEqual({
      oldText: 'text-diff:old',
      newText: 'text-diff:new',
      names: 'text-diff:names',
      options: 'text-diff:options',
    });
  });
  it('parseText takes strings only', () => {
    expect([parseText('a\nb'), parseText(''), parseText(42), parseText(null), parseText({ a: 1 })]).toEqual([
      'a\nb',
      '',
      '',
      '',
      '',
    ]);
  });
  it('both texts together over ~1 MB are too large to keep', () => {
    const half = 'x'.repeat(PERSIST_LIMIT / 2);
    expect(overPersistLimit(half, half)).toBe(false);
    expect(overPersistLimit(half, `${half}y`)).toBe(true);
    expect(overPersistLimit('x'.repeat(PERSIST_LIMIT + 1), '')).toBe(true);
  });
  it('saveProblem: too large wins over failed; saved and idle say nothing', () => {
    expect(saveProblem(['saved', 'tooLarge', 'failed'])).toBe('tooLarge');
    expect(saveProblem(['saved', 'failed', 'idle'])).toBe('failed');
    expect(saveProblem(['saved', 'idle', 'saved'])).toBeNull();
  });
});

describe('names', () => {
  it('keeps valid names and falls back per name', () => {
    expect(parseNames({ oldName: 'a.txt', newName: 'b.txt' })).toEqual({ oldName: 'a.txt', newName: 'b.txt' });
    expect(parseNames({ oldName: '', newName: 7 })).toEqual(DEFAULT_NAMES);
    expect(parseNames({ newName: 'b.txt' })).toEqual({ oldName: 'original.txt', newName: 'b.txt' });
    expect(parseNames('{not json')).toEqual({ oldName: 'original.txt', newName: 'changed.txt' });
    expect(parseNames(null)).toEqual(DEFAULT_NAMES);
  });
});

describe('options', () => {
  it('round-trips and drops invalid values', () => {
    const saved = { mode: 'word', view: 'inline', ignoreWhitespace: true, ignoreCase: false };
    expect(readOptions(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
    expect(readOptions({ mode: 'sentence', view: 'inline', ignoreCase: 'yes' })).toEqual({ view: 'inline' });
    expect(readOptions('junk')).toEqual({});
    expect(readOptions(null)).toEqual({});
  });
  it('restores over the defaults; a narrow screen defaults to the inline view', () => {
    expect(restoreOptions(null, false)).toEqual(DEFAULT_OPTIONS);
    expect(restoreOptions(null, true)).toEqual({ ...DEFAULT_OPTIONS, view: 'inline' });
    expect(restoreOptions({ mode: 'char' }, true)).toEqual({
      mode: 'char',
      view: 'inline',
      ignoreWhitespace: false,
      ignoreCase: false,
    });
    expect(restoreOptions({ view: 'split', ignoreCase: true }, true)).toEqual({
      mode: 'line',
      view: 'split',
      ignoreWhitespace: false,
      ignoreCase: true,
    });
  });
});

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

describe('fileProblem', () => {
  it('lets text through, in any script, with or without a byte order mark', () => {
    expect(fileProblem(10, bytes('plain text'))).toBeNull();
    expect(fileProblem(10, bytes('中文 テキスト 한국어'))).toBeNull();
    expect(fileProblem(10, bytes([0xef, 0xbb, 0xbf], 'bom'))).toBeNull();
  });
  it('names known binary formats by their first bytes, whatever the file is called', () => {
    expect(fileProblem(100, bytes('%PDF-1.4\n%âãÏÓ\n1 0 obj'))).toEqual({ kind: 'format', type: 'pdf' });
    expect(fileProblem(100, bytes([0x89], 'PNG\r\n', [0x1a], '\n', [0, 0, 0, 13]))).toEqual({
      kind: 'format',
      type: 'png',
    });
    expect(fileProblem(100, bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ kind: 'format', type: 'jpeg' });
    expect(fileProblem(100, bytes('GIF89a'))).toEqual({ kind: 'format', type: 'gif' });
    expect(fileProblem(100, bytes('GIF87a'))).toEqual({ kind: 'format', type: 'gif' });
    expect(fileProblem(100, bytes('PK', [3, 4], '[Content_Types].xml'))).toEqual({ kind: 'format', type: 'zip' });
    expect(fileProblem(22, bytes('PK', [5, 6]))).toEqual({ kind: 'format', type: 'zip' });
    // Too short to be the format: not recognised as it.
    expect(fileProblem(3, bytes('%PD'))).toBeNull();
    expect(sniffBinary(bytes('text %PDF-1.4'))).toBeNull();
  });
  it('refuses other binary data (NUL bytes), empty and oversized files', () => {
    expect(fileProblem(5, bytes('ab', [0], 'cd'))).toEqual({ kind: 'binary' });
    expect(fileProblem(4, bytes([0xff, 0xfe], 'a', [0]))).toEqual({ kind: 'binary' });
    expect(fileProblem(0, bytes())).toEqual({ kind: 'empty' });
    expect(fileProblem(MAX_FILE_BYTES + 1, bytes('text'))).toEqual({ kind: 'tooLarge' });
    expect(fileProblem(MAX_FILE_BYTES, bytes('text'))).toBeNull();
  });
});

describe('decodeFile', () => {
  it('decodes in chunks that may cut a character, and refuses invalid UTF-8 wherever it is', async () => {
    const text = 'héllo 中文 😀 end';
    const encoded = bytes([0xef, 0xbb, 0xbf], text);
    for (const chunk of [1, 2, 3, 5, 1 << 20]) {
      expect(await decodeFile(new Blob([encoded]), chunk)).toBe(text);
      expect(await decodeFile(new Blob([bytes(text, [0xff], 'x')]), chunk)).toBeNull();
      expect(await decodeFile(new Blob([bytes('ok', [0xe4, 0xb8])]), chunk)).toBeNull();
    }
    expect(await decodeFile(new Blob([]))).toBe('');
    expect(await decodeFile(new Blob([bytes('caf', [0xe9])]))).toBeNull(); // Latin-1 é
    expect(await decodeFile(new Blob([bytes([0xed, 0xa0, 0x80])]))).toBeNull(); // an encoded lone surrogate
  });
});
