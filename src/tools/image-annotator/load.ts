/**
 * Opening the user's file: what is wrong with it, if anything (from its bytes, not its name), then decoding
 * it upright (EXIF orientation applied) at full size with the image kit.
 */
import { canvasFits, IMAGE_LIMITS } from '../../lib/image/canvas-limits';
import { decodeImage } from '../../lib/image/decode';
import { inspectImage } from '../../lib/image/dimensions';
import { detectImageType, looksLikeSvg, sniffOther } from '../../lib/image/sniff';

export type LoadProblem =
  | { reason: 'empty' }
  | { reason: 'other'; other: string }
  | { reason: 'notImage' }
  | { reason: 'decode' }
  | { reason: 'tooLarge'; width: number; height: number };

/**
 * Largest image side a canvas takes here (the editor and the export each need one canvas of the image's size):
 * the image kit's one limit, which the file's header is checked against before any decode.
 */
export const MAX_SIDE = IMAGE_LIMITS.maxSide;
const LIMITS = IMAGE_LIMITS;

/** What the first bytes of a file say is wrong with it as an image, or null if they look like one. Pure. */
export function checkHead(head: Uint8Array, size: number): LoadProblem | null {
  if (size === 0) return { reason: 'empty' };
  if (detectImageType(head) || looksLikeSvg(head)) return null;
  const other = sniffOther(head);
  if (other) return { reason: 'other', other };
  return { reason: 'notImage' };
}

/** Whether the decoded size can be edited and exported. Pure. */
export function checkSize(width: number, height: number): LoadProblem | null {
  if (!canvasFits(width, height, LIMITS)) return { reason: 'tooLarge', width, height };
  return null;
}

/** An image open in the editor. */
export interface OpenImage {
  bitmap: ImageBitmap;
  name: string;
  /** Changes with every image opened (the editor starts over). */
  key: number;
}

export type Loaded = { ok: true; bitmap: ImageBitmap } | { ok: false; problem: LoadProblem };

export async function loadImage(file: File): Promise<Loaded> {
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  const problem = checkHead(head, file.size);
  if (problem) return { ok: false, problem };
  // The size from the header, before a decode would allocate it (a 16000 × 16000 PNG is a few hundred KB).
  const inspected = await inspectImage(file);
  if (!inspected.ok) {
    const p = inspected.problem;
    console.warn('Image annotator: refused before decoding', file.name, p);
    return {
      ok: false,
      problem:
        p.reason === 'tooLarge' ? { reason: 'tooLarge', width: p.width, height: p.height } : { reason: 'decode' },
    };
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await decodeImage(file);
  } catch (err) {
    console.error('Image annotator: cannot decode', file.name, err);
    return { ok: false, problem: { reason: 'decode' } };
  }
  const big = checkSize(bitmap.width, bitmap.height);
  if (big) {
    bitmap.close();
    return { ok: false, problem: big };
  }
  return { ok: true, bitmap };
}
