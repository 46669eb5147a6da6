/** Resizes an avatar in the browser: centre-cropped to a square, AVATAR_SIZE pixels, WEBP (else JPEG). */
import { refuseOversized } from '../lib/image/decode';
import { AVATAR_SIZE } from './limits';

export async function resizeAvatar(file: Blob, size: number = AVATAR_SIZE): Promise<string> {
  // A decompression bomb is refused from its header before the browser decodes it.
  await refuseOversized(file);
  const bitmap = await createImageBitmap(file);
  try {
    const side = Math.min(bitmap.width, bitmap.height);
    const sx = (bitmap.width - side) / 2;
    const sy = (bitmap.height - side) / 2;
    const out = Math.min(size, side) || size;
    const canvas = document.createElement('canvas');
    canvas.width = out;
    canvas.height = out;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas 2D is not available');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, sx, sy, side, side, 0, 0, out, out);
    const webp = canvas.toDataURL('image/webp', 0.85);
    return webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/jpeg', 0.85);
  } finally {
    bitmap.close();
  }
}
