/** The id-photo-maker island: wiring only (photo pipeline, settings, framing, preview, downloads). */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FileInput } from '../../components/ui/files/FileInput';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { formatBytes } from '../../lib/format';
import { SEGMENT_DOWNLOAD_BYTES } from '../../lib/segment/download';
import { useWorkerTask } from '../../lib/worker';
import { Controls } from './Controls';
import { Downloads } from './Downloads';
import { Editor } from './Editor';
import {
  adjustCrop,
  centredCrop,
  faceLandmarks,
  frameHead,
  framingProblem,
  guides as guideLines,
  landmarks,
  NO_ADJUST,
  placement,
  presetFor,
  withinRule,
  type Adjust,
} from './logic';
import type { IdPhotoMakerProtocol } from './protocol';
import { backgroundColor, DEFAULTS, parseSettings, type Settings } from './settings';
import { Status } from './Status';
import { useIdPhoto } from './useIdPhoto';

const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'id-photo-maker' });

export default function IdPhotoMaker(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Tool />
    </IslandI18n>
  );
}

function Tool() {
  const { t, ui, lng } = useToolT('id-photo-maker');
  const [settings, setSettings] = usePersistentState<Settings>('id-photo-maker:settings', DEFAULTS, parseSettings);
  const set = useCallback((patch: Partial<Settings>) => setSettings((s) => ({ ...s, ...patch })), [setSettings]);
  // No idle timeout: the worker keeps the decoded photo and the cut-out between downloads.
  const { client } = useWorkerTask<IdPhotoMakerProtocol>(createWorker, { name: 'id-photo-maker' });
  const { state, done, open, cancel } = useIdPhoto(client);
  const [adjust, setAdjust] = useState<Adjust>(NO_ADJUST);

  const preset = useMemo(
    () => presetFor(settings.preset, { width: settings.customWidthMm, height: settings.customHeightMm }),
    [settings.preset, settings.customWidthMm, settings.customHeightMm],
  );
  // The last finished photo stays (with its downloads) while another file is read, or when it is refused.
  const ready = done;
  // A new photo or size starts from the automatic framing.
  useEffect(() => setAdjust(NO_ADJUST), [ready, preset]);
  useEffect(() => () => ready?.preview.close(), [ready]);

  // The face's own landmarks when the model found one; else the head measured on the mask's outline.
  const marks = useMemo(
    () => (ready?.face ? faceLandmarks(ready.face) : ready?.head ? landmarks(ready.head) : null),
    [ready],
  );
  const crop = useMemo(() => {
    if (!ready) return null;
    const auto = marks ? frameHead(marks, preset) : centredCrop(ready.width, ready.height, preset.width, preset.height);
    return adjustCrop(auto, adjust);
  }, [ready, marks, preset, adjust]);
  const guides = marks && crop ? guideLines(marks, crop, preset) : null;
  const fit = marks && crop ? placement(marks, crop, preset) : null;
  const inside = fit ? withinRule(fit, preset, 0.05) : null;
  const problem = ready?.face && crop ? framingProblem(ready.face, crop, ready.width, ready.height) : null;
  const faceNote = ready?.head && ready.faceStatus !== 'found' ? t(`editor.face.${ready.faceStatus}`) : null;
  const background = backgroundColor(settings);
  const busy = state.kind === 'opening' || state.kind === 'segmenting' || state.kind === 'face';

  return (
    <div className="space-y-4" data-tool="id-photo-maker">
      <section className="panel space-y-3">
        <FileInput
          onFiles={(files) => void open(files[0]!)}
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif,image/bmp,image/heic,image/heif,.heic,.heif"
          checkType={false}
          paste="page"
          label={t('chooseLabel')}
          className="min-h-32"
        >
          <span className="block text-base font-medium text-slate-800 dark:text-slate-100">{t('dropTitle')}</span>
          <span className="mt-1 block">{t('dropHint')}</span>
        </FileInput>
        {!ready && !busy && (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {ui('segment.firstUse', { size: formatBytes(SEGMENT_DOWNLOAD_BYTES, lng) })}
          </p>
        )}
        <Status state={state} onCancel={cancel} />
      </section>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Editor
          image={ready?.preview ?? null}
          scale={ready?.previewScale ?? 1}
          crop={crop}
          width={preset.width}
          height={preset.height}
          background={background}
          adjust={adjust}
          onAdjust={setAdjust}
          onReset={() => setAdjust(NO_ADJUST)}
          guides={guides}
          problem={problem ? t(`editor.problem.${problem}`) : null}
          note={faceNote}
        />
        <Controls s={settings} set={set} preset={preset} fit={fit} inside={inside} />
      </div>
      <Downloads
        client={client}
        s={settings}
        set={set}
        preset={preset}
        crop={crop}
        background={background}
        name={ready?.name ?? 'photo'}
        blocked={problem !== null}
      />
    </div>
  );
}
