/**
 * What an <img> can show for a photo the user chose (see `viewableImage`): the file at once, or, for a HEIC
 * file, undefined until its JPEG is made on the device, then that JPEG. Undefined too when it cannot be decoded.
 */
import { useEffect, useState } from 'react';
import { viewableImage } from './decode';
import { isHeif } from './sniff';

export function useViewableImage(file: Blob | undefined): Blob | undefined {
  const [made, setMade] = useState<{ of: Blob; view: Blob | undefined } | null>(null);
  useEffect(() => {
    if (!file) return;
    let live = true;
    void (async () => {
      const head = await file
        .slice(0, 4096)
        .arrayBuffer()
        .then(
          (b) => new Uint8Array(b),
          () => new Uint8Array(),
        );
      if (!isHeif(head)) {
        if (live) setMade({ of: file, view: file });
        return;
      }
      try {
        const view = await viewableImage(file);
        if (live) setMade({ of: file, view });
      } catch (err) {
        console.warn('HEIC preview failed', err);
        if (live) setMade({ of: file, view: undefined });
      }
    })();
    return () => {
      live = false;
    };
  }, [file]);
  if (!file) return undefined;
  if (made?.of === file) return made.view;
  // Until the check is done, a file named or typed as HEIC shows nothing rather than a broken image.
  return /\.hei[cf]$/i.test((file as File).name ?? '') || /hei[cf]/i.test(file.type) ? undefined : file;
}
