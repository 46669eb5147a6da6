/** The converter's result: a preview of long text with Copy/Download, its length, or why there is none. */
import { PREVIEW_CHARS } from '../../components/ui/large-text';
import { useCodePointCount } from '../../components/ui/useCodePointCount';
import { LongTextOutput } from '../../components/ui/LongTextOutput';
import { useToolT } from '../../i18n/useToolT';
import type { WorkerTaskError } from '../../lib/worker';
import type { Direction } from './logic';

interface Props {
  direction: Direction;
  output: string;
  working: boolean;
  error: WorkerTaskError | null;
}

export function OutputPane({ direction, output, working, error }: Props) {
  const { t, ui, lng, workerError } = useToolT('url-encode-and-decode');
  const nf = new Intl.NumberFormat(lng);
  const chars = useCodePointCount(output);
  return (
    <div className="panel flex min-w-0 flex-col gap-2">
      <LongTextOutput
        label={t(direction === 'encode' ? 'outputEncoded' : 'outputDecoded')}
        text={output}
        rows={9}
        previewChars={PREVIEW_CHARS}
        filename={direction === 'encode' ? 'url-encoded.txt' : 'url-decoded.txt'}
        truncatedNote={(shown, total) => t('truncated', { shown: nf.format(shown), total: nf.format(total) })}
      />
      <div aria-live="polite">
        {error ? (
          <p className="error-text" data-testid="worker-error">
            {workerError(error)}
          </p>
        ) : (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {working ? ui('working') : t('charCount', { n: chars === null ? '…' : nf.format(chars) })}
          </p>
        )}
      </div>
    </div>
  );
}
