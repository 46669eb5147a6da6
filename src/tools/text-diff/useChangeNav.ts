/** Jumping between changes: buttons and Alt+↓ / Alt+↑ anywhere on the page; the change is scrolled to. */
import { useCallback, useEffect, useState, type RefObject } from 'react';

export function useChangeNav(
  total: number,
  blockRows: readonly number[],
  showRow: (row: number) => void,
  scroller: RefObject<HTMLElement | null>,
  /** A new result: start again before the first change. */
  resetOn: unknown,
) {
  const [current, setCurrent] = useState(-1);
  const [navTick, setNavTick] = useState(0);

  useEffect(() => setCurrent(-1), [resetOn]);

  const go = useCallback(
    (dir: 1 | -1) => {
      if (!total) return;
      const next = current < 0 ? (dir === 1 ? 0 : total - 1) : Math.min(total - 1, Math.max(0, current + dir));
      showRow(blockRows[next] ?? 0);
      setCurrent(next);
      setNavTick((n) => n + 1);
    },
    [total, blockRows, current, showRow],
  );

  useEffect(() => {
    if (current < 0 || !navTick) return;
    const el = scroller.current?.querySelector(`[data-block-start="${current}"]`);
    el?.scrollIntoView({ block: 'center', behavior: 'auto' });
  }, [current, navTick, scroller]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowDown') go(1);
      else if (e.key === 'ArrowUp') go(-1);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go]);

  return { current, go };
}
