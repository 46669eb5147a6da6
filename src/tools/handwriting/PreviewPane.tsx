/** The page preview (drawn at full size, shown scaled), the pager, and export: one page, all pages, clipboard. */
import { useEffect, useRef, useState } from 'react';
import { downloadFile, downloadZip } from '../../components/ui/files/download';
import { ProgressBar } from '../../components/ui/files/ProgressBar';
import { useToolT } from '../../i18n/useToolT';
import { canvasBlob, drawPage, type Layout } from './render';
import { MAX_PAGES, pageFileName, type Format } from './settings';
import type { Pages } from './usePages';

interface Props {
  pages: Pages;
  empty: boolean;
  tooLong: boolean;
  format: Format;
}

type Message = { kind: 'error' | 'info'; text: string } | null;

async function pageBlob(layout: Layout, index: number, format: Format): Promise<Blob> {
  const canvas = document.createElement('canvas');
  await drawPage(canvas, layout, index);
  return canvasBlob(canvas, format);
}

export function PreviewPane({ pages: { layout, current, failed }, empty, tooLong, format }: Props) {
  const { t, lng } = useToolT('handwriting');
  const nf = new Intl.NumberFormat(lng);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [page, setPage] = useState(0);
  const [drawn, setDrawn] = useState<{ layout: Layout; page: number } | null>(null);
  const [busy, setBusy] = useState<{ done: number; total: number } | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const count = layout?.pages.length ?? 0;
  const shown = Math.min(page, Math.max(0, count - 1));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!layout || !canvas) return undefined;
    const stop = new AbortController();
    drawPage(canvas, layout, shown, stop.signal).then(
      () => setDrawn({ layout, page: shown }),
      (err: unknown) => {
        if (stop.signal.aborted) return;
        console.error('Handwriting: drawing the preview failed', err);
        setMessage({ kind: 'error', text: t('drawFailed') });
      },
    );
    return () => stop.abort();
  }, [layout, shown, t]);

  const ready = current && !!layout && !empty && !tooLong && busy === null;
  const isDrawn = !!layout && drawn?.layout === layout && drawn.page === shown;

  const run = async (what: string, job: () => Promise<void>) => {
    setMessage(null);
    try {
      await job();
    } catch (err) {
      console.error(`Handwriting: ${what} failed`, err);
      setMessage({ kind: 'error', text: t('exportFailed') });
    } finally {
      setBusy(null);
    }
  };

  const downloadPage = () =>
    run('download', async () => {
      if (!layout) return;
      setBusy({ done: 0, total: 1 });
      const canvas = canvasRef.current;
      const blob = isDrawn && canvas ? await canvasBlob(canvas, format) : await pageBlob(layout, shown, format);
      downloadFile(blob, pageFileName(shown, count, format));
    });

  const downloadAll = () =>
    run('download all', async () => {
      if (!layout) return;
      const files = [];
      for (let i = 0; i < count; i++) {
        setBusy({ done: i, total: count });
        files.push({ name: pageFileName(i, count, format), data: await pageBlob(layout, i, format) });
      }
      setBusy({ done: count, total: count });
      await downloadZip(files, t('zipName'));
    });

  const copy = async () => {
    setMessage(null);
    if (!layout) return;
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
      setMessage({ kind: 'error', text: t('copyRefused') });
      return;
    }
    try {
      // The promise goes into the item at once, so the click's permission to write holds while it is drawn.
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': pageBlob(layout, shown, 'png') })]);
      setMessage({ kind: 'info', text: t('copied') });
    } catch (err) {
      console.warn('Handwriting: the browser refused to copy the image', err);
      setMessage({ kind: 'error', text: t('copyRefused') });
    }
  };

  return (
    <section className="panel flex min-w-0 flex-col gap-3" aria-labelledby="hw-preview">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="hw-preview" className="text-lg font-semibold">
          {t('previewHeading')}
        </h2>
        {count > 1 && !empty && !tooLong && (
          <div className="flex items-center gap-2" role="group" aria-label={t('pager')}>
            <button type="button" className="btn" disabled={shown === 0} onClick={() => setPage(shown - 1)}>
              {t('prev')}
            </button>
            <span className="text-sm tabular-nums" aria-live="polite">
              {t('pageOf', { page: nf.format(shown + 1), pages: nf.format(count) })}
            </span>
            <button type="button" className="btn" disabled={shown >= count - 1} onClick={() => setPage(shown + 1)}>
              {t('next')}
            </button>
          </div>
        )}
      </div>
      {empty && <p className="text-sm text-slate-600 dark:text-slate-400">{t('previewEmpty')}</p>}
      {failed && !empty && !tooLong && (
        <p className="error-text" role="alert">
          {t('drawFailed')}
        </p>
      )}
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('previewAlt', { page: shown + 1, pages: Math.max(1, count) })}
        className="h-auto w-full rounded border border-slate-200 bg-white shadow-sm dark:border-slate-700"
        width={1240}
        height={1754}
        data-testid="handwriting-preview"
        data-drawn={isDrawn && current ? `${shown}` : undefined}
        data-pages={current ? count : undefined}
      />
      {layout?.truncated && current && (
        <p className="text-sm text-amber-800 dark:text-amber-300" role="status">
          {t('truncated', { max: nf.format(MAX_PAGES) })}
        </p>
      )}
      {!empty && !tooLong && current && (
        <p className="text-sm text-slate-600 dark:text-slate-400" role="status" data-testid="handwriting-status">
          {t('summary', { pages: nf.format(count), width: layout?.width, height: layout?.height })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={!ready} onClick={() => void downloadPage()}>
          {t('downloadPage', { format: format.toUpperCase() })}
        </button>
        {count > 1 && (
          <button type="button" className="btn" disabled={!ready} onClick={() => void downloadAll()}>
            {t('downloadAll', { n: nf.format(count) })}
          </button>
        )}
        <button type="button" className="btn" disabled={!ready} onClick={() => void copy()}>
          {t('copy')}
        </button>
      </div>
      {busy && busy.total > 1 && (
        <div className="space-y-1">
          <ProgressBar value={busy.done / busy.total} label={t('exporting')} />
          <p className="text-sm" role="status">
            {t('exportingPage', { done: nf.format(busy.done), total: nf.format(busy.total) })}
          </p>
        </div>
      )}
      {message && (
        <p
          className={message.kind === 'error' ? 'error-text' : 'text-sm text-emerald-700 dark:text-emerald-400'}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
