/** The phone-width preview of the article, with Copy (rich HTML + plain text) and Download .html. */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { downloadBlob } from '../../components/ui/clipboard';
import { useToolT } from '../../i18n/useToolT';
import type { WorkerTaskError } from '../../lib/worker';
import { copyRich, htmlDocument } from './clipboard';
import { wrapArticle } from './logic';
import { exportHtml, SOURCE_ATTR } from './sanitize';
import type { ThemeId } from './themes';

interface Props {
  /** Sanitised article body (preview form). */
  html: string;
  theme: ThemeId;
  pending: boolean;
  empty: boolean;
  tooDeep: boolean;
  error: WorkerTaskError | null;
  footnotes: number;
}

type CopyState = 'idle' | 'copied' | 'fallback';

export function PreviewPane({ html, theme, pending, empty, tooDeep, error, footnotes }: Props) {
  const { t, workerError, lng } = useToolT('wechat-formatter');
  const id = useId();
  const articleRef = useRef<HTMLDivElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const wrapped = useMemo(() => (html ? wrapArticle(html, theme) : ''), [html, theme]);
  const hasPlaceholders = wrapped.includes(SOURCE_ATTR);
  const ready = wrapped !== '' && !empty;

  const copy = async () => {
    const el = articleRef.current;
    if (!el) return;
    window.clearTimeout(timer.current);
    try {
      await copyRich(exportHtml(wrapped), el.innerText);
      setCopyState('copied');
      timer.current = window.setTimeout(() => setCopyState('idle'), 4000);
    } catch (err) {
      console.warn('wechat-formatter: rich copy refused', err);
      // The formatted preview is selected instead, for the user's own Ctrl+C.
      window.getSelection()?.selectAllChildren(el);
      setCopyState('fallback');
    }
  };
  const download = () => {
    downloadBlob(htmlDocument(exportHtml(wrapped), t('title'), lng), 'wechat-article.html', 'text/html;charset=utf-8');
  };

  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-title`} className="mr-auto font-medium">
          {t('preview')}
        </h2>
        <button type="button" className="btn btn-primary" onClick={() => void copy()} disabled={!ready}>
          {t('copy')}
        </button>
        <button type="button" className="btn" onClick={download} disabled={!ready}>
          {t('download')}
        </button>
      </div>
      <p className="min-h-5 text-sm" aria-live="polite" data-testid="wechat-copy-status">
        {copyState === 'copied' && <span className="text-emerald-700 dark:text-emerald-400">✓ {t('copied')}</span>}
        {copyState === 'fallback' && <span className="text-amber-700 dark:text-amber-400">{t('copyFallback')}</span>}
      </p>
      <div
        className="mx-auto w-[375px] max-w-full overflow-hidden rounded-[2rem] border-8 border-slate-800 bg-white shadow-lg dark:border-slate-600"
        data-testid="wechat-phone"
      >
        <div className="flex h-6 items-center justify-center bg-slate-800 dark:bg-slate-600" aria-hidden="true">
          <span className="h-1.5 w-16 rounded-full bg-slate-600 dark:bg-slate-400" />
        </div>
        <div
          className="h-[36rem] overflow-y-auto px-4 py-5"
          tabIndex={0}
          role="region"
          aria-label={t('preview')}
          aria-busy={pending}
        >
          {tooDeep || error ? (
            <p role="alert" className="error-text text-sm">
              {tooDeep ? t('tooDeep') : workerError(error)}
            </p>
          ) : empty ? (
            <p className="text-sm text-slate-600">{t('previewEmpty')}</p>
          ) : (
            <div
              ref={articleRef}
              data-testid="wechat-preview"
              data-theme={theme}
              style={{ opacity: pending ? 0.7 : 1 }}
              dangerouslySetInnerHTML={{ __html: wrapped }}
            />
          )}
        </div>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {footnotes > 0 && !empty ? `${t('footnotes', { count: footnotes })} ` : ''}
        {hasPlaceholders ? t('externalImages') : ''}
      </p>
    </section>
  );
}
