import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NAMES,
  DEFAULT_OPTIONS,
  fileProblem,
  MAX_FILE_BYTES,
  overPersistLimit,
  parseNames,
  parseText,
  PERSIST_LIMIT,
  readOptions,
  restoreOptions,
  saveProblem,
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

describe('fileProblem', () => {
  it('refuses binary and oversized files', () => {
    expect(fileProblem(10, 'plain text')).toBeNull();
    expect(fileProblem(10, '\u0089PNG\r\n\u001a\n\u0000\u0000')).toBe('binary');
    expect(fileProblem(MAX_FILE_BYTES + 1, 'text')).toBe('tooLarge');
  });
});
