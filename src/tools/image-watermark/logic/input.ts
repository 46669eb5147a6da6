/** What an added file is, from its first bytes; and its output name. Pure; unit-tested in input.test.ts. */
import { outputFileName } from '../../../lib/image/names';
import { detectDecodableType, sniffOther, type ImageKind } from '../../../lib/image/sniff';

export type HeadCheck =
  | { ok: true; kind: ImageKind }
  | { ok: false; error: 'empty' }
  /** `other` names what the bytes are instead (PDF, ZIP, …) when known. */
  | { ok: false; error: 'notImage'; other: string | null };

/** The first bytes of a file (at least 4 KB, or the whole file if smaller) → an image kind, or why not. */
export function checkHead(head: Uint8Array, fileSize: number): HeadCheck {
  if (fileSize === 0) return { ok: false, error: 'empty' };
  const type = detectDecodableType(head); // HEIC too: the image kit decodes it on the device
  // SVG has no pixel size of its own to keep and may reference other files: not taken here.
  if (!type || type.kind === 'svg') return { ok: false, error: 'notImage', other: type ? 'SVG' : sniffOther(head) };
  return { ok: true, kind: type.kind };
}

/** "photo.jpeg" → "photo-watermarked.jpg". */
export function watermarkedName(name: string, ext: string): string {
  return outputFileName(name, { suffix: 'watermarked', ext });
}

/** How many of `incoming` files fit in a batch that has `current` of at most `max`. */
export function roomFor(current: number, incoming: number, max: number): { take: number; refused: number } {
  const take = Math.max(0, Math.min(incoming, max - current));
  return { take, refused: incoming - take };
}
