/**
 * How many of `items` to mount: up to `step` at once, then `step` more after each paint, so putting a long
 * article into the preview never blocks the page for one long task. An edit that changes at most `step`
 * items keeps everything mounted (only those items re-render); a bigger change (a paste, another theme)
 * mounts again from the top, a step at a time. `done` says when everything is in.
 */
import { useEffect, useState } from 'react';

/** How many positions hold a different item (by identity) than before, counting added ones. */
export function changedCount(before: readonly unknown[], after: readonly unknown[]): number {
  let n = Math.max(0, after.length - before.length);
  const common = Math.min(before.length, after.length);
  for (let i = 0; i < common; i++) if (before[i] !== after[i]) n++;
  return n;
}

export function useProgressiveCount(items: readonly unknown[], step: number): { count: number; done: boolean } {
  const [state, setState] = useState({ items, count: step });
  let { count } = state;
  if (state.items !== items) {
    // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
    if (changedCount(state.items, items) > step) count = step;
    setState({ items, count });
  }
  const total = items.length;
  useEffect(() => {
    if (count >= total) return undefined;
    const timer = window.setTimeout(() => setState((s) => ({ ...s, count: s.count + step })), 0);
    return () => window.clearTimeout(timer);
  }, [count, total, step]);
  return { count: Math.min(count, total), done: count >= total };
}
