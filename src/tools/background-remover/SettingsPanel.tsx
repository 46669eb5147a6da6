/** The output settings: what goes behind the subject (nothing, a colour, the blurred photo, an image) and the format. */
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { FileInput } from '../../components/ui/files/FileInput';
import { ColorInput } from '../../components/ui/form/ColorInput';
import { Select } from '../../components/ui/form/Select';
import { Slider } from '../../components/ui/form/Slider';
import { useObjectUrl } from '../../components/ui/files/useObjectUrl';
import { useToolT } from '../../i18n/useToolT';
import { COLOR_PRESETS, type BackgroundKind, type OutputFormat, type Settings } from './logic';

interface Props {
  settings: Settings;
  onChange: (patch: Partial<Settings>) => void;
  bgImage: File | null;
  onBgImage: (file: File | null) => void;
}

export function SettingsPanel({ settings, onChange, bgImage, onBgImage }: Props) {
  const { t } = useToolT('background-remover');
  const bgUrl = useObjectUrl(bgImage ?? undefined);
  const kinds: BackgroundKind[] = ['transparent', 'color', 'blur', 'image'];
  return (
    <section className="panel space-y-4" aria-labelledby="bgr-settings-h">
      <h2 id="bgr-settings-h" className="text-lg font-semibold">
        {t('settings')}
      </h2>
      <SegmentedControl
        label={t('background')}
        options={kinds.map((k) => ({ value: k, label: t(`backgrounds.${k}`) }))}
        value={settings.background}
        onChange={(background) => onChange({ background })}
      />
      {settings.background === 'color' && (
        <div className="flex flex-wrap items-end gap-3">
          <div role="group" aria-label={t('presets')} className="flex flex-wrap gap-2">
            {COLOR_PRESETS.map((c) => (
              <button
                key={c}
                type="button"
                className="h-9 w-9 rounded-lg border border-slate-300 dark:border-slate-600"
                style={{ background: c }}
                aria-label={t('presetColor', { color: c })}
                aria-pressed={settings.color === c}
                onClick={() => onChange({ color: c })}
              />
            ))}
          </div>
          <ColorInput label={t('customColor')} value={settings.color} onChange={(color) => onChange({ color })} />
        </div>
      )}
      {settings.background === 'blur' && (
        <Slider
          label={t('blur')}
          min={1}
          max={50}
          value={settings.blur}
          onChange={(blur) => onChange({ blur })}
          hint={t('blurHint')}
          className="max-w-md"
        />
      )}
      {settings.background === 'image' && (
        <div className="space-y-2">
          <FileInput
            onFiles={(files) => onBgImage(files[0] ?? null)}
            accept="image/*"
            label={t('bgImageLabel')}
            className="min-h-20"
          >
            <span className="block">{t('bgImageHint')}</span>
          </FileInput>
          {bgImage && bgUrl && (
            <div className="flex items-center gap-3 text-sm">
              <img
                src={bgUrl}
                alt={t('bgImageAlt', { name: bgImage.name })}
                className="h-14 w-20 rounded object-cover"
              />
              <span className="min-w-0 break-all">{bgImage.name}</span>
              <button type="button" className="btn" onClick={() => onBgImage(null)}>
                {t('bgImageRemove')}
              </button>
            </div>
          )}
          {!bgImage && <p className="text-sm text-amber-800 dark:text-amber-300">{t('bgImageNeeded')}</p>}
        </div>
      )}
      <Select<OutputFormat>
        label={t('format')}
        value={settings.format}
        options={[
          { value: 'png', label: 'PNG' },
          { value: 'webp', label: 'WebP' },
        ]}
        onChange={(format) => onChange({ format })}
        hint={t('formatHint')}
        className="max-w-xs"
      />
    </section>
  );
}
