/**
 * The frame of the site's icons (src/components/ui/Icon.tsx holds the set) and the one icon nearly every island
 * shows, the check mark of "Copied": kept apart so that an island that needs only these loads a few hundred bytes,
 * not the set.
 */
import type { ReactNode } from 'react';

interface SvgProps {
  /** Size and colour classes; defaults to one em square. */
  className?: string;
  /** For tests and styling (`data-icon`). */
  name?: string;
  children: ReactNode;
}

/**
 * The frame of every icon: decorative (`aria-hidden`), stroked in `currentColor`. An island that needs one or two
 * icons draws them with this and the named drawings (`<IconSvg name="check">{check}</IconSvg>`), so that the rest
 * of the set stays out of its bundle; `Icon` takes any icon by name.
 */
export function IconSvg({ className = 'h-[1em] w-[1em]', name, children }: SvgProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
      data-icon={name}
    >
      {children}
    </svg>
  );
}

/** A check mark ("Copied", a feature included). */
export const check = <path d="m4.5 12.5 5 5 10-11" />;
