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

  it('refuses a 0-byte .png, and a text file or a PDF named .png, whatever the file claims', async () => {
    const { create, workers } = factory();
    const { result } = renderHook(() => useEncoder(create));
    const cases: [File, unknown][] = [
      [new File([], 'empty.png', { type: 'image/png' }), { reason: 'empty' }],
      [new File(['just some notes\n'], 'notes.png', { type: 'image/png' }), { reason: 'text' }],
      [
        new File(['%PDF-1.7\n%\xe2\xe3\n1 0 obj'], 'scan.png', { type: 'image/png' }),
        { reason: 'other', other: 'PDF' },
      ],
      [
        new File([Uint8Array.from([0, 1, 2, 250, 251, 252, 0, 9])], 'noise.png', { type: 'image/png' }),
        { reason: 'notImage' },
      ],
    ];
    for (const [f, problem] of cases) {
      await act(() => result.current.encode(f, f.name));
      expect(result.current.state).toEqual({ s: 'error', name: f.name, problem });
    }
    expect(workers).toHaveLength(0);
  });

  it('encodes a TIFF by its bytes (an image most browsers cannot show), typed as TIFF', async () => {
    const { create } = factory();
    const { result } = renderHook(() => useEncoder(create));
    const tiff = new File([Uint8Array.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0])], 'scan.png', { type: 'image/png' });
    await act(() => result.current.encode(tiff, 'scan.png'));
    expect(result.current.state).toMatchObject({
      s: 'done',
      r: { mime: 'image/tiff', type: null, claimed: 'image/png', base64: 'SUkqAAgAAAA=' },
    });
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
