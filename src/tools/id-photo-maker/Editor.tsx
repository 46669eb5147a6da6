/**
 * The framed photo as it will be printed: the cut-out person on the background colour, drawn from the small
 * preview cut-out (cheap on the main thread). Drag it or use the arrow keys to move the person, the zoom
 * slider to resize, Reset for the automatic framing.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Slider } from '../../components/ui/form/Slider';
import { useToolT } from '../../i18n/useToolT';
import { dragAdjust, keyAdjust, ZOOM_MAX, ZOOM_MIN, type Adjust, type Crop, type Guides } from './logic';

interface Props {
  /** The cut-out at preview size, and its pixels per photo pixel. */
  image: ImageBitmap | null;
  scale: number;
  crop: Crop | null;
  /** Output size (pixels), for the aspect. */
  width: number;
  height: number;
  background: string;
  adjust: Adjust;
  onAdjust: (a: Adjust) => void;
  onReset: () => void;
  /** Guide lines (crown, chin, eye line and the rule's bands), drawn over the preview only, never exported. */
  guides?: Guides | null;
  /** Why the automatic framing cannot keep the rule on this photo (translated), shown as an alert. */
  problem?: string | null;
  /** A note on how the framing was found (no face: the outline), translated. */
  note?: string | null;
}

const pct = (v: number) => `${(v * 100).toFixed(2)}%`;

/** A band the rule allows (translucent) and a measured line, over the preview. */
function GuideOverlay({ g, labels }: { g: Guides; labels: { crown: string; chin: string; eyes: string } }) {
  const band = (key: string, [a, b]: readonly [number, number], color: string) => (
    <div
      key={key}
      data-guide={key}
      className="absolute inset-x-0"
      style={{ top: pct(a), height: pct(Math.max(0, b - a)), background: color }}
    />
  );
  const line = (key: 'crown' | 'chin' | 'eyes', y: number, color: string) => (
    <div
      key={key}
      data-guide={key}
      className="absolute inset-x-0"
      style={{ top: pct(y), borderTop: `1px dashed ${color}` }}
    >
      <span className="absolute right-0.5 -translate-y-full rounded-sm bg-slate-900/60 px-1 text-[10px] leading-tight text-white">
        {labels[key]}
      </span>
    </div>
  );
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden"
      data-testid="id-photo-guides"
    >
      {g.crownBand && band('crown-band', g.crownBand, 'rgb(14 165 233 / 0.18)')}
      {band('chin-band', g.chinBand, 'rgb(34 197 94 / 0.2)')}
      {g.eyeBand && band('eye-band', g.eyeBand, 'rgb(234 179 8 / 0.22)')}
      {line('crown', g.crown, '#0284c7')}
      {line('eyes', g.eyes, '#ca8a04')}
      {line('chin', g.chin, '#16a34a')}
    </div>
  );
}

/** Longest side of the preview box, CSS pixels. */
const BOX = 280;

export function Editor({
  image,
  scale,
  crop,
  width,
  height,
  background,
  adjust,
  onAdjust,
  onReset,
  guides,
  problem,
  note,
}: Props) {
  const { t } = useToolT('id-photo-maker');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number; start: Adjust } | null>(null);
  const hintId = useId();
  const k = BOX / Math.max(width, height);
  const viewW = Math.round(width * k);
  const viewH = Math.round(height * k);

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    el.width = Math.round(viewW * dpr);
    el.height = Math.round(viewH * dpr);
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, el.width, el.height);
    if (!image || !crop) return;
    const sx = el.width / (crop.width * scale);
    const sy = el.height / (crop.height * scale);
    ctx.imageSmoothingQuality = 'high';
    ctx.setTransform(sx, 0, 0, sy, -crop.x * scale * sx, -crop.y * scale * sy);
    ctx.drawImage(image, 0, 0);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  }, [image, scale, crop, background, viewW, viewH]);

  const ready = image !== null && crop !== null;
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!ready) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, start: adjust };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    onAdjust(dragAdjust(d.start, e.clientX - d.x, e.clientY - d.y, viewW, viewH));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!ready) return;
    const next = keyAdjust(adjust, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    onAdjust(next);
  };

  return (
    <section className="panel space-y-3" aria-label={t('editor.heading')}>
      <h2 className="text-base font-semibold">{t('editor.heading')}</h2>
      <div className="flex justify-center">
        <div
          role="group"
          tabIndex={ready ? 0 : -1}
          aria-label={t('editor.label')}
          aria-describedby={hintId}
          data-testid="id-photo-preview"
          className={`relative touch-none select-none rounded border border-slate-300 dark:border-slate-600 ${ready ? 'cursor-move' : ''}`}
          style={{ width: viewW, height: viewH, maxWidth: '100%' }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <canvas ref={canvas} aria-hidden="true" className="block h-full w-full" />
          {ready && guides && (
            <GuideOverlay
              g={guides}
              labels={{ crown: t('editor.crown'), chin: t('editor.chin'), eyes: t('editor.eyes') }}
            />
          )}
        </div>
      </div>
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {ready ? t('editor.hint') : t('editor.empty')}
      </p>
      {ready && guides && <p className="text-xs text-slate-600 dark:text-slate-400">{t('editor.guides')}</p>}
      {ready && problem && (
        <p className="error-text" role="alert" data-testid="id-photo-problem">
          {problem}
        </p>
      )}
      {ready && note && (
        <p className="text-sm" role="status" data-testid="id-photo-face-note">
          {note}
        </p>
      )}
      <Slider
        label={t('editor.zoom')}
        value={Math.round(adjust.zoom * 100)}
        min={ZOOM_MIN * 100}
        max={ZOOM_MAX * 100}
        unit="%"
        disabled={!ready}
        onChange={(v) => onAdjust({ ...adjust, zoom: v / 100 })}
      />
      <button type="button" className="btn" disabled={!ready} onClick={onReset}>
        {t('editor.reset')}
      </button>
    </section>
  );
}
