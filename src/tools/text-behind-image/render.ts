/**
 * Drawing text layers on a 2D context: the same code draws the preview (a downscaled canvas on the page) and the
 * export (a full-size OffscreenCanvas in the worker); every length comes from logic.ts in image-relative units.
 */
import { cssFont } from '../../lib/fonts/load';
import type { Layer } from './layers';
import { layerBox, type LayerBox, type Size } from './logic';

export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * A layer with the font family it draws with, resolved by the page (layers.ts `resolveFont`): the worker must
 * not import the font catalog, whose stylesheet imports would be bundled into it.
 */
export type DrawLayer = Layer & { family: string };

/** The CSS font of a layer at `px`, with a generic fallback (a font that failed to load still draws). */
export function layerFont(layer: DrawLayer, px: number): string {
  return `${cssFont(layer.family, layer.weight, px)}, sans-serif`;
}

/** The box of `layer` on an image of `img` size, measured with `ctx`. */
export function measureLayer(ctx: Ctx2D, layer: DrawLayer, img: Size): LayerBox {
  return layerBox(layer, img, (px) => {
    ctx.font = layerFont(layer, px);
    ctx.letterSpacing = '0px';
    return ctx.measureText(layer.text).width;
  });
}

/** Draws the layers in order (the first is at the back) onto what the context holds. */
export function drawLayers(ctx: Ctx2D, layers: readonly DrawLayer[], img: Size): void {
  for (const layer of layers) {
    if (!layer.text || layer.opacity <= 0) continue;
    const box = measureLayer(ctx, layer, img);
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.translate(box.cx, box.cy);
    ctx.rotate(box.angle);
    ctx.globalAlpha = layer.opacity / 100;
    ctx.font = layerFont(layer, box.fontPx);
    ctx.letterSpacing = `${box.spacingPx}px`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    const x = -box.width / 2;
    if (layer.shadow > 0) {
      ctx.shadowColor = layer.shadowColor;
      ctx.shadowBlur = (layer.shadow / 100) * box.fontPx;
      ctx.shadowOffsetX = 0;
      ctx.shadowOffsetY = (layer.shadow / 400) * box.fontPx;
    }
    if (layer.outline > 0) {
      ctx.lineJoin = 'round';
      ctx.lineWidth = (layer.outline / 100) * box.fontPx * 2;
      ctx.strokeStyle = layer.outlineColor;
      ctx.strokeText(layer.text, x, 0);
      // The fill is drawn without a second shadow.
      ctx.shadowColor = 'transparent';
    }
    ctx.fillStyle = layer.color;
    ctx.fillText(layer.text, x, 0);
    ctx.restore();
  }
}
