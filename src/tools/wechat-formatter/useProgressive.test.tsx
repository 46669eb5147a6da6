// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changedCount, useProgressiveCount } from './useProgressive';

const list = (n: number, tag = 'a') => Array.from({ length: n }, (_, i) => `${tag}${i}`);

describe('changedCount', () => {
  it('counts positions holding another item, and added items', () => {
    expect(changedCount(['a', 'b', 'c'], ['a', 'x', 'c', 'd'])).toBe(2);
    expect(changedCount(['a', 'b'], ['a'])).toBe(0);
    expect(changedCount([], ['a'])).toBe(1);
  });
});

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const tick = () => act(() => void vi.advanceTimersByTime(0));

  it('mounts a step at a time; small edits keep all mounted, big changes start again from the top', () => {
    const first = list(25);
    const { result, rerender } = renderHook(({ items }) => useProgressiveCount(items, 10), {
      initialProps: { items: first },
    });
    expect(result.current).toEqual({ count: 10, done: false });
    tick();
    expect(result.current).toEqual({ count: 20, done: false });
    tick();
    expect(result.current).toEqual({ count: 25, done: true });
    // An edit of three items (one changed, two added): everything stays mounted.
    const edited = [...first.slice(0, 24), 'changed', 'new1', 'new2'];
    rerender({ items: edited });
    expect(result.current).toEqual({ count: 27, done: true });
    // Another theme: every item differs.
    rerender({ items: list(27, 'b') });
    expect(result.current).toEqual({ count: 10, done: false });
    tick();
    tick();
    expect(result.current).toEqual({ count: 27, done: true });
    rerender({ items: list(5, 'b') });
    expect(result.current).toEqual({ count: 5, done: true });
  });
});
