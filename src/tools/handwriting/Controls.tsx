/**
 * The settings panel: font, paper, page, ink, sizes, alignment, letter spacing, the four margins, jitter (with
 * reshuffle), blots and strike-throughs.
 */
import { Checkbox } from '../../components/ui/form/Checkbox';
import { ColorInput } from '../../components/ui/form/ColorInput';
import { Select } from '../../components/ui/form/Select';
import { Slider } from '../../components/ui/form/Slider';
import { useToolT } from '../../i18n/useToolT';
import type { Script } from '../../lib/fonts/catalog';
import { ALIGNS, PAPERS } from './logic';
import {
  DEFAULTS,
  FORMATS,
  HANDWRITING_FONTS,
  INKS,
  MARGIN_SIDES,
  PAGE_SIZE_KEYS,
  RANGES,
  type InkPreset,
  type Settings,
} from './settings';

interface Props {
  s: Settings;
  set: (patch: Partial<Settings>) => void;
  /** The family 'auto' draws this text with. */
  autoFont: string;
}

export function Controls({ s, set, autoFont }: Props) {
  const { t } = useToolT('handwriting');
  const grid = s.paper === 'grid';
  const scripts = (list: readonly Script[]) =>
    (list.some((x) => x !== 'latin') ? list.filter((x) => x !== 'latin') : list)
      .map((x) => t(`script.${x}`))
      .join(t('listSep'));
  const fontOptions = [
    { value: 'auto', label: t('fontAuto', { font: autoFont }) },
    ...HANDWRITING_FONTS.map((f) => ({ value: f.id, label: `${f.family} — ${scripts(f.scripts)}` })),
  ];
  return (
    <section className="panel space-y-4" aria-labelledby="hw-settings">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="hw-settings" className="text-lg font-semibold">
          {t('settingsHeading')}
        </h2>
        <button type="button" className="btn" onClick={() => set({ ...DEFAULTS, seed: s.seed, format: s.format })}>
          {t('reset')}
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label={t('fontLabel')} value={s.font} options={fontOptions} onChange={(font) => set({ font })} />
        <Select
          label={t('paperLabel')}
          value={s.paper}
          options={PAPERS.map((value) => ({ value, label: t(`paper.${value}`) }))}
          onChange={(paper) => set({ paper })}
        />
        <Select
          label={t('pageLabel')}
          value={s.pageSize}
          options={PAGE_SIZE_KEYS.map((value) => ({ value, label: t(`page.${value}`) }))}
          onChange={(pageSize) => set({ pageSize })}
        />
        <Select
          label={t('formatLabel')}
          value={s.format}
          options={FORMATS.map((value) => ({ value, label: value.toUpperCase() }))}
          onChange={(format) => set({ format })}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t('inkLabel')}</legend>
        <div className="flex flex-wrap items-end gap-2">
          {(Object.keys(INKS) as InkPreset[]).map((k) => (
            <button
              key={k}
              type="button"
              className="btn"
              aria-pressed={s.ink === INKS[k]}
              onClick={() => set({ ink: INKS[k] })}
            >
              <span className="inline-block h-3 w-3 rounded-full" style={{ background: INKS[k] }} aria-hidden="true" />
              {t(`ink.${k}`)}
            </button>
          ))}
          <ColorInput label={t('inkCustom')} value={s.ink} onChange={(ink) => set({ ink })} />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Slider label={t('sizeLabel')} {...RANGES.size} value={s.size} unit="px" onChange={(size) => set({ size })} />
        <Slider
          label={t('lineSpacingLabel')}
          {...RANGES.lineSpacing}
          value={s.lineSpacing}
          unit="×"
          onChange={(lineSpacing) => set({ lineSpacing })}
        />
        <Select
          label={t('alignLabel')}
          value={s.align}
          options={ALIGNS.map((value) => ({ value, label: t(`align.${value}`) }))}
          hint={grid ? t('alignGridHint') : undefined}
          onChange={(align) => set({ align })}
        />
        <Slider
          label={t('letterSpacingLabel')}
          {...RANGES.letterSpacing}
          value={s.letterSpacing}
          unit="px"
          disabled={grid}
          hint={grid ? t('letterSpacingGridHint') : undefined}
          onChange={(letterSpacing) => set({ letterSpacing })}
        />
        <Slider
          label={t('jitterLabel')}
          {...RANGES.jitter}
          value={s.jitter}
          unit="%"
          hint={t('jitterHint')}
          onChange={(jitter) => set({ jitter })}
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t('marginLabel')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {MARGIN_SIDES.map((side) => (
            <Slider
              key={side}
              label={t(`marginSide.${side}`)}
              {...RANGES.margin}
              value={s[side]}
              unit="px"
              onChange={(v) => {
                const patch: Partial<Settings> = {};
                patch[side] = v;
                set(patch);
              }}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-start gap-4">
        <button
          type="button"
          className="btn"
          onClick={() => set({ seed: (s.seed + 0x9e3779b9 + Math.floor(Math.random() * 1e6)) >>> 0 })}
        >
          {t('reshuffle')}
        </button>
        <Checkbox label={t('blots')} checked={s.blots} onChange={(blots) => set({ blots })} />
        <Checkbox
          label={t('strikes')}
          hint={t('strikesHint')}
          checked={s.strikes}
          onChange={(strikes) => set({ strikes })}
        />
      </div>
    </section>
  );
}
