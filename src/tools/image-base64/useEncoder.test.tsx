// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../../lib/worker/fake-worker';
import { serve } from '../../lib/worker/serve';
import { handlers } from './handlers';
import type { ImageBase64Protocol } from './protocol';
import { useEncoder } from './useEncoder';

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GIF_1X1 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const file = (b64: string, name: string, type: string) => new File([Buffer.from(b64, 'base64')], name, { type });

function factory() {
  const workers: FakeWorker[] = [];
  const create = () => {
    const w = new FakeWorker();
    serve<ImageBase64Protocol>(handlers, w.scope);
    workers.push(w);
    return w as unknown as Worker;
  };
  return { workers, create };
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('useEncoder', () => {
  it('encodes an image file in the worker, typed by its bytes', async () => {
    const { create } = factory();
    const { result } = renderHook(() => useEncoder(create));
    await act(() => result.current.encode(file(PNG_1X1, 'dot.gif', 'image/gif'), 'dot.gif'));
    const { state } = result.current;
    expect(state.s).toBe('done');
    if (state.s !== 'done') return;
    expect(state.r).toMatchObject({
      name: 'dot.gif',
      size: 70,
      base64: PNG_1X1,
      mime: 'image/png',
      claimed: 'image/gif',
    });
    expect(state.r.image.type).toBe('image/png');
  });

  it('refuses a file that is not an image without asking the worker', async () => {
    const { create, workers } = factory();
    const { result } = renderHook(() => useEncoder(create));
    const pdf = new File(['%PDF-1.7\n'], 'report.pdf', { type: 'application/pdf' });
    await act(() => result.current.encode(pdf, 'report.pdf'));
    expect(result.current.state).toEqual({
      s: 'error',
      name: 'report.pdf',
      problem: { reason: 'other', other: 'PDF' },
    });
    expect(workers).toHaveLength(0);
  });

  it('the newest file wins when two are chosen in quick succession', async () => {
    const { create } = factory();
    const { result } = renderHook(() => useEncoder(create));
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.encode(file(PNG_1X1, 'a.png', 'image/png'), 'a.png');
      second = result.current.encode(file(GIF_1X1, 'b.gif', 'image/gif'), 'b.gif');
    });
    await act(() => Promise.all([first, second]));
    await waitFor(() => expect(result.current.state.s).toBe('done'));
    expect(result.current.state).toMatchObject({ s: 'done', r: { name: 'b.gif', base64: GIF_1X1 } });
  });
});
