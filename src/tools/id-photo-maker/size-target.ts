/**
 * "At most N KB" for the ID photo download (exam and visa portals ask for "under 200 KB", "30–50 KB"): the JPEG
 * quality is lowered until the file fits (the image kit's search, src/lib/image/target.ts), never the pixels,
 * which the preset fixes. PNG has no quality: it fits or it does not, and the note says to choose JPEG.
 */
import { fitTarget } from '../../lib/image/target';

/** The JPEG quality of a photo without a target (and the highest one the search tries). */
export const PHOTO_QUALITY = 92;
/** The largest target a user can type, KB. */
export const MAX_PHOTO_KB = 20_000;

/** How the target was met: shown under the download button. */
export interface PhotoTarget {
  kb: number;
  /** The JPEG quality it took (null: PNG). */
  quality: number | null;
  met: boolean;
  bytes: number;
}

/**
 * The photo's file, under `maxKB` × 1000 bytes when it can be (0: no target, quality PHOTO_QUALITY).
 * `encodeAt(quality)` writes the photo at this JPEG quality (1–100; ignored for PNG).
 */
export async function encodeUnder(
  maxKB: number,
  format: 'png' | 'jpeg',
  encodeAt: (quality: number) => Promise<Blob>,
): Promise<{ blob: Blob; target?: PhotoTarget }> {
  if (maxKB <= 0) return { blob: await encodeAt(PHOTO_QUALITY) };
  const r = await fitTarget(
    maxKB * 1000,
    PHOTO_QUALITY,
    format === 'jpeg',
    async (quality) => {
      const blob = await encodeAt(quality);
      return { out: blob, bytes: blob.size };
    },
    1,
  );
  return { blob: r.out, target: { kb: maxKB, quality: r.quality, met: r.met, bytes: r.bytes } };
}
