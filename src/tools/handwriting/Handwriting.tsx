/** The handwriting island: wiring only (text, settings, font choice, pages, preview and export). */
import { useCallback, useMemo, useRef } from 'react';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { scriptsOf } from '../../lib/fonts/catalog';
import { Controls } from './Controls';
import { PreviewPane } from './PreviewPane';
import { DEFAULTS, MAX_CHARS, parseSettings, resolveFont, type Settings } from './settings';
import { TextPane } from './TextPane';
import { usePages } from './usePages';

export default function Handwriting(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Tool />
    </IslandI18n>
  );
}

function Tool() {
  const { lng } = useToolT('handwriting');
  const typedEarly = useRef<HTMLTextAreaElement>(null);
  const [text, setText, loaded, saveState] = usePersistentState(
    'handwriting:text',
    '',
    (v) => (typeof v === 'string' ? v : ''),
    { adopt: () => typedEarly.current?.value || undefined },
  );
  const [settings, setSettings] = usePersistentState<Settings>('handwriting:settings', DEFAULTS, parseSettings);
  const set = useCallback((patch: Partial<Settings>) => setSettings((s) => ({ ...s, ...patch })), [setSettings]);
  const tooLong = text.length > MAX_CHARS;
  const scripts = useMemo(() => (tooLong ? ['latin' as const] : scriptsOf(text)), [text, tooLong]);
  const choice = useMemo(() => resolveFont(settings.font, lng, scripts), [settings.font, lng, scripts]);
  const autoFont = useMemo(() => resolveFont('auto', lng, scripts).font.family, [lng, scripts]);
  const pages = usePages(text, settings, choice.font, loaded && !tooLong);

  return (
    <div className="space-y-4" data-tool="handwriting">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div className="min-w-0 space-y-4">
          <TextPane
            text={text}
            onText={setText}
            saveState={saveState}
            textareaRef={typedEarly}
            tooLong={tooLong}
            choice={choice}
            fontState={pages.current ? pages.fontState : 'loading'}
          />
          <Controls s={settings} set={set} autoFont={autoFont} />
        </div>
        <PreviewPane pages={pages} empty={text.trim() === ''} tooLong={tooLong} format={settings.format} />
      </div>
    </div>
  );
}
