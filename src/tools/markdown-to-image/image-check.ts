/**
 * Whether a picked file can be an image in the picture: read from its bytes with the image kit (not its name):
 * its type, and its size from its header against the kit's one pixel limit, before any decode; then decoded
 * once, so a 0-byte file, a PDF named .png, a cut file or a decompression bomb is refused with its reason
 * instead of exporting as a broken-image icon (or freezing the page).
 */
import { decodeImage } from '../../lib/image/decode';
import { inspectBytes, inspectImage, type ImageProblem as KitProblem } from '../../lib/image/dimensions';

export type ImageProblem = KitProblem | { reason: 'decode' };

/** What the first bytes say is wrong with a file as an image, or null when they look like one. Pure. */
export function checkImageHead(head: Uint8Array, size: number): ImageProblem | null {
  // The whole tail is not at hand here: only the type and the header's size are checked.
  const inspected = inspectBytes(head, size, new TextEncoder().encode('IEND'));
  return inspected.ok ? null : inspected.problem;
}

/** The file's problem as an image, or null when the browser can draw it. */
export async function checkImageFile(file: File): Promise<ImageProblem | null> {
  const inspected = await inspectImage(file);
  if (!inspected.ok) return inspected.problem;
  try {
    (await decodeImage(file)).close();
    return null;
  } catch (err) {
    console.error('markdown-to-image: cannot decode', file.name, err);
    return { reason: 'decode' };
  }
}
