/** The stitch settings: layout, spacing, padding, alignment, fit, background and output format. */
import { Checkbox } from '../../components/ui/form/Checkbox';
import { ColorInput } from '../../components/ui/form/ColorInput';
import { Select } from '../../components/ui/form/Select';
import { Slider } from '../../components/ui/form/Slider';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { useToolT } from '../../i18n/useToolT';
import {
  MAX_COLUMNS,
  MAX_PADDING,
  MAX_SPACING,
  type Align,
  type Direction,
  type OutputType,
  type Settings,
} from './logic';

interface Props {
  settings: Settings;
  onChange: (patch: Partial<Settings>) => void;
}

export function SettingsPanel({ settings: s, onChange }: Props) {
  const { t } = useToolT('image-stitcher');
  const alignOptions: { value: Align; label: string }[] = (['start', 'center', 'end'] as const).map((a) => ({
    value: a,
    label: t(`align.${s.direction === 'horizontal' ? 'row' : s.direction === 'grid' ? 'grid' : 'column'}.${a}`),
  }));
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <legend className="sr-only">{t('settings')}</legend>
      <div className="sm:col-span-2 lg:col-span-1">
        <span className="mb-1 block text-sm font-medium" id="stitch-direction">
          {t('direction.label')}
        </span>
        <SegmentedControl<Direction>
          label={t('direction.label')}
          value={s.direction}
          onChange={(direction) => onChange({ direction })}
          options={(['vertical', 'horizontal', 'grid'] as const).map((d) => ({ value: d, label: t(`direction.${d}`) }))}
        />
      </div>
      {s.direction === 'grid' && (
        <Slider
          label={t('columns')}
          value={s.columns}
          min={1}
          max={MAX_COLUMNS}
          onChange={(columns) => onChange({ columns })}
        />
      )}
      <Slider
        label={t('spacing')}
        value={s.spacing}
        min={0}
        max={MAX_SPACING}
        unit="px"
        onChange={(spacing) => onChange({ spacing })}
      />
      <Slider
        label={t('padding')}
        value={s.padding}
        min={0}
        max={MAX_PADDING}
        unit="px"
        onChange={(padding) => onChange({ padding })}
      />
      <Select<Align>
        label={t('align.label')}
        value={s.align}
        options={alignOptions}
        onChange={(align) => onChange({ align })}
      />
      <Checkbox
        className="sm:col-span-2 lg:col-span-1"
        label={t(`fit.${s.direction}`)}
        hint={t(`fit.${s.direction}Hint`)}
        checked={s.fit}
        onChange={(fit) => onChange({ fit })}
      />
      <ColorInput
        label={t('background')}
        value={s.background}
        onChange={(background) => onChange({ background })}
        disabled={s.transparent && s.type !== 'image/jpeg'}
      />
      <Checkbox
        label={t('transparent')}
        hint={s.type === 'image/jpeg' ? t('transparentJpeg') : undefined}
        checked={s.transparent}
        onChange={(transparent) => onChange({ transparent })}
      />
      <Select<OutputType>
        label={t('format')}
        value={s.type}
        options={[
          { value: 'image/png', label: 'PNG' },
          { value: 'image/jpeg', label: 'JPEG' },
          { value: 'image/webp', label: 'WebP' },
        ]}
        onChange={(type) => onChange({ type })}
      />
      {s.type !== 'image/png' && (
        <Slider
          label={t('quality')}
          value={Math.round(s.quality * 100)}
          min={50}
          max={100}
          unit="%"
          onChange={(q) => onChange({ quality: q / 100 })}
        />
      )}
    </fieldset>
  );
}
