/**
 * Boxes from coordinates: reads the JSON (or YOLO text) that a detection or OCR model returns and gives boxes in
 * image pixels, with labels, scores and classes; writes edited boxes back as JSON. Pure, no DOM; exact outputs
 * are pinned in boxes.test.ts.
 *
 * Shapes read (detected automatically):
 * - arrays of four numbers `[x, y, w, h]` or `[x1, y1, x2, y2]` (alone, in a list, or under `bbox`/`box`);
 * - objects with `x, y, width|w, height|h`, `x1, y1, x2, y2`, `xmin, ymin, xmax, ymax`, `left, top, right|width,
 *   bottom|height`, `bbox_2d` (Qwen-VL, corners), `points`/`polygon` (LabelMe, OCR quadrilaterals);
 * - any of these with every coordinate in 0–1: normalised to the image's size;
 * - COCO: `annotations` (bbox `[x, y, w, h]`) + `categories` (names), the open image picked by file name;
 * - Roboflow: `predictions` with centre `x, y`, `width`, `height`, `class`;
 * - PaddleOCR: `[[[x, y] × 4], [text, score]]`;
 * - YOLO txt: `class cx cy w h [confidence]` per line (normalised), or a segmentation line `class x y x y …`.
 */

export type BoxFormat = 'xywh' | 'xyxy' | 'center' | 'coco' | 'yolo';
/** How arrays of four numbers are read: decided from the numbers, or as the visitor says. */
export type ReadAs = 'auto' | 'xywh' | 'xyxy';

export interface ParsedBox {
  x: number;
  y: number;
  width: number;
  height: number;
  label?: string;
  score?: number;
  /** The class the box's colour follows: its label, or its class id. */
  cls: string;
}

export type ParseProblem = 'empty' | 'syntax' | 'noBoxes' | 'tooMany';

export type BoxesResult =
  | {
      ok: true;
      format: BoxFormat;
      normalised: boolean;
      /** Four numbers that read as both x, y, w, h and x1, y1, x2, y2 inside the image. */
      ambiguous: boolean;
      boxes: ParsedBox[];
      /** Boxes left out: wholly outside the image, or empty. */
      skipped: number;
      /** COCO: the file name of the image whose annotations were taken, when the file lists several. */
      cocoImage?: string;
    }
  | { ok: false; problem: ParseProblem };

export interface ParseOptions {
  width: number;
  height: number;
  read?: ReadAs;
  /** The open image's file name, to pick its annotations from a COCO file that lists several images. */
  imageName?: string;
}

export const MAX_BOXES = 5000;

type Kind = 'xywh' | 'xyxy' | 'either' | 'center';
interface Raw {
  kind: Kind;
  n: [number, number, number, number];
  label?: string;
  score?: number;
  cls?: string;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const four = (v: unknown): v is [number, number, number, number] =>
  Array.isArray(v) && v.length === 4 && v.every(isNum);
const isPoint = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every(isNum);
const isPointList = (v: unknown): v is [number, number][] => Array.isArray(v) && v.length >= 2 && v.every(isPoint);

/** The bounding box of points, as corners. */
function corners(points: readonly (readonly [number, number])[]): [number, number, number, number] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

const LABEL_KEYS = ['label', 'name', 'class_name', 'class', 'category_name', 'category', 'text', 'transcription'];
const SCORE_KEYS = ['score', 'confidence', 'conf', 'probability', 'prob'];

function labelOf(o: Record<string, unknown>): string | undefined {
  for (const k of LABEL_KEYS) {
    const v = o[k];
    if (typeof v === 'string' && v.trim()) return v.trim();
    if (isNum(v)) return String(v);
  }
  return undefined;
}
function scoreOf(o: Record<string, unknown>): number | undefined {
  for (const k of SCORE_KEYS) if (isNum(o[k])) return o[k];
  return undefined;
}

const num = (o: Record<string, unknown>, ...keys: string[]): number | undefined => {
  for (const k of keys) if (isNum(o[k])) return o[k];
  return undefined;
};

/** One object read as a box, or null. */
function objectBox(o: Record<string, unknown>): Raw | null {
  const meta = { label: labelOf(o), score: scoreOf(o) };
  const clsId = num(o, 'category_id', 'class_id', 'cls');
  const withMeta = (r: Omit<Raw, 'label' | 'score'>): Raw => {
    const out: Raw = { ...r };
    if (meta.label !== undefined) out.label = meta.label;
    if (meta.score !== undefined) out.score = meta.score;
    if (out.cls === undefined && clsId !== undefined) out.cls = String(clsId);
    return out;
  };
  if (four(o.bbox_2d)) return withMeta({ kind: 'xyxy', n: o.bbox_2d });
  if (four(o.xyxy)) return withMeta({ kind: 'xyxy', n: o.xyxy });
  if (four(o.xywh)) return withMeta({ kind: 'xywh', n: o.xywh });
  for (const k of ['bbox', 'box', 'bounding_box', 'boundingBox', 'rect', 'bounds']) {
    const v = o[k];
    if (four(v)) return withMeta({ kind: 'either', n: v });
    if (isObj(v)) {
      const inner = objectBox(v);
      if (inner) return withMeta({ kind: inner.kind, n: inner.n });
    }
    if (isPointList(v)) return withMeta({ kind: 'xyxy', n: corners(v) });
  }
  for (const k of ['points', 'polygon', 'poly', 'quad', 'vertices']) {
    const v = o[k];
    if (isPointList(v)) return withMeta({ kind: 'xyxy', n: corners(v) });
    if (Array.isArray(v) && v.length >= 4 && v.length % 2 === 0 && v.every(isNum)) {
      const pts: [number, number][] = [];
      for (let i = 0; i < v.length; i += 2) pts.push([v[i] as number, v[i + 1] as number]);
      return withMeta({ kind: 'xyxy', n: corners(pts) });
    }
    if (Array.isArray(v) && v.length >= 2 && v.every((p) => isObj(p) && isNum(p.x) && isNum(p.y))) {
      const pts = (v as { x: number; y: number }[]).map((p): [number, number] => [p.x, p.y]);
      return withMeta({ kind: 'xyxy', n: corners(pts) });
    }
  }
  const x1 = num(o, 'x1', 'xmin', 'x_min', 'left');
  const y1 = num(o, 'y1', 'ymin', 'y_min', 'top');
  const x2 = num(o, 'x2', 'xmax', 'x_max', 'right');
  const y2 = num(o, 'y2', 'ymax', 'y_max', 'bottom');
  if (x1 !== undefined && y1 !== undefined && x2 !== undefined && y2 !== undefined)
    return withMeta({ kind: 'xyxy', n: [x1, y1, x2, y2] });
  const x = num(o, 'x', 'left', 'x_min', 'xmin');
  const y = num(o, 'y', 'top', 'y_min', 'ymin');
  const w = num(o, 'width', 'w');
  const h = num(o, 'height', 'h');
  if (x !== undefined && y !== undefined && w !== undefined && h !== undefined)
    return withMeta({ kind: 'xywh', n: [x, y, w, h] });
  return null;
}

/** One item of a list read as a box: four numbers, a PaddleOCR line, a polygon, or an object. */
function itemBox(v: unknown): Raw | null {
  if (four(v)) return { kind: 'either', n: v };
  if (isPointList(v)) return { kind: 'xyxy', n: corners(v) };
  if (Array.isArray(v) && v.length === 2 && isPointList(v[0])) {
    // PaddleOCR: [[[x, y] × 4], [text, score]] (or [text, score] as an object).
    const out: Raw = { kind: 'xyxy', n: corners(v[0]) };
    const meta = v[1];
    if (Array.isArray(meta) && typeof meta[0] === 'string') {
      out.label = meta[0];
      if (isNum(meta[1])) out.score = meta[1];
    } else if (typeof meta === 'string') out.label = meta;
    return out;
  }
  if (isObj(v)) return objectBox(v);
  return null;
}

const LIST_KEYS = [
  'boxes',
  'detections',
  'predictions',
  'objects',
  'results',
  'annotations',
  'shapes',
  'regions',
  'items',
  'data',
  'words',
  'lines',
];

interface Found {
  raws: Raw[];
  format?: BoxFormat;
  cocoImage?: string;
  /** Scale from the coordinates' image to the open one (COCO files that list the image's size). */
  scale?: { x: number; y: number };
  /** How to read four bare numbers that fit both ways (parallel lists come from xyxy models). */
  prefer?: 'xyxy';
}

function listBoxes(list: unknown[]): Raw[] | null {
  if (list.length === 0) return null;
  const raws: Raw[] = [];
  for (const item of list) {
    const r = itemBox(item);
    if (r) raws.push(r);
  }
  return raws.length ? raws : null;
}

/** Parallel lists beside the boxes (torchvision, Ultralytics): `labels`/`classes`/`names`, `scores`. */
function attachParallel(raws: Raw[], o: Record<string, unknown>): boolean {
  const labels = [o.labels, o.classes, o.class_names, o.names, o.texts].find(
    (l): l is unknown[] => Array.isArray(l) && l.length === raws.length,
  );
  const scores = [o.scores, o.confidences, o.confidence].find(
    (l): l is unknown[] => Array.isArray(l) && l.length === raws.length,
  );
  raws.forEach((r, i) => {
    const l = labels?.[i];
    if (r.label === undefined && (typeof l === 'string' || isNum(l))) r.label = String(l);
    const sc = scores?.[i];
    if (r.score === undefined && isNum(sc)) r.score = sc;
  });
  return labels !== undefined || scores !== undefined;
}

const basename = (s: string) => s.split(/[\\/]/).pop() ?? s;

function coco(o: Record<string, unknown>, opts: ParseOptions): Found | null {
  const anns = o.annotations;
  if (!Array.isArray(anns) || !anns.some((a) => isObj(a) && four(a.bbox))) return null;
  const names = new Map<number, string>();
  if (Array.isArray(o.categories))
    for (const c of o.categories) if (isObj(c) && isNum(c.id) && typeof c.name === 'string') names.set(c.id, c.name);
  const images = Array.isArray(o.images) ? o.images.filter(isObj) : [];
  let imageId: unknown;
  let picked: Record<string, unknown> | undefined;
  if (images.length > 0) {
    const want = opts.imageName ? basename(opts.imageName) : '';
    picked = images.find((im) => typeof im.file_name === 'string' && basename(im.file_name) === want);
    if (!picked) {
      const firstAnn = anns.find((a) => isObj(a) && four(a.bbox)) as Record<string, unknown>;
      picked = images.find((im) => im.id === firstAnn.image_id) ?? images[0];
    }
    imageId = picked?.id;
  }
  const raws: Raw[] = [];
  for (const a of anns) {
    if (!isObj(a) || !four(a.bbox)) continue;
    if (imageId !== undefined && a.image_id !== undefined && a.image_id !== imageId) continue;
    const r: Raw = { kind: 'xywh', n: a.bbox };
    if (isNum(a.category_id)) {
      r.cls = String(a.category_id);
      r.label = names.get(a.category_id) ?? String(a.category_id);
    }
    if (isNum(a.score)) r.score = a.score;
    raws.push(r);
  }
  const found: Found = { raws, format: 'coco' };
  if (images.length > 1 && picked && typeof picked.file_name === 'string') found.cocoImage = picked.file_name;
  if (picked && isNum(picked.width) && isNum(picked.height) && picked.width > 0 && picked.height > 0) {
    const sx = opts.width / picked.width;
    const sy = opts.height / picked.height;
    if (sx !== 1 || sy !== 1) found.scale = { x: sx, y: sy };
  }
  return found;
}

function fromJson(v: unknown, opts: ParseOptions): Found | null {
  if (four(v)) return { raws: [{ kind: 'either', n: v }] };
  if (Array.isArray(v)) {
    const raws = listBoxes(v);
    return raws ? { raws } : null;
  }
  if (!isObj(v)) return null;
  const c = coco(v, opts);
  if (c) return c;
  if (Array.isArray(v.predictions) && v.predictions.some((p) => isObj(p) && isNum(p.x) && isNum(p.width))) {
    // Roboflow: x, y is the box's centre.
    const raws: Raw[] = [];
    for (const p of v.predictions) {
      if (!isObj(p)) continue;
      const x = num(p, 'x');
      const y = num(p, 'y');
      const w = num(p, 'width');
      const h = num(p, 'height');
      if (x === undefined || y === undefined || w === undefined || h === undefined) continue;
      const r: Raw = { kind: 'center', n: [x, y, w, h] };
      const label = labelOf(p);
      const score = scoreOf(p);
      if (label !== undefined) r.label = label;
      if (score !== undefined) r.score = score;
      raws.push(r);
    }
    return raws.length ? { raws, format: 'center' } : null;
  }
  for (const k of LIST_KEYS) {
    const list = v[k];
    if (Array.isArray(list)) {
      const raws = listBoxes(list);
      if (raws) {
        if (raws.length === list.length && attachParallel(raws, v)) return { raws, prefer: 'xyxy' };
        return { raws };
      }
    }
  }
  const one = objectBox(v);
  if (one) return { raws: [one] };
  // Any other list in the object (a model's own key name).
  for (const val of Object.values(v)) {
    if (Array.isArray(val)) {
      const raws = listBoxes(val);
      if (raws) return { raws };
    }
    if (isObj(val)) {
      const inner = fromJson(val, opts);
      if (inner) return inner;
    }
  }
  return null;
}

/** YOLO txt: `class cx cy w h [conf]`, or a segmentation polygon `class x y x y …`, normalised. */
function fromYolo(text: string): Found | null {
  const raws: Raw[] = [];
  for (const line of text.split(/\r?\n/)) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    const parts = t.split(/[\s,]+/);
    const nums = parts.map(Number);
    if (!nums.every(Number.isFinite)) return null;
    const cls = String(nums[0]);
    if (!Number.isInteger(nums[0]) || nums[0]! < 0) return null;
    if (nums.length === 5 || nums.length === 6) {
      const r: Raw = { kind: 'center', n: [nums[1]!, nums[2]!, nums[3]!, nums[4]!], cls, label: cls };
      if (nums.length === 6) r.score = nums[5]!;
      raws.push(r);
    } else if (nums.length >= 7 && (nums.length - 1) % 2 === 0) {
      const pts: [number, number][] = [];
      for (let i = 1; i < nums.length; i += 2) pts.push([nums[i]!, nums[i + 1]!]);
      raws.push({ kind: 'xyxy', n: corners(pts), cls, label: cls });
    } else return null;
  }
  return raws.length ? { raws, format: 'yolo' } : null;
}

export const round2 = (v: number) => Math.round(v * 100) / 100;

/** Reads boxes from pasted or dropped text, in the open image's pixels. */
export function parseBoxes(text: string, opts: ParseOptions): BoxesResult {
  // A chat model's answer often comes in a Markdown code fence.
  const src = text
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/^```[\w-]*\s*\n([\s\S]*?)\n?```$/, '$1')
    .trim();
  if (!src) return { ok: false, problem: 'empty' };
  let json: unknown;
  let isJson: boolean;
  try {
    json = JSON.parse(src);
    isJson = true;
  } catch {
    isJson = false;
  }
  const found = isJson ? fromJson(json, opts) : fromYolo(src);
  if (!found && !isJson) return { ok: false, problem: 'syntax' };
  if (!found || found.raws.length === 0) return { ok: false, problem: 'noBoxes' };
  if (found.raws.length > MAX_BOXES) return { ok: false, problem: 'tooMany' };

  const { raws } = found;
  const W = opts.width;
  const H = opts.height;
  // Normalised: every coordinate in 0–1 (YOLO always; COCO never).
  const normalised =
    found.format === 'yolo' || (found.format !== 'coco' && raws.every((r) => r.n.every((v) => v >= 0 && v <= 1)));
  const uw = normalised ? 1 : W;
  const uh = normalised ? 1 : H;

  // Four bare numbers: corners when they cannot be a size inside the image, size when they cannot be corners.
  const either = raws.filter((r) => r.kind === 'either');
  let eitherAs: 'xywh' | 'xyxy' = 'xywh';
  let ambiguous = false;
  if (either.length) {
    const read = opts.read ?? 'auto';
    const canCorners = either.every((r) => r.n[2] > r.n[0] && r.n[3] > r.n[1]);
    const tol = 1.01;
    const sizeFits = either.every((r) => r.n[0] + r.n[2] <= uw * tol && r.n[1] + r.n[3] <= uh * tol);
    const cornersFit = either.every((r) => r.n[2] <= uw * tol && r.n[3] <= uh * tol);
    if (read !== 'auto') eitherAs = read;
    else if (!canCorners) eitherAs = 'xywh';
    else if (!sizeFits && cornersFit) eitherAs = 'xyxy';
    else eitherAs = found.prefer ?? 'xywh';
    ambiguous = canCorners && sizeFits && cornersFit;
  }

  const sx = (normalised ? W : 1) * (found.scale?.x ?? 1);
  const sy = (normalised ? H : 1) * (found.scale?.y ?? 1);
  const boxes: ParsedBox[] = [];
  let skipped = 0;
  for (const r of raws) {
    const kind = r.kind === 'either' ? eitherAs : r.kind;
    const [a, b, c, d] = r.n;
    let x0: number, y0: number, x1: number, y1: number;
    if (kind === 'xywh') [x0, y0, x1, y1] = [a, b, a + c, b + d];
    else if (kind === 'xyxy') [x0, y0, x1, y1] = [a, b, c, d];
    else [x0, y0, x1, y1] = [a - c / 2, b - d / 2, a + c / 2, b + d / 2];
    // Pixels, cut at the image's edges.
    const px0 = Math.max(0, Math.min(x0, x1) * sx);
    const py0 = Math.max(0, Math.min(y0, y1) * sy);
    const px1 = Math.min(W, Math.max(x0, x1) * sx);
    const py1 = Math.min(H, Math.max(y0, y1) * sy);
    if (!(px1 > px0 && py1 > py0)) {
      skipped++;
      continue;
    }
    const box: ParsedBox = {
      x: round2(px0),
      y: round2(py0),
      width: round2(px1 - px0),
      height: round2(py1 - py0),
      cls: r.cls ?? r.label ?? '',
    };
    if (r.label !== undefined) box.label = r.label;
    if (r.score !== undefined) box.score = r.score;
    boxes.push(box);
  }
  if (boxes.length === 0) return { ok: false, problem: 'noBoxes' };
  const format: BoxFormat =
    found.format ?? (either.length === raws.length ? eitherAs : raws.every((r) => r.kind === 'xywh') ? 'xywh' : 'xyxy');
  const out: BoxesResult = { ok: true, format, normalised, ambiguous, boxes, skipped };
  if (found.cocoImage) out.cocoImage = found.cocoImage;
  return out;
}
