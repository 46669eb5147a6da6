/** The image tab: an image in, its text read on the device, each block translated, the translated image out. */
import { useEffect, useEffectEvent, useState } from 'react';
import { EngineErrorMessage } from '../../components/translate/EngineError';
import { CopyButton } from '../../components/ui/CopyButton';
import { FileInput } from '../../components/ui/files/FileInput';
import { ProgressBar } from '../../components/ui/files/ProgressBar';
import { downloadFile } from '../../components/ui/files/download';
import { Select } from '../../components/ui/form/Select';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { useToolT } from '../../i18n/useToolT';
import { imageProblemMessage } from '../../components/ui/files/imageProblem';
import { decodeImage } from '../../lib/image/decode';
import { inspectImage } from '../../lib/image/dimensions';
import { outputFileName } from '../../lib/image/names';
import { sourceForOcr } from '../../lib/ocr/langs';
import { OCR_LANGS } from '../../lib/ocr/paths';
import type { OcrChoice } from '../../lib/ocr/read';
import { EngineError, type Engine } from '../../lib/translate/types';
import { ImageView, type Mode } from './ImageView';
import { LanguageBar } from './LanguageBar';
import { swapPair, type Pair } from './logic';
import { canvasToPng, prepareFont, renderTranslated } from './render';
import { useImageTranslation, type Stage } from './useImageTranslation';

interface Props {
  engine: Engine | null;
  pair: Pair;
  setPair: (pair: Pair) => void;
}

const MAX_BYTES = 50 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/bmp,image/avif';

export default function ImageTab({ engine, pair, setPair }: Props) {
  const { t, ui, lng } = useToolT('translator');
  const [image, setImage] = useState<{ bitmap: ImageBitmap; name: string } | null>(null);
  const [decodeFailed, setDecodeFailed] = useState(false);
  // A file refused from its bytes before any decode or OCR (too large, empty, not an image): the earlier image stays.
  const [refused, setRefused] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('translated');
  const [rendered, setRendered] = useState<HTMLCanvasElement | null>(null);
  // The language of the text in the image: detected (all five OCR languages), or the one chosen.
  const [ocrChoice, setOcrChoice] = useState<OcrChoice>('auto');
  const { state, start, retranslate, cancel, clear } = useImageTranslation(engine);
  const { stage, blocks, reading, translations, error } = state;
  const busy = stage.kind !== 'idle' && stage.kind !== 'done';
  // The source language the text was read in ("Detect" shows it, a swap uses it).
  const detected = (reading && sourceForOcr(reading.lang)) ?? undefined;
  const nf = new Intl.NumberFormat(lng);

  useEffect(() => () => image?.bitmap.close(), [image]);

  const onFiles = async ([file]: File[]) => {
    if (!file) return;
    setDecodeFailed(false);
    setRefused(null);
    const inspected = await inspectImage(file);
    if (!inspected.ok) {
      console.warn('Image refused before decoding', file.name, inspected.problem);
      setRefused(imageProblemMessage(ui, lng, file.name, inspected.problem));
      return;
    }
    setRendered(null);
    clear();
    try {
      const bitmap = await decodeImage(file);
      setImage({ bitmap, name: file.name });
      void start(bitmap, ocrChoice, pair.source, pair.target);
    } catch (err) {
      console.error('Image decode failed', err);
      setImage(null);
      setDecodeFailed(true);
    }
  };

  // The translated image is drawn once the translations are in (and again when they change).
  const complete = stage.kind === 'done' && !!blocks?.length && translations.some((x) => x);
  // The target is read when the translations were made; a new target retranslates first.
  const targetOfTranslations = useEffectEvent(() => pair.target);
  useEffect(() => {
    if (!complete || !image || !blocks) return undefined;
    const controller = new AbortController();
    void (async () => {
      try {
        const family = await prepareFont(
          targetOfTranslations(),
          translations.filter((x): x is string => !!x),
        );
        const canvas = await renderTranslated(image.bitmap, blocks, translations, family, controller.signal);
        if (!controller.signal.aborted) setRendered(canvas);
      } catch (err) {
        if (!controller.signal.aborted) console.error('Rendering the translated image failed', err);
      }
    })();
    return () => controller.abort();
  }, [complete, image, blocks, translations]);

  /** Another language for the text: the image is read again in it (or detected again). */
  const chooseOcr = (next: OcrChoice) => {
    setOcrChoice(next);
    if (!image) return;
    setRendered(null);
    void start(image.bitmap, next, pair.source, pair.target);
  };

  const download = async () => {
    if (!rendered || !image) return;
    downloadFile(await canvasToPng(rendered), outputFileName(image.name, { suffix: 'translated', ext: 'png' }));
  };
  const translatedText = () => translations.filter((x): x is string => !!x).join('\n\n');
  const cancelled = error?.kind === 'engine' && error.error instanceof EngineError && error.error.code === 'cancelled';

  return (
    <div className="space-y-4">
      <LanguageBar
        pair={pair}
        onChange={setPair}
        onSwap={() => setPair(swapPair(pair, detected, lng))}
        detected={detected}
        disabled={busy}
      />
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <Select
          label={t('image.ocrLang.label')}
          value={ocrChoice}
          onChange={chooseOcr}
          disabled={busy}
          options={[
            { value: 'auto' as OcrChoice, label: t('image.ocrLang.auto') },
            ...OCR_LANGS.map((l) => ({ value: l, label: t(`image.ocrLang.${l}`) })),
          ]}
        />
        {reading && (
          <p
            className="pb-2 text-sm text-slate-600 dark:text-slate-400"
            data-testid="ocr-lang"
            data-lang={reading.lang}
          >
            {t(reading.detected ? 'image.readAsDetected' : 'image.readAs', {
              lang: t(`image.ocrLang.${reading.lang}`),
            })}
            {reading.enhanced && <span data-testid="ocr-enhanced"> · {t('image.enhanced')}</span>}
          </p>
        )}
      </div>
      <FileInput
        accept={ACCEPT}
        maxBytes={MAX_BYTES}
        paste="page"
        onFiles={(f) => void onFiles(f)}
        label={t('image.choose')}
      >
        <span>{t('image.drop')}</span>
      </FileInput>
      {decodeFailed && (
        <p role="alert" className="error-text">
          {t('image.error.decode')}
        </p>
      )}
      {refused && (
        <p role="alert" className="error-text" data-testid="image-refused">
          {refused}
        </p>
      )}
      <Progress stage={stage} />
      {error?.kind === 'ocr' && (
        <p role="alert" className="error-text">
          {t('image.error.ocr')}
        </p>
      )}
      {error?.kind === 'engine' && !cancelled && <EngineErrorMessage error={error.error} />}
      {cancelled && <p className="text-sm">{t('cancelled')}</p>}
      {!engine && image && <p className="text-sm text-slate-600 dark:text-slate-400">{t('needEngine')}</p>}
      {blocks && blocks.length === 0 && <p data-testid="no-text">{t('image.noText')}</p>}
      <div className="flex flex-wrap items-center gap-2">
        {busy && (
          <button type="button" className="btn" onClick={cancel}>
            {t('cancel')}
          </button>
        )}
        {!busy && blocks && blocks.length > 0 && engine && (
          <button type="button" className="btn-primary" onClick={() => void retranslate(pair.source, pair.target)}>
            {t('image.retranslate')}
          </button>
        )}
        <button type="button" className="btn" onClick={() => void download()} disabled={!rendered || busy}>
          {t('image.download')}
        </button>
        <CopyButton text={translatedText} disabled={!translations.some((x) => x)} label={t('image.copy')} />
        {blocks && blocks.length > 0 && (
          <span className="text-sm text-slate-600 dark:text-slate-400" data-testid="block-count">
            {t('image.blocks', { count: blocks.length, formatted: nf.format(blocks.length) })}
          </span>
        )}
      </div>
      {image && (
        <>
          <SegmentedControl
            label={t('image.mode.label')}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'translated', label: t('image.mode.translated') },
              { value: 'bilingual', label: t('image.mode.bilingual') },
              { value: 'original', label: t('image.mode.original') },
            ]}
          />
          <ImageView
            bitmap={image.bitmap}
            rendered={rendered}
            blocks={blocks ?? []}
            translations={translations}
            mode={mode}
          />
        </>
      )}
    </div>
  );
}

function Progress({ stage }: { stage: Stage }) {
  const { t } = useToolT('translator');
  if (stage.kind === 'idle' || stage.kind === 'done') return null;
  const [label, value] =
    stage.kind === 'translating'
      ? [t('image.progress.translating', { done: stage.done, total: stage.total }), stage.done / stage.total]
      : [t(`image.progress.${stage.kind}`, { percent: Math.round(stage.progress * 100) }), stage.progress];
  return (
    <div className="space-y-1" data-testid="image-progress">
      <p className="text-sm" role="status">
        {label}
      </p>
      <ProgressBar value={value} label={label} />
    </div>
  );
}
