import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { QueuePanel } from './QueuePanel';
import { QueueRow, type RowIcon, type RowTone } from './QueueRow';
import type { BatchItem, BatchStatus } from './useBatchQueue';

const TONE: Record<BatchStatus, RowTone> = { queued: 'info', working: 'working', done: 'ok', error: 'error' };
const ICON: Record<BatchStatus, RowIcon | undefined> = {
  queued: 'clock',
  working: undefined,
  done: 'checkCircle',
  error: 'warning',
};

interface Props {
  items: readonly BatchItem[];
  heading: string;
  /** A line like "3 of 5 done"; defaults to none. */
  summary?: string;
  zipName: string;
  onRetry: (key: number) => void;
  onRemove: (key: number) => void;
  onClear: () => void;
  /** The status sentence of a finished file (e.g. "Done: 1.2 MB → 300 KB"); defaults to "Done". */
  doneMessage?: (item: BatchItem) => string;
  /** More under a row: a preview, a before/after slider. */
  renderExtra?: (item: BatchItem) => ReactNode;
  fileIcon?: RowIcon;
}

/**
 * A batch of files worked on one by one: each with its status (waiting, working with progress, done with a
 * download button, failed with the reason and "Retry"), remove, clear, and "Download all" as one zip.
 */
export function BatchQueue({ items, doneMessage, renderExtra, fileIcon, onRetry, onRemove, ...panel }: Props) {
  const { t } = useTranslation('tools');
  const outputs = items.flatMap((it) =>
    it.status === 'done' && it.output ? [{ name: it.outputName ?? it.file.name, data: it.output }] : [],
  );
  return (
    <QueuePanel {...panel} outputs={outputs}>
      {items.map((it) => (
        <QueueRow
          key={it.key}
          rowKey={it.key}
          file={it.file}
          status={it.status}
          tone={TONE[it.status]}
          icon={ICON[it.status]}
          fileIcon={fileIcon}
          message={it.status === 'done' && doneMessage ? doneMessage(it) : t(`ui.files.status.${it.status}`)}
          progress={it.progress}
          detail={it.status === 'error' ? it.error : undefined}
          output={
            it.status === 'done' && it.output ? { blob: it.output, name: it.outputName ?? it.file.name } : undefined
          }
          onRetry={it.status === 'error' ? () => onRetry(it.key) : undefined}
          onRemove={() => onRemove(it.key)}
        >
          {renderExtra?.(it)}
        </QueueRow>
      ))}
    </QueuePanel>
  );
}
