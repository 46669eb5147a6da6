import { useEffect, useState } from 'react';
import { safePreviewUrl } from '../../../lib/image/safe-preview';

/**
 * A URL for showing a user's image (strings pass through). Inert raster types get an object URL, revoked when
 * the blob changes or the component goes; SVG and unverified types get a `data:` URL, so that "open image in
 * new tab" can never run their script in our origin (see lib/image/safe-preview).
 */
export function useObjectUrl(src: Blob | string | null | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>(typeof src === 'string' ? src : undefined);
  useEffect(() => {
    if (!src) return setUrl(undefined);
    if (typeof src === 'string') return setUrl(src);
    let made: string | undefined;
    let gone = false;
    safePreviewUrl(src).then(
      (u) => {
        if (gone) URL.revokeObjectURL(u);
        else setUrl((made = u));
      },
      (err: unknown) => {
        console.error('Could not prepare the image preview', err);
        if (!gone) setUrl(undefined);
      },
    );
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [src]);
  return url;
}
