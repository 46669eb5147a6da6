/** Boxes' colours by class, and the edited boxes written back as JSON (which boxes.ts reads again). */
import { round2 } from './boxes';

/** Distinct colours for classes, in the order classes first appear (then round again). */
export const CLASS_COLORS = [
  '#e11d48',
  '#2563eb',
  '#16a34a',
  '#d97706',
  '#9333ea',
  '#0891b2',
  '#db2777',
  '#65a30d',
  '#ea580c',
  '#4f46e5',
] as const;

/** Each class's colour: classes in order of first appearance take the palette's colours in turn. */
export function classColors(boxes: readonly { cls: string }[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const b of boxes) if (!map.has(b.cls)) map.set(b.cls, CLASS_COLORS[map.size % CLASS_COLORS.length]!);
  return map;
}

export interface ExportBox {
  x: number;
  y: number;
  width: number;
  height: number;
  label?: string;
  score?: number;
  rotation?: number;
}

/**
 * The boxes as JSON, in the exported image's pixels (a crop moves the origin; boxes outside it are left out and
 * boxes across its edge are cut). `bbox` is `[x, y, w, h]`, as COCO writes it; this tool reads the file back.
 */
export function boxesToJson(
  boxes: readonly ExportBox[],
  image: { name: string; width: number; height: number },
  crop: { x: number; y: number; width: number; height: number },
): string {
  const out = [];
  for (const b of boxes) {
    const x0 = Math.max(0, b.x - crop.x);
    const y0 = Math.max(0, b.y - crop.y);
    const x1 = Math.min(crop.width, b.x + b.width - crop.x);
    const y1 = Math.min(crop.height, b.y + b.height - crop.y);
    if (!(x1 > x0 && y1 > y0)) continue;
    const item: Record<string, unknown> = {};
    if (b.label !== undefined) item.label = b.label;
    if (b.score !== undefined) item.score = b.score;
    item.bbox = [round2(x0), round2(y0), round2(x1 - x0), round2(y1 - y0)];
    if (b.rotation) item.rotation = round2(b.rotation);
    out.push(item);
  }
  return JSON.stringify(
    { image: { file_name: image.name, width: crop.width, height: crop.height }, boxes: out },
    null,
    2,
  );
}
