import { QueueRow, type RowIcon, type RowTone } from '../../components/ui/files/QueueRow';
import { useToolT } from '../../i18n/useToolT';
import { IMAGE_LIMITS, tooLargeParams } from '../../lib/image/canvas-limits';
import type { ImageKind } from '../../lib/image/sniff';
import type { Item, ItemStatus } from './items';
import { keepsFormat, outputTypeFor } from './logic/settings';

const TONE: Record<ItemStatus, RowTone> = {
  checking: 'working',
  ready: 'info',
  working: 'working',
  done: 'ok',
  error: 'error',
};
const ICON: Record<ItemStatus, RowIcon | undefined> = {
  checking: undefined,
  ready: 'image',
  working: undefined,
  done: 'checkCircle',
  error: 'warning',
};

interface Props {
  item: Item;
  previewing: boolean;
  onPreview: () => void;
  onRetry?: () => void;
  onRemove: () => void;
}

/** "PNG" or "JPEG": what a file of this kind is written as. */
const outputLabel = (kind: ImageKind) => (outputTypeFor(kind).ext === 'jpg' ? 'JPEG' : 'PNG');

/** One image of the batch: its status (a translated error on its own row), progress, download, preview. */
export function WatermarkRow({ item, previewing, onPreview, onRetry, onRemove }: Props) {
  const { t, ui, workerError, lng } = useToolT('image-watermark');
  const message =
    item.status === 'error'
      ? item.error === 'worker'
        ? workerError(item.workerError)
        : item.error === 'tooLarge' && item.width && item.height
          ? ui('image.tooLarge', tooLargeParams({ width: item.width, height: item.height, ...IMAGE_LIMITS }, lng))
          : item.error === 'notImage' && item.other
            ? t('error.notImageKnown', { other: item.other })
            : t(`error.${item.error ?? 'decode'}`)
      : item.status === 'done'
        ? item.kind && !keepsFormat(item.kind)
          ? t('status.doneAs', { width: item.width, height: item.height, format: outputLabel(item.kind) })
          : t('status.done', { width: item.width, height: item.height })
        : t(`status.${item.status}`);
  return (
    <QueueRow
      rowKey={item.key}
      file={item.file}
      status={item.status}
      tone={TONE[item.status]}
      icon={ICON[item.status]}
      fileIcon="image"
      message={message}
      progress={item.status === 'working' ? (item.progress ?? 0) : undefined}
      output={item.output && item.outputName ? { blob: item.output, name: item.outputName } : undefined}
      onRetry={onRetry}
      onRemove={onRemove}
    >
      {item.status !== 'error' && item.status !== 'checking' && (
        <button
          type="button"
          className="btn mt-2"
          aria-pressed={previewing}
          onClick={onPreview}
          aria-label={t(previewing ? 'previewingThis' : 'previewThis', { name: item.file.name })}
        >
          {previewing ? t('previewing') : t('preview')}
        </button>
      )}
    </QueueRow>
  );
}
