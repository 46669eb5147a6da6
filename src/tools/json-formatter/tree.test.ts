import { describe, expect, it } from 'vitest';
import { parse } from './parser';
import type { JsonNode } from './types';
import { childrenOf, nodeAt, searchTree, summarize } from './tree';

function tree(text: string): JsonNode {
  const r = parse(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const DOC = '{"name":"Ada","tags":["x","y\\n"],"n":12345678901234567890,"nested":{"Name":null,"ok":true},"e":{}}';

describe('tree queries', () => {
  it('summarizes the root', () => {
    expect(summarize(tree(DOC), 0)).toEqual({ index: 0, kind: 'object', count: 5, start: 0 });
    expect(summarize(tree(' "hi"'), 0)).toEqual({ index: 0, kind: 'string', preview: 'hi', start: 1 });
  });

  it('lists children with decoded keys and lossless numbers', () => {
    expect(childrenOf(tree(DOC), [], 0, 10)).toEqual({
      total: 5,
      items: [
        { index: 0, key: 'name', kind: 'string', preview: 'Ada', start: 8 },
        { index: 1, key: 'tags', kind: 'array', count: 2, start: 21 },
        { index: 2, key: 'n', kind: 'number', preview: '12345678901234567890', start: 37 },
        { index: 3, key: 'nested', kind: 'object', count: 2, start: 67 },
        { index: 4, key: 'e', kind: 'object', count: 0, start: 95 },
      ],
    });
    expect(childrenOf(tree(DOC), [1], 0, 10)).toEqual({
      total: 2,
      items: [
        { index: 0, kind: 'string', preview: 'x', start: 22 },
        { index: 1, kind: 'string', preview: 'y\n', start: 26 },
      ],
    });
  });

  it('pages through large arrays', () => {
    const big = tree(`[${Array.from({ length: 250 }, (_, i) => i).join(',')}]`);
    const page = childrenOf(big, [], 200, 100);
    expect(page.total).toBe(250);
    expect(page.items.length).toBe(50);
    expect(page.items[0]).toEqual({ index: 200, kind: 'number', preview: '200', start: 691 });
  });

  it('cuts long previews', () => {
    const s = 'a'.repeat(300);
    expect(childrenOf(tree(`["${s}"]`), [], 0, 1).items[0]).toEqual({
      index: 0,
      kind: 'string',
      preview: 'a'.repeat(200),
      cut: true,
      start: 1,
    });
  });

  it('finds nodes by path and returns nothing for bad paths', () => {
    expect(nodeAt(tree(DOC), [3, 1])).toEqual({ kind: 'boolean', raw: 'true', start: 85 });
    expect(nodeAt(tree(DOC), [9])).toBeUndefined();
    expect(nodeAt(tree(DOC), [0, 0])).toBeUndefined();
    expect(childrenOf(tree(DOC), [0], 0, 10)).toEqual({ items: [], total: 0 });
  });

  it('searches keys and values case-insensitively in document order', () => {
    expect(searchTree(tree(DOC), 'name', 10)).toEqual({ paths: [[0], [3, 0]], total: 2 });
    expect(searchTree(tree(DOC), 'Y\n', 10)).toEqual({ paths: [[1, 1]], total: 1 });
    expect(searchTree(tree(DOC), '4567890', 10)).toEqual({ paths: [[2]], total: 1 });
    expect(searchTree(tree(DOC), 'TRUE', 10)).toEqual({ paths: [[3, 1]], total: 1 });
    expect(searchTree(tree(DOC), 'zzz', 10)).toEqual({ paths: [], total: 0 });
    expect(searchTree(tree(DOC), '', 10)).toEqual({ paths: [], total: 0 });
    expect(searchTree(tree('"needle"'), 'need', 10)).toEqual({ paths: [[]], total: 1 });
  });

  it('caps the number of paths but counts every match', () => {
    const big = tree(`[${Array.from({ length: 50 }, () => '"hit"').join(',')}]`);
    const r = searchTree(big, 'hit', 3);
    expect(r).toEqual({ paths: [[0], [1], [2]], total: 50 });
  });
});
