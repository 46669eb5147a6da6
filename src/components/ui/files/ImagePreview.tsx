import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { tooLargeParams } from '../../../lib/image/canvas-limits';
import type { ImageProblem } from '../../../lib/image/dimensions';
import { useObjectUrl } from './useObjectUrl';

type TooLarge = Extract<ImageProblem, { reason: 'tooLarge' }>;

/**
 * Whether a Blob's header says it is over the image kit's pixel limit (an <img> would decode gigabytes to show
 * it): the problem, null when it is not (or is not a Blob), undefined until its header has been read.
 */
function useTooLarge(src: Blob | string | null | undefined): TooLarge | null | undefined {
  const [checked, setChecked] = useState<{ of: Blob; problem: TooLarge | null } | null>(null);
  useEffect(() => {
    if (!(src instanceof Blob)) return undefined;
    let live = true;
    import('../../../lib/image/dimensions')
      .then(({ inspectImage }) => inspectImage(src, { heic: true }))
      .then(
        (r) => live && setChecked({ of: src, problem: !r.ok && r.problem.reason === 'tooLarge' ? r.problem : null }),
        () => live && setChecked({ of: src, problem: null }),
      );
    return () => {
      live = false;
    };
  }, [src]);
  if (!(src instanceof Blob)) return null;
  return checked?.of === src ? checked.problem : undefined;
}

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
  const { t, i18n } = useTranslation('tools');
  // A picture over the pixel limit is not shown (its size is said instead): only its header is read.
  const tooLarge = useTooLarge(src);
  const url = useObjectUrl(tooLarge === null ? src : undefined);
  return (
    <div className={`flex items-center justify-center overflow-hidden rounded-lg ${CHECKERBOARD} ${className}`}>
      {tooLarge && (
        <p className="m-3 rounded bg-white/90 p-2 text-sm dark:bg-slate-900/90" data-testid="preview-too-large">
          {t('ui.image.tooLarge', tooLargeParams(tooLarge, i18n.language))}
        </p>
      )}
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
