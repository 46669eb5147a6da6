/** One photo of the batch: status (with the model's download in bytes, then its phases), download, show, touch up, copy. */
import { useState } from 'react';
import { segmentErrorMessage } from '../../components/ui/files/imageProblem';
import { QueueRow, type RowTone } from '../../components/ui/files/QueueRow';
import { useToolT } from '../../i18n/useToolT';
import { formatBytes } from '../../lib/format';
import type { Item, ItemStatus } from './useRemover';

interface Props {
  item: Item;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onCopy: () => Promise<boolean>;
  onRetry: () => void;
  onRemove: () => void;
}

const TONE: Record<ItemStatus, RowTone> = {
  queued: 'working',
  segmenting: 'working',
  compositing: 'working',
  done: 'ok',
  error: 'error',
  cancelled: 'warn',
};

export function ResultRow({ item, selected, onSelect, onEdit, onCopy, onRetry, onRemove }: Props) {
  const { t, ui, workerError, lng } = useToolT('background-remover');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const nf = new Intl.NumberFormat(lng);
  const e = item.error;
  let message: string;
  let progress: number | undefined;
  if (item.status === 'error' && e) {
    if (e.kind === 'empty') message = t('status.empty');
    else if (e.kind === 'segment') message = segmentErrorMessage(ui, lng, e);
    else if (e.kind === 'composite') message = t(`status.composite.${e.code}`);
    else message = workerError(e.error);
  } else if (item.status === 'segmenting') {
    const p = item.phase;
    if (p?.phase === 'download') {
      message = ui('segment.download', { loaded: formatBytes(p.loaded, lng), total: formatBytes(p.total, lng) });
      progress = p.total > 0 ? p.loaded / p.total : undefined;
    } else message = p ? ui(`segment.${p.phase}`) : t('status.starting');
  } else if (item.status === 'done' && !item.output) {
    message = t('bgImageNeeded');
  } else if (item.status === 'done' && item.width && item.height) {
    message = t('status.done', { width: nf.format(item.width), height: nf.format(item.height) });
  } else message = t(`status.${item.status}`);

  const status = item.status === 'error' && e ? `error-${e.kind === 'segment' ? e.code : e.kind}` : item.status;
  const retryable =
    item.status === 'cancelled' ||
    (item.status === 'error' &&
      e?.kind !== 'empty' &&
      !(e?.kind === 'segment' && (e.code === 'decode' || e.code === 'too-large')));

  const copyNow = async () => {
    setCopy((await onCopy()) ? 'copied' : 'failed');
    setTimeout(() => setCopy('idle'), 2500);
  };

  return (
    <QueueRow
      rowKey={item.key}
      file={item.file}
      status={status}
      tone={item.status === 'done' && !item.output ? 'warn' : TONE[item.status]}
      icon={item.status === 'done' && item.output ? 'checkCircle' : 'warning'}
      fileIcon="image"
      message={message}
      progress={progress}
      output={item.output && item.outputName ? { blob: item.output, name: item.outputName } : undefined}
      onRetry={retryable ? onRetry : undefined}
      onRemove={onRemove}
    >
      {item.mask && (item.status === 'done' || item.status === 'compositing') && (
        <div className="mt-2 flex flex-wrap gap-2">
          {item.output && (
            <button
              type="button"
              className="btn"
              aria-pressed={selected}
              onClick={onSelect}
              aria-label={t('showName', { name: item.file.name })}
            >
              {t('show')}
            </button>
          )}
          <button type="button" className="btn" onClick={onEdit} aria-label={t('editName', { name: item.file.name })}>
            {t('edit')}
          </button>
          {item.output && (
            <button
              type="button"
              className="btn"
              onClick={() => void copyNow()}
              aria-label={t('copyName', { name: item.file.name })}
            >
              {copy === 'copied' ? t('copied') : t('copy')}
            </button>
          )}
          {copy === 'failed' && (
            <p className="error-text w-full" role="alert">
              {t('copyFailed')}
            </p>
          )}
        </div>
      )}
    </QueueRow>
  );
}
