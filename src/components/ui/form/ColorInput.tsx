import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { FieldMessages } from './Field';
import { parseHexColor } from './values';

interface Props {
  label: string;
  /** "#rrggbb". */
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A colour: the system colour picker and a hex field beside it. The field takes "#1a2b3c", "1A2B3C" or "#abc"
 * as typed and reports "#rrggbb"; anything else is marked invalid with a message, and the value stays.
 */
export function ColorInput({ label, value, onChange, hint, disabled, className = '' }: Props) {
  const { t } = useTranslation('tools');
  const id = useId();
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);
  // A new value from outside (the picker, a reset) replaces the text, unless the text already means it
  // ("#abc" while typing on towards "#abcdef" must not become "#aabbcc" under the cursor).
  useEffect(() => {
    setText((cur) => (parseHexColor(cur) === value ? cur : value));
    setInvalid(false);
  }, [value]);
  const describedBy = [invalid && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          className="h-9 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 disabled:cursor-not-allowed dark:border-slate-600 dark:bg-slate-900"
          value={parseHexColor(value) ?? '#000000'}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          type="text"
          className="field w-32 font-mono"
          value={text}
          disabled={disabled}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-label={t('ui.form.hex', { label })}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => {
            setText(e.target.value);
            const parsed = parseHexColor(e.target.value);
            setInvalid(parsed === null);
            if (parsed && parsed !== value) onChange(parsed);
          }}
          onBlur={() => {
            if (!invalid) setText(parseHexColor(value) ?? value);
          }}
        />
      </div>
      <FieldMessages id={id} error={invalid ? t('ui.form.invalidHex') : undefined} hint={hint} alert={false} />
    </div>
  );
}
