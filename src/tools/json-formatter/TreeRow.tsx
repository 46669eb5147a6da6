import type { CSSProperties, ReactNode } from 'react';
import { useToolT } from '../../i18n/useToolT';
import type { NodeSummary } from './tree';
import { PAGE, ROW_PX, expandable, isContainer, type Row } from './treeRows';

interface Props {
  row: Row;
  /** Position in the list, for the row's offset. */
  index: number;
  /** Whether this row is the tree's one tab stop. */
  focusable: boolean;
  open: boolean;
  /** Whether this node is the current search match. */
  isMatch: boolean;
  /** The search text to highlight. */
  query: string;
  /** Focuses a row and scrolls it into view. */
  onFocusRow: (id: string) => void;
  /** Makes a clicked node the tab stop. */
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
  onMore: (row: Extract<Row, { type: 'more' }>) => void;
  onReveal: (offset: number) => void;
}

/** One line of the tree: a node (key and value), "show more", or "loading". */
export function TreeRow({ row, index, focusable, open, isMatch, query, ...on }: Props) {
  const { t, ui } = useToolT('json-formatter');
  const style: CSSProperties = {
    paddingLeft: `${(row.depth - 1) * 1.1 + 0.5}rem`,
    position: 'absolute',
    top: index * ROW_PX,
    left: 0,
    minWidth: '100%',
    height: ROW_PX,
  };
  if (row.type === 'loading') {
    return (
      <div data-row={row.id} role="none" style={style} className="text-slate-600 dark:text-slate-400">
        {ui('working')}
      </div>
    );
  }
  const common = {
    'data-row': row.id,
    role: 'treeitem',
    'aria-level': row.depth,
    'aria-selected': focusable,
    tabIndex: focusable ? 0 : -1,
    style,
  } as const;
  if (row.type === 'more') {
    return (
      <div
        {...common}
        onClick={() => {
          on.onFocusRow(row.id);
          on.onMore(row);
        }}
        className="cursor-pointer pr-2 text-brand-700 hover:underline focus-visible:outline-offset-[-2px] dark:text-brand-100"
      >
        {t('tree.showMore', {
          count: Math.min(PAGE, row.total - row.loaded),
          remaining: (row.total - row.loaded).toLocaleString(),
        })}
      </div>
    );
  }
  const { node } = row;
  const canOpen = expandable(node);
  return (
    <div
      {...common}
      aria-setsize={row.size}
      aria-posinset={row.pos}
      aria-expanded={canOpen ? open : undefined}
      title={t('tree.revealHint')}
      onClick={() => {
        on.onSelect(row.id);
        if (canOpen) on.onToggle(row.id);
      }}
      onDoubleClick={() => on.onReveal(node.start)}
      className={`flex cursor-default items-baseline pr-2 whitespace-nowrap hover:bg-slate-100 focus-visible:outline-offset-[-2px] dark:hover:bg-slate-800 ${
        isMatch ? 'bg-yellow-50 ring-1 ring-yellow-500 ring-inset dark:bg-yellow-950' : ''
      }`}
    >
      <span aria-hidden="true" className="mr-1 inline-block w-3 shrink-0 text-slate-500 dark:text-slate-400">
        {canOpen ? (open ? '▾' : '▸') : ''}
      </span>
      {row.path.length === 0 ? (
        <span className="text-slate-600 italic dark:text-slate-400">{t('tree.root')}</span>
      ) : node.key !== undefined ? (
        <span className="jf-key">
          <Highlight text={node.key} query={query} />
        </span>
      ) : (
        <span className="text-slate-600 dark:text-slate-400">{node.index}</span>
      )}
      <span className="jf-punct mr-1.5">:</span>
      <Value
        node={node}
        query={query}
        label={t(node.kind === 'object' ? 'tree.objectCount' : 'tree.arrayCount', { count: node.count })}
      />
    </div>
  );
}

function Value({ node, query, label }: { node: NodeSummary; query: string; label: string }) {
  if (isContainer(node)) {
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
