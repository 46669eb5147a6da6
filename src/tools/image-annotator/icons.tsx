/**
 * The annotator's own icons (its tools and actions), drawn in the site's icon style with the kit's frame
 * (src/components/ui/Icon.tsx `IconSvg`): SVG, never font glyphs, which show as empty boxes where no symbol or emoji
 * font is installed ("⌗", "✋").
 */
import type { ReactElement } from 'react';
import { IconSvg, minus } from '../../components/ui/Icon';

const crop = <path d="M6 2v14a2 2 0 0 0 2 2h14M2 6h14a2 2 0 0 1 2 2v14" />;
const cropOff = (
  <>
    <path d="M6 2v14a2 2 0 0 0 2 2h14M2 6h14a2 2 0 0 1 2 2v14" />
    <path d="M3 3l18 18" />
  </>
);
const hand = (
  <path d="M8 13V5.5a1.5 1.5 0 0 1 3 0V11m0-6.5a1.5 1.5 0 0 1 3 0V11m0-5a1.5 1.5 0 0 1 3 0v5m0-2.5a1.5 1.5 0 0 1 3 0V15a7 7 0 0 1-7 7h-1.5a6 6 0 0 1-4.6-2.2L3.2 15.7a1.5 1.5 0 0 1 2.3-1.9L8 16.5" />
);
const pen = <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />;
const trash = <path d="M3.5 6h17M9 6V4h6v2M6 6l1 15h10l1-15M10 10.5v6M14 10.5v6" />;
const expand = <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />;
const arrowUpRight = <path d="M6 18 18 6M9 6h9v9" />;
const cursor = <path d="M5 3l14 7-6 2-2 6Z" />;
const square = <rect x="4" y="6" width="16" height="12" rx="1" />;
const circle = <ellipse cx="12" cy="12" rx="9" ry="7" />;
const line = <path d="M5 19 19 5" />;
const highlighter = <path d="m9 11-5 5v4h4l5-5M9 11l6-6 4 4-6 6ZM14 20h6" />;
const text = <path d="M5 6V4h14v2M12 4v16M9 20h6" />;
const step = (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M10.5 9 12.5 7.5V16.5M10.5 16.5h4" />
  </>
);
const mosaic = (
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="1" />
    <path d="M3.5 9.2h17M3.5 14.8h17M9.2 3.5v17M14.8 3.5v17" />
  </>
);
const blur = (
  <>
    <circle cx="12" cy="12" r="9" strokeDasharray="2 2.6" />
    <circle cx="12" cy="12" r="4.5" />
  </>
);
const undo = <path d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />;
const redo = <path d="m15 14 5-5-5-5M20 9H9a5 5 0 0 0 0 10h3" />;
const plus = <path d="M12 5v14M5 12h14" />;
const actualSize = (
  <>
    <rect x="3.5" y="5" width="17" height="14" rx="1.5" />
    <path d="M8.5 10.5 10 9.5v5M14.5 10.5l1.5-1v5M12.3 11h.01M12.3 13.5h.01" />
  </>
);

const DRAWINGS = {
  minus,
  crop,
  cropOff,
  hand,
  pen,
  trash,
  expand,
  arrowUpRight,
  cursor,
  square,
  circle,
  line,
  highlighter,
  text,
  step,
  mosaic,
  blur,
  undo,
  redo,
  plus,
  actualSize,
} satisfies Record<string, ReactElement>;

export type AnnotatorIcon = keyof typeof DRAWINGS;

export function AnnotatorIconSvg({ name }: { name: AnnotatorIcon }) {
  return (
    <IconSvg name={name} className="h-5 w-5">
      {DRAWINGS[name]}
    </IconSvg>
  );
}
