/**
 * Whether a picked file can be an image in the picture: read from its bytes with the image kit (not its name),
 * then decoded once, so a 0-byte file, a PDF named .png or a HEIC photo (before the kit decodes HEIC) is refused
 * with its reason instead of exporting as a broken-image icon.
 */
import { decodeImage } from '../../lib/image/decode';
import { detectImageType, looksLikeSvg, sniffOther } from '../../lib/image/sniff';

export type ImageProblem =
  { reason: 'empty' } | { reason: 'other'; other: string } | { reason: 'notImage' } | { reason: 'decode' };

/** What the first bytes say is wrong with a file as an image, or null when they look like one. Pure. */
export function checkImageHead(head: Uint8Array, size: number): ImageProblem | null {
  if (size === 0) return { reason: 'empty' };
  if (detectImageType(head) || looksLikeSvg(head)) return null;
  const other = sniffOther(head);
  return other ? { reason: 'other', other } : { reason: 'notImage' };
}

/** The file's problem as an image, or null when the browser can draw it. */
export async function checkImageFile(file: File): Promise<ImageProblem | null> {
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  const problem = checkImageHead(head, file.size);
  if (problem) return problem;
  try {
    (await decodeImage(file)).close();
    return null;
  } catch (err) {
    console.error('markdown-to-image: cannot decode', file.name, err);
    return { reason: 'decode' };
  }
}
