import { describe, expect, it } from 'vitest';
import { computeDiff, REFINE_MAX_CHARS } from './logic';
import type { DiffResult } from './types';

const exact = { ignoreCase: false, ignoreWhitespace: false };

/** A DiffResult with its typed arrays as plain arrays, for toEqual. */
function plain(r: DiffResult) {
  return {
    ...r,
    blocks: [...r.blocks],
    oldRanges: [...r.oldRanges],
    newRanges: [...r.newRanges],
    oldRangeIndex: [...r.oldRangeIndex],
    newRangeIndex: [...r.newRangeIndex],
    refined: [...r.refined],
  };
}

describe('computeDiff', () => {
  it('line mode: blocks and counts in lines', () => {
    expect(plain(computeDiff('a\nb\nc\n', 'a\nB\nc\nd\n', { mode: 'line', ...exact }))).toEqual({
      mode: 'line',
      blocks: [1, 2, 1, 2, 3, 3, 3, 4],
      oldRanges: [],
      newRanges: [],
      oldRangeIndex: [0, 0, 0],
      newRangeIndex: [0, 0, 0],
      refined: [0, 0],
      stats: { added: 1, removed: 0, changed: 1, changes: 2 },
      notices: [],
      oldLines: 3,
      newLines: 4,
    });
  });
  it('word mode: ranges per block, CRLF against LF noticed but not compared', () => {
    expect(plain(computeDiff('one\r\ntwo\r\nthree\r\n', 'one\nTwo\nthree\nfour', { mode: 'word', ...exact }))).toEqual({
      mode: 'word',
      blocks: [1, 2, 1, 2, 3, 3, 3, 4],
      oldRanges: [0, 3],
      newRanges: [0, 3],
      oldRangeIndex: [0, 1, 1],
      newRangeIndex: [0, 1, 1],
      refined: [1, 0],
      stats: { added: 1, removed: 0, changed: 1, changes: 2 },
      notices: [{ kind: 'lineEndings' }],
      oldLines: 3,
      newLines: 4,
    });
  });
  it('char mode across a multi-line block', () => {
    expect(plain(computeDiff('x\nabc\ndef\ny', 'x\nabd\ndXf\ny', { mode: 'char', ...exact }))).toEqual({
      mode: 'char',
      blocks: [1, 3, 1, 3],
      oldRanges: [2, 3, 5, 6],
      newRanges: [2, 3, 5, 6],
      oldRangeIndex: [0, 2],
      newRangeIndex: [0, 2],
      refined: [1],
      stats: { added: 0, removed: 0, changed: 2, changes: 1 },
      notices: [],
      oldLines: 4,
      newLines: 4,
    });
  });
  it('ignore options make different texts equal', () => {
    const r = computeDiff('Hello  World\nB\n', 'hello world \nb\n', {
      mode: 'line',
      ignoreCase: true,
      ignoreWhitespace: true,
    });
    expect(r.stats).toEqual({ added: 0, removed: 0, changed: 0, changes: 0 });
  });
  it('a missing final line break is a change unless whitespace is ignored', () => {
    expect(computeDiff('a\n', 'a', { mode: 'line', ...exact }).stats.changes).toBe(1);
    expect(computeDiff('a\n', 'a', { mode: 'line', ignoreCase: false, ignoreWhitespace: true }).stats.changes).toBe(0);
  });
  it('without refinement time, blocks are shown whole and counted in words', () => {
    const r = computeDiff(
      'abc\nsame\nxyz zz\n',
      'abd\nsame\nxyw\n',
      { mode: 'word', ...exact },
      { alignMs: 500, refineMs: 0 },
    );
    expect([r.stats, r.notices, [...r.refined]]).toEqual([
      { added: 0, removed: 1, changed: 2, changes: 2 },
      [{ kind: 'refineBudget', skipped: 2 }],
      [0, 0],
    ]);
  });
  it('character comparison that runs out of time says so', () => {
    let t = 0;
    const r = computeDiff(
      'abc\nsame\nxyz\n',
      'abd\nsame\nxyw\n',
      { mode: 'char', ...exact },
      undefined,
      () => (t += 1000),
    );
    expect(plain(r)).toEqual({
      mode: 'char',
      blocks: [0, 3, 0, 3],
      oldRanges: [2, 3, 11, 12],
      newRanges: [2, 3, 11, 12],
      oldRangeIndex: [0, 2],
      newRangeIndex: [0, 2],
      refined: [1],
      stats: { added: 0, removed: 0, changed: 2, changes: 1 },
      notices: [{ kind: 'anchored' }, { kind: 'charTimeout', seconds: 1.5 }],
      oldLines: 3,
      newLines: 3,
    });
  });
  // (How fast: the bench's "2 × 1 MB, 1 % changed" rows, src/tools/text-diff/bench.mjs.)
  it('two 1 MB texts with 1 % of lines changed: line and word mode count exactly the 200 changed lines', () => {
    const a: string[] = [];
    const b: string[] = [];
    for (let i = 0; i < 20000; i++) {
      const line = `${String(i).padStart(5, '0')} lorem ipsum dolor sit amet, consectetur adipiscing elit.`;
      a.push(line);
      b.push(i % 100 === 50 ? line.replace('dolor', 'DOLOR') : line);
    }
    const r = computeDiff(a.join('\n'), b.join('\n'), { mode: 'line', ...exact });
    expect(r.stats).toEqual({ added: 0, removed: 0, changed: 200, changes: 200 });
    const w = computeDiff(a.join('\n'), b.join('\n'), { mode: 'word', ...exact });
    expect(w.stats).toEqual({ added: 0, removed: 0, changed: 200, changes: 200 });
    expect(w.notices).toEqual([]);
  });
  it('a changed line over REFINE_MAX_CHARS is marked as a whole line, with a notice, and still counted', () => {
    const long = 'ab'.repeat(REFINE_MAX_CHARS / 2) + 'c';
    const r = computeDiff(`x\n${long}\n`, `x\n${long.replace(/c$/, 'd')}\n`, { mode: 'char', ...exact });
    expect([...r.refined, r.oldRanges.length, r.newRanges.length]).toEqual([0, 0, 0]);
    expect(r.notices).toEqual([{ kind: 'tooLong', skipped: 1, limit: REFINE_MAX_CHARS }]);
    expect(r.stats).toEqual({ added: 0, removed: 0, changed: REFINE_MAX_CHARS + 1, changes: 1 });
    // Just under the limit the block is refined as usual.
    const short = 'ab'.repeat(REFINE_MAX_CHARS / 2 - 1) + 'c';
    const r2 = computeDiff(short, short.replace(/c$/, 'd'), { mode: 'word', ...exact });
    expect([[...r2.refined], r2.notices]).toEqual([[1], []]);
    // Many short lines adding up to more than the limit are refined (within the time budget) as before.
    const many = (s: string) => Array.from({ length: 70_000 }, (_, i) => `${s}${i % 10}`).join('\n');
    const r3 = computeDiff(many('abc'), many('abd'), { mode: 'char', ...exact }, { alignMs: 50, refineMs: 50 });
    expect(r3.notices.map((n) => n.kind)).not.toContain('tooLong');
  });
});
