import { useState } from 'react';
import { Select } from './form/Select';
import { LimitedText } from './LimitedText';

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

/**
 * The option that reveals the text box. Built pages hold it as an attribute value, so it is plain printable
 * text (a control character such as NUL is read back by the browser as U+FFFD, which broke this choice).
 */
export const CUSTOM_CHOICE = 'custom-choice:';

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
  const selected = isCustom ? CUSTOM_CHOICE : (match?.value ?? '');
  return (
    <div className={className}>
      <Select
        label={label}
        value={selected}
        options={[{ value: '', label: noneLabel }, ...choices, { value: CUSTOM_CHOICE, label: customLabel }]}
        hint={hint}
        onChange={(v) => {
          setCustomMode(v === CUSTOM_CHOICE);
          if (v !== CUSTOM_CHOICE) onChange(v);
        }}
      />
      {isCustom && (
        <LimitedText
          id={`${id}-custom`}
          type="text"
          className="field mt-2"
          value={value}
          aria-label={customInputLabel}
          placeholder={customPlaceholder}
          autoComplete="off"
          onValueChange={onChange}
        />
      )}
    </div>
  );
}
