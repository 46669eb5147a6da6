/**
 * Export at the photo's full resolution (drawn by the worker with the preview's layout): download as PNG or
 * JPEG, or copy a PNG to the clipboard. Errors are shown here, where the button was pressed.
 */
import { useState } from 'react';
import { downloadFile } from '../../components/ui/files/download';
import { ProgressBar } from '../../components/ui/files/ProgressBar';
import { Select } from '../../components/ui/form/Select';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { useToolT } from '../../i18n/useToolT';
import { outputFileName } from '../../lib/image/names';
import { isCancelled } from '../../lib/worker';
import type { ExportReply } from './protocol';

export type Mime = 'image/png' | 'image/jpeg';

interface Props {
  name: string;
  /** Draws the picture; rejects with a WorkerTaskError. */
  render: (mime: Mime, onProgress: (p: number) => void) => Promise<ExportReply>;
  /** A note shown above the buttons (the subject is not found yet, say). */
  note?: string;
}

type State =
  | { s: 'idle' }
  | { s: 'working'; progress: number; what: 'download' | 'copy' }
  | { s: 'done'; what: 'download' | 'copy'; width: number; height: number }
  | { s: 'error'; message: string };

const parseMime = (v: unknown): Mime => (v === 'image/jpeg' ? 'image/jpeg' : 'image/png');

export function ExportBar({ name, render, note }: Props) {
  const { t, ui, workerError } = useToolT('text-behind-image');
  const [mime, setMime] = usePersistentState<Mime>('text-behind-image:format', 'image/png', parseMime);
  const [state, setState] = useState<State>({ s: 'idle' });

  const make = async (type: Mime, what: 'download' | 'copy'): Promise<Blob | null> => {
    setState({ s: 'working', progress: 0, what });
    try {
      const res = await render(type, (progress) => setState({ s: 'working', progress, what }));
      if (!res.ok) {
        console.warn(`export failed (${res.code})`, res.detail);
        setState({ s: 'error', message: t(`exportError.${res.code}`) });
        return null;
      }
      console.info(`exported ${res.width}×${res.height} ${type} in ${Math.round(res.ms)} ms`);
      setState({ s: 'done', what, width: res.width, height: res.height });
      return res.blob;
    } catch (err) {
      if (isCancelled(err)) setState({ s: 'idle' });
      else setState({ s: 'error', message: workerError(err) });
      return null;
    }
  };

  const download = async () => {
    const blob = await make(mime, 'download');
    if (blob) downloadFile(blob, outputFileName(name, { suffix: 'text', ext: mime === 'image/png' ? 'png' : 'jpg' }));
  };

  const copy = async () => {
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
      setState({ s: 'error', message: t('copyUnsupported') });
      return;
    }
    try {
      // The item is handed a promise at once, so the browser still counts the click as the user's gesture.
      const blob = make('image/png', 'copy').then((b) => b ?? Promise.reject(new Error('no image')));
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
    } catch (err) {
      console.error('copy failed', err);
      setState((s) => (s.s === 'error' ? s : { s: 'error', message: t('copyFailed') }));
    }
  };

  const busy = state.s === 'working';
  return (
    <div className="space-y-2">
      {note && (
        <p className="text-sm text-amber-800 dark:text-amber-300" role="status">
          {note}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label={t('format')}
          value={mime}
          options={[
            { value: 'image/png', label: 'PNG' },
            { value: 'image/jpeg', label: 'JPEG' },
          ]}
          onChange={setMime}
        />
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void download()}>
          {ui('download')}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => void copy()}>
          {t('copyImage')}
        </button>
      </div>
      {busy && <ProgressBar value={state.progress} label={t('exporting')} />}
      <p aria-live="polite" className="text-sm" data-testid="tbi-export-status">
        {state.s === 'done' &&
          t(state.what === 'copy' ? 'copied' : 'exported', { width: state.width, height: state.height })}
        {state.s === 'error' && <span className="error-text">{state.message}</span>}
      </p>
    </div>
  );
}
