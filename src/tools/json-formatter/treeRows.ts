/**
 * The tree view's rows, as pure functions: which nodes are shown given what is expanded and which children
 * have been loaded, and which of them to render when the list is long (every row is one fixed-height line).
 */
import type { NodeSummary } from './tree';

/** Children fetched per "show more". */
export const PAGE = 100;
/** Every row is one line of this height, so long lists can be windowed. */
export const ROW_PX = 24;
/** Up to this many rows are all rendered; longer lists render what is in view (plus a margin). */
export const RENDER_ALL = 400;
export const MARGIN_ROWS = 15;

export type Row =
  | { type: 'node'; id: string; path: number[]; node: NodeSummary; depth: number; size: number; pos: number }
  | { type: 'more'; id: string; path: number[]; depth: number; loaded: number; total: number }
  | { type: 'loading'; id: string; depth: number };

/** The children of one node loaded so far, and how many it has. */
export interface Entry {
  items: NodeSummary[];
  total: number;
}

/** A row's id: the child indexes from the root joined with dots ('' for the root). */
export const idOf = (path: readonly number[]) => path.join('.');
export const isContainer = (n: NodeSummary) => n.kind === 'object' || n.kind === 'array';
/** Whether a node can be expanded (a container with children). */
export const expandable = (n: NodeSummary) => isContainer(n) && !!n.count;

/** The path of a row id, including the ids of "more" and "loading" rows (`1.2#more` → [1, 2]). */
export function pathOf(rowId: string): number[] {
  const id = rowId.replace(/#.*$/, '');
  return id === '' ? [] : id.split('.').map(Number);
}

/**
 * The rows shown, in order: every node whose ancestors are all expanded, a "loading" row for an expanded
 * node whose children are not loaded yet, and a "more" row after a partly loaded list.
 */
export function buildRows(root: NodeSummary, expanded: ReadonlySet<string>, loaded: ReadonlyMap<string, Entry>): Row[] {
  const out: Row[] = [];
  const visit = (node: NodeSummary, path: number[], depth: number, size: number, pos: number) => {
    const id = idOf(path);
    out.push({ type: 'node', id, path, node, depth, size, pos });
    if (!isContainer(node) || !expanded.has(id) || !node.count) return;
    const entry = loaded.get(id);
    if (!entry) {
      out.push({ type: 'loading', id: `${id}#loading`, depth: depth + 1 });
      return;
    }
    entry.items.forEach((child, i) => visit(child, [...path, child.index], depth + 1, entry.total, i + 1));
    if (entry.items.length < entry.total) {
      const more = { type: 'more', id: `${id}#more`, path, depth: depth + 1 } as const;
      out.push({ ...more, loaded: entry.items.length, total: entry.total });
    }
  };
  visit(root, [], 1, 1, 1);
  return out;
}

/** Indexes of the rows to render: all of a short list, else those in view plus a margin, plus the focused one. */
export function windowOf(count: number, scrollTop: number, height: number, focusIndex: number): number[] {
  const first = count <= RENDER_ALL ? 0 : Math.max(0, Math.floor(scrollTop / ROW_PX) - MARGIN_ROWS);
  const last = count <= RENDER_ALL ? count : Math.min(count, Math.ceil((scrollTop + height) / ROW_PX) + MARGIN_ROWS);
  const out: number[] = [];
  if (focusIndex < first && focusIndex < count) out.push(focusIndex);
  for (let i = first; i < last; i++) out.push(i);
  if (focusIndex >= last && focusIndex < count) out.push(focusIndex);
  return out;
}

/** The row the arrow, Home and End keys move focus to, or null when the key does not move it. */
export function moveTarget(key: string, focusIndex: number, count: number): number | null {
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i));
  if (key === 'ArrowDown') return clamp(focusIndex + 1);
  if (key === 'ArrowUp') return clamp(focusIndex - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return Math.max(0, count - 1);
  return null;
}
