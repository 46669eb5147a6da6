/** Size (standard or custom mm) and background colour. */
import { ColorInput } from '../../components/ui/form/ColorInput';
import { Select } from '../../components/ui/form/Select';
import { Slider } from '../../components/ui/form/Slider';
import { useToolT } from '../../i18n/useToolT';
import {
  CUSTOM_MAX_MM,
  CUSTOM_MIN_MM,
  presetFor,
  PRESET_IDS,
  type Placement,
  type Preset,
  type withinRule,
} from './logic';
import { BACKGROUND_COLORS, BACKGROUNDS, type Settings } from './settings';

interface Props {
  s: Settings;
  set: (patch: Partial<Settings>) => void;
  preset: Preset;
  /** Where the face lands in the framed photo, and which of the rule's ranges it keeps (null: no photo). */
  fit?: Placement | null;
  inside?: ReturnType<typeof withinRule> | null;
}

const mm = (v: number, lng: string) => new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(v);

export function Controls({ s, set, preset, fit, inside }: Props) {
  const { t, lng } = useToolT('id-photo-maker');
  const options = PRESET_IDS.map((id) => {
    const p = presetFor(id, { width: s.customWidthMm, height: s.customHeightMm });
    return {
      value: id,
      label: t('size.option', {
        name: t(`size.names.${id}`),
        w: mm(p.widthMm, lng),
        h: mm(p.heightMm, lng),
        pw: p.width,
        ph: p.height,
      }),
    };
  });
  return (
    <section className="panel space-y-4" aria-label={t('settingsHeading')}>
      <h2 className="text-base font-semibold">{t('settingsHeading')}</h2>
      <Select
        label={t('size.label')}
        value={s.preset}
        options={options}
        // The background follows the rule of the size picked (white for passports and visas).
        onChange={(id) => set({ preset: id, background: presetFor(id).background })}
        hint={t('size.rule', { min: mm(preset.headMm[0], lng), max: mm(preset.headMm[1], lng) })}
        className="[&_select]:w-full"
      />
      <div
        className="space-y-1 text-xs [overflow-wrap:anywhere] text-slate-600 dark:text-slate-400"
        data-testid="id-photo-rule"
      >
        {preset.topMm && <p>{t('size.top', { min: mm(preset.topMm[0], lng), max: mm(preset.topMm[1], lng) })}</p>}
        {preset.eyesMm && <p>{t('size.eyes', { min: mm(preset.eyesMm[0], lng), max: mm(preset.eyesMm[1], lng) })}</p>}
        {preset.chinMinMm !== undefined && <p>{t('size.chin', { min: mm(preset.chinMinMm, lng) })}</p>}
        <p>{preset.authority ? t('size.source', { source: preset.source }) : t('size.convention')}</p>
        {fit && inside && (
          <p data-testid="id-photo-fit" className={Object.values(inside).every(Boolean) ? '' : 'error-text'}>
            {t('size.fit', { head: mm(fit.headMm, lng), top: mm(fit.topMm, lng), eyes: mm(fit.eyesMm, lng) })}
            {Object.values(inside).every(Boolean) ? '' : ` ${t('size.outside')}`}
          </p>
        )}
      </div>
      {s.preset === 'custom' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Slider
            label={t('size.widthMm')}
            value={s.customWidthMm}
            min={CUSTOM_MIN_MM}
            max={CUSTOM_MAX_MM}
            step={0.1}
            unit="mm"
            onChange={(customWidthMm) => set({ customWidthMm })}
          />
          <Slider
            label={t('size.heightMm')}
            value={s.customHeightMm}
            min={CUSTOM_MIN_MM}
            max={CUSTOM_MAX_MM}
            step={0.1}
            unit="mm"
            onChange={(customHeightMm) => set({ customHeightMm })}
          />
        </div>
      )}
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('background.label')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {BACKGROUNDS.map((b) => (
            <label
              key={b}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600/40 dark:border-slate-600"
            >
              <input
                type="radio"
                name="id-photo-background"
                value={b}
                checked={s.background === b}
                onChange={() => set({ background: b })}
                className="accent-brand-600"
              />
              <span
                aria-hidden="true"
                className="inline-block h-4 w-4 rounded border border-slate-400"
                style={{ background: b === 'custom' ? s.customColor : BACKGROUND_COLORS[b] }}
              />
              {t(`background.${b}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {s.background === 'custom' && (
        <ColorInput
          label={t('background.customLabel')}
          value={s.customColor}
          onChange={(customColor) => set({ customColor })}
        />
      )}
    </section>
  );
}
