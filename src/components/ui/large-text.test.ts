import { describe, expect, it } from 'vitest';
import {
  codePointCount,
  lineCount,
  pastedValue,
  previewOf,
  utf8Length,
  utf8LengthInSteps,
  codePointCountInSteps,
} from './large-text';

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
    const long = (s: string) => s.repeat(2000);
    // Over a chunk (1 Mi code units) with a pair across the boundary.
    const pairAtChunk = `${'a'.repeat((1 << 20) - 1)}😀${'中'.repeat(10)}`;
    for (const s of ['', 'abc', 'é', '中文', '😀', 'a\ud800b', '\udc00', 'x\ud83d', long('中😀a\ud800'), pairAtChunk]) {
      expect(utf8Length(s)).toBe(new TextEncoder().encode(s).length);
    }
  });

  it('counts UTF-8 bytes in steps, and stops when aborted', async () => {
    const text = `${'中'.repeat((1 << 20) - 1)}😀${'a'.repeat(1 << 20)}`;
    expect(await utf8LengthInSteps(text)).toBe(new TextEncoder().encode(text).length);
    const stop = new AbortController();
    const pending = utf8LengthInSteps(text, stop.signal);
    stop.abort();
    expect(await pending).toBeNull();
  });

  it('counts code points in steps, a pair across a chunk boundary counted once', async () => {
    const text = `${'a'.repeat((1 << 20) - 1)}😀${'中'.repeat(1 << 20)}\ud800`;
    expect(await codePointCountInSteps(text)).toBe([...text].length);
    const stop = new AbortController();
    const pending = codePointCountInSteps(text, stop.signal);
    stop.abort();
    expect(await pending).toBeNull();
  });

  it('counts code points like [...text].length', () => {
    for (const s of ['', 'abc', '中文', '😀😀', 'a\ud800b', '\udc00\ud800', 'x\ud83d', '中'.repeat(9000)]) {
      expect(codePointCount(s)).toBe([...s].length);
    }
  });

  it('counts lines as an editor shows them', () => {
    expect([lineCount(''), lineCount('a'), lineCount('a\n'), lineCount('a\nb\nc'), lineCount('\n\n')]).toEqual([
      0, 1, 2, 3, 3,
    ]);
  });
});
