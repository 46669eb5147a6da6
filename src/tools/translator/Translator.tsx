/** The translator island: the engine, the tabs (text, image) and the language pair they share. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { EngineSettings } from '../../components/translate/EngineSettings';
import { useEngineSettings } from '../../components/translate/useEngineSettings';
import { TabPanel, Tabs } from '../../components/ui/Tabs';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { CUSTOM_ENGINES, OPERATOR_ENGINE } from '../../lib/translate/env';
import { defaultPair, parsePair, readTab, withTab, type Tab } from './logic';
import { TextTab } from './TextTab';

// The image tab (OCR, drawing) loads only when it is opened.
const ImageTab = lazy(() => import('./ImageTab'));

interface Props extends IslandI18nProps {
  /** The document translator's address, when that tool exists. */
  documentHref: string | null;
}

export default function Translator({ documentHref, ...props }: Props) {
  return (
    <IslandI18n {...props}>
      <Tool documentHref={documentHref} />
    </IslandI18n>
  );
}

function Tool({ documentHref }: { documentHref: string | null }) {
  const { t, ui, lng } = useToolT('translator');
  const settings = useEngineSettings(OPERATOR_ENGINE, CUSTOM_ENGINES);
  // The prerendered page shows the text tab; the address's tab is read after hydration.
  const [tab, setTab] = useState<Tab>('text');
  const [imageOpened, setImageOpened] = useState(false);
  useEffect(() => {
    const initial = readTab(window.location.search);
    setTab(initial);
    if (initial === 'image') setImageOpened(true);
  }, []);
  const choose = (next: Tab) => {
    setTab(next);
    if (next === 'image') setImageOpened(true);
    const url = `${window.location.pathname}${withTab(window.location.search, next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  };
  const fallback = defaultPair(lng);
  const [pair, setPair] = usePersistentState('translator:pair', fallback, (v) => parsePair(v, fallback));

  return (
    <div className="space-y-4" data-tool="translator">
      <EngineSettings settings={settings} />
      {/* The tabs keep their full width: when they and the document link do not fit on one line (a phone), the
          link moves to the next line instead of squeezing the tabs under it. */}
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <Tabs
          label={t('tabs.label')}
          idPrefix="translator"
          tabs={[
            { id: 'text', label: t('tabs.text') },
            { id: 'image', label: t('tabs.image') },
          ]}
          value={tab}
          onChange={choose}
          className="flex-auto"
        />
        {documentHref && (
          <a
            href={documentHref}
            className="max-w-full py-2 text-sm font-medium text-brand-700 underline dark:text-brand-100"
            data-testid="document-link"
          >
            {t('documentLink')}
          </a>
        )}
      </div>
      <TabPanel idPrefix="translator" id="text" active={tab === 'text'}>
        <TextTab
          engine={settings.engine}
          engineKnown={settings.detected}
          pair={pair}
          setPair={setPair}
          allowance={settings.allowance}
        />
      </TabPanel>
      <TabPanel idPrefix="translator" id="image" active={tab === 'image'}>
        {/* Mounted on first opening and kept, so switching tabs keeps the image and its results. */}
        {imageOpened && (
          <Suspense fallback={<p className="text-sm">{ui('working')}</p>}>
            <ImageTab engine={settings.engine} pair={pair} setPair={setPair} />
          </Suspense>
        )}
      </TabPanel>
    </div>
  );
}
