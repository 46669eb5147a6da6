/** The builder's labelled text fields (the form kit's TextField): a length limit that says so, hints and errors. */
import { TextField } from '../../components/ui/form/TextField';
import { useToolT } from '../../i18n/useToolT';

/** "(required)" after a field's label. */
export function Required() {
  const { t } = useToolT('veo3-prompts');
  return <span className="ml-1 text-xs font-normal text-slate-600 dark:text-slate-400">({t('builder.required')})</span>;
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

export function TextInput({ id, label, value, onChange, placeholder, hint, error }: FieldProps) {
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      id={id}
      type="text"
      className="field"
      value={value}
      placeholder={placeholder}
      autoComplete="off"
      onValueChange={onChange}
    />
  );
}

export function TextArea({ id, label, value, onChange, placeholder, hint, error }: FieldProps) {
  return (
    <TextField
      multiline
      label={label}
      hint={hint}
      error={error}
      id={id}
      rows={2}
      className={`field resize-y ${error ? 'border-red-600 dark:border-red-400' : ''}`}
      value={value}
      placeholder={placeholder}
      onValueChange={onChange}
    />
  );
}
