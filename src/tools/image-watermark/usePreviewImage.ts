/**
 * A downscaled, upright copy of one image for the live preview, made by the worker's `thumb` task (decoding
 * a 24-megapixel photo and scaling it would otherwise hold the main thread for a noticeable moment).
 */
import { useEffect, useEffectEvent, useState } from 'react';

export interface PreviewImage {
  bitmap: ImageBitmap;
  /** The image's full size (the output's size). */
  width: number;
  height: number;
}

/** Decodes and scales an image; rejects when it cannot be decoded. */
export type Thumbnailer = (file: Blob) => Promise<PreviewImage>;

/** The preview image of `file` (null while there is none); `onFail` is told when it cannot be decoded. */
export function usePreviewImage(
  file: Blob | null,
  thumb: Thumbnailer,
  onFail: (err: unknown) => void,
): PreviewImage | null {
  const [image, setImage] = useState<PreviewImage | null>(null);
  // onFail and thumb are read when the decode ends or starts; only a new file decodes again.
  const decode = useEffectEvent((f: Blob) => thumb(f));
  const failed = useEffectEvent((err: unknown) => onFail(err));
  useEffect(() => {
    if (!file) {
      setImage(null);
      return undefined;
    }
    let live = true;
    let made: PreviewImage | null = null;
    decode(file).then(
      (img) => {
        made = img;
        if (live) setImage(img);
        else img.bitmap.close();
      },
      (err: unknown) => {
        if (!live) return;
        setImage(null);
        failed(err);
      },
    );
    return () => {
      live = false;
      made?.bitmap.close();
    };
  }, [file]);
  return image;
}
