/** The converter's settings: direction, encoding style (with its hint) and batch mode. */
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { useToolT } from '../../i18n/useToolT';
import type { Direction, UrlMode } from './logic';

interface Props {
  direction: Direction;
  setDirection: (d: Direction) => void;
  mode: UrlMode;
  setMode: (m: UrlMode) => void;
  batch: boolean;
  setBatch: (b: boolean) => void;
  /** Id of the mode hint, which the input box refers to. */
  hintId: string;
}

export function ConverterOptions({ direction, setDirection, mode, setMode, batch, setBatch, hintId }: Props) {
  const { t } = useToolT('url-encode-and-decode');
  const modeOptions = [
    { value: 'component' as const, label: t('modeComponent'), hint: t('modeComponentHint') },
    { value: 'uri' as const, label: t('modeUri'), hint: t('modeUriHint') },
    { value: 'form' as const, label: t('modeForm'), hint: t('modeFormHint') },
  ];
  return (
    <div className="panel flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <SegmentedControl
          label={t('directionLabel')}
          value={direction}
          onChange={setDirection}
          options={[
            { value: 'encode', label: t('encode') },
            { value: 'decode', label: t('decode') },
          ]}
        />
        <SegmentedControl label={t('modeLabel')} value={mode} onChange={setMode} options={modeOptions} />
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={batch}
            onChange={(e) => setBatch(e.target.checked)}
          />
          {t('batch')}
        </label>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400" id={hintId}>
        {modeOptions.find((o) => o.value === mode)?.hint}
      </p>
    </div>
  );
}
