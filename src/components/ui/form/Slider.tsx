import { useEffect, useId, useState } from 'react';
import { parseNumberInput } from './values';

interface Props {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** Shown after the number box, e.g. "%" or "px". */
  unit?: string;
  hint?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A range slider with a linked number box, both named by the label: drag or use the arrow keys on the slider,
 * or type an exact value (clamped and snapped to the step on Enter or when leaving the box).
 */
export function Slider({ label, value, min, max, step = 1, onChange, unit, hint, disabled, className = '' }: Props) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const n = parseNumberInput(text, min, max, step);
    if (n === null) setText(String(value));
    else {
      setText(String(n));
      if (n !== value) onChange(n);
    }
  };
  const describedBy = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label
        id={`${id}-label`}
        htmlFor={id}
        className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="range"
          className="h-2 min-w-0 flex-1 cursor-pointer accent-brand-600 disabled:cursor-not-allowed dark:accent-brand-500"
          min={min}
          max={max}
          step={step}
          value={value}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(e) => onChange(Number(e.target.value))}
        />
        <span className="flex items-center gap-1">
          <input
            type="number"
            inputMode="decimal"
            className="field w-20 px-2 py-1 text-right"
            min={min}
            max={max}
            step={step}
            value={text}
            disabled={disabled}
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            onChange={(e) => setText(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
            }}
          />
          {unit && (
            <span className="text-sm text-slate-600 dark:text-slate-400" aria-hidden="true">
              {unit}
            </span>
          )}
        </span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
