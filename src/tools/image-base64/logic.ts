/**
 * Image ↔ Base64: image type detection from magic numbers (SVG by text sniffing), previews of bytes that are
 * not an image, and reading the decoder's input (raw Base64 or a data URI) into image bytes. Pure: no DOM.
 * The Base64 codec lives in base64.ts and the output snippets in output.ts; both are re-exported here.
 */
import { decodeBase64, isSpace, type Base64Error } from './base64';

export * from './base64';
export * from './output';
export { locate } from '../../lib/text-position';

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

/**
 * Whether the first bytes of a file read as text (UTF-8 without NUL or other control characters), so that
 * opening it as Base64 text makes sense. `complete`: the bytes are the whole file (else a character cut at
 * the end is forgiven).
 */
export function looksLikeText(head: Uint8Array, complete: boolean): boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut <= (complete ? 0 : 3) && cut <= head.length; cut++) {
    let text: string;
    try {
      text = decoder.decode(head.subarray(0, head.length - cut));
    } catch {
      continue;
    }
    // eslint-disable-next-line no-control-regex -- control characters are what we are looking for
    return !/[\u0000-\u0008\u000E-\u001F\u007F]/.test(text);
  }
  return false;
}

/* ------------------------------------------------------------------ Input */

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

/** Decoded bytes that are a known format other than an image shown here (a PDF pasted as Base64, say). */
export interface DecodedOther {
  bytes: Uint8Array;
  type: OtherFileType;
}

export type ParseInputResult =
  | { ok: true; value: DecodedInput }
  /** `file`: the error is `notImage`, but the bytes are a known format the page offers to download. */
  | { ok: false; error: Base64Error; file?: DecodedOther };

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
    const other = detectOtherType(bytes);
    const error: Base64Error = {
      code: 'notImage',
      size: bytes.length,
      hex: hexPreview(bytes),
      text: textPreview(bytes),
      other: other?.label ?? null,
    };
    return other ? { ok: false, error, file: { bytes, type: other } } : { ok: false, error };
  }
  return { ok: true, value: { bytes, declaredMime, type } };
}

/** The type a file claims (its MIME type), when it is an image type. Used when the bytes are not recognised. */
export function claimedImageType(fileType: string): string | null {
  return /^image\/[a-z0-9.+-]+$/i.test(fileType) ? fileType.toLowerCase() : null;
}
/**
 * The MIME type a file or data URI states, when it names a different type than its bytes are (so the page
 * says which one the output uses); null when they agree or either is unknown. `image/jpg` counts as JPEG.
 */
export function statedTypeMismatch(stated: string | null, actual: ImageType | null): string | null {
  if (!stated || !actual || stated === actual.mime) return null;
  if (stated === 'image/jpg' && actual.kind === 'jpeg') return null;
  return stated;
}

/** The non-image formats `sniffOther` names, as files the decoder can offer for download. */
export interface OtherFileType {
  /** The name `sniffOther` gives, e.g. "PDF". */
  label: string;
  mime: string;
  /** File extension without the dot. */
  ext: string;
  /** An image format browsers mostly cannot display (TIFF, HEIC): still an image for the encoder. */
  image: boolean;
}

const OTHER_TYPES: Readonly<Record<string, OtherFileType>> = {
  PDF: { label: 'PDF', mime: 'application/pdf', ext: 'pdf', image: false },
  ZIP: { label: 'ZIP', mime: 'application/zip', ext: 'zip', image: false },
  GZIP: { label: 'GZIP', mime: 'application/gzip', ext: 'gz', image: false },
  TIFF: { label: 'TIFF', mime: 'image/tiff', ext: 'tif', image: true },
  HEIC: { label: 'HEIC', mime: 'image/heic', ext: 'heic', image: true },
};

/** The known non-image (or not displayable) format the bytes are, from their magic number; null if none. */
export function detectOtherType(head: Uint8Array): OtherFileType | null {
  const label = sniffOther(head);
  return label ? (OTHER_TYPES[label] ?? null) : null;
}

/** What the encoder makes of a chosen file from its first bytes, size and MIME type. */
export type ImageFileCheck =
  | {
      ok: true;
      /** The image type from the bytes; null for an image format browsers mostly cannot show (TIFF, HEIC). */
      type: ImageType | null;
      /** The MIME type the output uses: always the one the bytes are. */
      mime: string;
      /** The file's own MIME type when it disagrees with the bytes. */
      claimed: string | null;
    }
  | {
      ok: false;
      /** empty: 0 bytes; other: a known non-image format; text: readable text; notImage: unknown bytes. */
      reason: 'empty' | 'other' | 'text' | 'notImage';
      /** other: its name ("PDF"); else null. */
      other: string | null;
    };

function claimedMismatch(claimed: string | null, mime: string): string | null {
  return claimed && claimed !== mime ? claimed : null;
}

/**
 * Accepts a file only when its bytes are an image: the magic number decides, never the file's name or claimed
 * MIME type (a PDF renamed to .png is a PDF). Otherwise says why not: empty, another known format, text, or
 * unknown bytes.
 */
export function checkImageFile(head: Uint8Array, size: number, fileType: string): ImageFileCheck {
  if (size === 0 || head.length === 0) return { ok: false, reason: 'empty', other: null };
  const claimed = claimedImageType(fileType);
  const type = detectImageType(head);
  if (type) return { ok: true, type, mime: type.mime, claimed: statedTypeMismatch(claimed, type) };
  const other = detectOtherType(head);
  if (other?.image) return { ok: true, type: null, mime: other.mime, claimed: claimedMismatch(claimed, other.mime) };
  if (other) return { ok: false, reason: 'other', other: other.label };
  return { ok: false, reason: textPreview(head) !== null ? 'text' : 'notImage', other: null };
}
