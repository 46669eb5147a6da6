/** The logo drawn in a corner: a user's image file, kept in memory only (never saved), decoded once. */
import { useCallback, useEffect, useState } from 'react';
import { decodeImage, detectImageType } from '../../lib/image';

export type LogoError = 'empty' | 'notImage' | 'tooLarge' | 'decode';

/** Larger logo files are refused before decoding (a logo drawn at a few dozen pixels needs no 20 MB photo). */
export const LOGO_MAX_BYTES = 20 * 1024 * 1024;

export interface Logo {
  name: string | null;
  bitmap: ImageBitmap | null;
  error: LogoError | null;
  choose: (file: File) => void;
  clear: () => void;
}

/** Why a file cannot be a logo, from its size and first bytes (null: try to decode it). */
export function logoProblem(size: number, head: Uint8Array): LogoError | null {
  if (size === 0) return 'empty';
  if (size > LOGO_MAX_BYTES) return 'tooLarge';
  return detectImageType(head) ? null : 'notImage';
}

export function useLogo(): Logo {
  const [name, setName] = useState<string | null>(null);
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null);
  const [error, setError] = useState<LogoError | null>(null);

  const choose = useCallback((file: File) => {
    void (async () => {
      setName(file.name);
      const problem = logoProblem(file.size, new Uint8Array(await file.slice(0, 4096).arrayBuffer()));
      if (problem) {
        console.warn(`Logo ${file.name} refused: ${problem}`);
        setBitmap(null);
        setError(problem);
        return;
      }
      try {
        setBitmap(await decodeImage(file));
        setError(null);
      } catch (err) {
        console.warn(`Logo ${file.name} cannot be decoded`, err);
        setBitmap(null);
        setError('decode');
      }
    })();
  }, []);

  useEffect(() => () => bitmap?.close(), [bitmap]);

  const clear = useCallback(() => {
    setName(null);
    setBitmap(null);
    setError(null);
  }, []);
  return { name, bitmap, error, choose, clear };
}
