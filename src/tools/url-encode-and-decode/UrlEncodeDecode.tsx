/** The URL tool's island: two tabs, Encode / Decode (Converter) and the URL inspector (Inspector). */
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { Tabs, TabPanel } from '../../components/ui/Tabs';
import { useToolT } from '../../i18n/useToolT';
import { oneOf, storageKey } from './storage';
import { Converter } from './Converter';
import { Inspector } from './Inspector';

type Tab = 'convert' | 'inspect';
const ID_PREFIX = 'url-tool';

export default function UrlEncodeDecode({ locale, resources }: IslandI18nProps) {
  return (
    <IslandI18n locale={locale} resources={resources}>
      <UrlTool />
    </IslandI18n>
  );
}

function UrlTool() {
  const { t } = useToolT('url-encode-and-decode');
  const [tab, setTab] = usePersistentState<Tab>(storageKey('tab'), 'convert', oneOf(['convert', 'inspect'], 'convert'));
  return (
    <div className="flex flex-col gap-4" data-tool="url-encode-and-decode">
      <Tabs
        label={t('tabsLabel')}
        idPrefix={ID_PREFIX}
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'convert', label: t('tabConvert') },
          { id: 'inspect', label: t('tabInspect') },
        ]}
      />
      <TabPanel idPrefix={ID_PREFIX} id="convert" active={tab === 'convert'}>
        <Converter />
      </TabPanel>
      <TabPanel idPrefix={ID_PREFIX} id="inspect" active={tab === 'inspect'}>
        <Inspector />
      </TabPanel>
    </div>
  );
}
