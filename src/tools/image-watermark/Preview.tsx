/**
 * The live preview: the image downscaled (≤ 960 px) with the watermark drawn by the same code as the output.
 * Redraws at most once per animation frame, so dragging a slider stays smooth. The watermark text reaches
 * the page only as these canvas pixels.
 */
import { useEffect, useRef } from 'react';
import { CHECKERBOARD } from '../../components/ui/files/ImagePreview';
import { useToolT } from '../../i18n/useToolT';
import { previewSize } from './logic/preview';
import { drawWatermark, type Logo } from './render';
import type { Settings } from './logic/settings';
import type { PreviewImage } from './usePreviewImage';

interface Props {
  image: PreviewImage | null;
  /** The previewed file's name, for the canvas's accessible name. */
  name: string | null;
  settings: Settings;
  logo: Logo | null;
}

const SAMPLE = { width: 960, height: 600 };

/** A neutral sample picture (sky and ground) for before any image is added. */
function drawSample(ctx: CanvasRenderingContext2D, w: number, h: number) {
  const sky = ctx.createLinearGradient(0, 0, 0, h);
  sky.addColorStop(0, '#5b8fc7');
  sky.addColorStop(0.6, '#b9d3ea');
  sky.addColorStop(0.6, '#6b8f4e');
  sky.addColorStop(1, '#3f5e2c');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
}

export function Preview({ image, name, settings, logo }: Props) {
  const { t } = useToolT('image-watermark');
  const canvas = useRef<HTMLCanvasElement>(null);
  const size = image ? previewSize(image) : SAMPLE;

  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const el = canvas.current;
      const ctx = el?.getContext('2d');
      if (!el || !ctx) return;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, el.width, el.height);
      if (image) ctx.drawImage(image.bitmap, 0, 0, el.width, el.height);
      else drawSample(ctx, el.width, el.height);
      drawWatermark(ctx, { width: el.width, height: el.height }, settings, logo);
    });
    return () => cancelAnimationFrame(frame);
  }, [image, settings, logo, size.width, size.height]);

  return (
    <section className="panel" aria-labelledby="wm-preview">
      <h2 id="wm-preview" className="mb-2 text-lg font-semibold">
        {t('previewHeading')}
      </h2>
      <div className={`flex justify-center overflow-hidden rounded-lg ${CHECKERBOARD}`}>
        <canvas
          ref={canvas}
          width={size.width}
          height={size.height}
          className="h-auto max-h-[70vh] max-w-full object-contain"
          role="img"
          aria-label={name ? t('previewOf', { name }) : t('previewSample')}
          data-testid="wm-preview"
        />
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {image ? t('previewNote', { width: image.width, height: image.height }) : t('previewSampleNote')}
      </p>
    </section>
  );
}
