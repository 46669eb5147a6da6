// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkerClient } from '../../lib/worker';
import { FakeWorker } from '../../lib/worker/fake-worker';
import { serve } from '../../lib/worker/serve';
import type { EditorHandle } from './editor';
import type { JsonProtocol } from './protocol';
import { useValidation } from './useValidation';

const editor = (text: string) =>
  ({
    length: () => text.length,
    getText: () => text,
    markError: vi.fn(),
  }) as unknown as EditorHandle;

const root = { index: 0, kind: 'array', count: 0, start: 0 } as const;

afterEach(() => vi.restoreAllMocks());

describe('useValidation', () => {
  it('a worker that cannot load becomes a load error, with no tree', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const w = new FakeWorker();
    const client = new WorkerClient<JsonProtocol>(() => w as unknown as Worker);
    const input = { current: editor('[1]') };
    const { result } = renderHook(() => useValidation({ client, input, tolerant: false, showError: vi.fn() }));
    let done: Promise<void> | undefined;
    act(() => {
      done = result.current.validate();
    });
    await waitFor(() => expect(w.sent).toHaveLength(1));
    act(() => w.fail('404'));
    await act(() => done);
    expect(result.current.error?.code).toBe('load');
    expect(result.current.tree).toBeNull();
  });

  it('a valid input gives the worker tree version; the newest text wins', async () => {
    const w = new FakeWorker();
    let version = 0;
    serve<JsonProtocol>(
      {
        validate: () => ({ ok: true, version: ++version, root, bytes: 3, ms: 1 }),
        run: () => ({
          ok: false,
          error: { code: 'emptyInput', params: {}, offset: 0, length: 0, line: 1, column: 1 },
          ms: 0,
        }),
        children: () => ({ stale: true, items: [], total: 0 }),
        search: () => ({ stale: true, paths: [], total: 0 }),
        readFile: () => ({ ok: false, problem: 'read', size: 0 }),
        stage: () => null,
      },
      w.scope,
    );
    const client = new WorkerClient<JsonProtocol>(() => w as unknown as Worker);
    const input = { current: editor('[1]') };
    const { result } = renderHook(() => useValidation({ client, input, tolerant: false, showError: vi.fn() }));
    // A check whose text changed before it came back is dropped.
    let first: Promise<void> | undefined;
    act(() => {
      first = result.current.validate();
      result.current.onChange(3);
    });
    await act(() => first);
    expect(result.current.check).toEqual({ state: 'checking' });
    await act(() => result.current.validate());
    expect(result.current.check).toEqual({ state: 'valid', bytes: 3 });
    // The dropped check never reached the worker (the text changed before it was sent), so this is its first tree.
    expect(result.current.tree).toEqual({ version: 1, root });
    expect(w.sent.filter((m) => m.type === 'validate')).toHaveLength(1);
    expect(result.current.error).toBeNull();
  });
});
