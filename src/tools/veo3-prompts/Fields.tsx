/** The builder's labelled text fields: a length limit that says so, hints and errors tied to the field. */
import type { ReactNode } from 'react';
import { LimitedText } from '../../components/ui/LimitedText';
import { useToolT } from '../../i18n/useToolT';

export function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  const { t } = useToolT('veo3-prompts');
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
      {children}
      {required && (
        <span className="ml-1 text-xs font-normal text-slate-600 dark:text-slate-400">({t('builder.required')})</span>
      )}
    </label>
  );
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {error && (
        <p id={`${id}-error`} className="error-text mt-1" role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </>
  );
}

export function TextInput({ id, label, value, onChange, placeholder, hint, error }: FieldProps) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <LimitedText
        id={id}
        type="text"
        className="field"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onValueChange={onChange}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({ id, label, value, onChange, placeholder, hint, error }: FieldProps) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <LimitedText
        multiline
        id={id}
        rows={2}
        className={`field resize-y ${error ? 'border-red-600 dark:border-red-400' : ''}`}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onValueChange={onChange}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}
