/**
 * Image ↔ Base64: a strict, position-reporting Base64 decoder, a fast encoder, data-URI parsing, image type
 * detection from magic numbers (SVG by text sniffing) and the output snippets. Pure: no DOM.
 */
import { locate } from '../../lib/text-position';

import { detectImageType, sniffOther, type ImageType } from '../../lib/image/sniff';

// Type detection lives in the shared image kit; re-exported for this tool's island and worker.
export {
  IMAGE_TYPES,
  detectImageType,
  looksLikeSvg,
  sniffOther,
  type ImageKind,
  type ImageType,
} from '../../lib/image/sniff';

/** The first bytes in hex, e.g. "48 65 6C 6C 6F". */
export function hexPreview(b: Uint8Array, count = 8): string {
  return [...b.subarray(0, count)].map((x) => x.toString(16).toUpperCase().padStart(2, '0')).join(' ');
}

/** The start of the bytes as text when they are printable UTF-8 (to show "this looks like text"), else null. */
export function textPreview(b: Uint8Array, chars = 40): string | null {
  const head = b.subarray(0, chars * 4);
  // A character cut at the end of the slice decodes as U+FFFD: drop it; any other U+FFFD means "not text".
  let text = new TextDecoder('utf-8').decode(head);
  if (head.length < b.length) text = text.replace(/\uFFFD{1,3}$/, '');
  // eslint-disable-next-line no-control-regex -- control characters are what we are looking for
  if (!text || /[\u0000-\u0008\u000E-\u001F\u007F\uFFFD]/.test(text)) return null;
  const list = [...text];
  return list.length > chars ? `${list.slice(0, chars).join('')}…` : text;
}

/* ------------------------------------------------------------------ Base64 */

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

export { locate };

function isSpace(c: number): boolean {
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

/** Bytes of a non-Base64 data URI payload: percent escapes decoded, other characters as UTF-8. */
function percentBytes(payload: string): Uint8Array {
  const bytes: number[] = [];
  const enc = new TextEncoder();
  for (let i = 0; i < payload.length; i++) {
    const c = payload.charCodeAt(i);
    if (c === 37 && /^[0-9a-f]{2}$/i.test(payload.slice(i + 1, i + 3))) {
      bytes.push(parseInt(payload.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c < 128) bytes.push(c);
    else {
      const cp = payload.codePointAt(i)!;
      bytes.push(...enc.encode(String.fromCodePoint(cp)));
      if (cp > 0xffff) i++;
    }
  }
  return Uint8Array.from(bytes);
}

export interface DecodedInput {
  bytes: Uint8Array;
  /** The MIME type a data URI declared, lower-cased; null for raw Base64. */
  declaredMime: string | null;
  type: ImageType;
}

export type ParseInputResult = { ok: true; value: DecodedInput } | { ok: false; error: Base64Error };

/**
 * Turns raw Base64 or a data URI (also when pasted inside CSS `url("…")` or an `<img src="…">`) into
 * image bytes and their real type.
 */
export function parseImageInput(text: string, onProgress?: (fraction: number) => void): ParseInputResult {
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (start === end) return { ok: false, error: { code: 'empty' } };

  let declaredMime: string | null = null;
  let base64 = true;
  let dataAt = text.slice(start, start + 5).toLowerCase() === 'data:' ? start : -1;
  if (dataAt === -1) {
    // A snippet such as `url("data:…")` or `<img src="data:…">`: take the data URI up to its closing quote.
    const m = /(["'(=])\s*data:/i.exec(text.slice(start, Math.min(end, start + 4096)));
    if (m) {
      dataAt = start + m.index + m[0].length - 5;
      const closer = { '"': '"', "'": "'", '(': ')', '=': ' ' }[m[1]!]!;
      const close = text.indexOf(closer, dataAt);
      if (close !== -1 && close < end) end = close;
      if (m[1] === '=') while (end > dataAt && text[end - 1] === '>') end--;
    }
  }
  if (dataAt !== -1) {
    const comma = text.indexOf(',', dataAt);
    if (comma === -1 || comma >= end) return { ok: false, error: { code: 'badDataUri' } };
    const params = text
      .slice(dataAt + 5, comma)
      .split(';')
      .map((s) => s.trim());
    base64 = params.slice(1).some((p) => p.toLowerCase() === 'base64');
    declaredMime = params[0] ? params[0].toLowerCase() : null;
    start = comma + 1;
  }

  let bytes: Uint8Array;
  if (base64) {
    const r = decodeBase64(text, start, end, onProgress);
    if (!r.ok) return r;
    bytes = r.bytes;
  } else {
    bytes = percentBytes(text.slice(start, end));
    if (bytes.length === 0) return { ok: false, error: { code: 'empty' } };
  }
  const type = detectImageType(bytes);
  if (!type) {
    return {
      ok: false,
      error: {
        code: 'notImage',
        size: bytes.length,
        hex: hexPreview(bytes),
        text: textPreview(bytes),
        other: sniffOther(bytes),
      },
    };
  }
  return { ok: true, value: { bytes, declaredMime, type } };
}

/* ------------------------------------------------------------------ Output */

export type OutputFormat = 'base64' | 'dataUri' | 'css' | 'html';

export function dataUri(base64: string, mime: string): string {
  return `data:${mime};base64,${base64}`;
}

/** The text for one output format. Width and height go into the `<img>` tag when known. */
export function formatOutput(
  format: OutputFormat,
  base64: string,
  mime: string,
  size?: { width: number; height: number } | null,
): string {
  switch (format) {
    case 'base64':
      return base64;
    case 'dataUri':
      return dataUri(base64, mime);
    case 'css':
      return `background-image: url("${dataUri(base64, mime)}");`;
    case 'html': {
      const dims = size && size.width > 0 ? ` width="${size.width}" height="${size.height}"` : '';
      return `<img src="${dataUri(base64, mime)}"${dims} alt="">`;
    }
  }
}

/** File name for a downloaded output: `photo.png` → `photo-base64.txt`, `photo.css`, … */
export function outputFilename(sourceName: string, format: OutputFormat): string {
  const base = sourceName.replace(/\.[^./\\]*$/, '') || 'image';
  switch (format) {
    case 'base64':
      return `${base}-base64.txt`;
    case 'dataUri':
      return `${base}-data-uri.txt`;
    case 'css':
      return `${base}.css`;
    case 'html':
      return `${base}.html`;
  }
}

/** Length of the Base64 text for `n` bytes (padded). */
export function base64Length(n: number): number {
  return Math.ceil(n / 3) * 4;
}

/** Human size with 1024-based units, e.g. "1.5 KB", "10 MB", in the given locale's number format. */
export function formatBytes(n: number, locale = 'en'): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let v = n;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  const num = new Intl.NumberFormat(locale, { maximumFractionDigits: u === 0 ? 0 : v < 10 ? 2 : 1 }).format(v);
  return `${num} ${units[u]}`;
}

/** The type a file claims (its MIME type), when it is an image type. Used when the bytes are not recognised. */
export function claimedImageType(fileType: string): string | null {
  return /^image\/[a-z0-9.+-]+$/i.test(fileType) ? fileType.toLowerCase() : null;
}
