import { describe, expect, it } from 'vitest';
import {
  fileProblem,
  formatBytes,
  loadInputs,
  loadOptions,
  MAX_FILE_BYTES,
  PERSIST_LIMIT,
  saveInputs,
  saveOptions,
  STORE,
} from './inputs';

/** An in-memory Storage; `quota` makes setItem throw like a full localStorage. */
function memoryStorage(quota = Infinity) {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem(k: string, v: string) {
      const used = [...data].reduce((n, [key, val]) => n + (key === k ? 0 : val.length), 0);
      if (used + v.length > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k: string) => void data.delete(k),
  };
}

const names = { oldName: 'a.txt', newName: 'b.txt' };

describe('saveInputs / loadInputs', () => {
  it('saves and restores both texts and the file names', () => {
    const s = memoryStorage();
    expect(saveInputs(s, { oldText: 'old', newText: 'new', ...names })).toBe('saved');
    expect(loadInputs(s)).toEqual({ oldText: 'old', newText: 'new', oldName: 'a.txt', newName: 'b.txt' });
  });
  it('skips texts over ~1 MB together and forgets older saved ones', () => {
    const s = memoryStorage();
    saveInputs(s, { oldText: 'small', newText: 'small', ...names });
    const big = 'x'.repeat(PERSIST_LIMIT / 2 + 1);
    expect(saveInputs(s, { oldText: big, newText: big, ...names })).toBe('tooLarge');
    expect([s.data.has(STORE.oldText), s.data.has(STORE.newText)]).toEqual([false, false]);
  });
  it('reports a full storage instead of throwing', () => {
    const s = memoryStorage(100);
    expect(saveInputs(s, { oldText: 'y'.repeat(80), newText: 'z'.repeat(80), ...names })).toBe('failed');
  });
  it('starts empty with default names when nothing (or junk) was saved', () => {
    expect(loadInputs(memoryStorage())).toEqual({
      oldText: '',
      newText: '',
      oldName: 'original.txt',
      newName: 'changed.txt',
    });
    const s = memoryStorage();
    s.setItem(STORE.names, '{not json');
    expect(loadInputs(s).oldName).toBe('original.txt');
  });
});

describe('options', () => {
  it('round-trips and drops invalid values', () => {
    const s = memoryStorage();
    expect(loadOptions(s)).toBeNull();
    saveOptions(s, { mode: 'word', view: 'inline', ignoreWhitespace: true, ignoreCase: false });
    expect(loadOptions(s)).toEqual({ mode: 'word', view: 'inline', ignoreWhitespace: true, ignoreCase: false });
    s.setItem(STORE.options, JSON.stringify({ mode: 'sentence', view: 'inline', ignoreCase: 'yes' }));
    expect(loadOptions(s)).toEqual({ view: 'inline' });
  });
});

describe('fileProblem', () => {
  it('refuses binary and oversized files', () => {
    expect(fileProblem(10, 'plain text')).toBeNull();
    expect(fileProblem(10, '\u0089PNG\r\n\u001a\n\u0000\u0000')).toBe('binary');
    expect(fileProblem(MAX_FILE_BYTES + 1, 'text')).toBe('tooLarge');
  });
  it('formats sizes', () => {
    expect([formatBytes(512), formatBytes(2048), formatBytes(60 * 1024 * 1024)]).toEqual([
      '512 B',
      '2.0 KB',
      '60.0 MB',
    ]);
  });
});
