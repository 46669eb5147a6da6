/**
 * The output: its size before anything is drawn, a warning with the scale that fits when the browser could not
 * make a canvas that big, the render in the worker with progress, then download and copy (PNG).
 */
import { useEffect, useState } from 'react';
import { ProgressBar } from '../../components/ui/files/ProgressBar';
import { downloadFile } from '../../components/ui/files/download';
import { outputFileName, extensionFor } from '../../lib/image/names';
import { formatBytes } from '../../lib/format';
import { useToolT } from '../../i18n/useToolT';
import type { WorkerTask } from '../../lib/worker';
import { MAX_CANVAS_AREA } from '../../lib/image/canvas-limits';
import {
  MIN_IMAGES,
  backgroundFor,
  fitScale,
  limitsFor,
  scaleLayout,
  type Layout,
  type OutputType,
  type Settings,
} from './logic';
import type { ImageStitcherProtocol, RenderResult } from './protocol';
import type { Item } from './useImages';
import { IconSvg, check } from '../../components/ui/IconSvg';

interface Props {
  items: readonly Item[];
  layout: Layout;
  settings: Settings;
  task: WorkerTask<ImageStitcherProtocol>;
  /** Changes whenever the images or settings change (an older result no longer matches). */
  version: string;
}

interface Result {
  blob: Blob;
  width: number;
  height: number;
  name: string;
  version: string;
}

type Failure = Exclude<RenderResult, { ok: true }>;

export function ExportPanel({ items, layout, settings, task, version }: Props) {
  const { t, ui, workerError, lng } = useToolT('image-stitcher');
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const nf = new Intl.NumberFormat(lng);
  const limits = limitsFor(settings.type);
  const scale = fitScale(layout, limits);
  const out = scaleLayout(layout, scale);
  const enough = items.length >= MIN_IMAGES;
  const fresh = result?.version === version ? result : null;

  useEffect(() => {
    setFailure(null);
    setCopy('idle');
  }, [version]);

  const render = async (type: OutputType) => {
    setFailure(null);
    const r = await task.run(
      'render',
      {
        files: items.map((i) => i.file),
        layout: out,
        background: backgroundFor({ ...settings, type }),
        type,
        quality: settings.quality,
      },
      // Not `replace`: that would restart the worker and lose the images still being added.
    );
    if (!r) return null;
    if (!r.ok) {
      setFailure(r);
      return null;
    }
    const name = outputFileName(items[0]?.name ?? 'image', { suffix: 'stitched', ext: extensionFor(type) });
    return { blob: r.blob, width: out.width, height: out.height, name, version };
  };

  const stitch = async () => {
    const r = await render(settings.type);
    if (r) {
      setResult(r);
      downloadFile(r.blob, r.name);
    }
  };

  const copyPng = async () => {
    const png =
      fresh && fresh.blob.type === 'image/png'
        ? Promise.resolve(fresh.blob)
        : render('image/png').then((r) => {
            if (!r) throw new Error('render failed');
            return r.blob;
          });
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
      setCopy('copied');
    } catch (err) {
      console.error('[image-stitcher] copy failed', err);
      setCopy('failed');
    }
  };

  const size = (w: number, h: number) => t('size', { width: nf.format(w), height: nf.format(h) });
  const progress = typeof task.progress === 'number' ? task.progress : 0;

  return (
    <section className="space-y-3" aria-labelledby="stitch-output-title">
      <h2 id="stitch-output-title" className="text-lg font-semibold">
        {t('output')}
      </h2>
      <p data-testid="stitch-size">{t('outputSize', { size: size(layout.width, layout.height) })}</p>
      {enough && scale < 1 && (
        <div
          role="alert"
          data-testid="stitch-limit"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40"
        >
          {t(
            settings.type === 'image/webp' && limits.maxSide < Math.max(layout.width, layout.height)
              ? 'limit.webp'
              : 'limit.canvas',
            {
              size: size(layout.width, layout.height),
              side: nf.format(limits.maxSide),
              area: nf.format(MAX_CANVAS_AREA),
              scaled: size(out.width, out.height),
              percent: nf.format(Math.floor(scale * 1000) / 10),
            },
          )}
        </div>
      )}
      {!enough && <p className="text-sm text-slate-600 dark:text-slate-400">{t('needTwo')}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled={!enough || task.busy} onClick={() => void stitch()}>
          {scale < 1 ? t('stitchScaled', { size: size(out.width, out.height) }) : t('stitch')}
        </button>
        <button type="button" className="btn" disabled={!enough || task.busy} onClick={() => void copyPng()}>
          {copy === 'copied' && (
            <IconSvg name="check" className="h-4 w-4">
              {check}
            </IconSvg>
          )}
          <span aria-live="polite">
            {copy === 'copied' ? ui('copied') : copy === 'failed' ? t('copyFailed') : t('copyPng')}
          </span>
        </button>
        {task.busy && (
          <button type="button" className="btn" onClick={task.cancel}>
            {ui('worker.cancel')}
          </button>
        )}
      </div>
      {task.busy && <ProgressBar value={progress} label={t('progress')} />}
      {failure && (
        <p role="alert" className="error-text" data-testid="stitch-error">
          {failure.reason === 'decode'
            ? t('error.decode', { name: items[failure.index ?? 0]?.name ?? '' })
            : t(`error.${failure.reason}`, { size: size(out.width, out.height) })}
        </p>
      )}
      {task.error && (
        <p role="alert" className="error-text">
          {workerError(task.error)}
        </p>
      )}
      {fresh && (
        <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="stitch-result">
          <span>{t('done', { size: size(fresh.width, fresh.height), bytes: formatBytes(fresh.blob.size, lng) })}</span>
          <button type="button" className="btn" onClick={() => downloadFile(fresh.blob, fresh.name)}>
            {ui('download')}
          </button>
        </div>
      )}
    </section>
  );
}
