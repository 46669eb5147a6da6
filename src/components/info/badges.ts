/** Colour classes for badges and timeline dots: complete class strings so Tailwind finds them. */

export const TONES = {
  violet: {
    badge: 'bg-violet-100 text-violet-800 ring-violet-200 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800',
    dot: 'bg-violet-500',
  },
  sky: {
    badge: 'bg-sky-100 text-sky-800 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
    dot: 'bg-sky-500',
  },
  emerald: {
    badge:
      'bg-emerald-100 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
    dot: 'bg-emerald-500',
  },
  amber: {
    badge: 'bg-amber-100 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
    dot: 'bg-amber-500',
  },
  rose: {
    badge: 'bg-rose-100 text-rose-800 ring-rose-200 dark:bg-rose-950 dark:text-rose-200 dark:ring-rose-800',
    dot: 'bg-rose-500',
  },
  indigo: {
    badge: 'bg-indigo-100 text-indigo-800 ring-indigo-200 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-800',
    dot: 'bg-indigo-500',
  },
  teal: {
    badge: 'bg-teal-100 text-teal-800 ring-teal-200 dark:bg-teal-950 dark:text-teal-200 dark:ring-teal-800',
    dot: 'bg-teal-500',
  },
  fuchsia: {
    badge:
      'bg-fuchsia-100 text-fuchsia-800 ring-fuchsia-200 dark:bg-fuchsia-950 dark:text-fuchsia-200 dark:ring-fuchsia-800',
    dot: 'bg-fuchsia-500',
  },
  orange: {
    badge: 'bg-orange-100 text-orange-900 ring-orange-200 dark:bg-orange-950 dark:text-orange-200 dark:ring-orange-800',
    dot: 'bg-orange-500',
  },
  slate: {
    badge: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700',
    dot: 'bg-slate-400',
  },
} as const;
export type Tone = keyof typeof TONES;

/** Base badge shape; add a tone's `badge` classes. */
export const BADGE_BASE =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset whitespace-nowrap';

const FAMILY_TONES: readonly Tone[] = [
  'indigo',
  'teal',
  'fuchsia',
  'sky',
  'orange',
  'emerald',
  'violet',
  'rose',
  'amber',
];

/**
 * A stable tone per family name, so a family keeps its colour on every page and build. Families are
 * given tones in the order they first appear (`order`), cycling through the palette.
 */
export function familyTones(order: readonly string[]): Map<string, Tone> {
  const map = new Map<string, Tone>();
  for (const family of order) if (!map.has(family)) map.set(family, FAMILY_TONES[map.size % FAMILY_TONES.length]!);
  return map;
}
