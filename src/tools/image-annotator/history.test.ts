import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, canRedo, canUndo, historyReducer, initHistory, type History } from './history';

type H = History<string>;
const run = (h: H, ...actions: Parameters<typeof historyReducer<string>>[1][]) =>
  actions.reduce((acc, a) => historyReducer(acc, a), h);

describe('historyReducer', () => {
  it('commits, undoes and redoes in order', () => {
    const h = run(initHistory('a'), { type: 'commit', state: 'b' }, { type: 'commit', state: 'c' });
    expect(h).toEqual({ past: ['a', 'b'], present: 'c', future: [] });
    const u = run(h, { type: 'undo' }, { type: 'undo' });
    expect(u).toEqual({ past: [], present: 'a', future: ['b', 'c'] });
    expect(canUndo(u)).toBe(false);
    expect(canRedo(u)).toBe(true);
    expect(run(u, { type: 'redo' })).toEqual({ past: ['a'], present: 'b', future: ['c'] });
  });

  it('a commit after an undo forgets the redo steps', () => {
    const h = run(initHistory('a'), { type: 'commit', state: 'b' }, { type: 'undo' }, { type: 'commit', state: 'x' });
    expect(h).toEqual({ past: ['a'], present: 'x', future: [] });
  });

  it('undo and redo at the ends, and committing the same state, change nothing', () => {
    const h = initHistory('a');
    expect(run(h, { type: 'undo' })).toBe(h);
    expect(run(h, { type: 'redo' })).toBe(h);
    expect(run(h, { type: 'commit', state: 'a' })).toBe(h);
  });

  it('reset starts a new record', () => {
    const h = run(initHistory('a'), { type: 'commit', state: 'b' }, { type: 'reset', state: 'new' });
    expect(h).toEqual({ past: [], present: 'new', future: [] });
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let h: H = initHistory('0');
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) h = historyReducer(h, { type: 'commit', state: String(i) });
    expect(h.past.length).toBe(HISTORY_LIMIT);
    expect(h.past[0]).toBe('5');
    expect(h.present).toBe(String(HISTORY_LIMIT + 5));
  });
});
