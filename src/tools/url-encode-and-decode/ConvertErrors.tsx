/** How a failed conversion is shown under the input: one error with the bad part marked, or a batch's list. */
import { useToolT, type ToolT } from '../../i18n/useToolT';
import type { BatchResult, UrlError } from './logic';

/** Errors listed in batch mode; the rest are counted. */
export const SHOWN_ERRORS = 50;

const ERROR_KEYS = {
  badEscape: 'errBadEscape',
  incompleteUtf8: 'errIncompleteUtf8',
  invalidUtf8: 'errInvalidUtf8',
  loneSurrogate: 'errLoneSurrogate',
} as const;

/** The translated sentence for one error. `withLine` adds "Line N:" in front. */
export function errorMessage(t: ToolT<'url-encode-and-decode'>['t'], e: UrlError, withLine: boolean): string {
  const msg = t(ERROR_KEYS[e.code], {
    sequence: e.code === 'loneSurrogate' ? `U+${e.sequence.charCodeAt(0).toString(16).toUpperCase()}` : e.sequence,
    column: e.column,
    expected: e.expected,
    got: e.got,
  });
  return withLine ? t('errAtLine', { line: e.line, message: msg }) : msg;
}

/** The line holding the error, with the bad part marked. */
function ErrorSnippet({ text, error }: { text: string; error: UrlError }) {
  const lineStart = text.lastIndexOf('\n', error.index - 1) + 1;
  let lineEnd = text.indexOf('\n', error.index);
  if (lineEnd === -1) lineEnd = text.length;
  const from = Math.max(lineStart, error.index - 24);
  const to = Math.min(lineEnd, error.index + error.length + 24);
  return (
    <code className="mt-1 block overflow-x-auto rounded bg-red-50 px-2 py-1 font-mono text-xs whitespace-pre text-slate-800 dark:bg-red-950/40 dark:text-slate-200">
      {from > lineStart && '…'}
      {text.slice(from, error.index)}
      <mark className="rounded bg-red-200 px-0.5 text-red-900 dark:bg-red-800 dark:text-white">
        {text.slice(error.index, error.index + error.length) || ' '}
      </mark>
      {text.slice(error.index + error.length, to)}
      {to < lineEnd && '…'}
    </code>
  );
}

export function SingleError({ text, error }: { text: string; error: UrlError }) {
  const { t } = useToolT('url-encode-and-decode');
  return (
    <div className="error-text" data-testid="convert-error">
      <p>{errorMessage(t, error, text.includes('\n'))}</p>
      <ErrorSnippet text={text} error={error} />
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('inputKept')}</p>
    </div>
  );
}

export function BatchErrors({ result }: { result: BatchResult }) {
  const { t, lng } = useToolT('url-encode-and-decode');
  const nf = new Intl.NumberFormat(lng);
  return (
    <div className="error-text" data-testid="batch-errors">
      <p className="font-medium">
        {t('batchErrors', { n: nf.format(result.errorCount), total: nf.format(result.lines) })}
      </p>
      <ul className="mt-1 list-disc ps-5">
        {result.errors.slice(0, SHOWN_ERRORS).map((e) => (
          <li key={e.line}>{errorMessage(t, e.error, true)}</li>
        ))}
      </ul>
      {result.errorCount > SHOWN_ERRORS && <p>{t('moreErrors', { n: nf.format(result.errorCount - SHOWN_ERRORS) })}</p>}
    </div>
  );
}
