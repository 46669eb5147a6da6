/**
 * The tree view's data: which nodes are expanded, the children loaded from the worker so far (a page at a
 * time), and the rows that follow from them. Everything loaded belongs to one tree `version`; a new version
 * (new input) starts over, keeping the expanded paths that still exist.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { isCancelled, type WorkerClient } from '../../lib/worker';
import type { JsonProtocol } from './protocol';
import type { NodeSummary } from './tree';
import { PAGE, buildRows, idOf, pathOf, type Entry } from './treeRows';

export function useTreeData(client: WorkerClient<JsonProtocol>, version: number, root: NodeSummary) {
  /** Bumped whenever `cache` changes, so the row list is rebuilt. */
  const [cacheTick, bumpCache] = useReducer((x: number) => x + 1, 0);
  const cache = useRef({ version, map: new Map<string, Entry>() });
  const inflight = useRef(new Map<string, Promise<void>>());
  const versionRef = useRef(version);
  if (cache.current.version !== version) {
    // A new document: forget loaded children. Done during render so no row of the old document is ever shown
    // with the new one; it is idempotent.
    cache.current = { version, map: new Map() };
    inflight.current = new Map();
    versionRef.current = version;
  }
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(['']));
  const [loadError, setLoadError] = useState(false);

  /** Loads the children of `path` until at least `upTo` of them (or all) are there. */
  const load = useCallback(
    (path: number[], upTo: number): Promise<void> => {
      const id = idOf(path);
      const entry = cache.current.map.get(id);
      const have = entry?.items.length ?? 0;
      if (entry && have >= Math.min(upTo, entry.total)) return Promise.resolve();
      const running = inflight.current.get(id);
      if (running) return running.then(() => load(path, upTo));
      const v = versionRef.current;
      const map = cache.current.map;
      const limit = Math.max(PAGE, Math.ceil((upTo - have) / PAGE) * PAGE);
      const p = client
        .request('children', { version: v, path, offset: have, limit })
        .then((res) => {
          if (res.stale || v !== versionRef.current) return;
          const prev = map.get(id);
          map.set(id, { items: [...(prev?.items ?? []), ...res.items], total: res.total });
          bumpCache();
        })
        .catch((err: unknown) => {
          // A cancelled worker lost the tree; the island checks the input again and shows the new one.
          if (isCancelled(err)) return;
          console.error('Tree: could not load children of', path, err);
          setLoadError(true);
        })
        .finally(() => {
          if (inflight.current.get(id) === p) inflight.current.delete(id);
        });
      inflight.current.set(id, p);
      return p;
    },
    [client],
  );

  // cacheTick stands for the contents of cache.current, which a ref cannot announce, and version for a new cache.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- both are read through cache.current
  const rows = useMemo(() => buildRows(root, expanded, cache.current.map), [root, expanded, cacheTick, version]);

  // Fetch the first page of every expanded node that has none yet.
  useEffect(() => {
    for (const row of rows) if (row.type === 'loading') void load(pathOf(row.id), PAGE);
  }, [rows, load]);

  const toggle = useCallback(
    (id: string, open?: boolean) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (open ?? !next.has(id)) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  /** Expands every ancestor of `path` and loads enough children for it to be shown. */
  const expandTo = useCallback(
    async (path: number[]) => {
      const ancestors: string[] = [];
      for (let d = 0; d < path.length; d++) {
        const prefix = path.slice(0, d);
        ancestors.push(idOf(prefix));
        await load(prefix, path[d]! + 1);
      }
      setExpanded((prev) => new Set([...prev, ...ancestors]));
    },
    [load],
  );

  return { rows, expanded, toggle, load, expandTo, loadError };
}
