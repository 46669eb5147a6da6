/**
 * What the tool keeps in localStorage (the keys are unchanged since the first release, so saved input still
 * loads) and how stored values are checked: old or corrupt data falls back to the default.
 */
import type { UrlParts } from './inspect';

export const storageKey = (k: 'tab' | 'input' | 'direction' | 'mode' | 'batch' | 'inspect-url' | 'inspect-parts') =>
  `url-encode-and-decode:${k}`;

export const oneOf =
  <T extends string>(values: readonly T[], fallback: T) =>
  (v: unknown): T =>
    values.includes(v as T) ? (v as T) : fallback;

export const asString = (v: unknown): string => (typeof v === 'string' ? v : '');

export const asBoolean = (v: unknown): boolean => v === true;

export const asParts = (v: unknown): UrlParts | null => {
  const p = v as UrlParts | null;
  return p && typeof p === 'object' && typeof p.protocol === 'string' && Array.isArray(p.rows) ? p : null;
};
