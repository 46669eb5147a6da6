/** Byte work shared by the image file rewriters (EXIF copy, print density) and the translate function. Pure, no
 * imports (Deno loads it as it is). */

/** The parts one after another in a new array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
