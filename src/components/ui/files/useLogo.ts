/**
 * A logo chosen by the user (quote card, image watermark): kept in memory only (never saved), checked by the
 * image kit's one logo rule (src/lib/image/logo.ts: any decodable type, SVG rasterised, 20 MB at most), and
 * decoded once, upright, for the preview.
 */
import { useCallback, useEffect, useState } from 'react';
import { decodeImage, detectImageType, encodeImage } from '../../../lib/image';
import { logoProblem, type LogoError } from '../../../lib/image/logo';

export interface Logo {
  /** The chosen file's name, usable or not. */
  name: string | null;
  /** The decoded logo (null when none, or when the chosen file is not a usable image). */
  bitmap: ImageBitmap | null;
  /**
   * The logo as a file a worker can decode (null when none or unusable): the file itself, or for an SVG (which
   * a worker cannot decode) a PNG of its rasterisation.
   */
  file: Blob | null;
  error: LogoError | null;
  choose: (file: File) => void;
  clear: () => void;
}

export function useLogo(tag = 'logo'): Logo {
  const [name, setName] = useState<string | null>(null);
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null);
  const [file, setFile] = useState<Blob | null>(null);
  const [error, setError] = useState<LogoError | null>(null);

  const choose = useCallback(
    (chosen: File) => {
      void (async () => {
        setName(chosen.name);
        const head = new Uint8Array(await chosen.slice(0, 4096).arrayBuffer());
        const problem = logoProblem(chosen.size, head);
        if (problem) {
          console.warn(`[${tag}] logo ${chosen.name} refused: ${problem}`);
          setBitmap(null);
          setFile(null);
          setError(problem);
          return;
        }
        try {
          const decoded = await decodeImage(chosen);
          let raster: Blob = chosen;
          if (detectImageType(head)?.kind === 'svg') {
            try {
              raster = await encodeImage(decoded, { type: 'image/png' });
            } catch (err) {
              decoded.close();
              throw err;
            }
          }
          setFile(raster);
          setBitmap(decoded);
          setError(null);
        } catch (err) {
          console.warn(`[${tag}] logo ${chosen.name} cannot be decoded`, err);
          setBitmap(null);
          setFile(null);
          setError('decode');
        }
      })();
    },
    [tag],
  );

  // A replaced logo's bitmap is released.
  useEffect(() => () => bitmap?.close(), [bitmap]);

  const clear = useCallback(() => {
    setName(null);
    setBitmap(null);
    setFile(null);
    setError(null);
  }, []);

  return { name, bitmap, file, error, choose, clear };
}
