// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredText, usePersistentState } from './usePersistentState';

const asString = (v: unknown) => (typeof v === 'string' ? v : '');

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('usePersistentState', () => {
  it('renders the initial value first, then the stored one', () => {
    localStorage.setItem('k', JSON.stringify('saved text'));
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const r = usePersistentState('k', '', asString);
      seen.push(r[0]);
      return r;
    });
    expect(seen[0]).toBe('');
    expect(result.current[0]).toBe('saved text');
    expect(result.current[2]).toBe(true);
    expect(result.current[3]).toBe('saved');
  });

  it('turns corrupt stored data into a valid value through parse', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('k', '{not json');
    const { result } = renderHook(() => usePersistentState('k', 'start', asString));
    expect(result.current[0]).toBe('start');
    localStorage.setItem('n', JSON.stringify({ a: 1 }));
    const { result: r2 } = renderHook(() => usePersistentState('n', 'x', asString));
    expect(r2.current[0]).toBe('');
  });

  it('saves after the debounce and reports it', () => {
    const { result } = renderHook(() => usePersistentState('k', '', asString, { delayMs: 100 }));
    act(() => result.current[1]('hello'));
    expect(localStorage.getItem('k')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(localStorage.getItem('k')).toBe('"hello"');
    expect(result.current[3]).toBe('saved');
  });

  it('too large to keep: says so and removes the older copy, so a reload cannot show stale text', () => {
    localStorage.setItem('k', JSON.stringify('old'));
    const { result } = renderHook(() => usePersistentState('k', '', asString, { maxChars: 10 }));
    expect(result.current[0]).toBe('old');
    act(() => result.current[1]('x'.repeat(50)));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current[3]).toBe('tooLarge');
    expect(localStorage.getItem('k')).toBeNull();
    act(() => result.current[1]('short'));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current[3]).toBe('saved');
    expect(localStorage.getItem('k')).toBe('"short"');
  });

  it('lowering the limit while a write is pending does not write it under the old limit', () => {
    const stringify = vi.spyOn(JSON, 'stringify');
    const { result, rerender } = renderHook(({ max }) => usePersistentState('k', '', asString, { maxChars: max }), {
      initialProps: { max: Infinity },
    });
    act(() => result.current[1]('x'.repeat(50)));
    rerender({ max: 0 });
    expect(localStorage.getItem('k')).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(result.current[3]).toBe('tooLarge');
    expect(localStorage.getItem('k')).toBeNull();
    expect(stringify).not.toHaveBeenCalledWith('x'.repeat(50));
  });

  it('a storage error (quota) is reported as failed, never thrown, and the stale copy is dropped', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const items = new Map([['k', JSON.stringify('old')]]);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: (k: string) => items.delete(k),
    });
    try {
      const { result } = renderHook(() => usePersistentState('k', '', asString));
      expect(result.current[0]).toBe('old');
      act(() => result.current[1]('new'));
      act(() => vi.advanceTimersByTime(300));
      expect(result.current[3]).toBe('failed');
      expect(items.has('k')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('text typed before hydration wins over the stored value, and is saved', () => {
    localStorage.setItem('k', JSON.stringify('old'));
    const { result } = renderHook(() => usePersistentState('k', '', asString, { adopt: () => 'typed early' }));
    expect(result.current[0]).toBe('typed early');
    act(() => vi.advanceTimersByTime(300));
    expect(localStorage.getItem('k')).toBe('"typed early"');
  });

  it('an adopt that finds nothing (the initial value) leaves the stored value', () => {
    localStorage.setItem('k', JSON.stringify('old'));
    const { result } = renderHook(() => usePersistentState('k', '', asString, { adopt: () => '' }));
    expect(result.current[0]).toBe('old');
  });

  it('unmounting flushes a pending write', () => {
    const { result, unmount } = renderHook(() => usePersistentState('k', '', asString, { delayMs: 10_000 }));
    act(() => result.current[1]('last words'));
    unmount();
    expect(localStorage.getItem('k')).toBe('"last words"');
  });

  it('pagehide flushes a pending write', () => {
    const { result } = renderHook(() => usePersistentState('k', 0, (v) => Number(v) || 0, { delayMs: 10_000 }));
    act(() => result.current[1](42));
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('k')).toBe('42');
  });
});

describe('usePersistentState with legacyText', () => {
  it('reads a raw text saved by an earlier version and saves it again as JSON', () => {
    localStorage.setItem('k', '{\n  "a": 1\n}\n');
    const { result } = renderHook(() => usePersistentState('k', '', asString, { legacyText: true }));
    expect(result.current[0]).toBe('{\n  "a": 1\n}\n');
    act(() => vi.advanceTimersByTime(300));
    expect(localStorage.getItem('k')).toBe(JSON.stringify('{\n  "a": 1\n}\n'));
  });

  it('reads a JSON string literal as today’s format', () => {
    localStorage.setItem('k', JSON.stringify('line 1\nline 2'));
    const { result } = renderHook(() => usePersistentState('k', '', asString, { legacyText: true }));
    expect(result.current[0]).toBe('line 1\nline 2');
  });
});

describe('readStoredText', () => {
  it('tells raw text from a canonical JSON string literal', () => {
    expect(readStoredText('"saved as JSON\\n"')).toEqual({ text: 'saved as JSON\n', legacy: false });
    expect(readStoredText('first line\nsecond line\n')).toEqual({ text: 'first line\nsecond line\n', legacy: true });
    expect(readStoredText('')).toEqual({ text: '', legacy: true });
    expect(readStoredText('42')).toEqual({ text: '42', legacy: true });
    expect(readStoredText('null')).toEqual({ text: 'null', legacy: true });
    // Valid JSON for a string, but not as JSON.stringify writes it: an old raw save.
    expect(readStoredText('"\\u0041"')).toEqual({ text: '"\\u0041"', legacy: true });
  });
});
