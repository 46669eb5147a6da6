/**
 * The list of images to stitch: files are checked by their first bytes (what they really are), then probed in
 * the worker (decoded upright: size and a thumbnail). A file that is empty, not an image, unsupported or
 * damaged is not added and gets its own translated problem; the other files of the same drop are added.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WorkerClient } from '../../lib/worker';
import { MAX_IMAGES, checkHead, moveItem, type Problem } from './logic';
import type { ImageStitcherProtocol } from './protocol';

export type { Problem };

export interface Item {
  id: number;
  name: string;
  file: Blob;
  /** Upright size (EXIF orientation applied). */
  width: number;
  height: number;
  thumb: ImageBitmap;
}

/** Longest side of the thumbnails the preview is drawn from. */
export const THUMB_SIDE = 512;

export function useImages(client: WorkerClient<ImageStitcherProtocol>) {
  const [items, setItems] = useState<Item[]>([]);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [pending, setPending] = useState(0);
  const count = useRef(0);
  const nextId = useRef(1);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  useEffect(() => () => itemsRef.current.forEach((i) => i.thumb.close()), []);

  const addOne = useCallback(
    async (file: File, name: string): Promise<Item | Problem> => {
      let head: Uint8Array;
      try {
        head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
      } catch (err) {
        console.error('[image-stitcher] cannot read', name, err);
        return { name, reason: 'read' };
      }
      const refused = checkHead(head, file.size);
      if (refused) {
        console.warn('[image-stitcher] not added', name, refused);
        return { name, ...refused };
      }
      // The size from the header, before the worker decodes it: a decompression bomb is refused here.
      const { inspectImage } = await import('../../lib/image/dimensions');
      const inspected = await inspectImage(file);
      if (!inspected.ok && inspected.problem.reason === 'tooLarge') {
        const { width, height } = inspected.problem;
        console.warn('[image-stitcher] not added', name, `${width}×${height}`);
        return { name, reason: 'tooLarge', width, height };
      }
      try {
        const r = await client.request('probe', { file, thumbSide: THUMB_SIDE });
        if (!r.ok) return { name, reason: 'decode' };
        return { id: nextId.current++, name, file, width: r.width, height: r.height, thumb: r.thumb };
      } catch (err) {
        console.error('[image-stitcher] probe failed', name, err);
        return { name, reason: 'worker' };
      }
    },
    [client],
  );

  /** Adds files in their order, after the current images; `fallbackName` names pasted images. */
  const add = useCallback(
    async (files: File[], fallbackName: (n: number) => string) => {
      const found: Problem[] = [];
      const room = Math.max(0, MAX_IMAGES - count.current);
      const taken = files.slice(0, room);
      for (const f of files.slice(room)) found.push({ name: f.name || fallbackName(0), reason: 'tooMany' });
      count.current += taken.length;
      setPending((p) => p + taken.length);
      setProblems(found);
      for (const [i, file] of taken.entries()) {
        const result = await addOne(file, file.name || fallbackName(i + 1));
        setPending((p) => p - 1);
        if ('id' in result) setItems((list) => [...list, result]);
        else {
          count.current--;
          found.push(result);
          setProblems([...found]);
        }
      }
    },
    [addOne],
  );

  const remove = useCallback((id: number) => {
    const gone = itemsRef.current.find((i) => i.id === id);
    if (!gone) return;
    gone.thumb.close();
    count.current--;
    setItems((list) => list.filter((i) => i.id !== id));
  }, []);

  const clear = useCallback(() => {
    const all = itemsRef.current;
    all.forEach((i) => i.thumb.close());
    count.current -= all.length;
    setItems((list) => list.filter((i) => !all.includes(i)));
    setProblems([]);
  }, []);

  const move = useCallback((from: number, to: number) => setItems((list) => moveItem(list, from, to)), []);
  const dismiss = useCallback(() => setProblems([]), []);

  return { items, problems, pending, add, remove, clear, move, dismiss };
}
