import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_NAMES,
  DEFAULT_OPTIONS,
  fileProblem,
  isLegacyText,
  MAX_FILE_BYTES,
  overPersistLimit,
  parseNames,
  parseText,
  PERSIST_LIMIT,
  readOptions,
  restoreOptions,
  saveProblem,
  STORE,
  upgradeStoredText,
} from './inputs';

/** An in-memory Storage; `failing` makes setItem throw like a full localStorage. */
function memoryStorage(entries: Record<string, string> = {}, failing = false) {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem(k: string, v: string) {
      if (failing) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(k, v);
    },
  };
}

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
  it('tells a raw text of the first version from a JSON string', () => {
    expect(isLegacyText('"saved as JSON\\n"')).toBe(false);
    expect(isLegacyText('first line\nsecond line\n')).toBe(true);
    expect(isLegacyText('')).toBe(true);
    // Raw texts that happen to be other JSON values are raw texts all the same.
    expect(isLegacyText('{\n  "a": 1\n}\n')).toBe(true);
    expect(isLegacyText('42')).toBe(true);
    expect(isLegacyText('null')).toBe(true);
  });
  it('upgradeStoredText rewrites raw texts as JSON and leaves JSON texts alone', () => {
    const s = memoryStorage({ [STORE.oldText]: '{\n  "a": 1\n}', [STORE.newText]: '"b"' });
    expect(upgradeStoredText(s, STORE.oldText)).toBe(true);
    expect(s.data.get(STORE.oldText)).toBe('"{\\n  \\"a\\": 1\\n}"');
    expect(JSON.parse(s.data.get(STORE.oldText)!)).toBe('{\n  "a": 1\n}');
    expect(upgradeStoredText(s, STORE.oldText)).toBe(false);
    expect(upgradeStoredText(s, STORE.newText)).toBe(false);
    expect(s.data.get(STORE.newText)).toBe('"b"');
    expect(upgradeStoredText(s, 'missing')).toBe(false);
    expect(s.data.has('missing')).toBe(false);
  });
  it('upgradeStoredText never throws on a storage that refuses writes', () => {
    const s = memoryStorage({ k: 'raw' }, true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(upgradeStoredText(s, 'k')).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(s.data.get('k')).toBe('raw');
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
