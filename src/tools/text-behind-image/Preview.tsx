/**
 * The live preview: the photo downscaled, the text layers drawn by the export's own code, the subject's cut-out
 * on top, and a dashed outline around the selected layer. Drag a text with the mouse, finger or pen to move it;
 * with the preview focused, the arrow keys nudge the selected text (Shift: 5 % steps). Redraws at most once per
 * animation frame.
 */
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useToolT } from '../../i18n/useToolT';
import { corners, dragTo, hitTest, type Point, type Size } from './logic';
import { drawLayers, measureLayer, type DrawLayer } from './render';

interface Props {
  photo: ImageBitmap;
  /** The preview canvas's size (the photo scaled to fit). */
  size: Size;
  cutout: ImageBitmap | null;
  layers: readonly DrawLayer[];
  selected: string | null;
  onSelect: (id: string) => void;
  onMove: (id: string, pos: Point) => void;
  /** Changes when a font has loaded (redraw). */
  fontsVersion: number;
  label: string;
}

interface Drag {
  id: string;
  pointer: number;
  start: Point;
  from: Point;
}

export function Preview({ photo, size, cutout, layers, selected, onSelect, onMove, fontsVersion, label }: Props) {
  const { t } = useToolT('text-behind-image');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<Drag | null>(null);

  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const ctx = canvas.current?.getContext('2d');
      if (!ctx) return;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, size.width, size.height);
      ctx.drawImage(photo, 0, 0, size.width, size.height);
      drawLayers(ctx, layers, size);
      if (cutout) ctx.drawImage(cutout, 0, 0, size.width, size.height);
      const sel = layers.find((l) => l.id === selected);
      if (sel?.text) {
        const pts = corners(measureLayer(ctx, sel, size));
        ctx.save();
        ctx.setLineDash([6, 4]);
        ctx.lineWidth = 2;
        ctx.strokeStyle = '#2563eb';
        ctx.beginPath();
        pts.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
        ctx.closePath();
        ctx.stroke();
        ctx.restore();
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [photo, size, cutout, layers, selected, fontsVersion]);

  /** The pointer's position in the canvas's pixels. */
  const at = (e: PointerEvent<HTMLCanvasElement>): Point => {
    const r = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - r.left) / r.width) * size.width,
      y: ((e.clientY - r.top) / r.height) * size.height,
    };
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    const p = at(e);
    const boxes = layers.map((l) => (l.text ? measureLayer(ctx, l, size) : null));
    const i = hitTest(
      boxes.map((b) => b ?? { cx: 0, cy: 0, fontPx: 0, spacingPx: 0, width: 0, height: 0, angle: 0 }),
      p,
      6,
    );
    if (i < 0) return;
    const layer = layers[i]!;
    onSelect(layer.id);
    drag.current = { id: layer.id, pointer: e.pointerId, start: p, from: { x: layer.x, y: layer.y } };
    e.currentTarget.setPointerCapture(e.pointerId);
    e.preventDefault();
  };

  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    const p = at(e);
    onMove(d.id, dragTo(d.from, { x: p.x - d.start.x, y: p.y - d.start.y }, size));
  };

  const end = (e: PointerEvent<HTMLCanvasElement>) => {
    if (drag.current?.pointer === e.pointerId) drag.current = null;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const layer = layers.find((l) => l.id === selected);
    const step = e.shiftKey ? 5 : 1;
    const moves: Record<string, Point> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const m = moves[e.key];
    if (!layer || !m) return;
    e.preventDefault();
    onMove(layer.id, { x: Math.round((layer.x + m.x) * 10) / 10, y: Math.round((layer.y + m.y) * 10) / 10 });
  };

  return (
    <div className="flex justify-center overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
      <canvas
        ref={canvas}
        width={size.width}
        height={size.height}
        className="h-auto max-h-[70vh] max-w-full touch-none cursor-move focus-visible:outline-2 focus-visible:outline-brand-600"
        role="img"
        tabIndex={0}
        aria-label={label}
        aria-describedby="tbi-preview-help"
        data-testid="tbi-preview"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={end}
        onPointerCancel={end}
        onKeyDown={onKeyDown}
      />
      <p id="tbi-preview-help" className="sr-only">
        {t('previewHelp')}
      </p>
    </div>
  );
}
