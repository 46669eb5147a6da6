/**
 * The chosen video frame, decoded upright (EXIF orientation applied, src/lib/image) and held in memory. A file
 * that is not a usable picture leaves the previous frame in place and says why.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { decodeImage, detectImageType, sniffOther } from '../../lib/image';
import { canvasFits } from '../../lib/image/canvas-limits';

export interface Frame {
  bitmap: ImageBitmap;
  width: number;
  height: number;
  name: string;
}

export type FrameErrorCode = 'empty' | 'notImage' | 'notImageKnown' | 'decode' | 'tooLarge' | 'read';
export interface FrameError {
  code: FrameErrorCode;
  name: string;
  other?: string;
  width?: number;
  height?: number;
}

export function useFrame() {
  const [frame, setFrame] = useState<Frame | null>(null);
  const [error, setError] = useState<FrameError | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef<Frame | null>(null);
  useEffect(() => () => latest.current?.bitmap.close(), []);

  const choose = useCallback(async (file: File) => {
    const name = file.name;
    if (file.size === 0) return setError({ code: 'empty', name });
    setBusy(true);
    try {
      let head: Uint8Array;
      try {
        head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
      } catch (err) {
        console.error(`[subtitle-to-image] cannot read ${name}`, err);
        return setError({ code: 'read', name });
      }
      if (!detectImageType(head)) {
        const other = sniffOther(head);
        return setError(other ? { code: 'notImageKnown', name, other } : { code: 'notImage', name });
      }
      // The size from the header, before a decode would allocate it (a decompression bomb is refused here).
      const { inspectImage } = await import('../../lib/image/dimensions');
      const inspected = await inspectImage(file);
      if (!inspected.ok && inspected.problem.reason === 'tooLarge') {
        const { width, height } = inspected.problem;
        console.warn(`[subtitle-to-image] ${name} is ${width}×${height}: refused before decoding`);
        return setError({ code: 'tooLarge', name, width, height });
      }
      let bitmap: ImageBitmap;
      try {
        bitmap = await decodeImage(file);
      } catch (err) {
        console.warn(`[subtitle-to-image] cannot decode ${name}`, err);
        return setError({ code: 'decode', name });
      }
      const { width, height } = bitmap;
      if (!canvasFits(width, height)) {
        bitmap.close();
        return setError({ code: 'tooLarge', name, width, height });
      }
      latest.current?.bitmap.close();
      latest.current = { bitmap, width, height, name };
      setFrame(latest.current);
      setError(null);
    } finally {
      setBusy(false);
    }
  }, []);

  return { frame, error, busy, choose };
}
