/** The image settings: theme, width, scale, padding, header and footer lines, file format. */
import { useId } from 'react';
import { Select } from '../../components/ui/form/Select';
import { Slider } from '../../components/ui/form/Slider';
import { InputField } from '../../components/ui/form/Field';
import { useToolT } from '../../i18n/useToolT';
import type { ImageFormat } from './fonts';
import { MAX_CAPTION_CHARS, MAX_PADDING, SCALES, THEME_IDS, WIDTHS, type Settings } from './logic';

interface Props {
  settings: Settings;
  onChange: (patch: Partial<Settings>) => void;
  format: ImageFormat;
  onFormat: (format: ImageFormat) => void;
}

export function SettingsPanel({ settings: s, onChange, format, onFormat }: Props) {
  const { t } = useToolT('markdown-to-image');
  const id = useId();
  const caption = (key: 'header' | 'footer') => (
    <InputField
      label={t(key)}
      id={`${id}-${key}`}
      type="text"
      className="field w-full"
      value={s[key]}
      maxLength={MAX_CAPTION_CHARS}
      placeholder={t(`${key}Placeholder`)}
      onChange={(e) => onChange({ [key]: e.target.value })}
      data-testid={`md2img-${key}`}
    />
  );
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="md2img-settings">
      <Select
        label={t('theme')}
        value={s.theme}
        options={THEME_IDS.map((value) => ({ value, label: t(`themes.${value}`) }))}
        onChange={(theme) => onChange({ theme })}
      />
      <Select
        label={t('width')}
        value={String(s.width)}
        options={WIDTHS.map((w) => ({ value: String(w), label: t(`widths.w${w}`) }))}
        onChange={(w) => onChange({ width: Number(w) as Settings['width'] })}
      />
      <Select
        label={t('scale')}
        value={String(s.scale)}
        options={SCALES.map((n) => ({ value: String(n), label: t('scaleOption', { n }) }))}
        onChange={(n) => onChange({ scale: Number(n) as Settings['scale'] })}
      />
      <Select
        label={t('format')}
        value={format}
        options={[
          { value: 'png', label: 'PNG' },
          { value: 'jpeg', label: 'JPEG' },
        ]}
        onChange={onFormat}
      />
      <Slider
        className="col-span-2"
        label={t('padding')}
        value={s.padding}
        min={0}
        max={MAX_PADDING}
        step={4}
        unit="px"
        onChange={(padding) => onChange({ padding })}
      />
      <div className="col-span-2 grid gap-3 sm:col-span-4 sm:grid-cols-2">
        {caption('header')}
        {caption('footer')}
      </div>
    </div>
  );
}
