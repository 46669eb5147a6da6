/**
 * Image ↔ Base64, the island: two tabs, Image → Base64 (Encoder) and Base64 → image (Decoder). An image
 * pasted anywhere, or dropped on the decoder, goes to the encoder.
 */
import { useCallback, useRef } from 'react';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { Tabs, TabPanel } from '../../components/ui/Tabs';
import { Decoder } from './Decoder';
import { Encoder } from './Encoder';

type Tab = 'encode' | 'decode';
const PREFIX = 'image-b64';
const parseTab = (v: unknown): Tab => (v === 'decode' ? 'decode' : 'encode');

export default function ImageBase64({ locale, resources }: IslandI18nProps) {
  return (
    <IslandI18n locale={locale} resources={resources}>
      <ImageTool />
    </IslandI18n>
  );
}

function ImageTool() {
  const { t } = useToolT('image-base64');
  const [tab, setTab] = usePersistentState<Tab>('image-base64:tab', 'encode', parseTab);
  // The encoder registers itself here, so a pasted or dropped image anywhere can reach it.
  const encodeFile = useRef<(file: File) => void>(() => {});
  const toEncoder = useCallback(
    (file: File) => {
      setTab('encode');
      encodeFile.current(file);
    },
    [setTab],
  );
  const register = useCallback((fn: (file: File) => void) => {
    encodeFile.current = fn;
  }, []);

  return (
    <div className="flex flex-col gap-4" data-tool="image-base64">
      <Tabs
        label={t('tabsLabel')}
        idPrefix={PREFIX}
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'encode', label: t('tabEncode') },
          { id: 'decode', label: t('tabDecode') },
        ]}
      />
      <TabPanel idPrefix={PREFIX} id="encode" active={tab === 'encode'}>
        <Encoder register={register} active={tab === 'encode'} onImage={toEncoder} />
      </TabPanel>
      <TabPanel idPrefix={PREFIX} id="decode" active={tab === 'decode'}>
        <Decoder onImage={toEncoder} />
      </TabPanel>
    </div>
  );
}
