/**
 * Read-only queries on a parsed tree for the lazy tree view: the view asks for one page of children at a
 * time, and search returns paths (child indexes from the root), so a 10 MB document never becomes DOM.
 */
import { decodeString } from './parser';
import type { JsonNode, Kind } from './types';

/** One row of the tree view. */
export interface NodeSummary {
  /** Index in the parent (0 for the root). */
  index: number;
  /** Decoded property name when the parent is an object. */
  key?: string;
  kind: Kind;
  /** Primitive values: decoded string or number/literal source text, cut to PREVIEW_CHARS. */
  preview?: string;
  /** Whether `preview` was cut. */
  cut?: boolean;
  /** Containers: number of children. */
  count?: number;
  /** Offset of the value in the parsed text. */
  start: number;
}

export const PREVIEW_CHARS = 200;

function cut(s: string): { preview: string; cut?: boolean } {
  return s.length > PREVIEW_CHARS ? { preview: s.slice(0, PREVIEW_CHARS), cut: true } : { preview: s };
}

/** Decoded text of a primitive, as the tree shows and search matches it. */
export function primitiveText(node: JsonNode): string {
  if (node.kind === 'object' || node.kind === 'array') return '';
  return node.kind === 'string' ? decodeString(node.raw) : node.raw;
}

export function summarize(node: JsonNode, index: number, key?: string): NodeSummary {
  const base: NodeSummary = { index, kind: node.kind, start: node.start };
  if (key !== undefined) base.key = key.length > PREVIEW_CHARS ? `${key.slice(0, PREVIEW_CHARS)}…` : key;
  if (node.kind === 'object') base.count = node.keys.length;
  else if (node.kind === 'array') base.count = node.items.length;
  else Object.assign(base, cut(primitiveText(node)));
  return base;
}

/** The node at a path of child indexes, or undefined when the path does not exist. */
export function nodeAt(root: JsonNode, path: readonly number[]): JsonNode | undefined {
  let node: JsonNode | undefined = root;
  for (const i of path) {
    if (!node) return undefined;
    if (node.kind === 'object') node = node.values[i];
    else if (node.kind === 'array') node = node.items[i];
    else return undefined;
  }
  return node;
}

/** A page of the children of the node at `path`. */
export function childrenOf(
  root: JsonNode,
  path: readonly number[],
  offset: number,
  limit: number,
): { items: NodeSummary[]; total: number } {
  const node = nodeAt(root, path);
  if (!node || (node.kind !== 'object' && node.kind !== 'array')) return { items: [], total: 0 };
  const total = node.kind === 'object' ? node.keys.length : node.items.length;
  const items: NodeSummary[] = [];
  const end = Math.min(total, offset + limit);
  for (let i = Math.max(0, offset); i < end; i++) {
    items.push(
      node.kind === 'object'
        ? summarize(node.values[i]!, i, decodeString(node.keys[i]!))
        : summarize(node.items[i]!, i),
    );
  }
  return { items, total };
}

/**
 * Nodes whose property name or primitive value contains `query` (case-insensitive), in document order.
 * Returns at most `limit` paths and the total number of matches.
 */
export function searchTree(root: JsonNode, query: string, limit: number): { paths: number[][]; total: number } {
  const q = query.toLowerCase();
  const paths: number[][] = [];
  let total = 0;
  if (q === '') return { paths, total };
  const hit = (path: number[]) => {
    total++;
    if (paths.length < limit) paths.push(path);
  };
  if (root.kind !== 'object' && root.kind !== 'array') {
    if (primitiveText(root).toLowerCase().includes(q)) hit([]);
    return { paths, total };
  }
  // Iterative pre-order walk; `index[d]` is the next child of `nodes[d]`.
  const nodes: JsonNode[] = [root];
  const index: number[] = [0];
  while (nodes.length > 0) {
    const d = nodes.length - 1;
    const n = nodes[d]!;
    const children = n.kind === 'object' ? n.values : n.kind === 'array' ? n.items : [];
    const i = index[d]!;
    if (i >= children.length) {
      nodes.pop();
      index.pop();
      continue;
    }
    index[d] = i + 1;
    const child = children[i]!;
    const keyMatch = n.kind === 'object' && decodeString(n.keys[i]!).toLowerCase().includes(q);
    const valueMatch =
      child.kind !== 'object' && child.kind !== 'array' && primitiveText(child).toLowerCase().includes(q);
    if (keyMatch || valueMatch) hit(index.map((x) => x - 1));
    if ((child.kind === 'object' && child.keys.length > 0) || (child.kind === 'array' && child.items.length > 0)) {
      nodes.push(child);
      index.push(0);
    }
  }
  return { paths, total };
}
