import { useEffect, useRef } from 'react';
import { useToolT } from '../../i18n/useToolT';
import type { OcrBlock } from '../../lib/ocr/logic';

export type Mode = 'translated' | 'bilingual' | 'original';

interface Props {
  bitmap: ImageBitmap;
  /** The translated image, once drawn. */
  rendered: HTMLCanvasElement | null;
  blocks: readonly OcrBlock[];
  translations: readonly (string | null)[];
  mode: Mode;
}

/**
 * The image as the chosen mode shows it: translated (the drawn result), bilingual (the original with its blocks
 * boxed and numbered, each block's text and translation listed below), original (boxed only).
 */
export function ImageView({ bitmap, rendered, blocks, translations, mode }: Props) {
  const { t } = useToolT('translator');
  const canvas = useRef<HTMLCanvasElement>(null);
  const source = mode === 'translated' && rendered ? rendered : bitmap;
  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    c.width = bitmap.width;
    c.height = bitmap.height;
    c.getContext('2d')?.drawImage(source, 0, 0);
  }, [bitmap, source]);
  const boxes = mode !== 'translated' || !rendered;
  return (
    <div className="space-y-3">
      {/* As wide as the canvas (not the column), the border outside it: the boxes' overlay covers exactly the drawn
          image at any size. */}
      <div
        className="relative w-fit max-w-full overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700"
        data-testid="image-view"
        data-mode={mode}
        data-rendered={!!rendered}
      >
        <canvas
          ref={canvas}
          className="block h-auto max-w-full"
          role="img"
          aria-label={t(`image.view.${mode === 'translated' && rendered ? 'translated' : 'original'}`)}
        />
        {boxes && (
          <svg
            className="pointer-events-none absolute inset-0 h-full w-full"
            viewBox={`0 0 ${bitmap.width} ${bitmap.height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            {blocks.map((b, i) => (
              <g key={i} data-testid="ocr-box">
                <rect
                  x={b.bbox.x0}
                  y={b.bbox.y0}
                  width={b.bbox.x1 - b.bbox.x0}
                  height={b.bbox.y1 - b.bbox.y0}
                  fill="rgb(59 110 245 / 0.08)"
                  stroke="rgb(59 110 245)"
                  strokeWidth={Math.max(1, bitmap.width / 400)}
                  vectorEffect="non-scaling-stroke"
                />
                {mode === 'bilingual' && (
                  <text
                    x={b.bbox.x0}
                    y={b.bbox.y0}
                    fontSize={Math.max(10, bitmap.width / 50)}
                    fill="rgb(59 110 245)"
                    dominantBaseline="text-after-edge"
                  >
                    {i + 1}
                  </text>
                )}
              </g>
            ))}
          </svg>
        )}
      </div>
      {blocks.length > 0 && (
        <ol className="space-y-2" data-testid="block-list">
          {blocks.map((b, i) => (
            <li
              key={i}
              className={`grid gap-1 rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700 ${mode === 'bilingual' ? 'sm:grid-cols-2' : ''}`}
            >
              {mode !== 'translated' && (
                <p className="break-words whitespace-pre-wrap" data-testid="block-text">
                  {mode === 'bilingual' && <span className="mr-1 font-semibold">{i + 1}.</span>}
                  {b.text}
                </p>
              )}
              {mode !== 'original' && (
                <p
                  className="break-words whitespace-pre-wrap text-brand-700 dark:text-brand-100"
                  data-testid="block-translation"
                >
                  {translations[i] ?? ''}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
