import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonWorkerClient } from './client';
import type { NodeSummary } from './tree';

/** Children fetched per "show more". */
export const PAGE = 100;
/** Every row is one line of this height, so long lists can be windowed. */
const ROW_PX = 24;
/** Up to this many rows are all rendered; longer lists render what is in view (plus a margin). */
const RENDER_ALL = 400;
const MARGIN_ROWS = 15;
const SEARCH_LIMIT = 1000;

interface Props {
  client: JsonWorkerClient;
  /** Version of the tree held by the worker. */
  version: number;
  root: NodeSummary;
  /** Moves the input editor's cursor to an offset. */
  onReveal: (offset: number) => void;
  className?: string;
}

type Row =
  | { type: 'node'; id: string; path: number[]; node: NodeSummary; depth: number; size: number; pos: number }
  | { type: 'more'; id: string; path: number[]; depth: number; loaded: number; total: number }
  | { type: 'loading'; id: string; depth: number };

type Entry = { items: NodeSummary[]; total: number };

const idOf = (path: readonly number[]) => path.join('.');
const isContainer = (n: NodeSummary) => n.kind === 'object' || n.kind === 'array';

/** Splits `text` around case-insensitive occurrences of `query`, marking the hits. */
function Highlight({ text, query }: { text: string; query: string }) {
  if (!query) return <>{text}</>;
  const lower = text.toLowerCase();
  const q = query.toLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  for (let i = lower.indexOf(q); i >= 0 && parts.length < 40; i = lower.indexOf(q, from)) {
    if (i > from) parts.push(text.slice(from, i));
    parts.push(
      <mark key={i} className="rounded-sm bg-yellow-200 text-slate-900 dark:bg-yellow-300 dark:text-slate-900">
        {text.slice(i, i + q.length)}
      </mark>,
    );
    from = i + q.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

/**
 * A lazily loaded, keyboard-navigable tree of the parsed input: children are fetched from the worker a page
 * at a time when a node is expanded, so even a 10 MB document renders only what is open.
 */
export function TreeView({ client, version, root, onReveal, className = '' }: Props) {
  const { t } = useTranslation('tools');
  const tr = (key: string, opts?: Record<string, unknown>) => t(`json-formatter.tree.${key}`, opts ?? {});
  const searchId = useId();
  /** Bumped whenever `cache` changes, so the row list is rebuilt. */
  const [cacheTick, bumpCache] = useReducer((x: number) => x + 1, 0);
  const cache = useRef({ version, map: new Map<string, Entry>() });
  const inflight = useRef(new Map<string, Promise<void>>());
  const versionRef = useRef(version);
  if (cache.current.version !== version) {
    // A new document: forget loaded children (expanded paths are kept where they still exist). Done during
    // render so no row of the old document is ever shown with the new one; it is idempotent.
    cache.current = { version, map: new Map() };
    inflight.current = new Map();
    versionRef.current = version;
  }
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(['']));
  const [focusId, setFocusId] = useState('');
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<{ paths: number[][]; total: number; query: string } | null>(null);
  const [current, setCurrent] = useState(0);
  const [loadError, setLoadError] = useState(false);
  const treeRef = useRef<HTMLDivElement>(null);
  const scrollTo = useRef<string | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(600);

  useEffect(() => {
    const el = treeRef.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setViewHeight(el.clientHeight));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  useEffect(() => setMatches(null), [version]);

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
        .request({ type: 'children', version: v, path, offset: have, limit })
        .then((res) => {
          if (res.stale || v !== versionRef.current) return;
          const prev = map.get(id);
          map.set(id, { items: [...(prev?.items ?? []), ...res.items], total: res.total });
          bumpCache();
        })
        .catch((err: unknown) => {
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

  const rows = useMemo(() => {
    const out: Row[] = [];
    const visit = (node: NodeSummary, path: number[], depth: number, size: number, pos: number) => {
      const id = idOf(path);
      out.push({ type: 'node', id, path, node, depth, size, pos });
      if (!isContainer(node) || !expanded.has(id) || !node.count) return;
      const entry = cache.current.map.get(id);
      if (!entry) {
        out.push({ type: 'loading', id: `${id}#loading`, depth: depth + 1 });
        return;
      }
      entry.items.forEach((child, i) => visit(child, [...path, child.index], depth + 1, entry.total, i + 1));
      if (entry.items.length < entry.total) {
        out.push({
          type: 'more',
          id: `${id}#more`,
          path,
          depth: depth + 1,
          loaded: entry.items.length,
          total: entry.total,
        });
      }
    };
    visit(root, [], 1, 1, 1);
    return out;
  }, [root, expanded, cacheTick]);

  // Fetch the first page of every expanded node that has none yet.
  useEffect(() => {
    for (const row of rows) if (row.type === 'loading') void load(pathOf(row.id), PAGE);
  }, [rows, load]);

  // Scroll to (and, when the tree has focus, focus) the row asked for; it may need a render to appear.
  useEffect(() => {
    const target = scrollTo.current;
    const tree = treeRef.current;
    if (target === null || !tree) return;
    const index = rows.findIndex((r) => r.id === target);
    if (index < 0) return; // not loaded yet
    const top = index * ROW_PX;
    if (top < tree.scrollTop) tree.scrollTop = top;
    else if (top + ROW_PX > tree.scrollTop + tree.clientHeight) tree.scrollTop = top + ROW_PX - tree.clientHeight;
    setScrollTop(tree.scrollTop);
    const el = tree.querySelector<HTMLElement>(`[data-row="${CSS.escape(target)}"]`);
    if (el) {
      if (tree.contains(document.activeElement)) el.focus({ preventScroll: true });
      scrollTo.current = null;
    }
  });

  const toggle = (id: string, open?: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      const willOpen = open ?? !next.has(id);
      if (willOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  const focusRow = (id: string) => {
    setFocusId(id);
    scrollTo.current = id;
  };

  /** Expands every ancestor of `path`, loads enough children to show it, and scrolls to it. */
  const reveal = useCallback(
    async (path: number[]) => {
      const ancestors: string[] = [];
      for (let d = 0; d < path.length; d++) {
        const prefix = path.slice(0, d);
        ancestors.push(idOf(prefix));
        await load(prefix, path[d]! + 1);
      }
      setExpanded((prev) => {
        const next = new Set(prev);
        for (const a of ancestors) next.add(a);
        return next;
      });
      setFocusId(idOf(path));
      scrollTo.current = idOf(path);
    },
    [load],
  );

  // Search, debounced; the first match is revealed.
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setMatches(null);
      return;
    }
    const v = version;
    const timer = window.setTimeout(() => {
      client
        .request({ type: 'search', version: v, query: q, limit: SEARCH_LIMIT })
        .then((res) => {
          if (res.stale || v !== versionRef.current) return;
          setMatches({ paths: res.paths, total: res.total, query: q });
          setCurrent(0);
          if (res.paths[0]) void reveal(res.paths[0]);
        })
        .catch((err: unknown) => console.error('Tree search failed', err));
    }, 250);
    return () => window.clearTimeout(timer);
  }, [query, version, client, reveal]);

  const step = (delta: number) => {
    if (!matches || matches.paths.length === 0) return;
    const n = matches.paths.length;
    const next = (current + delta + n) % n;
    setCurrent(next);
    void reveal(matches.paths[next]!);
  };

  const currentMatchId = matches?.paths[current] ? idOf(matches.paths[current]) : null;
  const focusIndex = Math.max(
    0,
    rows.findIndex((r) => r.id === focusId),
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const row = rows[focusIndex];
    if (!row) return;
    let handled = true;
    const move = (i: number) => {
      const target = rows[Math.max(0, Math.min(rows.length - 1, i))];
      if (target) focusRow(target.id);
    };
    switch (e.key) {
      case 'ArrowDown':
        move(focusIndex + 1);
        break;
      case 'ArrowUp':
        move(focusIndex - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row.type === 'node' && isContainer(row.node) && row.node.count) {
          if (!expanded.has(row.id)) toggle(row.id, true);
          else move(focusIndex + 1);
        }
        break;
      case 'ArrowLeft':
        if (row.type === 'node' && expanded.has(row.id) && isContainer(row.node) && row.node.count) {
          toggle(row.id, false);
        } else if (row.type !== 'loading') {
          const parentPath = row.type === 'more' ? row.path : row.path.slice(0, -1);
          if (row.type === 'more' || row.path.length > 0) focusRow(idOf(parentPath));
        }
        break;
      case 'Enter':
        if (row.type === 'more') void load(row.path, row.loaded + PAGE);
        else if (row.type === 'node') onReveal(row.node.start);
        break;
      case ' ':
        if (row.type === 'node' && isContainer(row.node) && row.node.count) toggle(row.id);
        else if (row.type === 'more') void load(row.path, row.loaded + PAGE);
        break;
      default:
        handled = false;
    }
    if (handled) e.preventDefault();
  };

  const q = matches?.query ?? '';

  return (
    <div className={`flex min-h-0 flex-col ${className}`}>
      <form
        role="search"
        className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-2 dark:border-slate-700"
        onSubmit={(e) => {
          e.preventDefault();
          step(1);
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          {tr('search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && e.shiftKey) {
              e.preventDefault();
              step(-1);
            }
          }}
          placeholder={tr('searchPlaceholder')}
          className="field min-w-0 flex-1 py-1"
          autoComplete="off"
          spellCheck={false}
        />
        <button
          type="button"
          className="btn px-2"
          onClick={() => step(-1)}
          disabled={!matches?.paths.length}
          aria-label={tr('prev')}
          title={tr('prev')}
        >
          ↑
        </button>
        <button
          type="submit"
          className="btn px-2"
          disabled={!matches?.paths.length}
          aria-label={tr('next')}
          title={tr('next')}
        >
          ↓
        </button>
        <span className="min-w-16 text-xs text-slate-600 tabular-nums dark:text-slate-400" aria-live="polite">
          {matches
            ? matches.total === 0
              ? tr('noMatches')
              : matches.total > matches.paths.length
                ? tr('matchesCapped', { current: current + 1, total: matches.total, shown: matches.paths.length })
                : tr('matches', { current: current + 1, total: matches.total })
            : ''}
        </span>
      </form>
      {loadError && (
        <p className="error-text px-3 pt-2" role="alert">
          {tr('loadFailed')}
        </p>
      )}
      <div
        ref={treeRef}
        role="tree"
        aria-label={tr('label')}
        className="relative min-h-0 flex-1 overflow-auto font-mono text-[13px] leading-6"
        onKeyDown={onKeyDown}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      >
        <div style={{ height: rows.length * ROW_PX }} aria-hidden="true" />
        {windowOf(rows.length, scrollTop, viewHeight, focusIndex).map((i) => {
          const row = rows[i]!;
          const focusable = i === focusIndex;
          const pad = {
            paddingLeft: `${(row.depth - 1) * 1.1 + 0.5}rem`,
            position: 'absolute',
            top: i * ROW_PX,
            left: 0,
            minWidth: '100%',
            height: ROW_PX,
          } as const;
          if (row.type === 'loading') {
            return (
              <div
                key={row.id}
                data-row={row.id}
                role="none"
                style={pad}
                className="text-slate-600 dark:text-slate-400"
              >
                {t('ui.working')}
              </div>
            );
          }
          if (row.type === 'more') {
            return (
              <div
                key={row.id}
                data-row={row.id}
                role="treeitem"
                aria-level={row.depth}
                aria-selected={focusable}
                tabIndex={focusable ? 0 : -1}
                style={pad}
                onClick={() => {
                  focusRow(row.id);
                  void load(row.path, row.loaded + PAGE);
                }}
                className="cursor-pointer pr-2 text-brand-700 hover:underline focus-visible:outline-offset-[-2px] dark:text-brand-100"
              >
                {tr('showMore', {
                  count: Math.min(PAGE, row.total - row.loaded),
                  remaining: (row.total - row.loaded).toLocaleString(),
                })}
              </div>
            );
          }
          const { node } = row;
          const open = expanded.has(row.id);
          const container = isContainer(node);
          const isMatch = currentMatchId === row.id;
          return (
            <div
              key={row.id}
              data-row={row.id}
              role="treeitem"
              aria-level={row.depth}
              aria-setsize={row.size}
              aria-posinset={row.pos}
              aria-expanded={container && node.count ? open : undefined}
              aria-selected={focusable}
              tabIndex={focusable ? 0 : -1}
              style={pad}
              title={tr('revealHint')}
              onClick={() => {
                setFocusId(row.id);
                if (container && node.count) toggle(row.id);
              }}
              onDoubleClick={() => onReveal(node.start)}
              className={`flex cursor-default items-baseline pr-2 whitespace-nowrap hover:bg-slate-100 focus-visible:outline-offset-[-2px] dark:hover:bg-slate-800 ${
                isMatch ? 'bg-yellow-50 ring-1 ring-yellow-500 ring-inset dark:bg-yellow-950' : ''
              }`}
            >
              <span aria-hidden="true" className="mr-1 inline-block w-3 shrink-0 text-slate-500 dark:text-slate-400">
                {container && node.count ? (open ? '▾' : '▸') : ''}
              </span>
              {row.path.length === 0 ? (
                <span className="text-slate-600 italic dark:text-slate-400">{tr('root')}</span>
              ) : node.key !== undefined ? (
                <span className="jf-key">
                  <Highlight text={node.key} query={q} />
                </span>
              ) : (
                <span className="text-slate-600 dark:text-slate-400">{node.index}</span>
              )}
              <span className="jf-punct mr-1.5">:</span>
              <Value
                node={node}
                query={q}
                label={tr(node.kind === 'object' ? 'objectCount' : 'arrayCount', { count: node.count })}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

function Value({ node, query, label }: { node: NodeSummary; query: string; label: string }) {
  if (node.kind === 'object' || node.kind === 'array') {
    const [open, close] = node.kind === 'object' ? ['{', '}'] : ['[', ']'];
    return (
      <span className="text-slate-600 dark:text-slate-400" title={label}>
        {open}
        {node.count}
        {close}
        <span className="sr-only"> {label}</span>
      </span>
    );
  }
  // Strings are shown as JSON literals, so line breaks and quotes stay visible.
  const text = node.kind === 'string' ? JSON.stringify(node.preview ?? '').slice(1, -1) : (node.preview ?? '');
  const cls = node.kind === 'string' ? 'jf-string' : node.kind === 'number' ? 'jf-number' : 'jf-literal';
  return (
    <span className={`${cls} truncate`}>
      {node.kind === 'string' && '"'}
      <Highlight text={text} query={query} />
      {node.cut && '…'}
      {node.kind === 'string' && '"'}
    </span>
  );
}

/** Indexes of the rows to render: all of a short list, else those in view plus a margin, plus the focused one. */
function windowOf(count: number, scrollTop: number, height: number, focusIndex: number): number[] {
  const first = count <= RENDER_ALL ? 0 : Math.max(0, Math.floor(scrollTop / ROW_PX) - MARGIN_ROWS);
  const last = count <= RENDER_ALL ? count : Math.min(count, Math.ceil((scrollTop + height) / ROW_PX) + MARGIN_ROWS);
  const out: number[] = [];
  if (focusIndex < first && focusIndex < count) out.push(focusIndex);
  for (let i = first; i < last; i++) out.push(i);
  if (focusIndex >= last && focusIndex < count) out.push(focusIndex);
  return out;
}

function pathOf(rowId: string): number[] {
  const id = rowId.replace(/#.*$/, '');
  return id === '' ? [] : id.split('.').map(Number);
}
