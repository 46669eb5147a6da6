/**
 * The images in their order: a thumbnail, name and size each, with buttons to move earlier/later and to remove.
 * Reorder by keyboard (focus an item, Alt+Arrow keys; Home/End with Alt move to the ends) or by dragging the
 * handle (pointer events: mouse, pen and touch). Every move is announced in a live region.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useToolT } from '../../i18n/useToolT';
import { IconSvg, close } from '../../components/ui/Icon';
import { keyboardTarget, type Direction } from './logic';
import type { Item } from './useImages';

interface Props {
  items: readonly Item[];
  direction: Direction;
  columns: number;
  onMove: (from: number, to: number) => void;
  onRemove: (id: number) => void;
}

function Thumb({ bitmap }: { bitmap: ImageBitmap }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const k = Math.min(1, 96 / Math.max(bitmap.width, bitmap.height, 1));
  const w = Math.max(1, Math.round(bitmap.width * k));
  const h = Math.max(1, Math.round(bitmap.height * k));
  useEffect(() => {
    try {
      ref.current?.getContext('2d')?.drawImage(bitmap, 0, 0, w, h);
    } catch (err) {
      console.debug('[image-stitcher] thumbnail already closed', err);
    }
  }, [bitmap, w, h]);
  return <canvas ref={ref} width={w} height={h} aria-hidden="true" className="max-h-12 max-w-12 object-contain" />;
}

export function ImageList({ items, direction, columns, onMove, onRemove }: Props) {
  const { t, lng } = useToolT('image-stitcher');
  const [announce, setAnnounce] = useState('');
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  const rows = useRef<(HTMLLIElement | null)[]>([]);
  const focusId = useRef<number | null>(null);
  const nf = new Intl.NumberFormat(lng);

  // After a keyboard move, focus follows the moved item to its new place.
  useEffect(() => {
    if (focusId.current === null) return;
    const index = items.findIndex((i) => i.id === focusId.current);
    focusId.current = null;
    rows.current[index]?.focus();
  }, [items]);

  const move = (from: number, to: number, keepFocus: boolean) => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || to === from) return;
    if (keepFocus) focusId.current = item.id;
    onMove(from, to);
    setAnnounce(t('list.moved', { name: item.name, position: to + 1, count: items.length }));
  };

  const onKey = (e: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!e.altKey || e.target !== e.currentTarget) return;
    const to = keyboardTarget(e.key, index, items.length, direction, columns);
    if (to === null) return;
    e.preventDefault();
    move(index, to, true);
  };

  const indexAt = (x: number, y: number): number | null => {
    const i = rows.current.findIndex((el) => {
      const r = el?.getBoundingClientRect();
      return r && x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    });
    return i < 0 ? null : i;
  };
  // The drag in a ref as well: pointer events can come faster than renders.
  const dragRef = useRef<{ from: number; over: number } | null>(null);
  const setDragBoth = (d: { from: number; over: number } | null) => {
    dragRef.current = d;
    setDrag(d);
  };
  const handlers = (index: number) => ({
    onPointerDown: (e: PointerEvent<HTMLSpanElement>) => {
      if (e.button !== 0) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      setDragBoth({ from: index, over: index });
    },
    onPointerMove: (e: PointerEvent<HTMLSpanElement>) => {
      const d = dragRef.current;
      if (!d) return;
      const over = indexAt(e.clientX, e.clientY);
      if (over !== null && over !== d.over) setDragBoth({ ...d, over });
    },
    onPointerUp: () => {
      const d = dragRef.current;
      if (d) move(d.from, d.over, false);
      setDragBoth(null);
    },
    onPointerCancel: () => setDragBoth(null),
  });

  return (
    <div>
      <p id="stitch-list-help" className="mb-2 text-xs text-slate-600 dark:text-slate-400">
        {t('list.help')}
      </p>
      <ol className="grid gap-2 sm:grid-cols-2" aria-describedby="stitch-list-help" data-testid="stitch-list">
        {items.map((item, i) => (
          <li
            key={item.id}
            ref={(el) => {
              rows.current[i] = el;
            }}
            tabIndex={0}
            aria-label={t('list.item', { position: i + 1, count: items.length, name: item.name })}
            onKeyDown={(e) => onKey(e, i)}
            data-name={item.name}
            className={`flex min-w-0 items-center gap-2 rounded-lg border p-2 focus-visible:outline-2 focus-visible:outline-brand-500 ${
              drag && drag.over === i && drag.from !== i
                ? 'border-brand-500 bg-brand-50 dark:bg-slate-800'
                : 'border-slate-200 dark:border-slate-700'
            } ${drag?.from === i ? 'opacity-60' : ''}`}
          >
            <span
              className="cursor-grab touch-none px-1 text-lg text-slate-500 select-none active:cursor-grabbing"
              aria-hidden="true"
              title={t('list.drag')}
              {...handlers(i)}
            >
              ⠿
            </span>
            <span className="w-6 shrink-0 text-center text-sm font-semibold tabular-nums">{i + 1}</span>
            <Thumb bitmap={item.thumb} />
            <span className="min-w-0 flex-1 text-sm">
              <span className="block truncate" title={item.name}>
                {item.name}
              </span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {nf.format(item.width)} × {nf.format(item.height)}
              </span>
            </span>
            <span className="flex shrink-0 gap-1">
              <button
                type="button"
                className="btn px-2 py-0.5"
                disabled={i === 0}
                aria-label={t('list.earlier', { name: item.name })}
                onClick={() => move(i, i - 1, false)}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn px-2 py-0.5"
                disabled={i === items.length - 1}
                aria-label={t('list.later', { name: item.name })}
                onClick={() => move(i, i + 1, false)}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn px-2 py-0.5"
                aria-label={t('list.remove', { name: item.name })}
                onClick={() => {
                  onRemove(item.id);
                  setAnnounce(t('list.removed', { name: item.name }));
                }}
              >
                <IconSvg className="h-4 w-4">{close}</IconSvg>
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite" data-testid="stitch-announce">
        {announce}
      </p>
    </div>
  );
}
