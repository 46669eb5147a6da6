// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../../lib/worker/fake-worker';
import { serve } from '../../lib/worker/serve';
import { limitErrors, outcomeText, run } from './logic';
import { WORKER_MAX_ERRORS, type ConvertRequest, type UrlProtocol } from './protocol';
import { LIVE_LIMIT, useConversion } from './useConversion';

/** Fake workers that convert as the real one does; `broken` ones fail to load or die on the first request. */
function workers(broken?: 'load' | 'crash') {
  const made: FakeWorker[] = [];
  const create = () => {
    const w = new FakeWorker();
    made.push(w);
    if (broken === 'load') setTimeout(() => w.fail('404 worker.js'), 0);
    else if (broken === 'crash') {
      w.announceReady();
      w.scope.onmessage = () => w.fail('out of memory');
    } else {
      serve<UrlProtocol>(
        {
          convert: ({ text, direction, mode, batch }) =>
            limitErrors(run(text, direction, mode, batch), WORKER_MAX_ERRORS),
        },
        w.scope,
      );
    }
    return w as unknown as Worker;
  };
  return { made, create };
}

const long = 'a b'.repeat(40_000); // 120,000 characters
const req = (text: string, extra: Partial<ConvertRequest> = {}): ConvertRequest => ({
  text,
  direction: 'encode',
  mode: 'component',
  batch: false,
  ...extra,
});

afterEach(() => vi.restoreAllMocks());
/** The machine running the tests may be busy: allow the worker's round trip some time. */
const SLOW = { timeout: 5000 };

describe('useConversion', () => {
  it('converts a short input at once, without a worker', () => {
    const { made, create } = workers();
    const { result } = renderHook(() => useConversion(req('a b&c'), create));
    expect(result.current.outcome).toEqual({ batch: false, result: { ok: true, value: 'a%20b%26c' } });
    expect(result.current.working).toBe(false);
    expect(made).toHaveLength(0);
  });

  it('sends a long input to the worker and shows working until its result arrives', async () => {
    expect(long.length).toBeGreaterThan(LIVE_LIMIT);
    const { made, create } = workers();
    const { result } = renderHook(() => useConversion(req(long), create));
    expect(result.current).toEqual({ outcome: null, working: true, error: null });
    await waitFor(() => expect(result.current.outcome).not.toBeNull(), SLOW);
    expect(outcomeText(result.current.outcome!)).toBe('a%20b'.repeat(40_000));
    expect(result.current.working).toBe(false);
    expect(made).toHaveLength(1);
  });

  it('lists at most WORKER_MAX_ERRORS batch errors from the worker, with the exact count', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const text = Array.from({ length: 30_000 }, () => '%zz').join('\n'); // 119,999 characters
    const { create } = workers();
    const { result } = renderHook(() => useConversion(req(text, { direction: 'decode', batch: true }), create));
    await waitFor(() => expect(result.current.outcome).not.toBeNull(), SLOW);
    const o = result.current.outcome!;
    expect(o.batch && o.result.errors.length).toBe(WORKER_MAX_ERRORS);
    expect(o.batch && o.result.errorCount).toBe(30_000);
  });

  it('shows only the result for the current input: a newer input replaces the running conversion', async () => {
    const { made, create } = workers();
    const { result, rerender } = renderHook(({ r }) => useConversion(r, create), { initialProps: { r: req(long) } });
    await waitFor(() => expect(made).toHaveLength(1), SLOW);
    rerender({ r: req(`${long}!`) });
    expect(result.current.outcome).toBeNull();
    await waitFor(() => expect(result.current.outcome).not.toBeNull(), SLOW);
    expect(outcomeText(result.current.outcome!)).toBe(`${'a%20b'.repeat(40_000)}!`);
    // The first conversion was either finished or cancelled by restarting the worker; never shown.
    rerender({ r: req(long, { mode: 'form' }) });
    expect(result.current.outcome).toBeNull();
    expect(result.current.working).toBe(true);
    await waitFor(() => expect(outcomeText(result.current.outcome!)).toBe('a+b'.repeat(40_000)), SLOW);
  });

  it('a worker that cannot load gives a load error and no result', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { create } = workers('load');
    const { result } = renderHook(() => useConversion(req(long), create));
    await waitFor(() => expect(result.current.error?.code).toBe('load'), SLOW);
    expect(result.current.outcome).toBeNull();
    expect(result.current.working).toBe(false);
  });

  it('a worker that dies gives a crash error; a new input tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { made, create } = workers('crash');
    const { result, rerender } = renderHook(({ r }) => useConversion(r, create), { initialProps: { r: req(long) } });
    await waitFor(() => expect(result.current.error?.code).toBe('crashed'), SLOW);
    expect(result.current.working).toBe(false);
    rerender({ r: req(`${long}?`) });
    expect(result.current.error).toBeNull();
    expect(result.current.working).toBe(true);
    await waitFor(() => expect(made).toHaveLength(2), SLOW);
  });

  it('going back to a short input cancels the worker', async () => {
    const { made, create } = workers('crash');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result, rerender } = renderHook(({ r }) => useConversion(r, create), { initialProps: { r: req(long) } });
    await waitFor(() => expect(made).toHaveLength(1), SLOW);
    rerender({ r: req('x y') });
    expect(result.current.outcome).toEqual({ batch: false, result: { ok: true, value: 'x%20y' } });
    expect(made[0]!.terminated).toBe(true);
  });
});
