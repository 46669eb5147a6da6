/** The tool buttons (aria-pressed on the active one, shortcut letters in names and tooltips) and the actions. */
import type { ToolT } from '../../i18n/useToolT';
import { AnnotatorIconSvg, type AnnotatorIcon } from './icons';
import type { Tool } from './shapes';
import { TOOLS } from './tools';

/** SVG icons, not font glyphs: "⌗" or "✋" show as empty boxes where no symbol or emoji font is installed. */
const ICONS: Record<Tool, AnnotatorIcon> = {
  select: 'cursor',
  hand: 'hand',
  rect: 'square',
  ellipse: 'circle',
  arrow: 'arrowUpRight',
  line: 'line',
  pen: 'pen',
  highlighter: 'highlighter',
  text: 'text',
  step: 'step',
  mosaic: 'mosaic',
  blur: 'blur',
  crop: 'crop',
};

interface ToolbarProps {
  t: ToolT<'image-annotator'>['t'];
  tool: Tool;
  setTool: (tool: Tool) => void;
}

export function ToolButtons({ t, tool, setTool }: ToolbarProps) {
  return (
    <div role="toolbar" aria-label={t('toolsLabel')} className="flex flex-wrap gap-1">
      {TOOLS.map(({ tool: id, key }) => {
        const name = `${t(`tool.${id}`)} (${key})`;
        return (
          <button
            key={id}
            type="button"
            className={`btn min-h-10 min-w-10 px-2 ${tool === id ? 'btn-primary' : ''}`}
            aria-pressed={tool === id}
            aria-label={name}
            aria-keyshortcuts={key}
            title={name}
            onClick={() => setTool(id)}
          >
            <AnnotatorIconSvg name={ICONS[id]} />
          </button>
        );
      })}
    </div>
  );
}

interface Action {
  id: string;
  label: string;
  icon: AnnotatorIcon;
  onClick: () => void;
  disabled?: boolean;
  shortcut?: string;
}

export function ActionButtons({ label, actions }: { label: string; actions: Action[] }) {
  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1">
      {actions.map((a) => {
        const name = a.shortcut ? `${a.label} (${a.shortcut})` : a.label;
        return (
          <button
            key={a.id}
            type="button"
            className="btn min-h-10 min-w-10 px-2"
            aria-label={name}
            aria-keyshortcuts={a.shortcut?.replace(/\s*\/\s*/g, ' ')}
            title={name}
            disabled={a.disabled}
            onClick={a.onClick}
          >
            <AnnotatorIconSvg name={a.icon} />
          </button>
        );
      })}
    </div>
  );
}
