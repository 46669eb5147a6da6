import { useEffect, useState } from 'react';

/** A URL for showing a Blob (an object URL, revoked when the blob changes or the component goes); strings pass through. */
export function useObjectUrl(src: Blob | string | null | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>(typeof src === 'string' ? src : undefined);
  useEffect(() => {
    if (!src) return setUrl(undefined);
    if (typeof src === 'string') return setUrl(src);
    const made = URL.createObjectURL(src);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [src]);
  return url;
}
