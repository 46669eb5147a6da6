// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../../lib/worker/fake-worker';
import { serve } from '../../lib/worker/serve';
import { diffHandlers } from './handlers';
import { DEFAULT_OPTIONS, type Options } from './inputs';
import { lineAt, type LineIndex } from './lines';
import type { DiffProtocol } from './protocol';
import { diffDelay, useDiffWorker } from './useDiffWorker';

/** Fake Workers running the real diff handlers; `broken` ones never load. */
function factory({ broken = false } = {}) {
  const workers: FakeWorker[] = [];
  const create = () => {
    const w = new FakeWorker();
    workers.push(w);
    if (broken) setTimeout(() => w.fail('script error'), 0);
    else serve<DiffProtocol>(diffHandlers, w.scope);
    return w as unknown as Worker;
  };
  return { workers, create };
}

interface Props {
  a: string;
  b: string;
  opts?: Options;
  create: () => Worker;
}
const render = (props: Props) =>
  renderHook((p: Props) => useDiffWorker(p.a, p.b, p.opts ?? DEFAULT_OPTIONS, true, p.create), {
    initialProps: props,
  });

afterEach(() => vi.restoreAllMocks());

describe('diffDelay', () => {
  it('waits longer for large texts', () => {
    expect([diffDelay('a', 'b'), diffDelay('x'.repeat(100_000), 'y'.repeat(100_001))]).toEqual([250, 400]);
  });
});

describe('useDiffWorker', () => {
  it('compares the texts in the Worker and shows the result with the texts it belongs to', async () => {
    const { create, workers } = factory();
    const { result } = render({ a: 'a\nb\n', b: 'a\nc\nd\n', create });
    await waitFor(() => expect(result.current.shown).not.toBeNull());
    const shown = result.current.shown!;
    expect(shown.result.stats).toEqual({ added: 1, removed: 0, changed: 1, changes: 1 });
    const lines = (ix: LineIndex) => Array.from({ length: ix.count }, (_, i) => lineAt(ix, i));
    expect([shown.oldText, shown.newText, lines(shown.a), lines(shown.b)]).toEqual([
      'a\nb\n',
      'a\nc\nd\n',
      ['a', 'b'],
      ['a', 'c', 'd'],
    ]);
    expect(shown.ignoreNote).toBe(false);
    expect(result.current.working).toBe(false);
    expect(workers[0]!.sent.map((r) => r.type)).toEqual(['diff']);
  });

  it('typing quickly sends only the newest texts; the options go along', async () => {
    const { create, workers } = factory();
    const { result, rerender } = render({ a: 'x', b: 'y', create });
    rerender({ a: 'x', b: 'yy', create });
    const opts = { ...DEFAULT_OPTIONS, mode: 'char' as const, ignoreCase: true };
    rerender({ a: 'x', b: 'yyy', opts, create });
    await waitFor(() => expect(result.current.shown?.newText).toBe('yyy'));
    expect(workers[0]!.sent.map((r) => r.payload)).toEqual([
      { oldText: 'x', newText: 'yyy', opts: { mode: 'char', ignoreCase: true, ignoreWhitespace: false } },
    ]);
    expect(result.current.shown!.ignoreNote).toBe(true);
  });

  it('emptied boxes clear the result', async () => {
    const { create } = factory();
    const { result, rerender } = render({ a: 'x', b: 'y', create });
    await waitFor(() => expect(result.current.shown).not.toBeNull());
    rerender({ a: '', b: '', create });
    await waitFor(() => expect(result.current.shown).toBeNull());
  });

  it('a Worker that cannot load is a failure with its code; "try again" starts a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = factory({ broken: true });
    const { result } = render({ a: 'x', b: 'y', create: broken.create });
    await waitFor(() => expect(result.current.failure?.code).toBe('load'));
    expect(result.current.shown).toBeNull();
    const started = broken.workers.length;
    act(() => result.current.retry());
    expect(result.current.failure).toBeNull();
    await waitFor(() => expect(broken.workers.length).toBeGreaterThan(started));
    await waitFor(() => expect(result.current.failure?.code).toBe('load'));
  });

  it('a Worker that dies while comparing is a crash; the failure goes once the boxes are emptied', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const workers: FakeWorker[] = [];
    const create = () => {
      const w = new FakeWorker();
      workers.push(w);
      w.announceReady();
      // Never answers: dies on the first request.
      w.scope.onmessage = () => setTimeout(() => w.fail('out of memory'), 0);
      return w as unknown as Worker;
    };
    const { result, rerender } = render({ a: 'x', b: 'y', create });
    await waitFor(() => expect(result.current.failure?.code).toBe('crashed'));
    expect(workers[0]!.terminated).toBe(true);
    rerender({ a: '', b: '', create });
    await waitFor(() => expect(result.current.failure).toBeNull());
  });
});
