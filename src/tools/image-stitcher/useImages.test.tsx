// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WorkerClient } from '../../lib/worker';
import { MAX_IMAGES } from './logic';
import type { ImageStitcherProtocol, ProbeResult } from './protocol';
import { useImages } from './useImages';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name: string) => new File([new Uint8Array(PNG_HEAD)], name, { type: 'image/png' });

/** A client whose probe answers from the file's name: "bad*" cannot be decoded, others are 10×20. */
function fakeClient() {
  const closed: string[] = [];
  const request = vi.fn(async (_type: string, { file }: { file: File }): Promise<ProbeResult> => {
    await Promise.resolve();
    if (file.name.startsWith('bad')) return { ok: false, reason: 'decode' };
    const thumb = { width: 10, height: 20, close: () => closed.push(file.name) } as unknown as ImageBitmap;
    return { ok: true, width: 10, height: 20, thumb };
  });
  // Only `request` is used by the hook.
  const client = { request } as unknown as WorkerClient<ImageStitcherProtocol>;
  return { client, request, closed };
}

describe('useImages', () => {
  it('adds the images in order; refused and damaged files get a reason and the others stay', async () => {
    const { client, closed } = fakeClient();
    const { result } = renderHook(() => useImages(client));
    const files = [
      png('a.png'),
      new File([], 'empty.png'),
      png('bad.png'),
      new File(['%PDF-1.7\n'], 'doc.pdf'),
      new File(['hello'], 'notes.txt'),
      png('b.png'),
    ];
    await act(() => result.current.add(files, (n) => `pasted-${n}.png`));
    expect(result.current.items.map((i) => [i.name, i.width, i.height])).toEqual([
      ['a.png', 10, 20],
      ['b.png', 10, 20],
    ]);
    expect(result.current.problems).toEqual([
      { name: 'empty.png', reason: 'empty' },
      { name: 'bad.png', reason: 'decode' },
      { name: 'doc.pdf', reason: 'other', other: 'PDF' },
      { name: 'notes.txt', reason: 'notImage' },
    ]);
    expect(result.current.pending).toBe(0);

    act(() => result.current.move(1, 0));
    expect(result.current.items.map((i) => i.name)).toEqual(['b.png', 'a.png']);
    act(() => result.current.remove(result.current.items[0]!.id));
    expect(result.current.items.map((i) => i.name)).toEqual(['a.png']);
    expect(closed).toEqual(['b.png']);
  });

  it(`takes at most ${MAX_IMAGES} images, counting those already added and the refused ones freed`, async () => {
    const { client } = fakeClient();
    const { result } = renderHook(() => useImages(client));
    await act(() =>
      result.current.add([png('bad-1.png'), ...Array.from({ length: 48 }, (_, i) => png(`${i}.png`))], String),
    );
    expect(result.current.items).toHaveLength(48);
    // 48 listed: two more fit, the third and fourth do not.
    await act(() =>
      result.current.add(
        [png('x.png'), png('y.png'), png('z.png'), new File([new Uint8Array(PNG_HEAD)], '')],
        (n) => `pasted-${n}.png`,
      ),
    );
    expect(result.current.items).toHaveLength(50);
    expect(result.current.problems).toEqual([
      { name: 'z.png', reason: 'tooMany' },
      { name: 'pasted-0.png', reason: 'tooMany' },
    ]);
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
    await act(() => result.current.add([png('again.png')], String));
    expect(result.current.items.map((i) => i.name)).toEqual(['again.png']);
  });
});
