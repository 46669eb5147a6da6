/**
 * Pure helpers of the kit's large-text input ({@link LargeTextarea}): where "large" starts, the bounded
 * preview shown instead of a live textarea, and the text a paste would produce.
 */

/**
 * Above this many characters a text is held in memory rather than in a live <textarea>: measured in
 * Chromium on the 2-core CI machine, laying out 200k characters of mixed CJK text in a textarea takes about
 * 150 ms, and the cost grows with the size (20 MB: 48 s).
 */
export const LARGE_TEXT_THRESHOLD = 200_000;

/** How much of a large text the read-only preview shows. */
export const PREVIEW_CHARS = 20_000;

/** The first {@link PREVIEW_CHARS} characters of `text` (never splitting a surrogate pair), with "…" if cut. */
export function previewOf(text: string, max = PREVIEW_CHARS): string {
  if (text.length <= max) return text;
  let end = max;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/** The text after pasting `pasted` over the selection [start, end) of `text` (as the browser would). */
export function pastedValue(text: string, start: number, end: number, pasted: string): string {
  const a = Math.max(0, Math.min(start, text.length));
  const b = Math.max(a, Math.min(end, text.length));
  return text.slice(0, a) + pasted + text.slice(b);
}

/**
 * Bytes of `text` in UTF-8 (a lone surrogate counts as the 3 bytes of U+FFFD). Encoded natively a chunk at
 * a time into one reused buffer: a JavaScript loop over 20 MB takes 250–500 ms on a busy 2-core machine,
 * the encoder a tenth of that, and no copy of the whole text is made.
 */
export function utf8Length(text: string, chunk = 1 << 20): number {
  const encoder = new TextEncoder();
  const buffer = new Uint8Array(Math.min(text.length, chunk + 1) * 3);
  let n = 0;
  for (let i = 0; i < text.length;) {
    let end = Math.min(text.length, i + chunk);
    // Never end a chunk between the halves of a surrogate pair (each half alone would count as U+FFFD).
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff && end < text.length) {
      const next = text.charCodeAt(end);
      if (next >= 0xdc00 && next <= 0xdfff) end++;
    }
    n += encoder.encodeInto(text.slice(i, end), buffer).written;
    i = end;
  }
  return n;
}

/** Number of code points (a lone surrogate counts as one), without building an array of them. */
export function codePointCount(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** Number of lines ("" has none; "a\n" has two, as an editor shows). */
export function lineCount(text: string): number {
  if (text === '') return 0;
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
