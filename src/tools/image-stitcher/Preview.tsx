/**
 * The live preview: the layout drawn from the thumbnails into a small canvas (at most PREVIEW_SIDE px on its
 * longest side), redrawn on the next frame whenever the images or the settings change. Fast at any output size.
 */
import { useEffect, useRef } from 'react';
import { CHECKERBOARD } from '../../components/ui/files/ImagePreview';
import type { Layout } from './logic';
import type { Item } from './useImages';

const PREVIEW_SIDE = 1200;
const MIN_SHOWN = 240;

interface Props {
  items: readonly Item[];
  layout: Layout;
  background: string | null;
  label: string;
}

export function Preview({ items, layout, background, label }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const scale = Math.min(1, PREVIEW_SIDE / Math.max(layout.width, layout.height, 1));
  const width = Math.max(1, Math.round(layout.width * scale));
  const height = Math.max(1, Math.round(layout.height * scale));
  // A small result is shown enlarged (up to 4×, pixels kept sharp), so it can be seen.
  const zoom = Math.max(1, Math.min(4, MIN_SHOWN / Math.max(width, height)));

  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const el = canvas.current;
      const g = el?.getContext('2d');
      if (!el || !g) return;
      g.clearRect(0, 0, el.width, el.height);
      if (background) {
        g.fillStyle = background;
        g.fillRect(0, 0, el.width, el.height);
      }
      g.imageSmoothingQuality = 'medium';
      items.forEach((item, i) => {
        const r = layout.rects[i];
        if (!r) return;
        try {
          g.drawImage(item.thumb, r.x * scale, r.y * scale, r.width * scale, r.height * scale);
        } catch (err) {
          // A thumbnail closed by a removal that this frame has not seen yet: the next frame draws without it.
          console.debug('[image-stitcher] preview skipped a closed thumbnail', err);
        }
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [items, layout, background, scale, width, height]);

  return (
    <div className={`flex justify-center overflow-hidden rounded-lg p-2 ${CHECKERBOARD}`}>
      <canvas
        ref={canvas}
        width={width}
        height={height}
        role="img"
        aria-label={label}
        data-testid="stitch-preview"
        className="h-auto max-h-[70vh] max-w-full object-contain shadow"
        style={zoom > 1 ? { width: width * zoom, imageRendering: 'pixelated' } : undefined}
      />
    </div>
  );
}
