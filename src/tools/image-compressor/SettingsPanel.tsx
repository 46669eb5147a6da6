import { useId } from 'react';
import { Checkbox } from '../../components/ui/form/Checkbox';
import { Select } from '../../components/ui/form/Select';
import { Slider } from '../../components/ui/form/Slider';
import { InputField } from '../../components/ui/form/Field';
import { useToolT } from '../../i18n/useToolT';
import { FORMATS, MAX_TARGET_KB, parseLimit, type Settings } from './logic';

interface Props {
  settings: Settings;
  onChange: (patch: Partial<Settings>) => void;
}

/** Output format, quality, size limits and metadata; every change runs the batch again. */
export function SettingsPanel({ settings, onChange }: Props) {
  const { t } = useToolT('image-compressor');
  const id = useId();
  const lossyOnly = settings.format === 'png' && !settings.pngPalette;
  const pngPossible = settings.format === 'png' || settings.format === 'same' || settings.format === 'auto';
  const metaNote =
    settings.format === 'same' || settings.format === 'auto'
      ? t('metadata.noteSame')
      : settings.format === 'jpeg'
        ? t('metadata.noteJpeg')
        : t('metadata.noteOther');

  const limitField = (key: 'maxWidth' | 'maxHeight') => (
    <InputField
      wrapperClassName="min-w-0 flex-1 basis-32"
      label={t(key)}
      id={`${id}-${key}`}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('noLimit')}
      value={settings[key] ? String(settings[key]) : ''}
      onChange={(e) => onChange({ [key]: parseLimit(e.target.value) })}
      aria-describedby={`${id}-limits`}
    />
  );

  return (
    <section className="panel space-y-4" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        {t('settings')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('format')}
          value={settings.format}
          options={FORMATS.map((f) => ({ value: f, label: t(`formats.${f}`) }))}
          onChange={(format) => onChange({ format })}
          hint={t(`formatHints.${settings.format}`)}
        />
        <Slider
          label={t('quality')}
          value={settings.quality}
          min={1}
          max={100}
          onChange={(quality) => onChange({ quality })}
          disabled={lossyOnly}
          hint={lossyOnly ? t('qualityLossless') : t('qualityHint')}
        />
      </div>
      <div>
        <div className="flex flex-wrap gap-4">
          {limitField('maxWidth')}
          {limitField('maxHeight')}
        </div>
        <p id={`${id}-limits`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('limitsHint')}
        </p>
      </div>
      <div>
        <InputField
          wrapperClassName="max-w-xs"
          label={t('target.label')}
          id={`${id}-maxKB`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('noLimit')}
          value={settings.maxKB ? String(settings.maxKB) : ''}
          onChange={(e) => onChange({ maxKB: Math.min(MAX_TARGET_KB, parseLimit(e.target.value)) })}
          aria-describedby={`${id}-target`}
        />
        <p id={`${id}-target`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('target.hint')}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Checkbox
          label={t('metadata.keep')}
          checked={settings.keepMetadata}
          onChange={(keepMetadata) => onChange({ keepMetadata })}
          hint={settings.keepMetadata ? metaNote : t('metadata.stripNote')}
        />
        {pngPossible && (
          <Checkbox
            label={t('pngPalette')}
            checked={settings.pngPalette}
            onChange={(pngPalette) => onChange({ pngPalette })}
            hint={t('pngPaletteHint')}
          />
        )}
      </div>
    </section>
  );
}
