/**
 * The text layers of text-behind-image: their settings (all in image-relative units, so one layout draws the
 * downscaled preview and the full-resolution export alike), defaults, the list operations of the layer panel, and
 * the parser that turns whatever localStorage holds back into valid layers. Pure; unit-tested in layers.test.ts.
 */
import { fontById, fontsFor, scriptsOf, type Script } from '../../lib/fonts/catalog';
import { hexColor, num, oneOf, settingsParser, text } from '../../lib/settings';

export interface Layer {
  /** Stable id (React keys, selection); never reused within a list. */
  id: string;
  text: string;
  /** A catalog font id, or 'auto': the default font for the text's scripts. */
  font: string;
  weight: 400 | 700;
  /** Font size in % of the image's width. */
  size: number;
  /** "#rrggbb". */
  color: string;
  /** 0–100 %. */
  opacity: number;
  /** Degrees, clockwise, about the text's centre. */
  rotation: number;
  /** Extra space between characters, in % of the font size (may be negative). */
  spacing: number;
  /** The text's centre, in % of the image's width and height. */
  x: number;
  y: number;
  /** Shadow blur in % of the font size; 0 = no shadow. */
  shadow: number;
  shadowColor: string;
  /** Outline width in % of the font size; 0 = no outline. */
  outline: number;
  outlineColor: string;
}

/** Limits of every number a layer holds: [min, max]. */
export const LIMITS = {
  size: [1, 100],
  opacity: [0, 100],
  rotation: [-180, 180],
  spacing: [-20, 100],
  x: [-50, 150],
  y: [-50, 150],
  shadow: [0, 50],
  outline: [0, 20],
} as const satisfies Partial<Record<keyof Layer, readonly [number, number]>>;

/** At most this many layers (each is drawn on every preview frame). */
export const MAX_LAYERS = 12;
/** At most this many characters in one layer. */
export const MAX_TEXT = 200;

export const BASE_LAYER: Omit<Layer, 'id' | 'text'> = {
  font: 'auto',
  weight: 700,
  size: 28,
  color: '#ffffff',
  opacity: 100,
  rotation: 0,
  spacing: 0,
  x: 50,
  y: 50,
  shadow: 0,
  shadowColor: '#000000',
  outline: 0,
  outlineColor: '#000000',
};

/** The one layer a new visitor starts with: `text` big and centred. */
export function defaultLayers(text: string): Layer[] {
  return [{ ...BASE_LAYER, id: 'l1', text }];
}

/** An id not used in `layers` ("l" + the next number). */
export function nextId(layers: readonly Layer[]): string {
  let max = 0;
  for (const l of layers) {
    const n = /^l(\d+)$/.exec(l.id);
    if (n) max = Math.max(max, Number(n[1]));
  }
  return `l${max + 1}`;
}

/** Appends a new layer (drawn in front of the others), a little below the centre so it is not hidden by the last. */
export function addLayer(layers: readonly Layer[], text: string): Layer[] {
  if (layers.length >= MAX_LAYERS) return [...layers];
  return [...layers, { ...BASE_LAYER, size: 12, y: 75, id: nextId(layers), text }];
}

/** A copy of layer `id` just in front of it, moved 3 % right and down so both can be seen. */
export function duplicateLayer(layers: readonly Layer[], id: string): Layer[] {
  const i = layers.findIndex((l) => l.id === id);
  if (i < 0 || layers.length >= MAX_LAYERS) return [...layers];
  const src = layers[i]!;
  const copy: Layer = {
    ...src,
    id: nextId(layers),
    x: clamp(src.x + 3, ...LIMITS.x),
    y: clamp(src.y + 3, ...LIMITS.y),
  };
  return [...layers.slice(0, i + 1), copy, ...layers.slice(i + 1)];
}

/** Moves layer `id` by `delta` places in the drawing order (+1 = one step towards the front). */
export function moveLayer(layers: readonly Layer[], id: string, delta: number): Layer[] {
  const i = layers.findIndex((l) => l.id === id);
  const j = clamp(i + delta, 0, layers.length - 1);
  if (i < 0 || i === j) return [...layers];
  const out = [...layers];
  const [l] = out.splice(i, 1);
  out.splice(j, 0, l!);
  return out;
}

export function removeLayer(layers: readonly Layer[], id: string): Layer[] {
  return layers.filter((l) => l.id !== id);
}

export function updateLayer(layers: readonly Layer[], id: string, patch: Partial<Omit<Layer, 'id'>>): Layer[] {
  return layers.map((l) => (l.id === id ? sanitize({ ...l, ...patch }) : l));
}

export function clamp(v: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, v));
}

/** Each layer with the family of the font it draws with (for render.ts). */
export function withFamilies(layers: readonly Layer[]): (Layer & { family: string })[] {
  return layers.map((l) => ({ ...l, family: resolveFont(l).family }));
}

/** The catalog font a layer draws with: its own, or for 'auto' (or an unknown id) the default for its text. */
export function resolveFont(layer: Pick<Layer, 'font' | 'text'>) {
  const own = layer.font === 'auto' ? undefined : fontById(layer.font);
  return own ?? fontById(defaultFontId(scriptsOf(layer.text)))!;
}

/** The default font id for text of these scripts: the first sans face that writes them all, else Noto Sans SC. */
export function defaultFontId(scripts: readonly Script[]): string {
  return fontsFor(scripts, 'sans')[0]?.id ?? 'noto-sans-sc';
}

/** A layer with every field valid (clamped numbers, known weights, hex colours, text cut at MAX_TEXT). */
export function sanitize(l: Layer): Layer {
  return parseLayer(l, l.id) ?? { ...BASE_LAYER, id: l.id, text: '' };
}

/** A stored layer's fields (all but its id), each checked: clamped numbers, known weights, hex colours. */
const parseFields = settingsParser<Omit<Layer, 'id'>>(
  { text: '', ...BASE_LAYER },
  {
    text: text(MAX_TEXT),
    font: (v, d) => (typeof v === 'string' && (v === 'auto' || fontById(v)) ? v : d),
    weight: oneOf<Layer['weight']>([400, 700]),
    size: num(LIMITS.size),
    color: hexColor,
    opacity: num(LIMITS.opacity),
    rotation: num(LIMITS.rotation),
    spacing: num(LIMITS.spacing),
    x: num(LIMITS.x),
    y: num(LIMITS.y),
    shadow: num(LIMITS.shadow),
    shadowColor: hexColor,
    outline: num(LIMITS.outline),
    outlineColor: hexColor,
  },
);

function parseLayer(raw: unknown, id: string): Layer | null {
  if (!raw || typeof raw !== 'object') return null;
  return { id, ...parseFields(raw) };
}

/**
 * Stored layers back into valid ones: anything that is not a list of layer objects gives `fallback`; ids are
 * kept when they are unique and well formed, otherwise renumbered.
 */
export function parseLayers(raw: unknown, fallback: Layer[]): Layer[] {
  if (!Array.isArray(raw)) return fallback;
  const out: Layer[] = [];
  const seen = new Set<string>();
  for (const item of raw.slice(0, MAX_LAYERS)) {
    const rawId = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
    const id = typeof rawId === 'string' && /^l\d{1,6}$/.test(rawId) && !seen.has(rawId) ? rawId : '';
    const layer = parseLayer(item, id);
    if (!layer) continue;
    if (!layer.id) layer.id = nextId([...out, ...raw.filter(isIdLike)]);
    seen.add(layer.id);
    out.push(layer);
  }
  return out.length ? out : fallback;
}

function isIdLike(v: unknown): v is Layer {
  return !!v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string';
}
