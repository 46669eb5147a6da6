/**
 * The image stitcher island: wiring only. Images are added (drop, paste, picker), probed in the worker and
 * listed (reorder, remove); the settings drive a live preview and the full-resolution render (ExportPanel).
 */
import { useCallback, useMemo } from 'react';
import { FileInput } from '../../components/ui/files/FileInput';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { useWorkerTask } from '../../lib/worker';
import { ExportPanel } from './ExportPanel';
import { ImageList } from './ImageList';
import { DEFAULT_SETTINGS, MAX_IMAGES, backgroundFor, computeLayout, parseSettings, type Settings } from './logic';
import { Preview } from './Preview';
import type { ImageStitcherProtocol } from './protocol';
import { Problems } from './Problems';
import { SettingsPanel } from './SettingsPanel';
import { useImages } from './useImages';

const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'image-stitcher' });

export default function ImageStitcher(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Tool />
    </IslandI18n>
  );
}

function Tool() {
  const { t, lng } = useToolT('image-stitcher');
  const [settings, setSettings] = usePersistentState<Settings>(
    'image-stitcher:settings',
    DEFAULT_SETTINGS,
    parseSettings,
  );
  const task = useWorkerTask<ImageStitcherProtocol>(createWorker, { name: 'image-stitcher' });
  const images = useImages(task.client);
  const { items, add } = images;
  const onChange = useCallback((patch: Partial<Settings>) => setSettings((s) => ({ ...s, ...patch })), [setSettings]);
  const onFiles = useCallback((files: File[]) => void add(files, (n) => t('pastedName', { n: n || 1 })), [add, t]);

  const sizes = useMemo(() => items.map((i) => ({ width: i.width, height: i.height })), [items]);
  const layout = useMemo(() => computeLayout(sizes, settings), [sizes, settings]);
  const background = backgroundFor(settings);
  const version = `${items.map((i) => i.id).join(',')}|${JSON.stringify(settings)}`;
  const nf = new Intl.NumberFormat(lng);

  return (
    <div className="flex min-w-0 flex-col gap-4" data-tool="image-stitcher">
      <FileInput
        onFiles={onFiles}
        accept="image/*"
        multiple
        paste="page"
        checkType={false}
        label={t('choose')}
        className="min-h-28"
      >
        {t('drop', { max: nf.format(MAX_IMAGES) })}
      </FileInput>
      {images.pending > 0 && (
        <p className="text-sm" role="status">
          {t('adding', { count: images.pending })}
        </p>
      )}
      <Problems problems={images.problems} onDismiss={images.dismiss} />
      {items.length > 0 && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">{t('images', { count: items.length, max: MAX_IMAGES })}</h2>
            <button type="button" className="btn" onClick={images.clear}>
              {t('clear')}
            </button>
          </div>
          <ImageList
            items={items}
            direction={settings.direction}
            columns={settings.columns}
            onMove={images.move}
            onRemove={images.remove}
          />
        </>
      )}
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <SettingsPanel settings={settings} onChange={onChange} />
        {items.length > 0 && (
          <div className="flex min-w-0 flex-col gap-4">
            <Preview items={items} layout={layout} background={background} label={t('preview')} />
            <ExportPanel items={items} layout={layout} settings={settings} task={task} version={version} />
          </div>
        )}
      </div>
    </div>
  );
}
