/** The watermark's settings: text or logo, its look, and where it goes. */
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { FileInput } from '../../components/ui/files/FileInput';
import { Checkbox } from '../../components/ui/form/Checkbox';
import { ColorInput } from '../../components/ui/form/ColorInput';
import { Select } from '../../components/ui/form/Select';
import { Slider } from '../../components/ui/form/Slider';
import { TextField } from '../../components/ui/form/TextField';
import { useToolT } from '../../i18n/useToolT';
import { LOGO_ACCEPT } from '../../lib/image/logo';
import { AnchorGrid } from './AnchorGrid';
import { ANCHORS, type Anchor } from './logic/layout';
import { DEFAULTS, FONT_KEYS, RANGES, TEXT_MAX, type Settings } from './logic/settings';

export interface LogoState {
  name: string;
  /** Translated problem with the chosen logo, if any. */
  error?: string;
}

interface Props {
  s: Settings;
  set: (patch: Partial<Settings>) => void;
  logo: LogoState | null;
  onLogo: (file: File) => void;
  onClearLogo: () => void;
}

export function Controls({ s, set, logo, onLogo, onClearLogo }: Props) {
  const { t } = useToolT('image-watermark');
  const pct = '%';
  const slider = (key: keyof typeof RANGES, label: string, unit: string, hint?: string) => (
    <Slider
      label={label}
      value={s[key]}
      {...RANGES[key]}
      unit={unit}
      hint={hint}
      onChange={(v) => set({ [key]: v } as Partial<Settings>)}
    />
  );
  const anchorNames = Object.fromEntries(ANCHORS.map((a) => [a, t(`anchor.${a}`)])) as Record<Anchor, string>;
  return (
    <section className="panel space-y-4" aria-labelledby="wm-settings">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="wm-settings" className="mr-auto text-lg font-semibold">
          {t('settingsHeading')}
        </h2>
        <button type="button" className="btn text-sm" onClick={() => set({ ...DEFAULTS, text: s.text })}>
          {t('reset')}
        </button>
      </div>
      <SegmentedControl
        label={t('modeLabel')}
        value={s.mode}
        onChange={(mode) => set({ mode })}
        options={[
          { value: 'text', label: t('mode.text') },
          { value: 'image', label: t('mode.image') },
        ]}
      />
      {s.mode === 'text' ? (
        <div className="space-y-4">
          <TextField
            label={t('textLabel')}
            id="wm-text"
            className="field w-full"
            value={s.text}
            max={TEXT_MAX}
            onValueChange={(text) => set({ text })}
            autoComplete="off"
            spellCheck={false}
          >
            {s.text.trim() === '' && <p className="mt-1 text-sm text-amber-800 dark:text-amber-300">{t('noText')}</p>}
          </TextField>
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label={t('fontLabel')}
              value={s.font}
              onChange={(font) => set({ font })}
              options={FONT_KEYS.map((f) => ({ value: f, label: t(`font.${f}`) }))}
            />
            <ColorInput label={t('colorLabel')} value={s.color} onChange={(color) => set({ color })} />
            {slider('size', t('sizeLabel'), pct, t('sizeHint'))}
            <Checkbox label={t('boldLabel')} checked={s.bold} onChange={(bold) => set({ bold })} className="sm:mt-7" />
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <FileInput
            onFiles={(files) => onLogo(files[0]!)}
            accept={LOGO_ACCEPT}
            checkType={false}
            label={t('logoChoose')}
            className="min-h-20"
          >
            <span className="block font-medium text-slate-800 dark:text-slate-100">
              {logo ? t('logoChosen', { name: logo.name }) : t('logoDrop')}
            </span>
          </FileInput>
          {logo?.error && (
            <p className="error-text" role="alert">
              {logo.error}
            </p>
          )}
          {logo && (
            <button type="button" className="btn" onClick={onClearLogo}>
              {t('logoClear')}
            </button>
          )}
          {slider('logoScale', t('logoScaleLabel'), pct, t('logoScaleHint'))}
        </div>
      )}
      {slider('opacity', t('opacityLabel'), '%')}

      <SegmentedControl
        label={t('placementLabel')}
        value={s.placement}
        onChange={(placement) => set({ placement })}
        options={[
          { value: 'grid', label: t('placement.grid') },
          { value: 'tile', label: t('placement.tile') },
        ]}
      />
      {s.placement === 'grid' ? (
        <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
          <AnchorGrid
            label={t('anchorLabel')}
            value={s.anchor}
            onChange={(anchor) => set({ anchor })}
            names={anchorNames}
          />
          <div className="space-y-4">
            {slider('margin', t('marginLabel'), pct, t('marginHint'))}
            {slider('rotation', t('rotationLabel'), '°')}
          </div>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {slider('spacing', t('spacingLabel'), pct, t('spacingHint'))}
          {slider('tileAngle', t('tileAngleLabel'), '°')}
        </div>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('scaleNote')}</p>
    </section>
  );
}
