/**
 * Base64 for images: a fast encoder and a strict, position-reporting decoder (whitespace ignored, URL-safe
 * alphabet accepted, padding optional but checked). Pure: no DOM.
 */
import { locate } from '../../lib/text-position';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ALPHABET_CODES = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0));

/** Value of each character code: 0–63, -1 for a character outside the alphabets (`-` and `_` are URL-safe). */
const VALUES = (() => {
  const v = new Int8Array(128).fill(-1);
  for (let i = 0; i < 64; i++) v[ALPHABET.charCodeAt(i)] = i;
  v[45] = 62; // -
  v[95] = 63; // _
  return v;
})();

/** Encodes bytes as standard, padded Base64. Calls `onProgress` (0–1) every megabyte or so. */
export function encodeBase64(bytes: Uint8Array, onProgress?: (fraction: number) => void): string {
  const n = bytes.length;
  const out = new Uint8Array(Math.ceil(n / 3) * 4);
  const full = n - (n % 3);
  const step = 3 * 350_000;
  let o = 0;
  for (let start = 0; start < full; start += step) {
    const end = Math.min(full, start + step);
    for (let i = start; i < end; i += 3) {
      const x = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
      out[o++] = ALPHABET_CODES[x >> 18]!;
      out[o++] = ALPHABET_CODES[(x >> 12) & 63]!;
      out[o++] = ALPHABET_CODES[(x >> 6) & 63]!;
      out[o++] = ALPHABET_CODES[x & 63]!;
    }
    onProgress?.(end / n);
  }
  if (n % 3 === 1) {
    const x = bytes[full]! << 16;
    out[o++] = ALPHABET_CODES[x >> 18]!;
    out[o++] = ALPHABET_CODES[(x >> 12) & 63]!;
    out[o] = 61;
    out[o + 1] = 61;
  } else if (n % 3 === 2) {
    const x = (bytes[full]! << 16) | (bytes[full + 1]! << 8);
    out[o++] = ALPHABET_CODES[x >> 18]!;
    out[o++] = ALPHABET_CODES[(x >> 12) & 63]!;
    out[o++] = ALPHABET_CODES[(x >> 6) & 63]!;
    out[o] = 61;
  }
  onProgress?.(1);
  return new TextDecoder('latin1').decode(out);
}

export type Base64ErrorCode =
  /** Nothing but whitespace. */
  | 'empty'
  /** A character outside the Base64 alphabet. */
  | 'invalidChar'
  /** `=` in the middle, more than two `=`, or padding that does not complete a group of four. */
  | 'badPadding'
  /** A length that cannot come from any bytes: one character over a multiple of four. */
  | 'wrongLength'
  /** `data:` without a comma. */
  | 'badDataUri'
  /** Valid Base64, but the bytes are not an image we know. */
  | 'notImage';

export interface Base64Error {
  code: Base64ErrorCode;
  /** invalidChar, badPadding: UTF-16 index in the input, 1-based line and column (in characters). */
  index?: number;
  line?: number;
  column?: number;
  /** invalidChar: the character, and its code point as U+XXXX. */
  char?: string;
  codePoint?: string;
  /** wrongLength: the number of Base64 characters (whitespace not counted). */
  count?: number;
  /** notImage: how many bytes were decoded, their first bytes in hex, a text preview, a known other format. */
  size?: number;
  hex?: string;
  text?: string | null;
  other?: string | null;
}

/** The whitespace Base64 text may contain (space, LF, CR, tab, form feed). */
export function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 12;
}

function at(text: string, index: number): Pick<Base64Error, 'index' | 'line' | 'column'> {
  return { index, ...locate(text, index) };
}

export type DecodeBase64Result = { ok: true; bytes: Uint8Array } | { ok: false; error: Base64Error };

/**
 * Strict Base64 decoding of `text[start, end)`: whitespace and newlines are ignored, the URL-safe `-_` are
 * accepted, padding is optional but must be right when present. Errors name the character and its position.
 */
export function decodeBase64(
  text: string,
  start = 0,
  end = text.length,
  onProgress?: (fraction: number) => void,
): DecodeBase64Result {
  const out = new Uint8Array(Math.ceil(((end - start) * 3) / 4));
  let o = 0;
  let acc = 0;
  let count = 0;
  let pad = 0;
  let padIndex = -1;
  const step = 1_000_000;
  for (let chunk = start; chunk < end; chunk += step) {
    const chunkEnd = Math.min(end, chunk + step);
    for (let i = chunk; i < chunkEnd; i++) {
      const c = text.charCodeAt(i);
      const v = c < 128 ? VALUES[c]! : -1;
      if (v >= 0) {
        if (pad > 0) return { ok: false, error: { code: 'badPadding', ...at(text, padIndex) } };
        acc = (acc << 6) | v;
        if (++count % 4 === 0) {
          out[o++] = acc >> 16;
          out[o++] = (acc >> 8) & 255;
          out[o++] = acc & 255;
          acc = 0;
        }
      } else if (c === 61 /* = */) {
        if (pad === 0) padIndex = i;
        if (++pad > 2) return { ok: false, error: { code: 'badPadding', ...at(text, i) } };
      } else if (!isSpace(c)) {
        const char = String.fromCodePoint(text.codePointAt(i)!);
        const codePoint = `U+${text.codePointAt(i)!.toString(16).toUpperCase().padStart(4, '0')}`;
        return { ok: false, error: { code: 'invalidChar', char, codePoint, ...at(text, i) } };
      }
    }
    onProgress?.((chunkEnd - start) / (end - start));
  }
  if (count === 0 && pad === 0) return { ok: false, error: { code: 'empty' } };
  if (count === 0) return { ok: false, error: { code: 'badPadding', ...at(text, padIndex) } };
  const rem = count % 4;
  if (rem === 1) return { ok: false, error: { code: 'wrongLength', count } };
  if (pad > 0 && (count + pad) % 4 !== 0) return { ok: false, error: { code: 'badPadding', ...at(text, padIndex) } };
  if (rem === 2) out[o++] = (acc >> 4) & 255;
  else if (rem === 3) {
    out[o++] = (acc >> 10) & 255;
    out[o++] = (acc >> 2) & 255;
  }
  return { ok: true, bytes: out.slice(0, o) };
}

/** Length of the Base64 text for `n` bytes (padded). */
export function base64Length(n: number): number {
  return Math.ceil(n / 3) * 4;
}
