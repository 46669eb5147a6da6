/** The card's text and look: quote, author, source, theme, font, size, alignment, quotation marks. */
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { ColorInput } from '../../components/ui/form/ColorInput';
import { Select } from '../../components/ui/form/Select';
import { InputField } from '../../components/ui/form/Field';
import { TextField } from '../../components/ui/form/TextField';
import { scriptsOf, type WebFont } from '../../lib/fonts/catalog';
import { dynamicKey } from '../../i18n/keys';
import { useToolT } from '../../i18n/useToolT';
import { MARK_STYLES } from './logic';
import { ALIGNS, LATIN_FONTS, MAX, PRESET_IDS, SIDE, THEMES, clampSide, type Settings, type Texts } from './settings';

interface Props {
  s: Settings;
  set: (patch: Partial<Settings>) => void;
  texts: Texts;
  setTexts: (patch: Partial<Texts>) => void;
  offered: readonly WebFont[];
  font: WebFont;
  /** The text needs scripts no single font covers. */
  mixed: boolean;
}

export function Controls({ s, set, texts, setTexts, offered, font, mixed }: Props) {
  const { t } = useToolT('quote-card');
  // A text that mixes CJK with Latin letters may draw the Latin ones in a font of their own.
  const cjk = scriptsOf(`${texts.quote}${texts.author}${texts.source}${s.watermark}`).length > 1;
  const field = (key: keyof Texts, multiline = false) =>
    multiline ? (
      <TextField
        multiline
        label={t(`${key}Label`)}
        id={`qc-${key}`}
        className="field min-h-32 w-full"
        value={texts[key]}
        max={MAX[key]}
        placeholder={t('quotePlaceholder')}
        onValueChange={(v) => setTexts({ [key]: v })}
      />
    ) : (
      <TextField
        label={t(`${key}Label`)}
        id={`qc-${key}`}
        className="field w-full"
        value={texts[key]}
        max={MAX[key]}
        autoComplete="off"
        onValueChange={(v) => setTexts({ [key]: v })}
      />
    );
  const side = (key: 'width' | 'height') => (
    <InputField
      label={t(`${key}Label`)}
      id={`qc-${key}`}
      type="number"
      className="field w-28"
      min={SIDE.min}
      max={SIDE.max}
      step={10}
      value={s[key]}
      aria-describedby="qc-side-hint"
      onChange={(e) => {
        const n = Number(e.target.value);
        if (Number.isFinite(n) && n > 0) set({ [key]: Math.min(SIDE.max, Math.round(n)) });
      }}
      onBlur={() => set({ [key]: clampSide(s[key]) })}
    />
  );
  return (
    <section className="panel space-y-4" aria-labelledby="qc-text">
      <h2 id="qc-text" className="text-lg font-semibold">
        {t('textHeading')}
      </h2>
      {field('quote', true)}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('author')}
        {field('source')}
      </div>
      <h2 className="text-lg font-semibold">{t('styleHeading')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('themeLabel')}
          value={s.theme}
          onChange={(theme) => set({ theme })}
          options={THEMES.map((th) => ({ value: th.id, label: t(dynamicKey(`theme.${th.id}`)) }))}
        />
        <Select
          label={t('fontLabel')}
          value={font.id}
          onChange={(id) => set({ font: id })}
          hint={mixed ? t('fontMixed') : t('fontHint')}
          options={offered.map((f) => ({ value: f.id, label: `${f.family} · ${t(`fontStyle.${f.style}`)}` }))}
        />
      </div>
      {cjk && (
        <Select
          label={t('latinFontLabel')}
          value={s.latinFont}
          onChange={(latinFont) => set({ latinFont })}
          hint={t('latinFontHint')}
          options={[
            { value: 'same', label: t('latinFontSame', { font: font.family }) },
            ...LATIN_FONTS.map((f) => ({ value: f.id, label: `${f.family} · ${t(`fontStyle.${f.style}`)}` })),
          ]}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('colorsLabel')}
          value={s.colors}
          onChange={(colors) => set({ colors })}
          options={[
            { value: 'theme', label: t('colors.theme') },
            { value: 'custom', label: t('colors.custom') },
          ]}
        />
        {/* A select, not a row of buttons: four size names in any language fit a 320 px screen. */}
        <Select
          label={t('sizeLabel')}
          value={s.preset}
          onChange={(preset) => set({ preset })}
          options={PRESET_IDS.map((p) => ({ value: p, label: t(`preset.${p}`) }))}
        />
      </div>
      {s.colors === 'custom' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <ColorInput label={t('textColorLabel')} value={s.textColor} onChange={(textColor) => set({ textColor })} />
          <ColorInput label={t('bgColorLabel')} value={s.bgColor} onChange={(bgColor) => set({ bgColor })} />
        </div>
      )}
      {s.preset === 'custom' && (
        <div className="flex flex-wrap items-end gap-4">
          {side('width')}
          {side('height')}
          <p id="qc-side-hint" className="text-xs text-slate-600 dark:text-slate-400">
            {t('sideHint', { min: SIDE.min, max: SIDE.max })}
          </p>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SegmentedControl
          label={t('alignLabel')}
          value={s.align}
          onChange={(align) => set({ align })}
          options={ALIGNS.map((a) => ({ value: a, label: t(`align.${a}`) }))}
        />
        <Select
          label={t('marksLabel')}
          value={s.marks}
          onChange={(marks) => set({ marks })}
          options={MARK_STYLES.map((m) => ({ value: m, label: t(`marks.${m}`) }))}
        />
      </div>
    </section>
  );
}
