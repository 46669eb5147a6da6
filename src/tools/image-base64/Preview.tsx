/**
 * How the tool shows the user's image, in both directions: the one place that decides how user bytes (SVG
 * included) reach the page. The image is shown from an object URL made here and revoked when it changes.
 */
import { useEffect, useState, type ReactNode } from 'react';

export interface ImageSize {
  width: number;
  height: number;
}

/** A checkerboard behind the image, so transparency shows. */
export function Checkerboard({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-32 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-[conic-gradient(#e2e8f0_25%,#fff_0_50%,#e2e8f0_0_75%,#fff_0)] bg-[length:16px_16px] p-3 dark:border-slate-700 dark:bg-[conic-gradient(#1e293b_25%,#0f172a_0_50%,#1e293b_0_75%,#0f172a_0)]">
      {children}
    </div>
  );
}

export interface ImagePreviewProps {
  /** The image, typed with its real MIME type. */
  image: Blob;
  alt: string;
  /** Size limits, e.g. `max-h-56`. */
  className: string;
  /** The image's natural size, once the browser has decoded it. */
  onSize: (size: ImageSize) => void;
  /** The browser could not display it (damaged or truncated data). */
  onFail: () => void;
}

export function ImagePreview({ image, alt, className, onSize, onFail }: ImagePreviewProps) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(image);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [image]);
  return (
    <Checkerboard>
      {url && (
        <img
          key={url}
          src={url}
          alt={alt}
          className={`${className} max-w-full object-contain`}
          onLoad={(e) => onSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
          onError={onFail}
        />
      )}
    </Checkerboard>
  );
}
