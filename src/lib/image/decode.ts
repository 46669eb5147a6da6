/**
 * Decoding an image file into pixels, upright: `createImageBitmap` with `imageOrientation: 'from-image'`
 * applies the EXIF orientation of a phone photo. Where the browser cannot decode the blob that way (SVG in
 * Chromium, for example), an <img> decodes it (it applies EXIF orientation too) and is turned into a bitmap.
 * HEIC/HEIF (iPhone photos), which only Safari decodes, is decoded on the device by libheif in WebAssembly
 * (heif.ts, loaded only when such a file arrives). Works in a Worker except for the <img> fallback. Before any
 * of them, the file's header is read (dimensions.ts): a file over the pixel limit is refused with an
 * ImageTooLargeError and never reaches a decoder.
 */
import { IMAGE_LIMITS, type CanvasLimits } from './canvas-limits';
import { isHeif } from './sniff';

export class ImageDecodeError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ImageDecodeError';
  }
}

/**
 * The file's header says it is over the pixel limit: refused before the decoder was called (a decompression
 * bomb is a few hundred KB that decodes to gigabytes). The size and the limit are for the message.
 */
export class ImageTooLargeError extends ImageDecodeError {
  constructor(
    readonly width: number,
    readonly height: number,
    readonly maxSide: number,
    readonly maxArea: number,
  ) {
    super(`The image is ${width} × ${height} px, over the limit (${maxSide} px a side, ${maxArea} px in all)`);
    this.name = 'ImageTooLargeError';
  }
}

/**
 * Throws an ImageTooLargeError when the file's header says it is over `limits`; anything else (not an image,
 * damaged) is left to the decoder to report as before. Every decode in this kit calls it first.
 */
export async function refuseOversized(blob: Blob, limits: CanvasLimits = IMAGE_LIMITS): Promise<void> {
  // Loaded with the first decode (a page's first load does without the header readers).
  const { inspectImage } = await import('./dimensions');
  const inspected = await inspectImage(blob, { heic: true, limits });
  if (!inspected.ok && inspected.problem.reason === 'tooLarge') {
    const p = inspected.problem;
    throw new ImageTooLargeError(p.width, p.height, p.maxSide, p.maxArea);
  }
}

/** What went wrong in a failed decode, for a log or an error detail: the browser's own message where there is one. */
export function decodeErrorDetail(err: unknown): string {
  return String(err instanceof ImageDecodeError && err.cause !== undefined ? err.cause : err);
}

/**
 * The browser's decode of an image file, upright and full size, or libheif's for a HEIC file the browser cannot
 * decode; no <img> fallback: what a worker uses. Rejects with an ImageDecodeError whose `cause` is the decoder's
 * error.
 */
export async function decodeBitmap(blob: Blob, limits: CanvasLimits = IMAGE_LIMITS): Promise<ImageBitmap> {
  await refuseOversized(blob, limits);
  let browser: unknown;
  try {
    return await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch (err) {
    browser = err;
  }
  if (isHeif(new Uint8Array(await blob.slice(0, 4096).arrayBuffer()))) {
    try {
      const { decodeHeif } = await import('./heif');
      return await decodeHeif(blob);
    } catch (err) {
      throw new ImageDecodeError('Cannot decode this HEIC/HEIF file', err);
    }
  }
  throw new ImageDecodeError(`Cannot decode ${blob.type || 'this file'}`, browser);
}

/**
 * Decodes an image file; the bitmap is upright and full size. On a page, what the browser cannot decode as a
 * bitmap (SVG in Chromium) is decoded by an <img>. Call `bitmap.close()` when done with it.
 */
export async function decodeImage(blob: Blob, limits: CanvasLimits = IMAGE_LIMITS): Promise<ImageBitmap> {
  let first: unknown;
  try {
    return await decodeBitmap(blob, limits);
  } catch (err) {
    if (err instanceof ImageTooLargeError) throw err;
    first = err;
  }
  if (typeof document === 'undefined' || typeof Image === 'undefined') throw first;
  const url = URL.createObjectURL(blob);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return await createImageBitmap(img);
  } catch (err) {
    console.error('Image decode failed', decodeErrorDetail(first), err);
    throw new ImageDecodeError(`Cannot decode ${blob.type || 'this file'}`, err);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * A file an <img> can show: the file itself, or for HEIC/HEIF (which only Safari shows) a JPEG of its image,
 * upright, decoded on the device. Rejects with an ImageDecodeError when a HEIC file cannot be decoded.
 */
export async function viewableImage(blob: Blob): Promise<Blob> {
  if (!isHeif(new Uint8Array(await blob.slice(0, 4096).arrayBuffer()))) return blob;
  await refuseOversized(blob);
  try {
    const { heifAsJpeg } = await import('./heif');
    return await heifAsJpeg(blob);
  } catch (err) {
    throw new ImageDecodeError('Cannot decode this HEIC/HEIF file', err);
  }
}
