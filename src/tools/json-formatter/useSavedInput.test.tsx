// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorHandle } from './editor';
import { INPUT_KEY, PERSIST_LIMIT } from './settings';
import { useSavedInput } from './useSavedInput';

/** The part of an editor useSavedInput reads. */
const editor = (text: string, length = text.length) =>
  ({ length: () => length, getText: () => text }) as unknown as EditorHandle;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useSavedInput', () => {
  it('is undefined until read, then gives the saved text', () => {
    localStorage.setItem(INPUT_KEY, JSON.stringify('{"a": 1}'));
    const seen: (string | undefined)[] = [];
    const { result } = renderHook(() => {
      const r = useSavedInput();
      seen.push(r.initialText);
      return r;
    });
    expect(seen[0]).toBeUndefined();
    expect(result.current.initialText).toBe('{"a": 1}');
    expect(result.current.note).toBeNull();
  });

  it('reads raw text saved by older versions and stores it again as JSON', () => {
    localStorage.setItem(INPUT_KEY, '{"b": 12345678901234567890, "a": [1.10, true,]}');
    const { result } = renderHook(() => useSavedInput());
    expect(result.current.initialText).toBe('{"b": 12345678901234567890, "a": [1.10, true,]}');
    act(() => vi.advanceTimersByTime(600));
    expect(localStorage.getItem(INPUT_KEY)).toBe(JSON.stringify('{"b": 12345678901234567890, "a": [1.10, true,]}'));
  });

  it('reads an old save of an empty input as empty, without a warning, and stores it in today’s format', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(INPUT_KEY, '');
    const { result } = renderHook(() => useSavedInput());
    expect(result.current.initialText).toBe('');
    act(() => vi.advanceTimersByTime(600));
    expect(localStorage.getItem(INPUT_KEY)).toBe('""');
    expect(warn).not.toHaveBeenCalled();
  });

  it('saves the editor text after a change', () => {
    const { result } = renderHook(() => useSavedInput());
    act(() => result.current.save(editor('[1, 2]')));
    act(() => vi.advanceTimersByTime(600));
    expect(localStorage.getItem(INPUT_KEY)).toBe(JSON.stringify('[1, 2]'));
    expect(result.current.note).toBeNull();
  });

  it('does not keep input over the limit, clears the older copy and says so', () => {
    const { result } = renderHook(() => useSavedInput());
    act(() => result.current.save(editor('[1]')));
    act(() => vi.advanceTimersByTime(600));
    const getText = vi.fn(() => 'never read');
    const big = { length: () => PERSIST_LIMIT + 1, getText } as unknown as EditorHandle;
    act(() => result.current.save(big));
    act(() => vi.advanceTimersByTime(600));
    expect(getText).not.toHaveBeenCalled();
    expect(result.current.note).toBe('tooLarge');
    expect(JSON.parse(localStorage.getItem(INPUT_KEY) ?? 'null')).toBe('');
    act(() => result.current.save(editor('[2]')));
    expect(result.current.note).toBeNull();
  });

  it('says when the browser refuses to save', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    });
    try {
      const { result } = renderHook(() => useSavedInput());
      act(() => result.current.save(editor('[1, 2]')));
      act(() => vi.advanceTimersByTime(600));
      expect(result.current.note).toBe('failed');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
