/**
 * The text-behind-image island: wiring only. A photo (drop, paste or pick) is decoded by the tool's worker first
 * (a broken file is answered at once, before any model download); then the segmentation kit finds its subject,
 * and the preview draws photo → text layers → subject. The layers persist; the photo stays in memory only.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FileInput } from '../../components/ui/files/FileInput';
import { segmentErrorMessage } from '../../components/ui/files/imageProblem';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { formatBytes } from '../../lib/format';
import { SEGMENT_DOWNLOAD_BYTES } from '../../lib/segment/download';
import { isCancelled, useWorkerTask, WorkerTaskError } from '../../lib/worker';
import { ExportBar, type Mime } from './ExportBar';
import { LayerEditor } from './LayerEditor';
import { LayerList } from './LayerList';
import {
  addLayer,
  BASE_LAYER,
  defaultLayers,
  duplicateLayer,
  moveLayer,
  parseLayers,
  removeLayer,
  updateLayer,
  withFamilies,
  type Layer,
} from './layers';
import { fitLayerSize, type Size } from './logic';
import { layerFont } from './render';
import { Preview } from './Preview';
import type { TextBehindImageProtocol } from './protocol';
import { SubjectStatus } from './SubjectStatus';
import { useLayerFonts } from './useLayerFonts';
import { useSubject } from './useSubject';

const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'text-behind-image' });

/** Longest side of the preview canvas, px. */
const PREVIEW_MAX = 1024;

interface Photo {
  file: File;
  bitmap: ImageBitmap;
  width: number;
  height: number;
  /** The preview canvas's size. */
  size: Size;
}

type OpenError = { code: 'decode' | 'too-large'; width?: number; height?: number } | { worker: WorkerTaskError };

export default function TextBehindImage(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Tool />
    </IslandI18n>
  );
}

function Tool() {
  const { t, ui, workerError, lng } = useToolT('text-behind-image');
  const sample = t('sampleText');
  const [layers, setLayers] = usePersistentState<Layer[]>('text-behind-image:layers', defaultLayers(sample), (raw) =>
    parseLayers(raw, defaultLayers(sample)),
  );
  const [selected, setSelected] = useState<string | null>(null);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState<OpenError | null>(null);
  const [cutout, setCutout] = useState<ImageBitmap | null>(null);
  const { client } = useWorkerTask<TextBehindImageProtocol>(createWorker, { name: 'text-behind-image' });
  const subject = useSubject(photo?.file ?? null);
  const fonts = useLayerFonts(layers);
  const drawn = useMemo(() => withFamilies(layers), [layers]);
  const opened = useRef(0);

  const current = layers.find((l) => l.id === selected) ?? layers[layers.length - 1] ?? null;

  // A new photo: the first layer, still at the default size (or the size fitted before), is fitted to the
  // photo's width, so a longer word does not run off it. Measured again once the web font has loaded.
  const autoSize = useRef<{ photo: Photo; version: number; size: number } | null>(null);
  useEffect(() => {
    if (!photo) return;
    const first = drawn[0];
    if (!first?.text) return;
    const auto = autoSize.current;
    // A size the visitor chose is kept: only the default, or the size fitted here before, is fitted.
    if (first.size !== BASE_LAYER.size && first.size !== auto?.size) return;
    if (auto?.photo === photo && auto.version === fonts.version) return;
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) return;
    const base = { ...first, size: BASE_LAYER.size };
    const size = fitLayerSize(base, photo.size, (px) => {
      ctx.font = layerFont(base, px);
      return ctx.measureText(base.text).width;
    });
    autoSize.current = { photo, version: fonts.version, size };
    if (size !== first.size) setLayers((ls) => updateLayer(ls, first.id, { size }));
  }, [photo, drawn, fonts.version, setLayers]);

  const openFile = useCallback(
    async (file: File) => {
      const n = ++opened.current;
      setOpening(true);
      setOpenError(null);
      try {
        // Refused from its header before the worker decodes it; the photo open before stays.
        const { inspectImage } = await import('../../lib/image/dimensions');
        const inspected = await inspectImage(file, { heic: true });
        if (n !== opened.current) return;
        if (!inspected.ok && inspected.problem.reason === 'tooLarge') {
          const { width, height } = inspected.problem;
          console.warn(`${file.name} is ${width}×${height}: refused before decoding`);
          setOpenError({ code: 'too-large', width, height });
          return;
        }
        const res = await client.request('open', { file, maxSide: PREVIEW_MAX });
        if (n !== opened.current) return;
        if (!res.ok) {
          console.warn(`cannot open ${file.name} (${res.code})`, res.detail);
          setOpenError({ code: res.code, width: res.width, height: res.height });
          return;
        }
        setCutout(null);
        setPhoto({
          file,
          bitmap: res.bitmap,
          width: res.width,
          height: res.height,
          size: { width: res.bitmap.width, height: res.bitmap.height },
        });
      } catch (err) {
        if (n !== opened.current || isCancelled(err)) return;
        setOpenError({ worker: err instanceof WorkerTaskError ? err : new WorkerTaskError('failed', String(err)) });
      } finally {
        if (n === opened.current) setOpening(false);
      }
    },
    [client],
  );

  // The subject's cut-out at the preview's size, once the mask is there.
  const state = subject.state;
  useEffect(() => {
    if (!photo || state.status !== 'done') return undefined;
    let live = true;
    client
      .request('cutout', { file: photo.file, mask: state.mask.slice(), ...photo.size })
      .then((res) => {
        if (!live) return;
        if (res.ok) setCutout(res.bitmap);
        else console.warn('cut-out failed', res.detail);
      })
      .catch((err: unknown) => !isCancelled(err) && console.error('cut-out failed', err));
    return () => {
      live = false;
    };
  }, [photo, state, client]);

  const render = useCallback(
    async (mime: Mime, onProgress: (p: number) => void) => {
      if (!photo) throw new WorkerTaskError('failed', 'no photo');
      const faces = await fonts.faces(layers);
      const mask = state.status === 'done' ? state.mask.slice() : null;
      return client.request(
        'export',
        { file: photo.file, mask, layers: drawn, faces, mime },
        { onProgress, transfer: mask ? [mask.buffer] : [] },
      );
    },
    [photo, fonts, layers, drawn, state, client],
  );

  const set = (patch: Partial<Omit<Layer, 'id'>>) => current && setLayers((ls) => updateLayer(ls, current.id, patch));
  const openMessage = openError
    ? 'worker' in openError
      ? workerError(openError.worker)
      : segmentErrorMessage(ui, lng, openError)
    : null;

  return (
    <div className="space-y-4" data-tool="text-behind-image">
      <section className="panel space-y-2">
        <FileInput
          onFiles={(files) => void openFile(files[0]!)}
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif,image/bmp"
          checkType={false}
          paste="page"
          label={t('chooseLabel')}
          className="min-h-28"
        >
          <span className="block text-base font-medium text-slate-800 dark:text-slate-100">{t('dropTitle')}</span>
          <span className="mt-1 block">
            {ui('segment.firstUse', { size: formatBytes(SEGMENT_DOWNLOAD_BYTES, lng) })}
          </span>
        </FileInput>
        {opening && <p className="text-sm">{t('opening')}</p>}
        {openMessage && (
          <p className="error-text" role="alert" data-testid="tbi-open-error">
            {openMessage}
          </p>
        )}
        <SubjectStatus state={state} onCancel={subject.cancel} onRetry={subject.retry} />
      </section>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <section className="panel space-y-3" aria-labelledby="tbi-preview-heading">
          <h2 id="tbi-preview-heading" className="text-lg font-semibold">
            {t('previewHeading')}
          </h2>
          {photo ? (
            <>
              <Preview
                photo={photo.bitmap}
                size={photo.size}
                cutout={cutout}
                layers={drawn}
                selected={current?.id ?? null}
                onSelect={setSelected}
                onMove={(id, pos) => setLayers((ls) => updateLayer(ls, id, pos))}
                fontsVersion={fonts.version}
                label={t('previewOf', { name: photo.file.name })}
              />
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t('previewNote', { width: photo.width, height: photo.height })}
              </p>
              <ExportBar
                name={photo.file.name}
                render={render}
                note={state.status === 'done' ? undefined : t('noSubjectNote')}
              />
            </>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('noPhoto')}</p>
          )}
        </section>
        <section className="panel space-y-4" aria-label={t('layers.heading')}>
          <LayerList
            layers={layers}
            selected={current?.id ?? null}
            onSelect={setSelected}
            onAdd={() =>
              setLayers((ls) => {
                const next = addLayer(ls, sample);
                setSelected(next[next.length - 1]?.id ?? null);
                return next;
              })
            }
            onDuplicate={(id) =>
              setLayers((ls) => {
                const next = duplicateLayer(ls, id);
                setSelected(next[next.findIndex((l) => l.id === id) + 1]?.id ?? id);
                return next;
              })
            }
            onMove={(id, d) => setLayers((ls) => moveLayer(ls, id, d))}
            onDelete={(id) => setLayers((ls) => removeLayer(ls, id))}
          />
          {current && <LayerEditor layer={current} onChange={set} failedFonts={fonts.failed} />}
        </section>
      </div>
    </div>
  );
}
