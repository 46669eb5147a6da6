/** The quote-card island: wiring only (texts and settings, logo, card drawing, preview and export). */
import { useCallback, useRef } from 'react';
import { useLogo } from '../../components/ui/files/useLogo';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { scriptsOf, fontsFor } from '../../lib/fonts/catalog';
import { Controls } from './Controls';
import { Output } from './Output';
import { DEFAULTS, DEFAULT_TEXTS, parseSettings, parseTexts, type Settings, type Texts } from './settings';
import { useCard } from './useCard';
import { WatermarkControls } from './WatermarkControls';

export default function QuoteCard(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Tool />
    </IslandI18n>
  );
}

function Tool() {
  const { t } = useToolT('quote-card');
  const [settings, setSettings] = usePersistentState<Settings>('quote-card:settings', DEFAULTS, parseSettings);
  const [texts, setTexts, , saveState] = usePersistentState<Texts>('quote-card:texts', DEFAULT_TEXTS, parseTexts);
  const set = useCallback((patch: Partial<Settings>) => setSettings((s) => ({ ...s, ...patch })), [setSettings]);
  const setText = useCallback((patch: Partial<Texts>) => setTexts((s) => ({ ...s, ...patch })), [setTexts]);
  const logo = useLogo('quote-card');
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const card = useCard(settings, texts, logo.bitmap, canvas);
  const all = `${texts.quote}${texts.author}${texts.source}${settings.watermark}`;
  const mixed = fontsFor(scriptsOf(all)).length === 0;

  return (
    <div className="space-y-4" data-tool="quote-card">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div className="min-w-0 space-y-4">
          <Controls
            s={settings}
            set={set}
            texts={texts}
            setTexts={setText}
            offered={card.offered}
            font={card.font}
            mixed={mixed}
          />
          <WatermarkControls s={settings} set={set} logo={logo} />
        </div>
        <div className="min-w-0">
          <Output card={card} canvas={canvas} format={settings.format} set={set} empty={texts.quote.trim() === ''} />
        </div>
      </div>
      {saveState === 'failed' && <p className="text-sm text-amber-800 dark:text-amber-300">{t('notSaved')}</p>}
    </div>
  );
}
