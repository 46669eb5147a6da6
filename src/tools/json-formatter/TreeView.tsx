import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { WorkerClient } from '../../lib/worker';
import { useToolT } from '../../i18n/useToolT';
import type { JsonProtocol } from './protocol';
import type { NodeSummary } from './tree';
import { TreeRow } from './TreeRow';
import { PAGE, ROW_PX, expandable, idOf, moveTarget, windowOf, type Row } from './treeRows';
import { TreeSearchBar } from './TreeSearchBar';
import { useTreeData } from './useTreeData';
import { useTreeSearch } from './useTreeSearch';

interface Props {
  client: WorkerClient<JsonProtocol>;
  /** Version of the tree held by the worker. */
  version: number;
  root: NodeSummary;
  /** Moves the input editor's cursor to an offset. */
  onReveal: (offset: number) => void;
  className?: string;
}

/**
 * A lazily loaded, keyboard-navigable tree of the parsed input: children are fetched from the worker a page
 * at a time when a node is expanded, so even a 10 MB document renders only what is open.
 */
export function TreeView({ client, version, root, onReveal, className = '' }: Props) {
  const { t } = useToolT('json-formatter');
  const { rows, expanded, toggle, load, expandTo, loadError } = useTreeData(client, version, root);
  const [focusId, setFocusId] = useState('');
  const treeRef = useRef<HTMLDivElement>(null);
  /** The row to scroll to (and focus) once it is rendered. */
  const scrollTo = useRef<string | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(600);

  const focusRow = (id: string) => {
    setFocusId(id);
    scrollTo.current = id;
  };
  const search = useTreeSearch(client, version, async (path) => {
    await expandTo(path);
    focusRow(idOf(path));
  });

  useEffect(() => {
    const el = treeRef.current;
    if (!el) return undefined;
    const ro = new ResizeObserver(() => setViewHeight(el.clientHeight));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Scroll to (and, when the tree has focus, focus) the row asked for; it may need a render to appear, so this
  // runs after every render until the row is there (it then clears scrollTo, and setScrollTop settles).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- no dependency list on purpose
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

  const { matches, current } = search;
  const currentMatchId = matches?.paths[current] ? idOf(matches.paths[current]) : null;
  const focusIndex = Math.max(
    0,
    rows.findIndex((r) => r.id === focusId),
  );
  const more = (row: Extract<Row, { type: 'more' }>) => void load(row.path, row.loaded + PAGE);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const row = rows[focusIndex];
    if (!row) return;
    const target = moveTarget(e.key, focusIndex, rows.length);
    const move = (i: number) => rows[i] && focusRow(rows[i].id);
    const canOpen = row.type === 'node' && expandable(row.node);
    let handled = true;
    if (target !== null) move(target);
    else if (e.key === 'ArrowRight') {
      if (canOpen && !expanded.has(row.id)) toggle(row.id, true);
      else if (canOpen) move(focusIndex + 1);
    } else if (e.key === 'ArrowLeft') {
      if (canOpen && expanded.has(row.id)) toggle(row.id, false);
      else if (row.type === 'more') focusRow(idOf(row.path));
      else if (row.type === 'node' && row.path.length > 0) focusRow(idOf(row.path.slice(0, -1)));
    } else if (e.key === 'Enter') {
      if (row.type === 'more') more(row);
      else if (row.type === 'node') onReveal(row.node.start);
    } else if (e.key === ' ') {
      if (canOpen) toggle(row.id);
      else if (row.type === 'more') more(row);
    } else handled = false;
    if (handled) e.preventDefault();
  };

  return (
    <div className={`flex min-h-0 flex-col ${className}`}>
      <TreeSearchBar
        query={search.query}
        onQuery={search.setQuery}
        matches={matches}
        current={current}
        onStep={search.step}
      />
      {loadError && (
        <p className="error-text px-3 pt-2" role="alert">
          {t('tree.loadFailed')}
        </p>
      )}
      <div
        ref={treeRef}
        role="tree"
        aria-label={t('tree.label')}
        className="relative min-h-0 flex-1 overflow-auto font-mono text-[13px] leading-6"
        onKeyDown={onKeyDown}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      >
        <div style={{ height: rows.length * ROW_PX }} aria-hidden="true" />
        {windowOf(rows.length, scrollTop, viewHeight, focusIndex).map((i) => {
          const row = rows[i]!;
          return (
            <TreeRow
              key={row.id}
              row={row}
              index={i}
              focusable={i === focusIndex}
              open={expanded.has(row.id)}
              isMatch={currentMatchId === row.id}
              query={matches?.query ?? ''}
              onFocusRow={focusRow}
              onSelect={setFocusId}
              onToggle={toggle}
              onMore={more}
              onReveal={onReveal}
            />
          );
        })}
      </div>
    </div>
  );
}
