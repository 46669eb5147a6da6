/**
 * Where the search for the subject stands: the model's download (real bytes, first use only) with a progress
 * bar, then its phase; Cancel while it runs; the translated error with Retry when it failed.
 */
import { segmentErrorMessage } from '../../components/ui/files/imageProblem';
import { ProgressBar } from '../../components/ui/files/ProgressBar';
import { useToolT } from '../../i18n/useToolT';
import { formatBytes } from '../../lib/format';
import type { SubjectState } from './useSubject';

interface Props {
  state: SubjectState;
  onCancel: () => void;
  onRetry: () => void;
}

export function SubjectStatus({ state, onCancel, onRetry }: Props) {
  const { t, ui, workerError, lng } = useToolT('text-behind-image');
  if (state.status === 'idle') return null;
  if (state.status === 'running') {
    const p = state.progress;
    const label =
      p?.phase === 'download'
        ? ui('segment.download', { loaded: formatBytes(p.loaded, lng), total: formatBytes(p.total, lng) })
        : ui(`segment.${p?.phase ?? 'load'}`);
    return (
      <div className="space-y-2" data-testid="tbi-subject" data-status="running">
        <p aria-live="polite" className="text-sm">
          {label}
        </p>
        <ProgressBar
          value={p?.phase === 'download' && p.total > 0 ? p.loaded / p.total : undefined}
          label={t('subject.progress')}
        />
        <button type="button" className="btn" onClick={onCancel}>
          {ui('worker.cancel')}
        </button>
      </div>
    );
  }
  if (state.status === 'done') {
    return (
      <p className="text-sm text-emerald-800 dark:text-emerald-300" data-testid="tbi-subject" data-status="done">
        {t('subject.done')}
      </p>
    );
  }
  const message =
    state.status === 'failed'
      ? segmentErrorMessage(ui, lng, state)
      : state.status === 'worker'
        ? workerError(state.error)
        : t('subject.cancelled');
  return (
    <div className="space-y-2" data-testid="tbi-subject" data-status={state.status}>
      <p className={state.status === 'cancelled' ? 'text-sm' : 'error-text'} role="alert">
        {message}
      </p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('subject.retry')}
      </button>
    </div>
  );
}
