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

/** The default limit of a short free-text form field (a sentence or a paragraph). */
export const FIELD_MAX_CHARS = 2_000;

/**
 * How much of a large text a read-only preview shows: Chromium spends ~290 ms laying out 20,000 characters
 * of short CJK and Latin words in a textarea on the CI machine, ~70 ms for 5,000.
 */
export const PREVIEW_CHARS = 5_000;

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

/** Any UTF-16 surrogate (half of a pair, or a lone one). */
const SURROGATE = /[\ud800-\udfff]/;

/** Bytes of `text` in UTF-8 (a lone surrogate counts as the 3 bytes of U+FFFD). */
export function utf8Length(text: string): number {
  // The engine's encoder, a chunk at a time into one buffer, is several times faster than a loop over
  // 20 M characters (a Blob would be native too, but copies the text to the browser process: 1.4 s).
  if (typeof TextEncoder !== 'undefined' && text.length > 4096) return encodedLength(text);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}

const CHUNK = 1 << 20;

/** [start, end) slices of about {@link CHUNK} code units covering `text`, never splitting a surrogate pair. */
function* chunks(text: string): Generator<[number, number]> {
  for (let i = 0; i < text.length;) {
    let end = Math.min(text.length, i + CHUNK);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    yield [i, end];
    i = end;
  }
}

/** Waits for the next macrotask; false when `signal` was aborted meanwhile. */
async function nextTurn(signal?: AbortSignal): Promise<boolean> {
  await new Promise((r) => setTimeout(r, 0));
  return !signal?.aborted;
}

function encodedLength(text: string): number {
  const encoder = new TextEncoder();
  const buffer = new Uint8Array(CHUNK * 3);
  let n = 0;
  for (const [i, end] of chunks(text)) n += encoder.encodeInto(text.slice(i, end), buffer).written;
  return n;
}

/**
 * {@link utf8Length} without a long task: a chunk of about a megabyte per macrotask (20 MB: ~20 tasks of
 * ~10 ms instead of one of 200 ms). Resolves to null when `signal` is aborted first.
 */
export async function utf8LengthInSteps(text: string, signal?: AbortSignal): Promise<number | null> {
  if (text.length <= CHUNK) return utf8Length(text);
  const encoder = new TextEncoder();
  const buffer = new Uint8Array(CHUNK * 3);
  let n = 0;
  for (const [i, end] of chunks(text)) {
    if (!(await nextTurn(signal))) return null;
    n += encoder.encodeInto(text.slice(i, end), buffer).written;
  }
  return n;
}

/** Number of code points (a lone surrogate counts as one), without building an array of them. */
export function codePointCount(text: string): number {
  // Most texts have no surrogate at all: one native scan answers.
  if (!SURROGATE.test(text)) return text.length;
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

/**
 * {@link codePointCount} without a long task: a chunk of about a megabyte per macrotask (a 68 M-character
 * result costs ~120 ms in one go). Resolves to null when `signal` is aborted first.
 */
export async function codePointCountInSteps(text: string, signal?: AbortSignal): Promise<number | null> {
  if (text.length <= CHUNK) return codePointCount(text);
  let n = 0;
  for (const [i, end] of chunks(text)) {
    if (!(await nextTurn(signal))) return null;
    n += codePointCount(text.slice(i, end));
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
