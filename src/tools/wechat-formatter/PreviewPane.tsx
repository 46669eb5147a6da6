/** The phone-width preview of the article, with Copy (rich HTML + plain text) and Download .html. */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { downloadFile } from '../../components/ui/files/download';
import { useToolT } from '../../i18n/useToolT';
import type { WorkerTaskError } from '../../lib/worker';
import { copyRich, htmlDocument } from './clipboard';
import { useProgressiveCount } from './useProgressive';
import { styleObject, wrapArticle } from './wrap';
import { exportHtml, SOURCE_ATTR } from './sanitize';
import { THEMES, type ThemeId } from './themes';
import { MAX_MARKDOWN_CHARS, type Problem } from './useArticle';
import { IconSvg, check } from '../../components/ui/IconSvg';

interface Props {
  /** Sanitised blocks of the article (preview form). */
  blocks: readonly string[];
  theme: ThemeId;
  pending: boolean;
  empty: boolean;
  problem: Problem | null;
  error: WorkerTaskError | null;
  footnotes: number;
  /** Characters of Markdown, for the message when it is too long. */
  length: number;
}

/** Blocks mounted per step: ~70 KB of HTML for the long-article measurement, well under 50 ms a step. */
const MOUNT_STEP = 100;
const CONTENTS = { display: 'contents' } as const;

type CopyState = 'idle' | 'copied' | 'fallback';

export function PreviewPane({ blocks, theme, pending, empty, problem, error, footnotes, length }: Props) {
  const { t, ui, workerError, lng } = useToolT('wechat-formatter');
  const id = useId();
  const nf = new Intl.NumberFormat(lng);
  const articleRef = useRef<HTMLDivElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const hasPlaceholders = useMemo(() => blocks.some((b) => b.includes(SOURCE_ATTR)), [blocks]);
  // Copy and download wait until every block is in the preview (the plain text is read from it).
  const mounted = useProgressiveCount(blocks, MOUNT_STEP);
  // Memoised: a keystroke re-renders this pane, and must not walk the thousands of blocks of a long article.
  const article = useMemo(
    () => (
      <section style={styleObject(THEMES[theme].base)}>
        {blocks.slice(0, mounted.count).map((block, i) => (
          // One element per block: an edit re-renders only the blocks whose HTML changed.
          <div key={i} style={CONTENTS} dangerouslySetInnerHTML={{ __html: block }} />
        ))}
      </section>
    ),
    [blocks, mounted.count, theme],
  );
  const ready = blocks.length > 0 && !empty && mounted.done && !problem && !error;
  /** The article for WeChat and the download: real image sources, the theme's section around it. */
  const exported = () => exportHtml(wrapArticle(blocks.join(''), theme));

  const copy = async () => {
    const el = articleRef.current;
    if (!el) return;
    window.clearTimeout(timer.current);
    try {
      await copyRich(exported(), el.innerText);
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
    downloadFile(htmlDocument(exported(), t('title'), lng), 'wechat-article.html', 'text/html;charset=utf-8');
  };

  // No accessible name on the section: the scrollable preview region below is named "Preview" already, and two
  // regions of one name fail axe's landmark-unique (tests/e2e/a11y.spec.ts).
  return (
    <section className="flex min-w-0 flex-col gap-3">
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
        {copyState === 'copied' && (
          <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
            <IconSvg name="check" className="h-4 w-4">
              {check}
            </IconSvg>
            {t('copied')}
          </span>
        )}
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
          {problem || error ? (
            <p role="alert" className="error-text text-sm">
              {problem === 'tooLong'
                ? t('tooLong', { length: nf.format(length), max: nf.format(MAX_MARKDOWN_CHARS) })
                : problem === 'tooDeep'
                  ? t('tooDeep')
                  : workerError(error)}
            </p>
          ) : empty ? (
            <p className="text-sm text-slate-600">{t('previewEmpty')}</p>
          ) : (
            <div ref={articleRef} data-testid="wechat-preview" data-theme={theme}>
              {article}
            </div>
          )}
        </div>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="wechat-status">
        {pending || !mounted.done ? `${ui('working')} ` : ''}
        {footnotes > 0 && !empty ? `${t('footnotes', { count: footnotes })} ` : ''}
        {hasPlaceholders ? t('externalImages') : ''}
      </p>
    </section>
  );
}
