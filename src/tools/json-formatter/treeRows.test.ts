import { describe, expect, it } from 'vitest';
import type { NodeSummary } from './tree';
import { MARGIN_ROWS, buildRows, idOf, moveTarget, pathOf, windowOf, type Entry } from './treeRows';

const value = (index: number, key?: string): NodeSummary => ({ index, key, kind: 'number', preview: '1', start: 0 });
const root: NodeSummary = { index: 0, kind: 'object', count: 3, start: 0 };

describe('tree rows', () => {
  it('ids and paths round-trip, including "more" and "loading" rows', () => {
    expect(idOf([])).toBe('');
    expect(idOf([1, 20, 3])).toBe('1.20.3');
    expect(pathOf('1.20.3')).toEqual([1, 20, 3]);
    expect(pathOf('1.2#more')).toEqual([1, 2]);
    expect(pathOf('#loading')).toEqual([]);
  });

  it('shows only the root when nothing is expanded', () => {
    expect(buildRows(root, new Set(), new Map()).map((r) => r.id)).toEqual(['']);
  });

  it('shows a loading row for an expanded node whose children are not loaded', () => {
    const rows = buildRows(root, new Set(['']), new Map());
    expect(rows.map((r) => [r.type, r.id])).toEqual([
      ['node', ''],
      ['loading', '#loading'],
    ]);
  });

  it('lists loaded children with their depth and position, then a "more" row for the rest', () => {
    const loaded = new Map<string, Entry>([['', { items: [value(0, 'a'), value(1, 'b')], total: 3 }]]);
    const rows = buildRows(root, new Set(['']), loaded);
    expect(rows.map((r) => r.id)).toEqual(['', '0', '1', '#more']);
    expect(rows[1]).toMatchObject({ type: 'node', path: [0], depth: 2, size: 3, pos: 1 });
    expect(rows[2]).toMatchObject({ type: 'node', path: [1], depth: 2, size: 3, pos: 2 });
    expect(rows[3]).toEqual({ type: 'more', id: '#more', path: [], depth: 2, loaded: 2, total: 3 });
  });

  it('nests expanded children under their parent and skips collapsed ones', () => {
    const child: NodeSummary = { index: 0, key: 'list', kind: 'array', count: 1, start: 1 };
    const loaded = new Map<string, Entry>([
      ['', { items: [child], total: 1 }],
      ['0', { items: [value(0)], total: 1 }],
    ]);
    const one: NodeSummary = { ...root, count: 1 };
    expect(buildRows(one, new Set(['', '0']), loaded).map((r) => r.id)).toEqual(['', '0', '0.0']);
    expect(buildRows(one, new Set(['']), loaded).map((r) => r.id)).toEqual(['', '0']);
  });

  it('renders all of a short list and a window of a long one, plus the focused row', () => {
    expect(windowOf(5, 0, 100, 0)).toEqual([0, 1, 2, 3, 4]);
    const w = windowOf(10_000, 24 * 1000, 240, 0);
    expect(w[0]).toBe(0); // the focused row stays rendered, so it keeps the tab stop
    expect(w[1]).toBe(1000 - MARGIN_ROWS);
    expect(w[w.length - 1]).toBe(1010 + MARGIN_ROWS - 1);
    expect(windowOf(10_000, 0, 240, 9_999).slice(-1)).toEqual([9_999]);
  });

  it('moves focus with the arrow keys, Home and End, within the list', () => {
    expect(moveTarget('ArrowDown', 3, 10)).toBe(4);
    expect(moveTarget('ArrowDown', 9, 10)).toBe(9);
    expect(moveTarget('ArrowUp', 0, 10)).toBe(0);
    expect(moveTarget('Home', 5, 10)).toBe(0);
    expect(moveTarget('End', 5, 10)).toBe(9);
    expect(moveTarget('ArrowRight', 5, 10)).toBeNull();
  });
});
