import { useState } from 'react';

export interface Choice {
  /** The value stored (e.g. the English text that goes into a prompt). */
  value: string;
  /** What the user sees (translated). */
  label: string;
}

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  /** Label of the empty choice, e.g. "— None —". */
  noneLabel: string;
  /** Label of the last choice, which reveals a text box, e.g. "Custom…". */
  customLabel: string;
  /** Accessible name of that text box. */
  customInputLabel: string;
  customPlaceholder?: string;
  /** Optional hint under the control. */
  hint?: string;
  className?: string;
}

const CUSTOM = '\u0000custom';

/**
 * A select list of common choices that also accepts free text. Choosing "Custom…" reveals a text box,
 * prefilled with the previous choice's value so it can be edited; a value that matches no choice (e.g.
 * loaded from elsewhere) shows as custom text. The value stays a plain string either way.
 * Remount it (change its React key) when the value is replaced from outside, to leave custom mode.
 */
export function ChoiceField({
  id,
  label,
  value,
  onChange,
  choices,
  noneLabel,
  customLabel,
  customInputLabel,
  customPlaceholder,
  hint,
  className = '',
}: Props) {
  const [customMode, setCustomMode] = useState(false);
  const match = choices.find((c) => c.value === value);
  const isCustom = customMode || (!match && value !== '');
  const selected = isCustom ? CUSTOM : (match?.value ?? '');
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        className="field"
        value={selected}
        aria-describedby={hintId}
        onChange={(e) => {
          const v = e.target.value;
          if (v === CUSTOM) {
            setCustomMode(true);
          } else {
            setCustomMode(false);
            onChange(v);
          }
        }}
      >
        <option value="">{noneLabel}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
        <option value={CUSTOM}>{customLabel}</option>
      </select>
      {isCustom && (
        <input
          id={`${id}-custom`}
          type="text"
          className="field mt-2"
          value={value}
          aria-label={customInputLabel}
          placeholder={customPlaceholder}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
