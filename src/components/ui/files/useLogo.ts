/**
 * A logo chosen by the user (quote card, image watermark): kept in memory only (never saved), checked by the
 * image kit's one logo rule (src/lib/image/logo.ts: any decodable type, SVG rasterised, 20 MB at most), and
 * decoded once, upright, for the preview.
 */
import { useCallback, useEffect, useState } from 'react';
import { decodeImage, detectImageType, encodeImage } from '../../../lib/image';
import type { ImageProblem } from '../../../lib/image/dimensions';
import { logoProblem, type LogoError } from '../../../lib/image/logo';

/** A logo refused for its pixel size (read from its header, before any decode). */
export type LogoTooLarge = Extract<ImageProblem, { reason: 'tooLarge' }>;

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
  /**
   * Why the chosen file was refused: `pixels` when its header says it is over the image kit's pixel limit
   * (`tooLarge` then gives the size; the previous logo, if any, stays in use).
   */
  error: LogoError | 'pixels' | null;
  tooLarge: LogoTooLarge | null;
  choose: (file: File) => void;
  clear: () => void;
}

export function useLogo(tag = 'logo'): Logo {
  const [name, setName] = useState<string | null>(null);
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null);
  const [file, setFile] = useState<Blob | null>(null);
  const [error, setError] = useState<LogoError | 'pixels' | null>(null);
  const [tooLarge, setTooLarge] = useState<LogoTooLarge | null>(null);

  const choose = useCallback(
    (chosen: File) => {
      void (async () => {
        setName(chosen.name);
        setTooLarge(null);
        const head = new Uint8Array(await chosen.slice(0, 4096).arrayBuffer());
        // The header readers load with the first logo (the page's first load does without them).
        const { inspectImage } = await import('../../../lib/image/dimensions');
        const inspected = logoProblem(chosen.size, head) ? null : await inspectImage(chosen);
        if (inspected && !inspected.ok && inspected.problem.reason === 'tooLarge') {
          // Refused from its header before a decode would allocate it; the previous logo stays.
          console.warn(`[${tag}] logo ${chosen.name} refused: ${inspected.problem.width}×${inspected.problem.height}`);
          setTooLarge(inspected.problem);
          setError('pixels');
          return;
        }
        const problem =
          logoProblem(chosen.size, head) ??
          (inspected && !inspected.ok ? (inspected.problem.reason === 'damaged' ? 'decode' : 'notImage') : null);
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
    setTooLarge(null);
  }, []);

  return { name, bitmap, file, error, tooLarge, choose, clear };
}
