/** The image-watermark island: wiring only (settings, batch, worker, preview). */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { FileInput } from '../../components/ui/files/FileInput';
import { QueuePanel } from '../../components/ui/files/QueuePanel';
import { useBatchQueue } from '../../components/ui/files/useBatchQueue';
import { useLogo } from '../../components/ui/files/useLogo';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { isCancelled, useWorkerTask, WorkerTaskError } from '../../lib/worker';
import { Controls } from './Controls';
import { overLimits, tooLargeParams } from '../../lib/image/canvas-limits';
import { checkHead, roomFor, watermarkedName } from './logic/input';
import { newItem, type Item } from './items';
import { Preview } from './Preview';
import type { ImageWatermarkProtocol } from './protocol';
import { DEFAULTS, hasMark, MAX_FILES, outputTypeFor, parseSettings, type Settings } from './logic/settings';
import { usePreviewImage, type Thumbnailer } from './usePreviewImage';
import { WatermarkRow } from './WatermarkRow';

const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'image-watermark' });

export default function ImageWatermark(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Tool />
    </IslandI18n>
  );
}

const previewable = (it: Item) => it.status !== 'error' && it.status !== 'checking';

function Tool() {
  const { t, ui, lng } = useToolT('image-watermark');
  const [settings, setSettings] = usePersistentState<Settings>('image-watermark:settings', DEFAULTS, parseSettings);
  const set = useCallback((patch: Partial<Settings>) => setSettings((s) => ({ ...s, ...patch })), [setSettings]);
  const { items, add, update, remove, clear } = useBatchQueue(newItem);
  const [refused, setRefused] = useState(0);
  const [previewKey, setPreviewKey] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const logo = useLogo('image-watermark');
  const { client } = useWorkerTask<ImageWatermarkProtocol>(createWorker, { name: 'image-watermark', idleMs: 30_000 });
  // A second worker for previews, so a preview never waits behind a batch being rendered.
  const { client: thumbs } = useWorkerTask<ImageWatermarkProtocol>(createWorker, {
    name: 'image-watermark-preview',
    idleMs: 30_000,
  });
  const thumb = useCallback<Thumbnailer>(
    async (file) => {
      const res = await thumbs.request('thumb', { file });
      if (!res.ok) throw new Error(res.detail);
      return res;
    },
    [thumbs],
  );

  // Results rendered with older settings are dropped: what is downloaded is what the preview shows.
  const generation = useRef(0);
  const latest = useRef({ settings, logo: logo.file });
  latest.current = { settings, logo: logo.file };
  const dropResults = useEffectEvent(() => {
    generation.current++;
    for (const it of items) if (it.status === 'done') update(it.key, { status: 'ready', output: undefined });
  });
  // Only a change of what is drawn resets the results, not a change of the list.
  useEffect(() => dropResults(), [settings, logo.file]);

  const check = useCallback(
    async (it: Item) => {
      try {
        // 64 KB: the type from the first bytes, the size from the header (a JPEG's may follow its EXIF).
        const bytes = new Uint8Array(await it.file.slice(0, 65_536).arrayBuffer());
        const head = checkHead(bytes.subarray(0, 4096), it.file.size);
        // The kit's header readers load with the first file (the page's first load does without them).
        const size = head.ok ? (await import('../../lib/image/dimensions')).headerSize(bytes) : null;
        if (size && overLimits(size)) {
          // Refused before a decode would try to allocate gigabytes.
          console.warn(`${it.file.name} is ${size.width}×${size.height}: over the image kit's pixel limit`);
          update(it.key, { status: 'error', error: 'tooLarge', ...size });
        } else if (head.ok) update(it.key, { status: 'ready', kind: head.kind });
        else
          update(it.key, { status: 'error', error: head.error, other: head.error === 'notImage' ? head.other : null });
      } catch (err) {
        console.error(`Could not read ${it.file.name}`, err);
        update(it.key, { status: 'error', error: 'read' });
      }
    },
    [update],
  );

  const addFiles = (files: File[]) => {
    const { take, refused: over } = roomFor(items.length, files.length, MAX_FILES);
    setRefused(over);
    for (const it of add(files.slice(0, take))) void check(it);
  };

  const render = useCallback(
    async (it: Item) => {
      if (!it.kind) return;
      const gen = generation.current;
      const { settings: s, logo: logoFile } = latest.current;
      const output = outputTypeFor(it.kind);
      update(it.key, { status: 'working', progress: 0, error: undefined, workerError: undefined });
      try {
        const res = await client.request(
          'render',
          { file: it.file, output, settings: s, logo: s.mode === 'image' ? logoFile : null },
          { onProgress: (progress) => update(it.key, { progress }) },
        );
        if (gen !== generation.current) {
          update(it.key, { status: 'ready' });
          return;
        }
        if (!res.ok) {
          console.warn(`Watermark failed for ${it.file.name} (${res.error})`, res.detail);
          update(it.key, { status: 'error', error: res.error, width: res.width, height: res.height });
          return;
        }
        console.info(`${it.file.name}: ${res.width}×${res.height}, ${res.marks} marks in ${res.ms.toFixed(0)} ms`);
        update(it.key, {
          status: 'done',
          output: res.blob,
          outputName: watermarkedName(it.file.name, output.ext),
          width: res.width,
          height: res.height,
        });
      } catch (err) {
        if (isCancelled(err)) return;
        const e = err instanceof WorkerTaskError ? err : new WorkerTaskError('failed', String(err));
        console.error(`Watermark failed (${e.code})`, e.detail || e.message);
        update(it.key, { status: 'error', error: 'worker', workerError: e });
      }
    },
    [client, update],
  );

  const applyAll = async () => {
    setRunning(true);
    try {
      for (const it of items) if (it.status === 'ready') await render(it);
    } finally {
      setRunning(false);
    }
  };

  const shown = items.find((it) => it.key === previewKey && previewable(it)) ?? items.find(previewable) ?? null;
  const preview = usePreviewImage(shown?.file ?? null, thumb, (err) => {
    if (!shown) return;
    console.warn(`Preview: cannot decode ${shown.file.name}`, err);
    update(shown.key, { status: 'error', error: 'decode' });
  });

  const canDraw = hasMark(settings, logo.bitmap !== null);
  const logoMessage =
    logo.error === 'pixels' && logo.tooLarge
      ? ui('image.tooLarge', tooLargeParams(logo.tooLarge, lng))
      : logo.error && logo.error !== 'pixels'
        ? t(`logoError.${logo.error}`)
        : undefined;
  const ready = items.filter((it) => it.status === 'ready').length;
  const outputs = items.flatMap((it) => (it.output && it.outputName ? [{ name: it.outputName, data: it.output }] : []));

  return (
    <div className="space-y-4" data-tool="image-watermark">
      <section className="panel">
        <FileInput
          onFiles={addFiles}
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif,image/bmp,image/heic,image/heif,.heic,.heif"
          checkType={false}
          multiple
          paste="page"
          label={t('chooseLabel')}
          className="min-h-32"
        >
          <span className="block text-base font-medium text-slate-800 dark:text-slate-100">{t('dropTitle')}</span>
          <span className="mt-1 block">{t('dropHint', { max: MAX_FILES })}</span>
        </FileInput>
        {refused > 0 && (
          <p className="error-text mt-2" role="alert">
            {t('tooMany', { count: refused, max: MAX_FILES })}
          </p>
        )}
      </section>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <Controls
          s={settings}
          set={set}
          logo={logo.name ? { name: logo.name, error: logoMessage } : null}
          onLogo={logo.choose}
          onClearLogo={logo.clear}
        />
        <Preview image={preview} name={shown?.file.name ?? null} settings={settings} logo={logo.bitmap} />
      </div>

      {items.length > 0 && (
        <QueuePanel
          heading={t('filesHeading')}
          summary={t('summary', { done: outputs.length, total: items.length })}
          outputs={outputs}
          zipName={t('zipName')}
          actions={
            <button
              type="button"
              className="btn-primary"
              disabled={running || ready === 0 || !canDraw}
              onClick={() => void applyAll()}
            >
              {running ? t('applying') : t('apply', { count: ready })}
            </button>
          }
          onClear={() => {
            clear();
            setRefused(0);
          }}
        >
          {items.map((it) => (
            <WatermarkRow
              key={it.key}
              item={it}
              previewing={shown?.key === it.key}
              onPreview={() => setPreviewKey(it.key)}
              onRetry={it.status === 'error' && it.error === 'worker' && canDraw ? () => void render(it) : undefined}
              onRemove={() => remove(it.key)}
            />
          ))}
        </QueuePanel>
      )}
      {items.length > 0 && !canDraw && (
        <p className="text-sm text-amber-800 dark:text-amber-300" role="status">
          {settings.mode === 'text' ? t('noText') : t('noLogo')}
        </p>
      )}
    </div>
  );
}
