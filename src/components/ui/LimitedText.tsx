import { useState, type ClipboardEvent, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from '../../i18n/react';
import { FIELD_MAX_CHARS, pastedValue } from './large-text';

type Common = {
  value: string;
  onValueChange: (value: string) => void;
  /** At most this many UTF-16 code units (as the maxLength attribute counts). */
  max?: number;
};
type InputProps = Common & { multiline?: false } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'defaultValue' | 'onChange' | 'maxLength'
  >;
type AreaProps = Common & { multiline: true } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'value' | 'defaultValue' | 'onChange' | 'maxLength'
  >;

/**
 * A short text field with a length limit that says what happened: typing stops at `max` (maxLength), and a
 * paste that would go over it is refused with a message under the field (the browser would silently cut it,
 * or — without a limit — put megabytes into a form field and freeze the page on every keystroke). What the
 * user had typed stays as it was.
 */
export function LimitedText(props: InputProps | AreaProps) {
  const { value, onValueChange, max = FIELD_MAX_CHARS, multiline, ...rest } = props;
  const { t, i18n } = useTranslation('tools');
  const [refused, setRefused] = useState(0);
  const id = rest.id ?? 'field';
  const noteId = `${id}-limit`;
  const atLimit = value.length >= max;
  const note = refused ? 'refused' : atLimit ? 'reached' : null;
  const nf = new Intl.NumberFormat(i18n.language);
  const describedBy = [rest['aria-describedby'], note ? noteId : ''].filter(Boolean).join(' ') || undefined;

  const onPaste = (e: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const el = e.currentTarget;
    const pasted = e.clipboardData.getData('text/plain');
    const next = pastedValue(
      el.value,
      el.selectionStart ?? el.value.length,
      el.selectionEnd ?? el.value.length,
      pasted,
    );
    if (next.length <= max) {
      setRefused(0);
      return;
    }
    e.preventDefault();
    setRefused(pasted.length);
  };
  const onChange = (v: string) => {
    setRefused(0);
    onValueChange(v);
  };
  const shared = { maxLength: max, 'aria-describedby': describedBy, onPaste };
  return (
    <>
      {multiline ? (
        <textarea
          {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...shared}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          {...(rest as InputHTMLAttributes<HTMLInputElement>)}
          {...shared}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {note && (
        <p
          id={noteId}
          className={note === 'refused' ? 'error-text mt-1' : 'mt-1 text-xs text-slate-600 dark:text-slate-400'}
          role={note === 'refused' ? 'alert' : undefined}
          data-testid="limit-note"
        >
          {note === 'refused'
            ? t('ui.limit.refused', { n: nf.format(refused), max: nf.format(max) })
            : t('ui.limit.reached', { max: nf.format(max) })}
        </p>
      )}
    </>
  );
}
