/**
 * The frame of a labelled field: the label, the control, an error and a hint tied to it (aria-describedby),
 * drawn one way for every tool. `InputField` is a plain <input> in it, for a value that is not free text (a
 * number, a date, a digits-only limit); `TextField` (TextField.tsx) puts a LimitedText in it, for text. Kept
 * apart so that a page with no free-text field does not load LimitedText.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** The label above a field, as every control of the form kit draws it. */
export const LABEL_CLASS = 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200';

export interface Frame {
  label: ReactNode;
  /** A line under the field, linked as its description. */
  hint?: ReactNode;
  /** A message under the field (role alert), linked as its description; marks the field invalid. */
  error?: ReactNode;
  /** For the wrapper. `className` is the field's own (default "field"). */
  wrapperClassName?: string;
  /** In place of the kit's label style (a smaller label in a dense panel). */
  labelClassName?: string;
  /** Shown under the field, before the error and the hint. */
  children?: ReactNode;
}

type Control = { id?: string; className?: string; 'aria-describedby'?: string; 'aria-invalid'?: unknown };

/** The label, the control made by `render` (given its id, class and descriptions), then the messages. */
export function FieldFrame<P extends Control>({
  props,
  render,
}: {
  props: Frame & P;
  render: (control: P) => ReactNode;
}) {
  const { label, hint, error, wrapperClassName, labelClassName = LABEL_CLASS, children, ...control } = props;
  const auto = useId();
  const id = control.id ?? auto;
  const describedBy =
    [control['aria-describedby'], error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') ||
    undefined;
  // The rest of P with the frame's own id, class and descriptions (a spread of a generic rest is not P to TS).
  const own = {
    ...control,
    id,
    className: control.className ?? 'field',
    'aria-describedby': describedBy,
    'aria-invalid': control['aria-invalid'] ?? (error ? true : undefined),
  } as unknown as P;
  return (
    <div className={wrapperClassName}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {render(own)}
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * The error and the hint under a field, with the ids its aria-describedby names (`${id}-error`, `${id}-hint`).
 * The error is an alert unless `alert` is false (a field that says so as it is typed in, not on a submit).
 */
export function FieldMessages({
  id,
  error,
  hint,
  alert = true,
}: {
  id: string;
  error?: ReactNode;
  hint?: ReactNode;
  alert?: boolean;
}) {
  return (
    <>
      {error && (
        <p id={`${id}-error`} className="error-text mt-1" role={alert ? 'alert' : undefined}>
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

export type InputFieldProps = Frame & InputHTMLAttributes<HTMLInputElement>;

/** A labelled <input> for a value that is not free text: a number, a date. */
export function InputField(props: InputFieldProps) {
  return <FieldFrame props={props} render={(input) => <input {...input} />} />;
}
