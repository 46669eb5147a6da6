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

/** Decodes an image file; the bitmap is upright and full size. Call `bitmap.close()` when done with it. */
export async function decodeImage(blob: Blob): Promise<ImageBitmap> {
  let first: unknown;
  try {
    return await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch (err) {
    first = err;
  }
  if (typeof document === 'undefined' || typeof Image === 'undefined') {
    throw new ImageDecodeError(`Cannot decode ${blob.type || 'this file'}`, first);
  }
  const url = URL.createObjectURL(blob);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return await createImageBitmap(img);
  } catch (err) {
    console.error('Image decode failed', first, err);
    throw new ImageDecodeError(`Cannot decode ${blob.type || 'this file'}`, err);
  } finally {
    URL.revokeObjectURL(url);
  }
}
