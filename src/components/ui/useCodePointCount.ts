import { useEffect, useMemo, useState } from 'react';
import { codePointCount, codePointCountInSteps } from './large-text';

/** Texts up to this length are counted during render; longer ones in steps after it. */
const SYNC_LIMIT = 1_000_000;

/**
 * The number of code points in `text` for display ("12,345 characters"): at once for ordinary texts; for a
 * huge one (a 20 MB input, a 68 MB encoded result) counted in ~1 MB steps after the render, null meanwhile,
 * so showing a count never blocks the page.
 */
export function useCodePointCount(text: string): number | null {
  const small = text.length <= SYNC_LIMIT;
  const sync = useMemo(() => (small ? codePointCount(text) : null), [small, text]);
  const [counted, setCounted] = useState<{ of: string; n: number } | null>(null);
  useEffect(() => {
    if (small) return undefined;
    const stop = new AbortController();
    void codePointCountInSteps(text, stop.signal).then((n) => {
      if (n !== null) setCounted({ of: text, n });
    });
    return () => stop.abort();
  }, [small, text]);
  if (small) return sync;
  return counted?.of === text ? counted.n : null;
}
