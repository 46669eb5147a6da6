// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from './fake-worker';
import type { Task } from './protocol';
import { serve } from './serve';
import { useWorkerTask } from './useWorkerTask';

interface P {
  slow: Task<{ ms: number; value: string }, string, number>;
  boom: Task<null, never>;
}

function factory() {
  const workers: FakeWorker[] = [];
  const create = () => {
    const w = new FakeWorker();
    workers.push(w);
    serve<P>(
      {
        slow: ({ ms, value }, ctx) =>
          new Promise((resolve) => {
            ctx.progress(50);
            setTimeout(() => resolve(value), ms);
          }),
        boom: () => {
          throw new Error('bug');
        },
      },
      w.scope,
    );
    return w as unknown as Worker;
  };
  return { workers, create };
}

afterEach(() => vi.restoreAllMocks());

describe('useWorkerTask', () => {
  it('shows busy and progress while a task runs, then the result', async () => {
    const { create } = factory();
    const { result } = renderHook(() => useWorkerTask<P>(create));
    let done: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      done = result.current.run('slow', { ms: 30, value: 'ok' });
    });
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(result.current.progress).toBe(50));
    expect(await done).toBe('ok');
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.error).toBeNull();
  });

  it('a newer run makes the older one resolve to undefined', async () => {
    const { create, workers } = factory();
    const { result } = renderHook(() => useWorkerTask<P>(create));
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.run('slow', { ms: 20, value: 'old' });
      second = result.current.run('slow', { ms: 1, value: 'new' });
    });
    expect(await first).toBeUndefined();
    expect(await second).toBe('new');
    expect(workers).toHaveLength(1); // queued behind, not restarted
  });

  it('replace: cancels the older run by restarting the worker', async () => {
    const { create, workers } = factory();
    const { result } = renderHook(() => useWorkerTask<P>(create));
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.run('slow', { ms: 10_000, value: 'old' });
    });
    act(() => {
      second = result.current.run('slow', { ms: 1, value: 'new' }, { replace: true });
    });
    expect(await first).toBeUndefined();
    expect(await second).toBe('new');
    expect(workers[0]!.terminated).toBe(true);
    expect(result.current.error).toBeNull();
  });

  it('keeps the error of a failed run for the island to translate', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { create } = factory();
    const { result } = renderHook(() => useWorkerTask<P>(create));
    await act(async () => {
      expect(await result.current.run('boom', null)).toBeUndefined();
    });
    expect(result.current.error).toMatchObject({ code: 'failed', detail: 'bug' });
    expect(result.current.busy).toBe(false);
  });

  it('cancel ends the run quietly', async () => {
    const { create, workers } = factory();
    const { result } = renderHook(() => useWorkerTask<P>(create));
    let run: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      run = result.current.run('slow', { ms: 10_000, value: 'x' });
    });
    act(() => result.current.cancel());
    expect(await run).toBeUndefined();
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
    expect(workers[0]!.terminated).toBe(true);
  });

  it('eager starts the worker on mount; unmounting terminates it', () => {
    const { create, workers } = factory();
    const { unmount } = renderHook(() => useWorkerTask<P>(create, { eager: true }));
    expect(workers).toHaveLength(1);
    unmount();
    expect(workers[0]!.terminated).toBe(true);
  });
});
