/** Parsing what people type into number and colour fields. Pure. */

/** A typed number clamped to [min, max] and snapped to `step` from `min`; null when it is not a number. */
export function parseNumberInput(text: string, min: number, max: number, step = 1): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const n = Number(trimmed);
  const snapped = min + Math.round((n - min) / step) * step;
  // Avoid 0.30000000000000004 from the step arithmetic.
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Math.min(max, Math.max(min, Number(snapped.toFixed(decimals))));
}

/** "#1A2b3C", "1a2b3c", "#abc" → "#1a2b3c" / "#aabbcc"; null for anything else. */
export function parseHexColor(text: string): string | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!m) return null;
  const hex = m[1]!.toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}
