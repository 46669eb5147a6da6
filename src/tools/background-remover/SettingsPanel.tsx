/** The output settings: what goes behind the subject (nothing, a colour, the blurred photo, an image) and the format. */
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { FileInput } from '../../components/ui/files/FileInput';
import { ColorInput } from '../../components/ui/form/ColorInput';
import { Select } from '../../components/ui/form/Select';
import { Slider } from '../../components/ui/form/Slider';
import { imageProblemMessage } from '../../components/ui/files/imageProblem';
import { useObjectUrl } from '../../components/ui/files/useObjectUrl';
import { useToolT } from '../../i18n/useToolT';
import { useViewableImage } from '../../lib/image/useViewableImage';
import { useRef, useState } from 'react';
import { COLOR_PRESETS, type BackgroundKind, type OutputFormat, type Settings } from './logic';

interface Props {
  settings: Settings;
  onChange: (patch: Partial<Settings>) => void;
  bgImage: File | null;
  onBgImage: (file: File | null) => void;
}

export function SettingsPanel({ settings, onChange, bgImage, onBgImage }: Props) {
  const { t, ui, lng } = useToolT('background-remover');
  const bgUrl = useObjectUrl(useViewableImage(bgImage ?? undefined));
  // A background file refused from its bytes (empty, not an image, cut, too large) before any decode; the
  // background chosen before stays.
  const [bgError, setBgError] = useState<string | null>(null);
  const chosen = useRef(0);
  const chooseBg = async (file: File | undefined) => {
    if (!file) return;
    const n = ++chosen.current;
    setBgError(null);
    const { inspectImage } = await import('../../lib/image/dimensions');
    const inspected = await inspectImage(file, { heic: true, svg: false });
    if (n !== chosen.current) return;
    if (inspected.ok) onBgImage(file);
    else {
      console.warn(`background-remover: background ${file.name} refused`, inspected.problem);
      setBgError(imageProblemMessage(ui, lng, file.name, inspected.problem));
    }
  };
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
            onFiles={(files) => void chooseBg(files[0])}
            accept="image/*"
            label={t('bgImageLabel')}
            className="min-h-20"
          >
            <span className="block">{t('bgImageHint')}</span>
          </FileInput>
          {bgError && (
            <p role="alert" className="error-text" data-testid="bgr-bg-error">
              {bgError}
            </p>
          )}
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
