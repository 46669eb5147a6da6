import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { CHECKERBOARD } from './ImagePreview';
import { useObjectUrl } from './useObjectUrl';

/** Where a key moves the divider (percent), or null for keys it does not handle. */
export function keyToPosition(key: string, position: number, big: boolean): number | null {
  const step = big ? 10 : 1;
  const clamp = (v: number) => Math.min(100, Math.max(0, v));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(position - step);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(position + step);
    case 'PageDown':
      return clamp(position - 10);
    case 'PageUp':
      return clamp(position + 10);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

interface Props {
  before: Blob | string;
  after: Blob | string;
  beforeAlt: string;
  afterAlt: string;
  /** Start position of the divider, percent from the left (default 50). */
  initial?: number;
  onChange?: (position: number) => void;
  /** Tallest the view may be (a CSS length; default 70vh). The pair is fitted inside it, never enlarged. */
  maxHeight?: string;
  className?: string;
}

/**
 * The frame's size for a source of `width` × `height`: as wide as the space, the source or the tallest height
 * allows (whichever is least), at the source's aspect. Both images fill this one frame, so their rows line up.
 */
export function frameStyle(width: number, height: number, maxHeight: string): { width: string; aspectRatio: string } {
  return {
    width: `min(100%, ${width}px, calc(${maxHeight} * ${width} / ${height}))`,
    aspectRatio: `${width} / ${height}`,
  };
}

/**
 * Before and after, one over the other, with a divider: "before" shows left of it, "after" right. The divider
 * is a slider (role slider, aria-valuenow in percent): drag it or anywhere on the image, or focus it and use
 * the arrow keys (Shift: 10 at a time), Page Up/Down, Home and End.
 */
export function CompareSlider({
  before,
  after,
  beforeAlt,
  afterAlt,
  initial = 50,
  onChange,
  maxHeight = '70vh',
  className = '',
}: Props) {
  const { t } = useTranslation('tools');
  const [position, setPosition] = useState(initial);
  /** The "before" image's natural size, once the browser has decoded it: it sets the frame's shape. */
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const beforeUrl = useObjectUrl(before);
  const afterUrl = useObjectUrl(after);

  const move = (p: number) => {
    const rounded = Math.round(p * 10) / 10;
    setPosition(rounded);
    onChange?.(rounded);
  };
  const fromPointer = (e: PointerEvent) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    move(Math.min(100, Math.max(0, ((e.clientX - box.left) / box.width) * 100)));
  };
  const onKey = (e: KeyboardEvent) => {
    const next = keyToPosition(e.key, position, e.shiftKey);
    if (next === null) return;
    e.preventDefault();
    move(next);
  };

  return (
    <div
      ref={frame}
      className={`relative mx-auto touch-none overflow-hidden rounded-lg select-none ${size ? '' : 'min-h-32 w-full'} ${CHECKERBOARD} ${className}`}
      style={size ? frameStyle(size.width, size.height, maxHeight) : undefined}
      data-compare-frame
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture?.(e.pointerId);
        fromPointer(e);
      }}
      onPointerMove={(e) => {
        if (e.buttons & 1) fromPointer(e);
      }}
    >
      {/* Both images fill the same frame (the source's aspect), so a row of one continues in the other. */}
      {beforeUrl && (
        <img
          src={beforeUrl}
          alt={beforeAlt}
          className="absolute inset-0 h-full w-full"
          style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
          draggable={false}
          onLoad={(e) => {
            const { naturalWidth: width, naturalHeight: height } = e.currentTarget;
            if (width > 0 && height > 0) setSize({ width, height });
          }}
          data-compare="before"
        />
      )}
      {afterUrl && (
        <img
          src={afterUrl}
          alt={afterAlt}
          className="absolute inset-0 h-full w-full"
          style={{ clipPath: `inset(0 0 0 ${position}%)` }}
          draggable={false}
          data-compare="after"
        />
      )}
      <span className="absolute top-2 left-2 rounded bg-slate-900/70 px-2 py-0.5 text-xs text-white">
        {t('ui.files.before')}
      </span>
      <span className="absolute top-2 right-2 rounded bg-slate-900/70 px-2 py-0.5 text-xs text-white">
        {t('ui.files.after')}
      </span>
      <div
        role="slider"
        tabIndex={0}
        aria-label={t('ui.files.compare')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={position}
        aria-valuetext={`${Math.round(position)}%`}
        aria-orientation="horizontal"
        onKeyDown={onKey}
        className="absolute inset-y-0 -ml-3 flex w-6 cursor-ew-resize justify-center focus-visible:outline-2 focus-visible:outline-brand-500"
        style={{ left: `${position}%` }}
      >
        <span className="h-full w-0.5 bg-white shadow-[0_0_0_1px_rgb(15_23_42/0.5)]" aria-hidden="true" />
        <span
          className="absolute top-1/2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
          aria-hidden="true"
        >
          ⇔
        </span>
      </div>
    </div>
  );
}
