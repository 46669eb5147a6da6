/**
 * Search in the tree view: the worker finds the paths of matching nodes (debounced while typing), the first
 * match is revealed, and `step` moves through the others.
 */
import { useEffect, useRef, useState } from 'react';
import { isCancelled, type WorkerClient } from '../../lib/worker';
import type { JsonProtocol } from './protocol';

const SEARCH_LIMIT = 1000;
const DEBOUNCE_MS = 250;

export interface Matches {
  paths: number[][];
  total: number;
  /** The query these matches are for (the text shown highlighted). */
  query: string;
}

export function useTreeSearch(
  client: WorkerClient<JsonProtocol>,
  version: number,
  reveal: (path: number[]) => void | Promise<void>,
) {
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<Matches | null>(null);
  const [current, setCurrent] = useState(0);
  const versionRef = useRef(version);
  versionRef.current = version;
  const revealRef = useRef(reveal);
  revealRef.current = reveal;

  useEffect(() => setMatches(null), [version]);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setMatches(null);
      return undefined;
    }
    const v = version;
    const timer = window.setTimeout(() => {
      client
        .request('search', { version: v, query: q, limit: SEARCH_LIMIT })
        .then((res) => {
          if (res.stale || v !== versionRef.current) return;
          setMatches({ paths: res.paths, total: res.total, query: q });
          setCurrent(0);
          if (res.paths[0]) void revealRef.current(res.paths[0]);
        })
        .catch((err: unknown) => {
          if (!isCancelled(err)) console.error('Tree search failed', err);
        });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, version, client]);

  /** Moves to the next (1) or previous (-1) match, wrapping around. */
  const step = (delta: number) => {
    if (!matches || matches.paths.length === 0) return;
    const n = matches.paths.length;
    const next = (current + delta + n) % n;
    setCurrent(next);
    void revealRef.current(matches.paths[next]!);
  };

  return { query, setQuery, matches, current, step };
}
