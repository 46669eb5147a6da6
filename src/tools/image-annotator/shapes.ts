/**
 * The annotation document: shapes in image pixels, and the crop. Pure helpers that turn a pointer drag into a
 * shape, and a Transformer's scale into a shape's own size. No DOM.
 */
import { hexColor, settingsParser, type Rule } from '../../lib/settings';
import { normalizeRect, type Point, type Rect } from './logic';

export type DrawKind = 'rect' | 'ellipse' | 'arrow' | 'line' | 'pen' | 'highlighter' | 'mosaic' | 'blur';
export type Tool = DrawKind | 'select' | 'hand' | 'text' | 'step' | 'crop';

interface Common {
  id: string;
  x: number;
  y: number;
  rotation: number;
  scaleX: number;
  scaleY: number;
}

/** Rectangle, ellipse (its bounding box), mosaic or blur region: x, y is the top-left corner. */
export interface BoxShape extends Common {
  kind: 'rect' | 'ellipse';
  width: number;
  height: number;
  color: string;
  strokeWidth: number;
  /** A rectangle read from coordinates (or named by the visitor): its class or text, drawn above it. */
  label?: string;
  /** The model's confidence, kept for the JSON export. */
  score?: number;
}
export interface RedactShape extends Common {
  kind: 'mosaic' | 'blur';
  width: number;
  height: number;
  /** Mosaic block size or blur radius, in image pixels. */
  strength: number;
}
/** Arrow, line, pen or highlighter: points relative to x, y. */
export interface PathShape extends Common {
  kind: 'arrow' | 'line' | 'pen' | 'highlighter';
  points: number[];
  color: string;
  strokeWidth: number;
}
export interface TextShape extends Common {
  kind: 'text';
  text: string;
  color: string;
  fontSize: number;
}
/** A numbered step marker: a filled circle with its number, centred on x, y. */
export interface StepShape extends Common {
  kind: 'step';
  n: number;
  color: string;
  fontSize: number;
}

export type Shape = BoxShape | RedactShape | PathShape | TextShape | StepShape;

export interface Doc {
  shapes: Shape[];
  crop: Rect | null;
}

export const EMPTY_DOC: Doc = { shapes: [], crop: null };

export interface Style {
  color: string;
  strokeWidth: number;
  fontSize: number;
  strength: number;
}

const base = (id: string, x: number, y: number): Common => ({ id, x, y, rotation: 0, scaleX: 1, scaleY: 1 });

export const isRedaction = (s: Shape): s is RedactShape => s.kind === 'mosaic' || s.kind === 'blur';

/** A highlighter stroke is this many times wider than the pen's. */
export const HIGHLIGHTER_WIDTH = 4;

/**
 * The shape a drag from `a` to `b` draws with a drag tool (pen and highlighter start here and grow with
 * `extendPath`). Box shapes are normalised so a drag up-left works.
 */
export function shapeFromDrag(kind: DrawKind, id: string, a: Point, b: Point, style: Style): Shape {
  switch (kind) {
    case 'rect':
    case 'ellipse': {
      const r = normalizeRect({ x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y });
      return {
        ...base(id, r.x, r.y),
        kind,
        width: r.width,
        height: r.height,
        color: style.color,
        strokeWidth: style.strokeWidth,
      };
    }
    case 'mosaic':
    case 'blur': {
      const r = normalizeRect({ x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y });
      return { ...base(id, r.x, r.y), kind, width: r.width, height: r.height, strength: style.strength };
    }
    case 'arrow':
    case 'line':
      return {
        ...base(id, a.x, a.y),
        kind,
        points: [0, 0, b.x - a.x, b.y - a.y],
        color: style.color,
        strokeWidth: style.strokeWidth,
      };
    case 'pen':
    case 'highlighter': {
      const w = kind === 'highlighter' ? style.strokeWidth * HIGHLIGHTER_WIDTH : style.strokeWidth;
      return { ...base(id, a.x, a.y), kind, points: [0, 0, b.x - a.x, b.y - a.y], color: style.color, strokeWidth: w };
    }
  }
}

/** Adds a point to a freehand stroke (skipped when it is under half a pixel from the last one). */
export function extendPath(s: PathShape, p: Point): PathShape {
  const px = p.x - s.x;
  const py = p.y - s.y;
  const n = s.points.length;
  if (n >= 2 && Math.hypot(px - s.points[n - 2]!, py - s.points[n - 1]!) < 0.5) return s;
  return { ...s, points: [...s.points, px, py] };
}

/** Whether a drawn shape is big enough to keep (a click without a drag draws nothing). */
export function isVisible(s: Shape, minSize: number): boolean {
  if ('width' in s) return s.width >= minSize && s.height >= minSize;
  if (s.kind === 'arrow' || s.kind === 'line') return Math.hypot(s.points[2]!, s.points[3]!) >= minSize;
  if (s.kind === 'pen' || s.kind === 'highlighter') return s.points.length >= 4;
  return true;
}

/** What a Transformer left on a node: its position, rotation and scale. */
export interface NodeTransform {
  x: number;
  y: number;
  rotation: number;
  scaleX: number;
  scaleY: number;
}

/**
 * The shape after a move or a resize. Boxes and redactions take the scale into their width and height (so a
 * stroke keeps its width, and a redaction its block size); a flip (negative scale) is normalised. Others keep
 * the scale.
 */
export function applyTransform(s: Shape, t: NodeTransform): Shape {
  if ('width' in s) {
    const r = normalizeRect({ x: t.x, y: t.y, width: s.width * t.scaleX, height: s.height * t.scaleY });
    const rotation = isRedaction(s) ? 0 : t.rotation;
    return { ...s, ...r, rotation, scaleX: 1, scaleY: 1 };
  }
  return { ...s, x: t.x, y: t.y, rotation: t.rotation, scaleX: t.scaleX, scaleY: t.scaleY };
}

/** The region a redaction covers, in image pixels. */
export const redactionRect = (s: RedactShape): Rect => ({ x: s.x, y: s.y, width: s.width, height: s.height });

export const DEFAULT_STYLE: Style = { color: '#e11d48', strokeWidth: 4, fontSize: 32, strength: 16 };

export const STYLE_LIMITS = {
  strokeWidth: [1, 40],
  fontSize: [8, 200],
  strength: [2, 100],
} as const;

/** A number inside [lo, hi], rounded; one outside is refused (the default), not clamped. */
function within([lo, hi]: readonly [number, number]): Rule<number> {
  return (v, d) => (typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi ? Math.round(v) : d);
}

/** A stored style, repaired: anything missing or out of range takes the default. */
export const parseStyle = settingsParser<Style>(DEFAULT_STYLE, {
  color: hexColor,
  strokeWidth: within(STYLE_LIMITS.strokeWidth),
  fontSize: within(STYLE_LIMITS.fontSize),
  strength: within(STYLE_LIMITS.strength),
});
