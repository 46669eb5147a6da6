/** The inspector's "Parts" section: protocol, host, port, path and fragment, each editable and checked. */
import { useId } from 'react';
import { InputField } from '../../components/ui/form/Field';
import { useToolT } from '../../i18n/useToolT';
import { readable, validateParts, type PartErrorCode, type UrlParts } from './inspect';

type FieldName = 'protocol' | 'hostname' | 'port' | 'pathname' | 'hash';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** The field's text decoded, shown under it when it differs. */
  decoded?: string | null;
  /** Error code from validateParts. */
  error?: PartErrorCode;
  inputMode?: 'numeric';
}

function PartField({ id, label, value, onChange, placeholder, decoded, error, inputMode }: FieldProps) {
  const { t } = useToolT('url-encode-and-decode');
  return (
    <InputField
      wrapperClassName="min-w-0"
      labelClassName="mb-1 block text-xs font-semibold text-slate-700 dark:text-slate-300"
      label={label}
      id={id}
      className="field font-mono"
      value={value}
      placeholder={placeholder}
      inputMode={inputMode}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => onChange(e.target.value)}
    >
      {decoded && (
        <p className="mt-1 truncate text-xs text-slate-600 dark:text-slate-400" title={decoded}>
          {t('decodedAs', { text: decoded })}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="error-text mt-1">
          {t(`err${(error[0]!.toUpperCase() + error.slice(1)) as Capitalize<PartErrorCode>}`)}
        </p>
      )}
    </InputField>
  );
}

interface Props {
  parts: UrlParts;
  onChange: (parts: UrlParts) => void;
  /** Brings back the parts of the URL as pasted; the button shows only when there are edits to undo. */
  onReset?: () => void;
}

export function PartsEditor({ parts, onChange, onReset }: Props) {
  const { t } = useToolT('url-encode-and-decode');
  const ids = useId();
  const errors = validateParts(parts);
  const field = (name: FieldName, label: string, extra: Partial<FieldProps> = {}) => (
    <PartField
      id={`${ids}-${name}`}
      label={label}
      value={parts[name]}
      onChange={(value) => onChange({ ...parts, [name]: value })}
      {...extra}
    />
  );
  return (
    <section className="panel flex flex-col gap-3" aria-labelledby={`${ids}-parts-h`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${ids}-parts-h`} className="text-base font-semibold">
          {t('partsHeading')}
        </h2>
        {onReset && (
          <button type="button" className="btn" onClick={onReset}>
            {t('resetEdits')}
          </button>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,8rem)_minmax(0,1fr)_minmax(0,7rem)]">
        {field('protocol', t('protocol'), { error: errors.protocol })}
        {field('hostname', t('host'), { error: errors.hostname })}
        {field('port', t('port'), { placeholder: t('portDefault'), error: errors.port, inputMode: 'numeric' })}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('pathname', t('path'), { decoded: readable(parts.pathname) })}
        {field('hash', t('hash'), { decoded: readable(parts.hash) })}
      </div>
      {(parts.username || parts.password) && (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('userInfo', { user: parts.username })}</p>
      )}
    </section>
  );
}
