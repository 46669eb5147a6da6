/**
 * The rows of the differences table for one result: unchanged stretches collapsed (expandable), and only the
 * first rows drawn, more as the table is scrolled to its end (or when a change further down is jumped to).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Shown } from './useDiffWorker';
import { buildRows, type Row, type View } from './view';

/** Rows drawn at first, and added each time the end of the drawn part comes into view. */
export const ROW_STEP = 100;

export function useDiffRows(shown: Shown | null, view: View) {
  const [revealed, setRevealed] = useState<Map<number, number>>(new Map());
  const [rowLimit, setRowLimit] = useState(ROW_STEP);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const result = shown?.result ?? null;

  // A new result starts collapsed, at the top.
  useEffect(() => {
    setRevealed(new Map());
    setRowLimit(ROW_STEP);
  }, [shown]);

  // Draw more rows when the end of the drawn part scrolls into view.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !scroller.current || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setRowLimit((l) => l + ROW_STEP);
      },
      { root: scroller.current, rootMargin: '400px' },
    );
    io.observe(el);
    return () => io.disconnect();
  });

  const { rows, blockRows } = useMemo(
    () => (result ? buildRows(result, view, revealed) : { rows: [] as Row[], blockRows: [] as number[] }),
    [result, view, revealed],
  );

  /** Shows `by` more hidden lines of unchanged stretch `run`. */
  const reveal = useCallback(
    (run: number, by: number) => setRevealed((m) => new Map(m).set(run, (m.get(run) ?? 0) + by)),
    [],
  );
  const showMore = useCallback(() => setRowLimit((l) => l + ROW_STEP), []);
  /** Makes sure row `row` (and some after it) is drawn. */
  const showRow = useCallback((row: number) => setRowLimit((l) => (row + 200 > l ? row + ROW_STEP : l)), []);

  return { rows, blockRows, rowLimit, reveal, showMore, showRow, scroller, sentinel };
}
