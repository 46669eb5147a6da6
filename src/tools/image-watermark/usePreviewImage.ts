/**
 * A downscaled, upright copy of one image for the live preview. createImageBitmap decodes off the main
 * thread in Chromium; the full-size bitmap is closed as soon as the small copy exists.
 */
import { useEffect, useState } from 'react';
import { previewSize } from './preview';

export interface PreviewImage {
  bitmap: ImageBitmap;
  /** The image's full size (the output's size). */
  width: number;
  height: number;
}

export async function decodeSmall(blob: Blob): Promise<PreviewImage> {
  const full = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  const { width, height } = full;
  try {
    const size = previewSize(full);
    if (size.width === width && size.height === height) return { bitmap: full, width, height };
    const bitmap = await createImageBitmap(full, {
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'medium',
    });
    full.close();
    return { bitmap, width, height };
  } catch (err) {
    full.close();
    throw err;
  }
}

/** The preview image of `file` (null while there is none); `onFail` is told when it cannot be decoded. */
export function usePreviewImage(file: Blob | null, onFail: (err: unknown) => void): PreviewImage | null {
  const [image, setImage] = useState<PreviewImage | null>(null);
  useEffect(() => {
    if (!file) {
      setImage(null);
      return undefined;
    }
    let live = true;
    let made: PreviewImage | null = null;
    decodeSmall(file).then(
      (img) => {
        made = img;
        if (live) setImage(img);
        else img.bitmap.close();
      },
      (err: unknown) => {
        if (!live) return;
        setImage(null);
        onFail(err);
      },
    );
    return () => {
      live = false;
      made?.bitmap.close();
    };
    // onFail is read when the decode ends; a new callback alone must not decode again.
  }, [file]);
  return image;
}
