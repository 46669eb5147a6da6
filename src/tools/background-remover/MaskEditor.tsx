/**
 * Touch-up of one result: the photo with the removed background tinted over it, an erase/restore brush with a soft
 * edge (mouse, touch or pen: pointer events), undo/redo (buttons, Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y) and zoom. The
 * mask is edited at the photo's full resolution; only the box a stroke touches is redrawn. "Apply" hands the
 * edited mask back. The brush arithmetic is logic.ts's.
 */
import { useEffect, useEffectEvent, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { decodeBitmap } from '../../lib/image/decode';
import { Slider } from '../../components/ui/form/Slider';
import { useToolT } from '../../i18n/useToolT';
import {
  MaskHistory,
  applyCoverage,
  cropMask,
  stampDisc,
  strokePoints,
  tintOverlay,
  unionBox,
  type Box,
  type BrushMode,
  type Point,
} from './logic';

interface Props {
  name: string;
  image: Blob;
  mask: Uint8Array;
  width: number;
  height: number;
  brush: number;
  hardness: number;
  onBrush: (patch: { brush?: number; hardness?: number }) => void;
  onApply: (mask: Uint8Array) => void;
  onClose: () => void;
}

interface Stroke {
  base: Uint8Array;
  last: Point;
  box: Box | null;
  radius: number;
}

const ZOOMS = [1, 2, 4] as const;
/** Rows tinted per step when the overlay is first drawn (a 12 MP mask in ~50 short steps). */
const ROWS_PER_STEP = 64;

export function MaskEditor(p: Props) {
  const { t } = useToolT('background-remover');
  const { width, height } = p;
  const photoRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Made once (a 12 MP mask is 12 MB: not on every render).
  const [work] = useState(() => ({ mask: p.mask.slice(), coverage: new Uint8Array(width * height) }));
  const mask = useRef(work.mask);
  const coverage = useRef(work.coverage);
  const overlay = useRef<ImageData | null>(null);
  const history = useRef(new MaskHistory());
  const stroke = useRef<Stroke | null>(null);
  const [mode, setMode] = useState<BrushMode>('erase');
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1);
  const [ready, setReady] = useState(false);
  const [, setVersion] = useState(0);
  const [cursor, setCursor] = useState<{ x: number; y: number } | null>(null);

  const redraw = (box: Box) => {
    const ctx = overlayRef.current?.getContext('2d');
    if (!ctx || !overlay.current) return;
    tintOverlay(overlay.current.data, mask.current, width, box);
    ctx.putImageData(overlay.current, 0, 0, box.x, box.y, box.width, box.height);
  };

  // Draw the photo and the first overlay (in steps: a 12 MP mask would otherwise hold the page for a moment).
  // The editor is keyed by the item: these props do not change while it is open, so this runs on mount only.
  const paint = useEffectEvent(async (gone: () => boolean) => {
    try {
      const bmp = await decodeBitmap(p.image);
      if (gone()) return bmp.close();
      photoRef.current?.getContext('2d')?.drawImage(bmp, 0, 0);
      bmp.close();
    } catch (err) {
      console.error('background-remover: the editor could not draw the photo', err);
    }
    overlay.current = new ImageData(width, height);
    for (let y = 0; y < height && !gone(); y += ROWS_PER_STEP) {
      redraw({ x: 0, y, width, height: Math.min(ROWS_PER_STEP, height - y) });
      await new Promise((r) => setTimeout(r, 0));
    }
    if (!gone()) setReady(true);
  });
  useEffect(() => {
    let gone = false;
    headingRef.current?.focus();
    void paint(() => gone);
    return () => {
      gone = true;
    };
  }, []);

  const toImage = (e: ReactPointerEvent<HTMLCanvasElement>): Point & { scale: number } => {
    const r = e.currentTarget.getBoundingClientRect();
    const scale = width / Math.max(1, r.width);
    return { x: (e.clientX - r.left) * scale, y: (e.clientY - r.top) * scale, scale };
  };

  const stampAt = (s: Stroke, pts: Point[]) => {
    let box: Box | null = null;
    const hard = p.hardness / 100;
    for (const pt of pts) box = unionBox(box, stampDisc(coverage.current, width, height, pt, s.radius, hard));
    if (!box) return;
    applyCoverage(mask.current, s.base, coverage.current, width, box, mode);
    s.box = unionBox(s.box, box);
    redraw(box);
  };

  const down = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!ready || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const pt = toImage(e);
    const s: Stroke = {
      base: mask.current.slice(),
      last: pt,
      box: null,
      radius: Math.max(0.5, (p.brush / 2) * pt.scale),
    };
    stroke.current = s;
    stampAt(s, [pt]);
  };

  const move = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    setCursor({ x: e.clientX - r.left, y: e.clientY - r.top });
    const s = stroke.current;
    if (!s) return;
    const pt = toImage(e);
    stampAt(s, strokePoints(s.last, pt, Math.max(0.5, s.radius / 4)));
    s.last = pt;
  };

  const up = () => {
    const s = stroke.current;
    stroke.current = null;
    if (!s?.box) return;
    const box = s.box;
    history.current.push({ box, before: cropMask(s.base, width, box), after: cropMask(mask.current, width, box) });
    for (let y = box.y; y < box.y + box.height; y += 1)
      coverage.current.fill(0, y * width + box.x, y * width + box.x + box.width);
    setVersion((v) => v + 1);
  };

  const undo = () => {
    const box = history.current.undo(mask.current, width);
    if (box) redraw(box);
    setVersion((v) => v + 1);
  };
  const redo = () => {
    const box = history.current.redo(mask.current, width);
    if (box) redraw(box);
    setVersion((v) => v + 1);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      // Typing in a field keeps the field's own undo.
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) undo();
      else if ((k === 'z' && e.shiftKey) || k === 'y') redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <section className="panel space-y-3" aria-labelledby="bgr-editor-h" data-testid="bgr-editor">
      <h2 id="bgr-editor-h" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {t('editor.heading', { name: p.name })}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('editor.hint')}</p>
      <div className="flex flex-wrap items-end gap-4">
        <SegmentedControl
          label={t('editor.mode')}
          options={[
            { value: 'erase', label: t('editor.erase') },
            { value: 'restore', label: t('editor.restore') },
          ]}
          value={mode}
          onChange={setMode}
        />
        <Slider
          label={t('editor.size')}
          min={4}
          max={200}
          value={p.brush}
          unit="px"
          onChange={(brush) => p.onBrush({ brush })}
          className="w-56"
        />
        <Slider
          label={t('editor.hardness')}
          min={0}
          max={100}
          value={p.hardness}
          unit="%"
          onChange={(hardness) => p.onBrush({ hardness })}
          className="w-56"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn" onClick={undo} disabled={!history.current.canUndo}>
          {t('editor.undo')}
        </button>
        <button type="button" className="btn" onClick={redo} disabled={!history.current.canRedo}>
          {t('editor.redo')}
        </button>
        <span className="ml-2 text-sm">{t('editor.zoom')}</span>
        {ZOOMS.map((z) => (
          <button key={z} type="button" className="btn px-3" aria-pressed={zoom === z} onClick={() => setZoom(z)}>
            {z === 1 ? t('editor.fit') : `${z}×`}
          </button>
        ))}
      </div>
      <div className="max-h-[75vh] overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <div className="relative" style={{ width: `${zoom * 100}%` }}>
          <canvas ref={photoRef} width={width} height={height} className="block h-auto w-full" aria-hidden="true" />
          <canvas
            ref={overlayRef}
            width={width}
            height={height}
            data-testid="bgr-overlay"
            role="img"
            aria-label={t('editor.canvas', { name: p.name })}
            className="absolute inset-0 h-full w-full cursor-crosshair touch-none"
            onPointerDown={down}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={up}
            onPointerLeave={() => setCursor(null)}
          />
          {cursor && (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute rounded-full border-2 border-white shadow-[0_0_0_1px_rgb(15_23_42/0.7)]"
              style={{
                left: cursor.x - p.brush / 2,
                top: cursor.y - p.brush / 2,
                width: p.brush,
                height: p.brush,
              }}
            />
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={!ready} onClick={() => p.onApply(mask.current.slice())}>
          {t('editor.apply')}
        </button>
        <button type="button" className="btn" onClick={p.onClose}>
          {t('editor.cancel')}
        </button>
      </div>
    </section>
  );
}
