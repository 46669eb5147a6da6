/** The document translator's "requests at a time" picker (on the page from the start, unlike the panes). */
import { Select } from '../../components/ui/form/Select';
import { useToolT } from '../../i18n/useToolT';

const CONCURRENCY = ['1', '2', '4', '6', '8'] as const;

/** How many paragraphs go to the engine at a time. */
export function ConcurrencySelect({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (n: number) => void;
  disabled?: boolean;
}) {
  const { t, lng } = useToolT('document-translator');
  const nf = new Intl.NumberFormat(lng);
  return (
    <Select
      className="max-w-xs"
      label={t('concurrency.label')}
      hint={t('concurrency.hint')}
      value={String(value) as (typeof CONCURRENCY)[number]}
      options={CONCURRENCY.map((v) => ({ value: v, label: nf.format(Number(v)) }))}
      onChange={(v) => onChange(Number(v))}
      disabled={disabled}
    />
  );
}
