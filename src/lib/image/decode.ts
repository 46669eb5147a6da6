/**
 * Decoding an image file into pixels, upright: `createImageBitmap` with `imageOrientation: 'from-image'`
 * applies the EXIF orientation of a phone photo. Where the browser cannot decode the blob that way (SVG in
 * Chromium, for example), an <img> decodes it (it applies EXIF orientation too) and is turned into a bitmap.
 * Works in a Worker except for that fallback.
 */

export class ImageDecodeError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ImageDecodeError';
  }
}

/** What went wrong in a failed decode, for a log or an error detail: the browser's own message where there is one. */
export function decodeErrorDetail(err: unknown): string {
  return String(err instanceof ImageDecodeError && err.cause !== undefined ? err.cause : err);
}

/**
 * The browser's own decode of an image file, upright and full size, with no fallback: what a worker uses (it
 * has no <img>). Rejects with an ImageDecodeError whose `cause` is the browser's error.
 */
export async function decodeBitmap(blob: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch (err) {
    throw new ImageDecodeError(`Cannot decode ${blob.type || 'this file'}`, err);
  }
}

/**
 * Decodes an image file; the bitmap is upright and full size. On a page, what the browser cannot decode as a
 * bitmap (SVG in Chromium) is decoded by an <img>. Call `bitmap.close()` when done with it.
 */
export async function decodeImage(blob: Blob): Promise<ImageBitmap> {
  let first: unknown;
  try {
    return await decodeBitmap(blob);
  } catch (err) {
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
