/**
 * Reading a tool's settings back from storage (localStorage holds anything: an older version's shape, a
 * hand-edited value, another tool's key), declared once per tool as one rule per field: the stored value goes
 * through its rule, and whatever the rule does not accept becomes the field's default. Pure.
 *
 * ```ts
 * export const parseSettings = settingsParser<Settings>(DEFAULTS, {
 *   mode: oneOf(MODES),
 *   size: num(RANGES.size),
 *   color: hexColor,
 * });
 * ```
 *
 * Our own ~40 lines rather than zod: `zod/mini` with the rules below is ~8.8 KB gzip in an island, and the
 * markdown-to-image page is within 2 KB of its JavaScript budget (scripts/lib/js-weight.mjs).
 */
import { parseHexColor } from '../components/ui/form/values';

/** A field's rule: the stored value if it is valid (normalised), else `fallback` (the field's default). */
export type Rule<T> = (value: unknown, fallback: T) => T;

/** A rule for every field of T. */
export type Schema<T> = { readonly [K in keyof T]-?: Rule<T[K]> };

/** A parser of stored settings: each field of `schema` read by its rule, with `defaults` for what it refuses. */
export function settingsParser<T extends object>(defaults: T, schema: Schema<T>): (raw: unknown) => T {
  const keys = Object.keys(schema) as (keyof T)[];
  return (raw) => {
    const o = (raw !== null && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof T, unknown>>;
    const out = {} as T;
    for (const key of keys) {
      const value = Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined;
      out[key] = schema[key](value, defaults[key]);
    }
    return out;
  };
}

/** One of `values` (strings or numbers, compared exactly). */
export const oneOf =
  <T extends string | number>(values: readonly T[]): Rule<T> =>
  (v, d) =>
    (values as readonly unknown[]).includes(v) ? (v as T) : d;

/** true or false. */
export const bool: Rule<boolean> = (v, d) => (typeof v === 'boolean' ? v : d);

/** A range, as the tools' RANGES write it ({ min, max, step? }) or as [min, max]. */
export type Range = { readonly min: number; readonly max: number; readonly step?: number } | readonly [number, number];
const bounds = (r: Range): [number, number] => ('min' in r ? [r.min, r.max] : [r[0], r[1]]);

/** A finite number, clamped to the range. */
export const num = (range: Range): Rule<number> => {
  const [min, max] = bounds(range);
  return (v, d) => (typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, v)) : d);
};

/** A finite number, rounded to a whole number and clamped to the range. */
export const int = (range: Range): Rule<number> => {
  const [min, max] = bounds(range);
  return (v, d) => (typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, Math.round(v))) : d);
};

/** A string, cut to `max` UTF-16 units. */
export const text =
  (max: number): Rule<string> =>
  (v, d) =>
    typeof v === 'string' ? v.slice(0, max) : d;

/**
 * A hex colour, in any case and with or without "#", three or six digits ("#FFFFFF", "abc"), stored as
 * "#rrggbb" in lower case: the one colour rule of every tool, so a colour typed in capitals survives a reload.
 */
export const hexColor: Rule<string> = (v, d) => (typeof v === 'string' ? (parseHexColor(v) ?? d) : d);
