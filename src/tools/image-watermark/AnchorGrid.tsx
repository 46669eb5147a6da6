import { useId, useRef, type KeyboardEvent } from 'react';
import { ANCHORS, type Anchor } from './logic/layout';

interface Props {
  label: string;
  value: Anchor;
  onChange: (a: Anchor) => void;
  /** The accessible name of each point. */
  names: Record<Anchor, string>;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The nine-point grid as a radio group: one tab stop, arrow keys move in two dimensions. */
export function AnchorGrid({ label, value, onChange, names }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const labelId = useId();
  const current = ANCHORS.indexOf(value);
  const onKey = (e: KeyboardEvent, i: number) => {
    const d = ARROWS[e.key];
    if (!d) return;
    e.preventDefault();
    const col = Math.min(2, Math.max(0, (i % 3) + d[0]));
    const row = Math.min(2, Math.max(0, Math.floor(i / 3) + d[1]));
    const next = row * 3 + col;
    onChange(ANCHORS[next]!);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200" id={labelId}>
        {label}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className="grid w-28 grid-cols-3 gap-1 rounded-lg border border-slate-300 bg-slate-100 p-1 dark:border-slate-600 dark:bg-slate-800"
      >
        {ANCHORS.map((a, i) => (
          <button
            key={a}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={i === current}
            aria-label={names[a]}
            title={names[a]}
            tabIndex={i === current ? 0 : -1}
            onClick={() => onChange(a)}
            onKeyDown={(e) => onKey(e, i)}
            className={`h-8 rounded-md ${
              i === current
                ? 'bg-brand-600 ring-2 ring-brand-600 dark:bg-brand-500'
                : 'bg-white hover:bg-slate-200 dark:bg-slate-900 dark:hover:bg-slate-700'
            }`}
          >
            <span aria-hidden="true" className={i === current ? 'text-white' : 'text-slate-400'}>
              ●
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
