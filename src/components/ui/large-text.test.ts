import { describe, expect, it } from 'vitest';
import { codePointCount, lineCount, pastedValue, previewOf, utf8Length } from './large-text';

describe('large-text helpers', () => {
  it('previews the first characters and never splits a surrogate pair', () => {
    expect(previewOf('abc', 5)).toBe('abc');
    expect(previewOf('abcdef', 3)).toBe('abc…');
    // "a😀b": the emoji is two code units; cutting after 2 would leave its high half alone.
    expect(previewOf('a😀b', 2)).toBe('a…');
    expect(previewOf('a😀b', 3)).toBe('a😀…');
  });

  it('builds the text a paste produces over the selection', () => {
    expect(pastedValue('hello world', 6, 11, 'there')).toBe('hello there');
    expect(pastedValue('abc', 3, 3, 'd')).toBe('abcd');
    expect(pastedValue('abc', 0, 3, '')).toBe('');
    // Out-of-range or reversed selections are clamped.
    expect(pastedValue('abc', 10, 2, 'x')).toBe('abcx');
    expect(pastedValue('abc', -1, 1, 'x')).toBe('xbc');
  });

  it('counts UTF-8 bytes like TextEncoder does', () => {
    for (const s of ['', 'abc', 'é', '中文', '😀', 'a\ud800b', '\udc00', 'x\ud83d']) {
      expect(utf8Length(s)).toBe(new TextEncoder().encode(s).length);
    }
  });

  it('counts UTF-8 bytes the same when the text is encoded in small chunks (pairs never split)', () => {
    for (const s of ['😀😀a', 'a😀😀', '😀\ud800😀', 'ab\udc00\ud800cd', '中文😀é', '\ud83d']) {
      for (const chunk of [1, 2, 3])
        expect([s, chunk, utf8Length(s, chunk)]).toEqual([s, chunk, new TextEncoder().encode(s).length]);
    }
  });

  it('counts code points like [...text].length', () => {
    for (const s of ['', 'abc', '中文', '😀😀', 'a\ud800b', '\udc00\ud800', 'x\ud83d']) {
      expect(codePointCount(s)).toBe([...s].length);
    }
  });

  it('counts lines as an editor shows them', () => {
    expect([lineCount(''), lineCount('a'), lineCount('a\n'), lineCount('a\nb\nc'), lineCount('\n\n')]).toEqual([
      0, 1, 2, 3, 3,
    ]);
  });
});
