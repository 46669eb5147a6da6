/** Colour, stroke width, font size and redaction strength: the ones the current tool uses. */
import type { ToolT } from '../../i18n/useToolT';
import type { Dispatch, SetStateAction } from 'react';
import { ColorInput } from '../../components/ui/form/ColorInput';
import { Slider } from '../../components/ui/form/Slider';
import { STYLE_LIMITS, type Style, type Tool } from './shapes';

interface Props {
  t: ToolT<'image-annotator'>['t'];
  tool: Tool;
  style: Style;
  setStyle: Dispatch<SetStateAction<Style>>;
}

const STROKE_TOOLS: readonly Tool[] = ['rect', 'ellipse', 'arrow', 'line', 'pen', 'highlighter', 'select'];
const FONT_TOOLS: readonly Tool[] = ['text', 'step', 'select'];
const REDACT_TOOLS: readonly Tool[] = ['mosaic', 'blur', 'select'];

export function StyleControls({ t, tool, style, setStyle }: Props) {
  const set =
    <K extends keyof Style>(k: K) =>
    (v: Style[K]) =>
      setStyle((s) => ({ ...s, [k]: v }));
  const showColor = !['mosaic', 'blur', 'crop', 'hand'].includes(tool);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {showColor && <ColorInput label={t('color')} value={style.color} onChange={set('color')} />}
      {STROKE_TOOLS.includes(tool) && (
        <Slider
          label={t('strokeWidth')}
          value={style.strokeWidth}
          min={STYLE_LIMITS.strokeWidth[0]}
          max={STYLE_LIMITS.strokeWidth[1]}
          onChange={set('strokeWidth')}
          unit="px"
        />
      )}
      {FONT_TOOLS.includes(tool) && (
        <Slider
          label={t('fontSize')}
          value={style.fontSize}
          min={STYLE_LIMITS.fontSize[0]}
          max={STYLE_LIMITS.fontSize[1]}
          onChange={set('fontSize')}
          unit="px"
        />
      )}
      {REDACT_TOOLS.includes(tool) && (
        <Slider
          label={t('strength')}
          value={style.strength}
          min={STYLE_LIMITS.strength[0]}
          max={STYLE_LIMITS.strength[1]}
          onChange={set('strength')}
          unit="px"
          hint={t('strengthHint')}
        />
      )}
    </div>
  );
}
