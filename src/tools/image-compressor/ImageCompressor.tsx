/** The image compressor island: wiring only (settings pane, rows and the batch hook live in their own files). */
import { useState } from 'react';
import { CompareSlider } from '../../components/ui/files/CompareSlider';
import { FileInput } from '../../components/ui/files/FileInput';
import { QueuePanel } from '../../components/ui/files/QueuePanel';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { formatBytes } from '../../lib/format';
import { useViewableImage } from '../../lib/image/useViewableImage';
import { DEFAULT_SETTINGS, MAX_FILES, parseSettings, savings, type Settings } from './logic';
import { ImageRow } from './ImageRow';
import { SettingsPanel } from './SettingsPanel';
import { useCompressor } from './useCompressor';

const ACCEPT = 'image/*,.jpg,.jpeg,.png,.webp,.avif,.gif,.bmp,.heic,.heif';

export default function ImageCompressor(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Tool />
    </IslandI18n>
  );
}

function Tool() {
  const { t, lng } = useToolT('image-compressor');
  const [settings, setSettings] = usePersistentState<Settings>(
    'image-compressor:settings',
    DEFAULT_SETTINGS,
    parseSettings,
  );
  const { items, addFiles, retry, remove, clear } = useCompressor(settings);
  const [refused, setRefused] = useState(0);
  const [selectedKey, setSelectedKey] = useState<number | null>(null);

  const done = items.filter((it) => it.status === 'done' && it.output);
  const selected = done.find((it) => it.key === selectedKey) ?? done[0];
  // A HEIC original is shown as a JPEG made on the device (an <img> shows HEIC in Safari only).
  const beforeView = useViewableImage(selected?.file);
  const before = done.reduce((n, it) => n + it.file.size, 0);
  const after = done.reduce((n, it) => n + it.output!.size, 0);
  const total = savings(before, after);
  const outputs = done.map((it) => ({ name: it.outputName!, data: it.output! }));

  return (
    <div className="space-y-4" data-tool="image-compressor">
      <section className="panel space-y-2">
        <FileInput
          onFiles={(files) => setRefused(addFiles(files))}
          accept={ACCEPT}
          checkType={false}
          multiple
          paste="page"
          label={t('chooseLabel')}
          className="min-h-36"
        >
          <span className="block text-base font-medium text-slate-800 dark:text-slate-100">{t('dropTitle')}</span>
          <span className="mt-1 block">{t('dropHint', { max: MAX_FILES })}</span>
        </FileInput>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('privacy')}</p>
        {refused > 0 && (
          <p className="error-text" role="alert">
            {t('tooMany', { max: MAX_FILES, n: refused })}
          </p>
        )}
      </section>

      <SettingsPanel settings={settings} onChange={(patch) => setSettings((s) => ({ ...s, ...patch }))} />

      {items.length > 0 && (
        <QueuePanel
          heading={t('filesHeading')}
          summary={t('summary', {
            done: done.length,
            total: items.length,
            before: formatBytes(before, lng),
            after: formatBytes(after, lng),
            percent: new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(total.percent),
          })}
          outputs={outputs}
          zipName={t('zipName')}
          onClear={() => {
            clear();
            setRefused(0);
          }}
        >
          {items.map((it) => (
            <ImageRow
              key={it.key}
              item={it}
              selected={selected?.key === it.key}
              onSelect={() => setSelectedKey(it.key)}
              onRetry={() => void retry(it)}
              onRemove={() => remove(it.key)}
            />
          ))}
        </QueuePanel>
      )}

      {selected && beforeView && (
        <section className="panel space-y-2" aria-labelledby="compressor-compare-h">
          <h2 id="compressor-compare-h" className="text-lg font-semibold">
            {t('compareHeading', { name: selected.file.name })}
          </h2>
          <CompareSlider
            key={selected.key}
            before={beforeView}
            after={selected.output!}
            beforeAlt={t('beforeAlt', { name: selected.file.name })}
            afterAlt={t('afterAlt', { name: selected.outputName })}
          />
        </section>
      )}
    </div>
  );
}
