/** Where a header dropdown sits. Pure, so tests can pin it. */

/**
 * Horizontal offset (px, added to the dropdown's `left`) that keeps a dropdown of `width` starting at `left`
 * inside a viewport `viewportWidth` wide with `gap` to spare: 0 when it fits, negative to move it left, never
 * past the left edge (`gap` from it).
 */
export function dropdownShift(left: number, width: number, viewportWidth: number, gap: number): number {
  const overflow = left + width - (viewportWidth - gap);
  if (overflow <= 0) return 0;
  const shift = -Math.min(overflow, Math.max(0, left - gap));
  return shift === 0 ? 0 : Math.round(shift);
}
