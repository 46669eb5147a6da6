/** The live preview at the image's width (zoomed to fit the pane), with the download and copy buttons. */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useToolT } from '../../i18n/useToolT';
import type { WorkerTaskError } from '../../lib/worker';
import { MAX_MARKDOWN_CHARS, type Settings } from './logic';
import { ALL_THEMES_CSS } from './themes';
import type { Problem } from './useDocument';
import type { ExportStatus } from './useExport';

interface Props {
  html: string;
  settings: Settings;
  pending: boolean;
  empty: boolean;
  problem: Problem | null;
  error: WorkerTaskError | null;
  length: number;
  hasPlaceholders: boolean;
  fontFailed: boolean;
  status: ExportStatus;
  onDownload: () => void;
  onCopy: () => void;
}

/** The zoom that fits `width` CSS px into the element's content box (never enlarging). */
function useFitZoom(width: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    // A hidden pane (the other tab on a phone) has no width: keep the last zoom until it shows again.
    const fit = () => el.clientWidth > 0 && setZoom(Math.min(1, el.clientWidth / width));
    fit();
    const ro = new ResizeObserver(fit);
    ro.observe(el);
    return () => ro.disconnect();
  }, [width]);
  return { ref, zoom };
}

export function PreviewPane(p: Props) {
  const { t, ui, workerError, lng } = useToolT('markdown-to-image');
  const id = useId();
  const nf = new Intl.NumberFormat(lng);
  const { settings: s, status } = p;
  const { ref, zoom } = useFitZoom(s.width);
  const busy = status.kind === 'working';
  const ready = !p.empty && !p.problem && !p.error && !p.pending && p.html !== '';
  function statusText(): string {
    switch (status.kind) {
      case 'working':
        return t('exporting', { done: status.done, total: status.total });
      case 'done':
        return status.count === 1
          ? t('exported', { width: nf.format(status.width), height: nf.format(status.height) })
          : t('exportedPages', { count: status.count, width: nf.format(status.width) });
      case 'copied':
        return t('copied');
      case 'tooTall':
        return t('tooTall', { pages: status.pages, max: nf.format(status.max), limit: status.limit });
      case 'copyRefused':
        return t('copyRefused');
      case 'copyPages':
        return t('copyPages');
      case 'failed':
        return t('exportFailed');
      default:
        return '';
    }
  }
  const isError = ['tooTall', 'copyRefused', 'copyPages', 'failed'].includes(status.kind);

  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-title`}>
      <style>{ALL_THEMES_CSS}</style>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-title`} className="mr-auto font-medium">
          {t('preview')}
        </h2>
        <button
          type="button"
          className="btn btn-primary"
          onClick={p.onDownload}
          disabled={!ready || busy}
          data-testid="md2img-download"
        >
          {t('download')}
        </button>
        <button type="button" className="btn" onClick={p.onCopy} disabled={!ready || busy} data-testid="md2img-copy">
          {t('copy')}
        </button>
      </div>
      <p
        className={`min-h-5 text-sm ${isError ? 'error-text' : 'text-slate-700 dark:text-slate-300'}`}
        role={isError ? 'alert' : 'status'}
        data-testid="md2img-status"
      >
        {statusText()}
      </p>
      {p.problem || p.error ? (
        <p role="alert" className="error-text text-sm" data-testid="md2img-problem">
          {p.problem === 'tooLong'
            ? t('tooLong', { length: nf.format(p.length), max: nf.format(MAX_MARKDOWN_CHARS) })
            : p.problem === 'tooDeep'
              ? t('tooDeep')
              : workerError(p.error)}
        </p>
      ) : null}
      <div
        ref={ref}
        className="max-h-[40rem] overflow-y-auto rounded-lg border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800"
        tabIndex={0}
        role="region"
        aria-label={t('preview')}
        aria-busy={p.pending}
      >
        {p.empty ? (
          <p className="p-4 text-sm text-slate-700 dark:text-slate-300">{t('previewEmpty')}</p>
        ) : p.problem || p.error ? null : (
          <div style={{ zoom }}>
            <div
              className="md2img"
              data-theme={s.theme}
              style={{ width: s.width, padding: s.padding }}
              data-testid="md2img-preview"
            >
              <div className="md-view">
                <div className="md-content">
                  {s.header.trim() && <div className="md-header">{s.header}</div>}
                  <div className="md-body" dangerouslySetInnerHTML={{ __html: p.html }} />
                  {s.footer.trim() && <div className="md-footer">{s.footer}</div>}
                </div>
              </div>
            </div>
          </div>
        )}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="md2img-notes">
        {p.pending ? `${ui('working')} ` : ''}
        {p.hasPlaceholders ? `${t('placeholdersNote')} ` : ''}
        {p.fontFailed ? t('fontFailed') : ''}
      </p>
    </section>
  );
}
