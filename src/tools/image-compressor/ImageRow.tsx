import { QueueRow, type RowTone } from '../../components/ui/files/QueueRow';
import { useToolT } from '../../i18n/useToolT';
import { formatBytes } from '../../lib/format';
import { IMAGE_LIMITS, tooLargeParams } from '../../lib/image/canvas-limits';
import { savings } from './logic';
import { FINAL_ERRORS, STEP_PROGRESS, type Item } from './useCompressor';

interface Props {
  item: Item;
  /** The name it is saved under (distinct in the batch; see outputNames). */
  outputName?: string;
  selected: boolean;
  onSelect: () => void;
  onRetry: () => void;
  onRemove: () => void;
}

const TONE: Record<Item['status'], RowTone> = { queued: 'working', working: 'working', done: 'ok', error: 'error' };

/** One image of the batch: its status, original and new size, % saved, and a button to compare it. */
export function ImageRow({ item, outputName, selected, onSelect, onRetry, onRemove }: Props) {
  const { t, ui, lng } = useToolT('image-compressor');
  let message: string;
  if (item.status === 'error' && item.error === 'notImage' && item.detail)
    message = t('status.notImageKnown', { type: item.detail });
  else if (item.status === 'error' && item.error === 'tooLarge' && item.inputWidth && item.inputHeight)
    message = ui(
      'image.tooLarge',
      tooLargeParams({ width: item.inputWidth, height: item.inputHeight, ...IMAGE_LIMITS }, lng),
    );
  else if (item.status === 'error') message = t(`status.${item.error ?? 'failed'}`, { type: item.detail || '' });
  else if (item.status === 'working') message = t(`step.${item.step ?? 'decode'}`);
  else if (item.status === 'queued') message = t('step.queued');
  else if (item.kept) message = t('status.kept');
  else {
    const { saved, percent } = savings(item.file.size, item.output!.size);
    message = t(saved >= 0 ? 'status.saved' : item.strippedLarger ? 'status.largerStripped' : 'status.larger', {
      before: formatBytes(item.file.size, lng),
      after: formatBytes(item.output!.size, lng),
      percent: new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(Math.abs(percent)),
    });
  }
  const notes: string[] = [];
  if (item.status === 'done') {
    if (item.width && item.inputWidth && (item.width !== item.inputWidth || item.height !== item.inputHeight)) {
      notes.push(
        t('resized', { from: `${item.inputWidth} × ${item.inputHeight}`, to: `${item.width} × ${item.height}` }),
      );
    } else if (item.width) notes.push(t('dimensions', { size: `${item.width} × ${item.height}` }));
    const tg = item.target;
    if (tg && !item.kept) {
      const kb = new Intl.NumberFormat(lng).format(tg.kb);
      if (!tg.met) notes.push(t('target.missed', { kb }));
      else if (tg.scale < 1)
        notes.push(
          tg.quality === null ? t('target.scaledLossless', { kb }) : t('target.scaled', { kb, quality: tg.quality }),
        );
      else if (tg.quality !== null) notes.push(t('target.quality', { kb, quality: tg.quality }));
      else notes.push(t('target.met', { kb }));
    }
    if (item.best && item.codec) notes.push(t(`best.${item.best}`, { format: t(`codecNames.${item.codec}`) }));
    if (item.kind === 'gif') notes.push(t('gifFirstFrame'));
    if (item.exifCopied && !item.kept) notes.push(t('metadata.copied'));
  }
  return (
    <QueueRow
      rowKey={item.key}
      file={item.file}
      status={item.status === 'error' ? `error-${item.error}` : item.kept ? 'kept' : item.status}
      tone={TONE[item.status]}
      icon={item.status === 'done' ? 'checkCircle' : 'warning'}
      fileIcon="image"
      message={message}
      progress={item.status === 'working' ? STEP_PROGRESS[item.step ?? 'decode'] : undefined}
      detail={item.status === 'error' && item.error === 'engine' ? item.detail : undefined}
      output={
        item.output && (outputName ?? item.outputName)
          ? { blob: item.output, name: outputName ?? item.outputName! }
          : undefined
      }
      onRetry={item.status === 'error' && !FINAL_ERRORS.has(item.error ?? 'failed') ? onRetry : undefined}
      onRemove={onRemove}
    >
      {notes.length > 0 && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{notes.join(' · ')}</p>}
      {item.status === 'error' && item.error === 'codecsOffline' && (
        // The tool page's "Keep this tool offline" panel (src/components/OfflinePack.astro).
        <a href="#offline-pack-heading" className="btn mt-2">
          {t('status.keepCodecs')}
        </a>
      )}
      {item.status === 'done' && item.output && (
        <button
          type="button"
          className="btn mt-2"
          aria-pressed={selected}
          onClick={onSelect}
          aria-label={t('compareName', { name: item.file.name })}
        >
          {t('compare')}
        </button>
      )}
    </QueueRow>
  );
}
