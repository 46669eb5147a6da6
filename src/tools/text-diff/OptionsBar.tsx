import type { Dispatch, SetStateAction } from 'react';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { useToolT } from '../../i18n/useToolT';
import type { Options } from './inputs';
import type { DiffMode } from './types';
import type { View } from './view';

interface Props {
  opts: Options;
  setOpts: Dispatch<SetStateAction<Options>>;
}

/** The comparison options: compare by lines/words/characters, side by side or inline, what to ignore. */
export function OptionsBar({ opts, setOpts }: Props) {
  const { t } = useToolT('text-diff');
  const legend = 'text-sm font-medium text-slate-700 dark:text-slate-300';
  const check = (key: 'ignoreWhitespace' | 'ignoreCase') => (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="h-4 w-4 accent-brand-600"
        checked={opts[key]}
        onChange={(e) => setOpts((o) => ({ ...o, [key]: e.target.checked }))}
      />
      {t(key)}
    </label>
  );
  return (
    <section className="panel flex flex-wrap items-center gap-x-6 gap-y-3" aria-label={t('optionsLabel')}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={legend}>{t('mode')}</span>
        <SegmentedControl<DiffMode>
          label={t('mode')}
          value={opts.mode}
          onChange={(mode) => setOpts((o) => ({ ...o, mode }))}
          options={[
            { value: 'line', label: t('modeLine') },
            { value: 'word', label: t('modeWord') },
            { value: 'char', label: t('modeChar') },
          ]}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className={legend}>{t('view')}</span>
        <SegmentedControl<View>
          label={t('view')}
          value={opts.view}
          onChange={(view) => setOpts((o) => ({ ...o, view }))}
          options={[
            { value: 'split', label: t('viewSplit') },
            { value: 'inline', label: t('viewInline') },
          ]}
        />
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {check('ignoreWhitespace')}
        {check('ignoreCase')}
      </div>
    </section>
  );
}
