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
import { batchSummary, DEFAULT_SETTINGS, MAX_FILES, outputNames, parseSettings, type Settings } from './logic';
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
  const sum = batchSummary(
    items.map((it) => ({ status: it.status, inputBytes: it.file.size, outputBytes: it.output?.size })),
  );
  // Distinct names for the rows' downloads and the zip ("chelsea.png" and "chelsea.gif" both as PNG).
  const names = outputNames(done.map((it) => ({ name: it.file.name, codec: it.codec ?? 'png', kept: !!it.kept })));
  const nameOf = new Map(done.map((it, i) => [it.key, names[i]!]));
  const outputs = done.map((it, i) => ({ name: names[i]!, data: it.output! }));
  const percent = new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(sum.percent);

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
          summary={[
            t(sum.larger ? 'summaryLarger' : 'summary', {
              done: sum.done,
              total: sum.total,
              before: formatBytes(sum.before, lng),
              after: formatBytes(sum.after, lng),
              percent,
            }),
            ...(sum.failed > 0 ? [t('summaryFailed', { n: sum.failed })] : []),
          ].join(' · ')}
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
              outputName={nameOf.get(it.key)}
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
            afterAlt={t('afterAlt', { name: nameOf.get(selected.key) })}
          />
        </section>
      )}
    </div>
  );
}
