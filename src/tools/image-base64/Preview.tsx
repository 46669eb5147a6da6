/**
 * How the tool shows the user's image, in both directions: the one place user bytes (SVG included) reach the
 * page, through the kit's ImagePreview (inert raster types from an object URL, SVG and unverified types from a
 * `data:` URL, so an opened copy cannot run script in our origin).
 */
import type { ReactNode } from 'react';
import { CHECKERBOARD, ImagePreview as KitImagePreview } from '../../components/ui/files/ImagePreview';

export interface ImageSize {
  width: number;
  height: number;
}

/** A checkerboard behind something that is not an image (a message in place of the picture). */
export function Checkerboard({ children }: { children: ReactNode }) {
  return (
    <div
      className={`flex min-h-32 items-center justify-center overflow-hidden rounded-xl border border-slate-200 p-3 dark:border-slate-700 ${CHECKERBOARD}`}
    >
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
  return (
    <KitImagePreview
      src={image}
      alt={alt}
      className="min-h-32 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
      imgClassName={className}
      onSize={onSize}
      onFail={onFail}
    />
  );
}
