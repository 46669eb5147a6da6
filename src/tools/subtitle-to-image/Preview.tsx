/**
 * The live preview: the stack at a small scale (the frame at most 720 px wide) and its first PREVIEW_LINES
 * lines, drawn by the same code as the export, with the strip band outlined on the frame (the guide). Redraws
 * once per animation frame at most. The lines reach the page only as these canvas pixels.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useToolT } from '../../i18n/useToolT';
import { previewScale, stack, type Settings } from './logic';
import { drawGuide, drawPiece, stripHeightsNow, type DrawInput } from './render';
import type { Frame } from './useFrame';

export const PREVIEW_LINES = 12;

interface Props {
  frame: Frame;
  lines: readonly string[];
  settings: Settings;
  strip: number;
  family: string;
  /** Changes when the font finished loading (a redraw then uses it). */
  fontVersion: number;
}

export function Preview({ frame, lines, settings, strip, family, fontVersion }: Props) {
  const { t, lng } = useToolT('subtitle-to-image');
  const nf = new Intl.NumberFormat(lng);
  const canvas = useRef<HTMLCanvasElement>(null);
  const shown = lines.slice(0, PREVIEW_LINES);
  // Strips of cues with several lines are taller: measured when drawing, then the canvas takes their size.
  const [heights, setHeights] = useState<number[] | undefined>();
  const plan = stack(frame, strip, Math.max(1, shown.length), previewScale(frame), heights);
  const [tall, setTall] = useState(false);

  const draw = useEffectEvent(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    const need = stripHeightsNow(ctx, shown, frame, strip, settings, family);
    if (need.join() !== (heights ?? []).join()) {
      setHeights(need);
      return;
    }
    const input: DrawInput = { frame: frame.bitmap, frameSize: frame, lines: shown, stack: plan, settings, family };
    ctx.clearRect(0, 0, plan.width, plan.height);
    let over = false;
    for (let i = 0; i < plan.pieces.length; i++) over = drawPiece(ctx, input, i) || over;
    drawGuide(ctx, input, strip);
    setTall(over);
  });
  // Redrawn when what it shows changes (`plan` and `shown` follow from these), on the next frame.
  useEffect(() => {
    const id = requestAnimationFrame(() => draw());
    return () => cancelAnimationFrame(id);
  }, [frame, lines, settings, strip, family, fontVersion, plan.width, plan.height, heights]);

  return (
    <div className="space-y-2">
      <div className="flex justify-center overflow-auto rounded-lg bg-slate-100 dark:bg-slate-800">
        <canvas
          ref={canvas}
          width={plan.width}
          height={plan.height}
          className="h-auto max-w-full"
          role="img"
          aria-label={t('previewAlt', { count: shown.length })}
          data-testid="sub-preview"
        />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('guideNote')}</p>
      {lines.length > PREVIEW_LINES && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('previewPart', { shown: nf.format(PREVIEW_LINES), total: nf.format(lines.length) })}
        </p>
      )}
      {tall && (
        <p className="text-sm text-amber-800 dark:text-amber-300" role="status">
          {t('textTaller')}
        </p>
      )}
    </div>
  );
}
