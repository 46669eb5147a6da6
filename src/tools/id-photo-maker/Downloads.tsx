/** Downloads: the photo at the preset's exact pixels, the transparent cut-out, and the 6-inch print sheet. */
import { useId, useState } from 'react';
import { downloadFile } from '../../components/ui/files/download';
import { InputField } from '../../components/ui/form/Field';
import { Select } from '../../components/ui/form/Select';
import { useToolT } from '../../i18n/useToolT';
import { formatBytes } from '../../lib/format';
import { baseName } from '../../lib/image/names';
import { parseKB } from '../../lib/image/target';
import { isCancelled, WorkerTaskError, type WorkerClient } from '../../lib/worker';
import type { Crop, Preset } from './logic';
import type { IdPhotoMakerProtocol, RenderRequest } from './protocol';
import { outputName, PHOTO_FORMATS, SHEET_FORMATS, type Settings } from './settings';
import { SHEET_ORIENTATIONS, sheetLayout } from './sheet';
import { MAX_PHOTO_KB, type PhotoTarget } from './size-target';

interface Props {
  client: WorkerClient<IdPhotoMakerProtocol>;
  s: Settings;
  set: (patch: Partial<Settings>) => void;
  preset: Preset;
  crop: Crop | null;
  background: string;
  /** The photo's file name (for the cut-out's name). */
  name: string;
  /** The framing cannot keep the rule on this photo: the photo and the sheet are not offered (the cut-out is). */
  blocked?: boolean;
}

type Job = RenderRequest['target'];

export function Downloads({ client, s, set, preset, crop, background, name, blocked = false }: Props) {
  const { t, lng, workerError } = useToolT('id-photo-maker');
  const id = useId();
  const [busy, setBusy] = useState<Job | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** How the last photo download met its target size. */
  const [met, setMet] = useState<PhotoTarget | null>(null);
  const layout = sheetLayout(preset.width, preset.height, s.orientation);

  const run = async (target: Job) => {
    if (!crop) return;
    setBusy(target);
    setError(null);
    if (target === 'photo') setMet(null);
    const format = target === 'photo' ? s.photoFormat : target === 'sheet' ? s.sheetFormat : 'png';
    try {
      const res = await client.request('render', {
        target,
        crop,
        width: preset.width,
        height: preset.height,
        background,
        format,
        orientation: s.orientation,
        ...(target === 'photo' && s.maxKB > 0 && { maxKB: s.maxKB }),
      });
      if (!res.ok) {
        console.error(`id-photo-maker: ${target} failed (${res.error})`, res.detail);
        setError(t(`error.${res.error}`));
        return;
      }
      const file =
        target === 'cutout'
          ? `${baseName(name)}-cutout.png`
          : outputName(target, preset.id, res.width, res.height, format);
      downloadFile(res.blob, file);
      if (res.target) setMet(res.target);
    } catch (err) {
      if (isCancelled(err)) return;
      const e = err instanceof WorkerTaskError ? err : new WorkerTaskError('failed', String(err));
      console.error(`id-photo-maker: ${e.code}`, e.detail || e.message);
      setError(workerError(e));
    } finally {
      setBusy(null);
    }
  };

  const targetNote = (m: PhotoTarget) => {
    const o = { kb: new Intl.NumberFormat(lng).format(m.kb), size: formatBytes(m.bytes, lng), quality: m.quality };
    if (m.met) return t(m.quality === null ? 'download.target.met' : 'download.target.quality', o);
    return t(m.quality === null ? 'download.target.missedPng' : 'download.target.missed', o);
  };
  const disabled = !crop || busy !== null;
  const formatLabels = {
    png: t('download.format.png'),
    jpeg: t('download.format.jpeg'),
    pdf: t('download.format.pdf'),
  };
  const formatOptions = <T extends keyof typeof formatLabels>(list: readonly T[]) =>
    list.map((f) => ({ value: f, label: formatLabels[f] }));
  return (
    <section className="panel space-y-4" aria-label={t('download.heading')}>
      <h2 className="text-base font-semibold">{t('download.heading')}</h2>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t('download.photoFormat')}
          value={s.photoFormat}
          options={formatOptions(PHOTO_FORMATS)}
          onChange={(photoFormat) => set({ photoFormat })}
        />
        <InputField
          wrapperClassName="w-40"
          label={t('download.target.label')}
          id={`${id}-maxKB`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('download.target.none')}
          value={s.maxKB ? String(s.maxKB) : ''}
          onChange={(e) => set({ maxKB: parseKB(e.target.value, MAX_PHOTO_KB) })}
          aria-describedby={`${id}-target`}
        />
        <button
          type="button"
          className="btn-primary"
          disabled={disabled || blocked}
          aria-describedby={blocked ? `${id}-blocked` : undefined}
          onClick={() => void run('photo')}
        >
          {busy === 'photo' ? t('download.working') : t('download.photo', { w: preset.width, h: preset.height })}
        </button>
        <button type="button" className="btn" disabled={disabled} onClick={() => void run('cutout')}>
          {busy === 'cutout' ? t('download.working') : t('download.cutout')}
        </button>
      </div>
      <p id={`${id}-target`} className="text-xs text-slate-600 dark:text-slate-400">
        {t('download.target.hint')}
      </p>
      {blocked && (
        <p id={`${id}-blocked`} className="error-text" data-testid="id-photo-blocked">
          {t('download.blocked')}
        </p>
      )}
      {met && (
        <p className="text-sm" role="status" data-testid="id-photo-target">
          {targetNote(met)}
        </p>
      )}
      <h3 className="text-sm font-semibold">{t('download.sheetHeading')}</h3>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t('download.orientation')}
          value={s.orientation}
          options={SHEET_ORIENTATIONS.map((o) => ({ value: o, label: t(`download.${o}`) }))}
          onChange={(orientation) => set({ orientation })}
        />
        <Select
          label={t('download.sheetFormat')}
          value={s.sheetFormat}
          options={formatOptions(SHEET_FORMATS)}
          onChange={(sheetFormat) => set({ sheetFormat })}
        />
      </div>
      <p className="text-sm" data-testid="id-photo-copies">
        {layout.count > 0
          ? t('download.copies', { count: layout.count, cols: layout.cols, rows: layout.rows })
          : t('download.noCopies')}
      </p>
      <button
        type="button"
        className="btn-primary"
        disabled={disabled || blocked || layout.count === 0}
        onClick={() => void run('sheet')}
      >
        {busy === 'sheet' ? t('download.working') : t('download.sheet')}
      </button>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
