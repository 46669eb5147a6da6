import { useRef, type KeyboardEvent } from 'react';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
  /** Longer description, shown as a tooltip and read by screen readers. */
  hint?: string;
}

interface Props<T extends string> {
  /** Accessible name of the group. */
  label: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * A segmented control: a radio group drawn as joined buttons. One tab stop; arrow keys, Home and End move
 * the selection, as in a native radio group.
 */
export function SegmentedControl<T extends string>({ label, options, value, onChange, className = '' }: Props<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const move = (e: KeyboardEvent, index: number) => {
    let next = -1;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = (index + 1) % options.length;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = (index - 1 + options.length) % options.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = options.length - 1;
    if (next < 0) return;
    e.preventDefault();
    onChange(options[next]!.value);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={`flex w-full rounded-lg border border-slate-300 bg-slate-100 p-0.5 sm:inline-flex sm:w-auto sm:self-start dark:border-slate-600 dark:bg-slate-800 ${className}`}
    >
      {options.map((o, i) => {
        const checked = i === current;
        return (
          <button
            key={o.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            title={o.hint}
            onClick={() => onChange(o.value)}
            onKeyDown={(e) => move(e, i)}
            className={`min-w-0 flex-auto rounded-md px-2 py-1.5 text-center text-sm leading-tight font-medium transition sm:flex-none sm:px-3 sm:whitespace-nowrap ${
              checked
                ? 'bg-white font-semibold text-brand-700 shadow-sm ring-1 ring-slate-300 dark:bg-slate-950 dark:text-brand-100 dark:ring-slate-600'
                : 'text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
