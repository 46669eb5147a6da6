/** The logo of an image watermark: kept in memory only (never saved), decoded once for the preview. */
import { useCallback, useEffect, useState } from 'react';
import { checkHead } from './input';

export type LogoError = 'empty' | 'notImage' | 'decode';

export interface LogoState {
  /** The logo to draw (null when none, or when the chosen file is not a usable image). */
  file: File | null;
  /** The chosen file's name, usable or not. */
  name: string | null;
  bitmap: ImageBitmap | null;
  error: LogoError | null;
  choose: (file: File) => void;
  clear: () => void;
}

export function useLogo(): LogoState {
  const [file, setFile] = useState<File | null>(null);
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null);
  const [error, setError] = useState<LogoError | null>(null);

  const choose = useCallback((f: File) => {
    void (async () => {
      const head = checkHead(new Uint8Array(await f.slice(0, 4096).arrayBuffer()), f.size);
      if (!head.ok) {
        console.warn(`Logo ${f.name} refused: ${head.error}`);
        setFile(f);
        setBitmap(null);
        setError(head.error);
        return;
      }
      try {
        const bmp = await createImageBitmap(f, { imageOrientation: 'from-image' });
        setFile(f);
        setBitmap(bmp);
        setError(null);
      } catch (err) {
        console.warn(`Logo ${f.name} cannot be decoded`, err);
        setFile(f);
        setBitmap(null);
        setError('decode');
      }
    })();
  }, []);

  // A replaced logo's bitmap is released.
  useEffect(() => () => bitmap?.close(), [bitmap]);

  const clear = useCallback(() => {
    setFile(null);
    setBitmap(null);
    setError(null);
  }, []);

  // The file goes to the worker only when it decoded here.
  return { file: error ? null : file, name: file?.name ?? null, bitmap, error, choose, clear };
}
