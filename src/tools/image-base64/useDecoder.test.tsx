// @vitest-environment happy-dom
import { File as NodeFile } from 'node:buffer';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../../lib/worker/fake-worker';
import { serve } from '../../lib/worker/serve';
import { handlers } from './handlers';
import type { ImageBase64Protocol } from './protocol';
import { HEAD_CHARS, INPUT_KEY, LARGE_INPUT, blobInSlices, useDecoder } from './useDecoder';

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const create = () => {
  const w = new FakeWorker();
  serve<ImageBase64Protocol>(handlers, w.scope);
  return w as unknown as Worker;
};

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('useDecoder', () => {
  it('decodes the input a moment after it changes, and saves it', async () => {
    const { result } = renderHook(() => useDecoder({ onImage: () => {}, create }));
    act(() => result.current.setInputText(`data:image/png;base64,${PNG_1X1}`, ''));
    await waitFor(() => expect(result.current.state.s).toBe('done'));
    expect(result.current.state).toMatchObject({ r: { size: 70, declaredMime: 'image/png', type: { kind: 'png' } } });
    await waitFor(() => expect(result.current.saveState).toBe('saved'));
    expect(JSON.parse(localStorage.getItem(INPUT_KEY)!)).toBe(`data:image/png;base64,${PNG_1X1}`);
  });

  it('reports a Base64 error with its position and keeps the input', async () => {
    const { result } = renderHook(() => useDecoder({ onImage: () => {}, create }));
    act(() => result.current.setInputText('iVBORw0K\nGgo*AAAA', ''));
    await waitFor(() => expect(result.current.state.s).toBe('error'));
    expect(result.current.state).toMatchObject({
      problem: { reason: 'invalid', error: { code: 'invalidChar', char: '*', line: 2, column: 4 } },
    });
    expect(result.current.text).toBe('iVBORw0K\nGgo*AAAA');
  });

  it('keeps a huge input out of the text box and out of storage', async () => {
    const { result } = renderHook(() => useDecoder({ onImage: () => {}, create }));
    act(() => result.current.setInputText('typed first', ''));
    await waitFor(() => expect(localStorage.getItem(INPUT_KEY)).toBe('"typed first"'));
    const huge = `data:image/png;base64,${PNG_1X1}${'A'.repeat(LARGE_INPUT)}`;
    act(() => result.current.setInputText(huge, 'big.txt'));
    expect(result.current.big).toEqual({
      text: huge,
      file: null,
      source: 'big.txt',
      size: huge.length,
      head: huge.slice(0, HEAD_CHARS),
    });
    expect(result.current.text).toBe('');
    expect(result.current.hasInput).toBe(true);
    await waitFor(() => expect(localStorage.getItem(INPUT_KEY)).toBe('""'));
  });

  it('hands an image file dropped here to the encoder, and reads a text file as the input', async () => {
    const onImage = vi.fn();
    const { result } = renderHook(() => useDecoder({ onImage, create }));
    const png = new File([Buffer.from(PNG_1X1, 'base64')], 'dot.bin', { type: '' });
    await act(() => result.current.openFile(png));
    expect(onImage).toHaveBeenCalledWith(png);
    await act(() => result.current.openFile(new File([PNG_1X1], 'dot.txt', { type: 'text/plain' })));
    expect(result.current.text).toBe(PNG_1X1);
  });

  it('hands a large text file to the worker unread, previews its start and decodes it', async () => {
    const { result } = renderHook(() => useDecoder({ onImage: () => {}, create }));
    const body = `data:image/png;base64,${PNG_1X1}${' '.repeat(LARGE_INPUT)}\n`;
    // Node's File: the fake worker's structuredClone copies it as a real worker would (happy-dom's is not cloneable).
    const file = new NodeFile([body], 'big.txt', { type: 'text/plain' }) as unknown as File;
    const text = vi.spyOn(file, 'text');
    await act(() => result.current.openFile(file));
    expect(text).not.toHaveBeenCalled();
    expect(result.current.big).toEqual({
      text: null,
      file,
      source: 'big.txt',
      size: body.length,
      head: body.slice(0, HEAD_CHARS),
    });
    await waitFor(() => expect(result.current.state.s).toBe('done'), { timeout: 3000 });
    expect(result.current.state).toMatchObject({ r: { size: 70, type: { kind: 'png' } } });
  });

  it('turns a large pasted text into a Blob a slice at a time, without splitting a surrogate pair', async () => {
    const text = `${'A'.repeat((1 << 20) - 1)}😀${'B'.repeat(1 << 20)}é`;
    const blob = await blobInSlices(text);
    expect(blob.size).toBe(Buffer.byteLength(text));
    expect(await blob.text()).toBe(text);
    expect((await blobInSlices(text, () => true)).size).toBe(0);
  });

  it('says so when an opened file is empty, blank, binary or a PDF, and keeps the input', async () => {
    const onImage = vi.fn();
    const { result } = renderHook(() => useDecoder({ onImage, create }));
    act(() => result.current.setInputText(PNG_1X1, ''));
    await waitFor(() => expect(result.current.state.s).toBe('done'));
    const cases: [File, unknown][] = [
      [new File([], 'empty.txt', { type: 'text/plain' }), { reason: 'emptyFile', name: 'empty.txt', size: 0 }],
      [new File([' \n\t\n'], 'blank.txt', { type: 'text/plain' }), { reason: 'emptyFile', name: 'blank.txt', size: 4 }],
      [
        new File(['%PDF-1.4\n'], 'doc.txt', { type: 'text/plain' }),
        { reason: 'notText', name: 'doc.txt', other: 'PDF' },
      ],
      [
        new File([Uint8Array.from([0x41, 0, 0xff, 0xfe, 7])], 'x.b64', { type: '' }),
        { reason: 'notText', name: 'x.b64', other: null },
      ],
    ];
    for (const [f, problem] of cases) {
      await act(() => result.current.openFile(f));
      expect(result.current.state).toEqual({ s: 'error', problem });
      expect(result.current.text).toBe(PNG_1X1);
    }
    expect(onImage).not.toHaveBeenCalled();
  });

  it('says so when the input is only whitespace', async () => {
    const { result } = renderHook(() => useDecoder({ onImage: () => {}, create }));
    act(() => result.current.setInputText(' \n\t ', ''));
    await waitFor(() => expect(result.current.state.s).toBe('error'));
    expect(result.current.state).toEqual({ s: 'error', problem: { reason: 'invalid', error: { code: 'empty' } } });
    act(() => result.current.setInputText('', ''));
    await waitFor(() => expect(result.current.state.s).toBe('idle'));
  });

  it('recognises a PDF pasted as Base64 or as a data URI and offers the decoded file', async () => {
    const pdf = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n';
    const b64 = Buffer.from(pdf, 'latin1').toString('base64');
    expect(b64.startsWith('JVBERi0')).toBe(true);
    const { result } = renderHook(() => useDecoder({ onImage: () => {}, create }));
    for (const text of [b64, `data:application/pdf;base64,${b64}`]) {
      act(() => result.current.setInputText(text, ''));
      await waitFor(() => expect(result.current.state.s).toBe('error'));
      const { state } = result.current;
      if (state.s !== 'error') throw new Error('expected an error state');
      expect(state.problem).toMatchObject({ reason: 'invalid', error: { code: 'notImage', other: 'PDF' } });
      expect(state.file?.type).toEqual({ label: 'PDF', mime: 'application/pdf', ext: 'pdf', image: false });
      expect(state.file?.blob.type).toBe('application/pdf');
      expect(Buffer.from(await state.file!.blob.arrayBuffer()).toString('latin1')).toBe(pdf);
      act(() => result.current.setInputText('', ''));
      await waitFor(() => expect(result.current.state.s).toBe('idle'));
    }
  });
});
