/** Where the photo is on its way: reading, downloading the model (bytes), finding the person; errors. */
import { segmentErrorMessage } from '../../components/ui/files/imageProblem';
import { ProgressBar } from '../../components/ui/files/ProgressBar';
import { useToolT } from '../../i18n/useToolT';
import { formatBytes } from '../../lib/format';
import type { PhotoState } from './useIdPhoto';

interface Props {
  state: PhotoState;
  onCancel: () => void;
}

export function Status({ state, onCancel }: Props) {
  const { t, ui, workerError, lng } = useToolT('id-photo-maker');
  if (state.kind === 'empty') return null;
  if (state.kind === 'error') {
    const message =
      state.code === 'worker'
        ? workerError(state.worker)
        : state.code === 'internal'
          ? t('error.internal')
          : segmentErrorMessage(ui, lng, { code: state.code, width: state.width, height: state.height });
    return (
      <p className="error-text" role="alert" data-testid="id-photo-status">
        {t('error.photo', { name: state.name, message })}
      </p>
    );
  }
  if (state.kind === 'cancelled')
    return (
      <p role="status" data-testid="id-photo-status">
        {t('status.cancelled')}
      </p>
    );
  if (state.kind === 'ready') {
    return (
      <p role="status" className="text-sm" data-testid="id-photo-status">
        {state.head ? t('status.ready', { name: state.name }) : t('status.noPerson', { name: state.name })}
      </p>
    );
  }
  const p = state.kind === 'segmenting' ? state.progress : null;
  const label =
    state.kind === 'opening'
      ? t('status.opening')
      : state.kind === 'face'
        ? t('status.face')
        : p?.phase === 'download'
          ? ui('segment.download', { loaded: formatBytes(p.loaded, lng), total: formatBytes(p.total, lng) })
          : p
            ? ui(`segment.${p.phase}`)
            : ui('segment.load');
  const value = p?.phase === 'download' && p.total > 0 ? p.loaded / p.total : undefined;
  return (
    <div className="space-y-2" data-testid="id-photo-status">
      <p role="status" className="text-sm">
        {label}
      </p>
      <ProgressBar value={value} label={t('status.progress', { name: state.name })} />
      {state.kind === 'segmenting' && (
        <button type="button" className="btn" onClick={onCancel}>
          {t('status.cancel')}
        </button>
      )}
    </div>
  );
}
