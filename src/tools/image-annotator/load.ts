/**
 * Opening the user's file: what is wrong with it, if anything (from its bytes, not its name), then decoding
 * it upright (EXIF orientation applied) at full size with the image kit.
 */
import { CONSERVATIVE_CANVAS_SIDE, canvasFits, MAX_CANVAS_AREA } from '../../lib/image/canvas-limits';
import { decodeImage } from '../../lib/image/decode';
import { detectImageType, looksLikeSvg, sniffOther } from '../../lib/image/sniff';

export type LoadProblem =
  | { reason: 'empty' }
  | { reason: 'other'; other: string }
  | { reason: 'notImage' }
  | { reason: 'decode' }
  | { reason: 'tooLarge'; width: number; height: number };

/** Largest image side a canvas takes here (the editor and the export each need one canvas of the image's size). */
export const MAX_SIDE = CONSERVATIVE_CANVAS_SIDE;
const LIMITS = { maxSide: MAX_SIDE, maxArea: MAX_CANVAS_AREA };

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
