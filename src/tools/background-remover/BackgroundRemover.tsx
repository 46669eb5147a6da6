/** The background-remover island: wiring only (settings, rows, the editor and the batch hook live in their own files). */
import { useState } from 'react';
import { CompareSlider } from '../../components/ui/files/CompareSlider';
import { FileInput } from '../../components/ui/files/FileInput';
import { QueuePanel } from '../../components/ui/files/QueuePanel';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { formatBytes } from '../../lib/format';
import { SEGMENT_DOWNLOAD_BYTES } from '../../lib/segment/download';
import { useViewableImage } from '../../lib/image/useViewableImage';
import { DEFAULT_SETTINGS, parseSettings, type Settings } from './logic';
import { MaskEditor } from './MaskEditor';
import { ResultRow } from './ResultRow';
import { SettingsPanel } from './SettingsPanel';
import { useRemover } from './useRemover';

const ACCEPT = 'image/*,.jpg,.jpeg,.png,.webp,.avif,.gif,.bmp,.heic,.heif';

export default function BackgroundRemover(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Tool />
    </IslandI18n>
  );
}

function Tool() {
  const { t, ui, lng } = useToolT('background-remover');
  const [settings, setSettings] = usePersistentState<Settings>(
    'background-remover:settings',
    DEFAULT_SETTINGS,
    parseSettings,
  );
  const [bgImage, setBgImage] = useState<File | null>(null);
  const { items, addFiles, retry, cancel, remove, clear, setMask, pngOf } = useRemover(settings, bgImage);
  const [selectedKey, setSelectedKey] = useState<number | null>(null);
  const [editKey, setEditKey] = useState<number | null>(null);

  const done = items.filter((it) => it.output && it.mask);
  const selected = done.find((it) => it.key === selectedKey) ?? done[0];
  // A HEIC original is shown as a JPEG made on the device (an <img> shows HEIC in Safari only).
  const before = useViewableImage(selected?.file);
  const editing = items.find((it) => it.key === editKey && it.mask);
  const outputs = items.flatMap((it) =>
    it.status === 'done' && it.output && it.outputName ? [{ name: it.outputName, data: it.output }] : [],
  );
  const segmenting = items.some((it) => it.status === 'segmenting' || it.status === 'queued');
  const patch = (p: Partial<Settings>) => setSettings((s) => ({ ...s, ...p }));

  const copy = async (key: number): Promise<boolean> => {
    const it = items.find((x) => x.key === key);
    if (!it) return false;
    try {
      const png = await pngOf(it);
      if (!png) return false;
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
      return true;
    } catch (err) {
      console.error('background-remover: copy failed', err);
      return false;
    }
  };

  return (
    <div className="space-y-4" data-tool="background-remover">
      <section className="panel space-y-2">
        <FileInput
          onFiles={addFiles}
          accept={ACCEPT}
          checkType={false}
          multiple
          paste="page"
          label={t('chooseLabel')}
          className="min-h-36"
        >
          <span className="block text-base font-medium text-slate-800 dark:text-slate-100">{t('dropTitle')}</span>
          <span className="mt-1 block">{t('dropHint')}</span>
        </FileInput>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {ui('segment.firstUse', { size: formatBytes(SEGMENT_DOWNLOAD_BYTES, lng) })}
        </p>
      </section>

      <SettingsPanel settings={settings} onChange={patch} bgImage={bgImage} onBgImage={setBgImage} />

      {items.length > 0 && (
        <QueuePanel
          heading={t('filesHeading')}
          summary={t('summary', { done: outputs.length, total: items.length })}
          outputs={outputs}
          zipName={t('zipName')}
          actions={
            segmenting && (
              <button type="button" className="btn" onClick={cancel}>
                {t('cancel')}
              </button>
            )
          }
          onClear={() => {
            clear();
            setEditKey(null);
          }}
        >
          {items.map((it) => (
            <ResultRow
              key={it.key}
              item={it}
              selected={selected?.key === it.key}
              onSelect={() => setSelectedKey(it.key)}
              onEdit={() => setEditKey(it.key)}
              onCopy={() => copy(it.key)}
              onRetry={() => retry(it)}
              onRemove={() => {
                if (editKey === it.key) setEditKey(null);
                remove(it.key);
              }}
            />
          ))}
        </QueuePanel>
      )}

      {editing?.mask && editing.width && editing.height ? (
        <MaskEditor
          key={editing.key}
          name={editing.file.name}
          image={editing.file}
          mask={editing.mask}
          width={editing.width}
          height={editing.height}
          brush={settings.brush}
          hardness={settings.hardness}
          onBrush={patch}
          onApply={(mask) => {
            setMask(editing.key, mask);
            setSelectedKey(editing.key);
            setEditKey(null);
          }}
          onClose={() => setEditKey(null)}
        />
      ) : (
        selected?.output &&
        before && (
          <section className="panel space-y-2" aria-labelledby="bgr-compare-h">
            <h2 id="bgr-compare-h" className="text-lg font-semibold">
              {t('compareHeading', { name: selected.file.name })}
            </h2>
            <CompareSlider
              key={selected.key}
              before={before}
              after={selected.output}
              beforeAlt={t('beforeAlt', { name: selected.file.name })}
              afterAlt={t('afterAlt', { name: selected.outputName })}
            />
          </section>
        )
      )}
    </div>
  );
}
