/**
 * The export: the whole stack at full resolution (or scaled down to the browser's canvas limits, said with the
 * numbers), drawn in steps on the page (the web font lives in the page's font set), encoded as PNG or JPEG,
 * downloaded or copied to the clipboard as PNG.
 */
import { useRef, useState } from 'react';
import { ProgressBar } from '../../components/ui/files/ProgressBar';
import { downloadFile } from '../../components/ui/files/download';
import type { WebFont } from '../../lib/fonts/catalog';
import { loadFont } from '../../lib/fonts/load';
import { extensionFor, outputFileName } from '../../lib/image';
import { formatBytes } from '../../lib/format';
import { useToolT } from '../../i18n/useToolT';
import { MAX_CANVAS_AREA, MAX_CANVAS_SIDE } from '../../lib/image/canvas-limits';
import { MAX_SUBTITLES, planOutput, type OutputType, type Settings } from './logic';
import { drawAll, stripHeights } from './render';
import type { Frame } from './useFrame';
import { fontChars } from './useFont';
import { IconSvg, check } from '../../components/ui/IconSvg';

interface Props {
  frame: Frame | null;
  lines: readonly string[];
  settings: Settings;
  strip: number;
  font: WebFont;
}

type Failure = 'canvas' | 'encode';
interface Result {
  blob: Blob;
  width: number;
  height: number;
  name: string;
}

export function ExportPanel({ frame, lines, settings, strip, font }: Props) {
  const { t, ui, lng } = useToolT('subtitle-to-image');
  const nf = new Intl.NumberFormat(lng);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [result, setResult] = useState<Result | null>(null);
  const run = useRef(0);

  const tooMany = lines.length > MAX_SUBTITLES;
  const plan = frame && lines.length > 0 && !tooMany ? planOutput(frame, strip, lines.length) : null;
  const size = (w: number, h: number) => t('size', { width: nf.format(w), height: nf.format(h) });
  const can = !!plan && plan.kind !== 'refused' && !busy;

  const render = async (type: OutputType): Promise<Result | null> => {
    if (!frame || !plan || plan.kind === 'refused') return null;
    const id = ++run.current;
    setBusy(true);
    setFailure(null);
    setProgress(0);
    const canvas = document.createElement('canvas');
    try {
      // The export waits for the web font even when the preview was drawn before it arrived.
      await loadFont(font, settings.bold ? 700 : 400, fontChars(lines.join(''))).catch(() => false);
      // Cues of several lines get taller strips: measured with the loaded font, then the output planned again.
      const measure = document.createElement('canvas').getContext('2d');
      if (!measure) throw new Error('no 2D context to measure the lines');
      const heights = await stripHeights(measure, lines, frame, strip, settings, font.family, () => id !== run.current);
      if (id !== run.current) return null;
      const final = planOutput(frame, strip, lines.length, heights);
      if (final.kind === 'refused') {
        setFailure('canvas');
        return null;
      }
      const { stack } = final;
      canvas.width = stack.width;
      canvas.height = stack.height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2D context for the output canvas');
      if (type === 'image/jpeg') {
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, stack.width, stack.height);
      }
      const input = { frame: frame.bitmap, frameSize: frame, lines, stack, settings, family: font.family };
      const done = await drawAll(ctx, input, setProgress, () => id !== run.current);
      if (!done) return null;
      const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, type, 0.92));
      if (!blob || blob.type !== type) {
        setFailure('encode');
        console.error(`[subtitle-to-image] the browser wrote ${blob?.type ?? 'nothing'}, not ${type}`);
        return null;
      }
      const name = outputFileName(frame.name, { suffix: 'subtitles', ext: extensionFor(type) });
      console.info(`[subtitle-to-image] ${stack.width}×${stack.height}, ${lines.length} lines, ${blob.size} bytes`);
      return { blob, width: stack.width, height: stack.height, name };
    } catch (err) {
      console.error('[subtitle-to-image] export failed', err);
      setFailure('canvas');
      return null;
    } finally {
      canvas.width = 0;
      canvas.height = 0;
      if (id === run.current) setBusy(false);
    }
  };

  const download = async () => {
    const r = await render(settings.type);
    if (r) {
      setResult(r);
      downloadFile(r.blob, r.name);
    }
  };

  const copyPng = () => {
    setCopy('idle');
    const png = render('image/png').then((r) => {
      if (!r) throw new Error('render failed');
      return r.blob;
    });
    // The ClipboardItem is made at once (inside the click), with the PNG to follow.
    Promise.resolve()
      .then(() => navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]))
      .then(
        () => setCopy('copied'),
        (err: unknown) => {
          console.error('[subtitle-to-image] copy refused', err);
          setCopy('failed');
        },
      );
  };

  return (
    <section className="panel space-y-3" aria-labelledby="sub-output">
      <h2 id="sub-output" className="text-lg font-semibold">
        {t('outputHeading')}
      </h2>
      {!frame && <p className="text-sm text-slate-600 dark:text-slate-400">{t('needFrame')}</p>}
      {frame && lines.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('needLines')}</p>}
      {tooMany && (
        <p role="alert" className="error-text">
          {t('tooManyLines', { count: lines.length, n: nf.format(lines.length), max: nf.format(MAX_SUBTITLES) })}
        </p>
      )}
      {plan && <p data-testid="sub-size">{t('outputSize', { size: size(plan.full.width, plan.full.height) })}</p>}
      {plan && plan.kind !== 'ok' && (
        <div
          role="alert"
          data-testid="sub-limit"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40"
        >
          {plan.kind === 'scaled'
            ? t('limit.scaled', {
                size: size(plan.full.width, plan.full.height),
                side: nf.format(MAX_CANVAS_SIDE),
                area: nf.format(MAX_CANVAS_AREA),
                scaled: size(plan.stack.width, plan.stack.height),
                percent: nf.format(Math.floor(plan.stack.scale * 1000) / 10),
              })
            : t('limit.refused', {
                size: size(plan.full.width, plan.full.height),
                side: nf.format(MAX_CANVAS_SIDE),
                area: nf.format(MAX_CANVAS_AREA),
              })}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled={!can} onClick={() => void download()}>
          {t('download', { format: settings.type === 'image/png' ? 'PNG' : 'JPEG' })}
        </button>
        <button type="button" className="btn" disabled={!can} onClick={copyPng}>
          {copy === 'copied' && (
            <IconSvg name="check" className="h-4 w-4">
              {check}
            </IconSvg>
          )}
          <span aria-live="polite">
            {copy === 'copied' ? ui('copied') : copy === 'failed' ? t('copyFailed') : t('copy')}
          </span>
        </button>
        {busy && (
          <button type="button" className="btn" onClick={() => run.current++}>
            {ui('worker.cancel')}
          </button>
        )}
      </div>
      {busy && <ProgressBar value={progress} label={t('progress')} />}
      {failure && (
        <p role="alert" className="error-text">
          {t(`failure.${failure}`)}
        </p>
      )}
      {result && !busy && (
        <p className="text-sm" data-testid="sub-result">
          {t('done', { size: size(result.width, result.height), bytes: formatBytes(result.blob.size, lng) })}
        </p>
      )}
    </section>
  );
}
