/**
 * Is an opened file text, and what does it say? Judged from the bytes, never from the file's name or claimed
 * type: a known binary format's magic number or a NUL byte near the start makes it binary; otherwise it is
 * decoded as UTF-8 (strictly: an invalid sequence is reported, not silently replaced by U+FFFD), or as
 * UTF-16 when it starts with a UTF-16 byte-order mark. Pure: no DOM; works in a worker.
 *
 *   const result = readTextFile(new Uint8Array(await file.arrayBuffer()));
 *   if (!result.ok) show(result.problem === 'binary' ? result.type : result.offset);
 */
import { detectImageType, sniffOther } from './image/sniff';

/** How many leading bytes are searched for a NUL byte (as git does for its binary check). */
export const BINARY_SNIFF_BYTES = 8000;

export type TextFileResult =
  | {
      ok: true;
      /** The decoded text, without its byte-order mark. */
      text: string;
      encoding: 'utf-8' | 'utf-16le' | 'utf-16be';
    }
  | {
      ok: false;
      problem: 'binary';
      /** The detected format's display name ("PNG", "PDF", "ZIP"…), or null when only a NUL byte gave it away. */
      type: string | null;
      /** The file's size in bytes. */
      size: number;
    }
  | {
      ok: false;
      problem: 'encoding';
      /** Byte offset of the first byte that is not valid UTF-8. */
      offset: number;
      size: number;
    };

/**
 * The display name of a binary format recognised by its magic number at the start of `head`, or null. SVG is
 * text, so it is not reported.
 */
export function binaryType(head: Uint8Array): string | null {
  const image = detectImageType(head);
  if (image && image.kind !== 'svg') return image.label;
  return sniffOther(head);
}

/** Offset of the first byte that does not belong to a valid UTF-8 sequence, or -1 when all of them do. */
export function invalidUtf8Offset(b: Uint8Array): number {
  const n = b.length;
  let i = 0;
  while (i < n) {
    const c = b[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (c >= 0xc2 && c <= 0xdf) [need, min] = [1, 0x80];
    else if (c >= 0xe0 && c <= 0xef) [need, min] = [2, 0x800];
    else if (c >= 0xf0 && c <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    let cp = c & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const d = b[i + k];
      if (d === undefined || (d & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (d & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
    if (cp < min || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) return i;
    i += need + 1;
  }
  return -1;
}

/** Reads a file's bytes as text, or says why they are not text. */
export function readTextFile(bytes: Uint8Array): TextFileResult {
  const size = bytes.length;
  const head = bytes.subarray(0, BINARY_SNIFF_BYTES);
  const type = binaryType(head);
  if (type) return { ok: false, problem: 'binary', type, size };
  if (head[0] === 0xff && head[1] === 0xfe) return utf16(bytes, 'utf-16le');
  if (head[0] === 0xfe && head[1] === 0xff) return utf16(bytes, 'utf-16be');
  if (head.includes(0)) return { ok: false, problem: 'binary', type: null, size };
  try {
    // The decoder drops a leading byte-order mark, in every encoding.
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { ok: false, problem: 'encoding', offset: Math.max(0, invalidUtf8Offset(bytes)), size };
  }
}

function utf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): TextFileResult {
  // Not fatal: an unpaired surrogate in UTF-16 is still text (it becomes U+FFFD); an odd trailing byte too.
  const text = new TextDecoder(encoding).decode(bytes);
  return { ok: true, text, encoding };
}
