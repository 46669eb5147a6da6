/**
 * The selected layer's settings: text, font (fonts that can write the text's scripts; "automatic" picks one by
 * the text), weight, size, colour, opacity, rotation, letter spacing, position in % of the photo, shadow, outline.
 */
import { ColorInput } from '../../components/ui/form/ColorInput';
import { Select, type SelectOption } from '../../components/ui/form/Select';
import { Slider } from '../../components/ui/form/Slider';
import { TextField } from '../../components/ui/form/TextField';
import { useToolT } from '../../i18n/useToolT';
import { fontById, fontsFor, scriptsOf } from '../../lib/fonts/catalog';
import { LIMITS, MAX_TEXT, resolveFont, type Layer } from './layers';

interface Props {
  layer: Layer;
  onChange: (patch: Partial<Omit<Layer, 'id'>>) => void;
  /** Families that could not be loaded (shown as a note under the font). */
  failedFonts: readonly string[];
}

export function LayerEditor({ layer, onChange, failedFonts }: Props) {
  const { t } = useToolT('text-behind-image');
  const fonts = fontsFor(scriptsOf(layer.text));
  const own = layer.font !== 'auto' ? fontById(layer.font) : undefined;
  if (own && !fonts.includes(own)) fonts.push(own);
  const fontOptions: SelectOption<string>[] = [
    { value: 'auto', label: t('font.auto', { name: resolveFont({ font: 'auto', text: layer.text }).family }) },
    ...fonts.map((f) => ({ value: f.id, label: f.family })),
  ];
  const resolved = resolveFont(layer);
  const missing = !scriptsOf(layer.text).every((s) => resolved.scripts.includes(s));
  const slider = (key: keyof typeof LIMITS, unit: string, step = 1) => (
    <Slider
      label={t(`field.${key}`)}
      value={layer[key]}
      min={LIMITS[key][0]}
      max={LIMITS[key][1]}
      step={step}
      unit={unit}
      onChange={(v) => onChange({ [key]: v })}
    />
  );
  return (
    <div className="space-y-3" data-testid="tbi-editor">
      <TextField
        label={t('field.text')}
        id="tbi-text"
        className="field w-full"
        value={layer.text}
        max={MAX_TEXT}
        onValueChange={(text) => onChange({ text })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label={t('field.font')}
          value={layer.font}
          options={fontOptions}
          onChange={(font) => onChange({ font })}
          hint={
            failedFonts.includes(resolved.family)
              ? t('font.failed', { name: resolved.family })
              : missing
                ? t('font.missing', { name: resolved.family })
                : undefined
          }
        />
        <Select
          label={t('field.weight')}
          value={String(layer.weight) as '400' | '700'}
          options={[
            { value: '400', label: t('weight.regular') },
            { value: '700', label: t('weight.bold') },
          ]}
          onChange={(w) => onChange({ weight: w === '400' ? 400 : 700 })}
        />
      </div>
      {slider('size', '%', 0.5)}
      <div className="grid gap-3 sm:grid-cols-2">
        <ColorInput label={t('field.color')} value={layer.color} onChange={(color) => onChange({ color })} />
        {slider('opacity', '%')}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {slider('x', '%', 0.1)}
        {slider('y', '%', 0.1)}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {slider('rotation', '°')}
        {slider('spacing', '%')}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {slider('shadow', '%')}
        <ColorInput
          label={t('field.shadowColor')}
          value={layer.shadowColor}
          onChange={(shadowColor) => onChange({ shadowColor })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {slider('outline', '%', 0.5)}
        <ColorInput
          label={t('field.outlineColor')}
          value={layer.outlineColor}
          onChange={(outlineColor) => onChange({ outlineColor })}
        />
      </div>
    </div>
  );
}
