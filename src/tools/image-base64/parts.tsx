/** Small pieces both directions show: a progress line and a list of facts about an image. */
import type { ReactNode } from 'react';

export function Progress({ label, fraction }: { label: string; fraction: number }) {
  const pct = Math.round(fraction * 100);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="spinner h-5 w-5" aria-hidden="true" />
      <progress className="h-2 w-40 accent-brand-600" max={100} value={pct} aria-label={label} />
      <span className="text-sm">
        {label} {pct}%
      </span>
    </div>
  );
}

export function InfoList({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{k}</dt>
          <dd className="min-w-0 font-medium break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
