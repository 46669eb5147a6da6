/** The look of the strips: strip height (% or px), font, size, colours, outline/shadow, separator, format. */
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { Checkbox } from '../../components/ui/form/Checkbox';
import { ColorInput } from '../../components/ui/form/ColorInput';
import { Select } from '../../components/ui/form/Select';
import { Slider } from '../../components/ui/form/Slider';
import { WEB_FONTS, type WebFont } from '../../lib/fonts/catalog';
import { useToolT } from '../../i18n/useToolT';
import { DEFAULTS, EFFECTS, RANGES, type Effect, type OutputType, type Settings } from './logic';

interface Props {
  s: Settings;
  set: (patch: Partial<Settings>) => void;
  /** The font 'auto' stands for with the current text. */
  auto: WebFont;
  /** The frame's height, for the strip's size in pixels (null before a frame is chosen). */
  frameHeight: number | null;
  /** The strip height in frame pixels. */
  strip: number;
}

export function Controls({ s, set, auto, frameHeight, strip }: Props) {
  const { t, lng } = useToolT('subtitle-to-image');
  const nf = new Intl.NumberFormat(lng);
  const fonts = [
    { value: 'auto', label: t('fontAuto', { name: auto.family }) },
    ...WEB_FONTS.map((f) => ({ value: f.id, label: f.family })),
  ];
  return (
    <section className="panel space-y-4" aria-labelledby="sub-settings">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="sub-settings" className="mr-auto text-lg font-semibold">
          {t('settingsHeading')}
        </h2>
        <button type="button" className="btn text-sm" onClick={() => set(DEFAULTS)}>
          {t('reset')}
        </button>
      </div>
      <SegmentedControl
        label={t('stripUnitLabel')}
        value={s.stripUnit}
        onChange={(stripUnit) => set({ stripUnit })}
        options={[
          { value: 'percent', label: t('stripUnit.percent') },
          { value: 'px', label: t('stripUnit.px') },
        ]}
      />
      {s.stripUnit === 'percent' ? (
        <Slider
          label={t('stripLabel')}
          value={s.stripPercent}
          {...RANGES.stripPercent}
          unit="%"
          hint={frameHeight ? t('stripHint', { px: nf.format(strip) }) : undefined}
          onChange={(stripPercent) => set({ stripPercent })}
        />
      ) : (
        <Slider
          label={t('stripLabel')}
          value={s.stripPx}
          {...RANGES.stripPx}
          max={frameHeight ?? RANGES.stripPx.max}
          unit="px"
          hint={frameHeight ? t('stripHint', { px: nf.format(strip) }) : undefined}
          onChange={(stripPx) => set({ stripPx })}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('fontLabel')}
          value={s.font}
          options={fonts}
          onChange={(font) => set({ font })}
          className="sm:col-span-2"
        />
        <Slider
          label={t('sizeLabel')}
          value={s.size}
          {...RANGES.size}
          unit="%"
          hint={t('sizeHint')}
          onChange={(size) => set({ size })}
        />
        <Checkbox label={t('boldLabel')} checked={s.bold} onChange={(bold) => set({ bold })} className="sm:mt-7" />
        <ColorInput label={t('colorLabel')} value={s.color} onChange={(color) => set({ color })} />
        <Select<Effect>
          label={t('effectLabel')}
          value={s.effect}
          options={EFFECTS.map((e) => ({ value: e, label: t(`effect.${e}`) }))}
          onChange={(effect) => set({ effect })}
        />
        {s.effect !== 'none' && (
          <ColorInput
            label={t('effectColorLabel')}
            value={s.effectColor}
            onChange={(effectColor) => set({ effectColor })}
          />
        )}
        {s.effect === 'outline' && (
          <Slider
            label={t('outlineWidthLabel')}
            value={s.outlineWidth}
            {...RANGES.outlineWidth}
            unit="%"
            hint={t('outlineWidthHint')}
            onChange={(outlineWidth) => set({ outlineWidth })}
          />
        )}
        <Checkbox
          label={t('separatorLabel')}
          checked={s.separator}
          onChange={(separator) => set({ separator })}
          className="sm:mt-7"
        />
        {s.separator && (
          <ColorInput
            label={t('separatorColorLabel')}
            value={s.separatorColor}
            onChange={(separatorColor) => set({ separatorColor })}
          />
        )}
        <Select<OutputType>
          label={t('formatLabel')}
          value={s.type}
          options={[
            { value: 'image/png', label: 'PNG' },
            { value: 'image/jpeg', label: 'JPEG' },
          ]}
          onChange={(type) => set({ type })}
        />
      </div>
    </section>
  );
}
