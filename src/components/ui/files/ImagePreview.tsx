import { useObjectUrl } from './useObjectUrl';

/** Tailwind classes for a checkerboard background, so transparent parts of an image show as such. */
export const CHECKERBOARD =
  'bg-[length:16px_16px] bg-[conic-gradient(#e2e8f0_25%,#ffffff_0_50%,#e2e8f0_0_75%,#ffffff_0)] ' +
  'dark:bg-[conic-gradient(#334155_25%,#1e293b_0_50%,#334155_0_75%,#1e293b_0)]';

interface Props {
  /** The image: a Blob (shown through an object URL that is revoked afterwards) or a URL. */
  src: Blob | string | null | undefined;
  alt: string;
  /** Classes of the frame (size limits, e.g. "max-h-96"). */
  className?: string;
  /** Classes of the image itself (e.g. its own size limits). */
  imgClassName?: string;
  /** The browser decoded the image: its natural size. */
  onSize?: (size: { width: number; height: number }) => void;
  /** The browser could not display it (damaged or truncated data). */
  onFail?: () => void;
}

/**
 * An image over a checkerboard, scaled down to fit its frame, never up. SVG and other user files are shown
 * through <img> (never inline), so their scripts cannot run.
 */
export function ImagePreview({ src, alt, className = '', imgClassName = '', onSize, onFail }: Props) {
  const url = useObjectUrl(src);
  return (
    <div className={`flex items-center justify-center overflow-hidden rounded-lg ${CHECKERBOARD} ${className}`}>
      {url && (
        <img
          key={url}
          src={url}
          alt={alt}
          className={`block max-h-full max-w-full object-contain ${imgClassName}`}
          decoding="async"
          onLoad={(e) => onSize?.({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
          onError={onFail}
        />
      )}
    </div>
  );
}
