/**
 * The site's icon set: small stroked SVG drawings (24 × 24, `currentColor`), so that a control's icon never
 * depends on an emoji or symbol font (without one, "⌗", "⧉" or "🌙" show as empty boxes). Icons are decorative:
 * `aria-hidden`, the control carries the accessible name. Used from React islands and from Astro components
 * alike (rendered to static HTML there, no script shipped). tests/unit/no-glyph-icons.test.ts keeps glyph icons
 * from coming back.
 */
import type { ReactElement } from 'react';
import { IconSvg, check } from './IconSvg';

export { IconSvg, check };

export const sun = (
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>
);
export const moon = <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />;
export const globe = (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M2.5 12h19M12 2.5a14 14 0 0 1 0 19M12 2.5a14 14 0 0 0 0 19" />
  </>
);
export const star = <path d="m12 2.8 2.8 5.8 6.4.9-4.6 4.5 1.1 6.3L12 17.3l-5.7 3 1.1-6.3-4.6-4.5 6.4-.9Z" />;
export const starFilled = (
  <path fill="currentColor" d="m12 2.8 2.8 5.8 6.4.9-4.6 4.5 1.1 6.3L12 17.3l-5.7 3 1.1-6.3-4.6-4.5 6.4-.9Z" />
);
export const close = <path d="M6 6l12 12M18 6 6 18" />;
export const settings = (
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </>
);
export const info = (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 16.5v-5M12 7.5h.01" />
  </>
);
export const warning = <path d="M12 3.5 2.5 20h19ZM12 10v4.5M12 17.2h.01" />;
export const checkCircle = (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="m8 12.5 3 3 5-6" />
  </>
);
export const clock = (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7v5l3.5 2" />
  </>
);
export const file = (
  <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8ZM14 3v5h5" />
);
export const image = (
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="9.5" r="1.5" />
    <path d="m21 15.5-5-5L5 20" />
  </>
);
export const duplicate = (
  <>
    <rect x="8" y="8" width="13" height="13" rx="2" />
    <path d="M16 8V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h3" />
  </>
);
export const download = <path d="M12 3v12M7 10l5 5 5-5M4.5 20.5h15" />;
export const folder = (
  <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5Z" />
);
export const eye = (
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>
);
export const eyeOff = (
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    <path d="M3 3l18 18" />
  </>
);
export const lock = (
  <>
    <rect x="4.5" y="10.5" width="15" height="10.5" rx="2" />
    <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
  </>
);
export const unlock = (
  <>
    <rect x="4.5" y="10.5" width="15" height="10.5" rx="2" />
    <path d="M8 10.5V7a4 4 0 0 1 7.7-1.5" />
  </>
);
export const arrowUp = <path d="M12 19V5M6 11l6-6 6 6" />;
export const arrowDown = <path d="M12 5v14M6 13l6 6 6-6" />;
export const minus = <path d="M5 12h14" />;
export const noNewline = <path d="M20 5v6a3 3 0 0 1-3 3H5m4-4-4 4 4 4M4 4l16 16" />;

/**
 * Every icon of the kit by name, for `Icon`. Islands import the drawings they need by name instead (with `IconSvg`),
 * so that their bundles carry only those: a tool's own icons live in its folder (src/tools/image-annotator/icons.tsx).
 */
const PATHS = {
  sun,
  moon,
  globe,
  star,
  starFilled,
  close,
  settings,
  info,
  warning,
  check,
  checkCircle,
  clock,
  file,
  image,
  duplicate,
  download,
  folder,
  eye,
  eyeOff,
  lock,
  unlock,
  arrowUp,
  arrowDown,
  minus,
  noNewline,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof PATHS;

/** An icon of the set by name, decorative (`aria-hidden`): put the name on the control. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <IconSvg name={name} className={className}>
      {PATHS[name]}
    </IconSvg>
  );
}
