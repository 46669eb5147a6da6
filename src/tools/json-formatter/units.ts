/** Text as UTF-16 code units (what crosses the worker boundary) and its UTF-8 size. */
import { utf8Length as utf8LengthOfText } from '../../components/ui/large-text';

/** Strict: throws on a lone surrogate, which a lenient decoder would replace by U+FFFD. Keeps a leading U+FEFF. */
let strictUtf16: TextDecoder | null = null;

/**
 * UTF-16 code units to a string. The browser's decoder does it natively (fast, little garbage); text with a
 * lone surrogate, which it cannot keep, is rebuilt in chunks with fromCharCode instead.
 */
export function utf16ToString(units: Uint16Array, from = 0, to = units.length): string {
  try {
    strictUtf16 ??= new TextDecoder('utf-16le', { fatal: true, ignoreBOM: true });
    return strictUtf16.decode(units.subarray(from, to));
  } catch {
    // A lone surrogate (or one half of a pair cut at `from` or `to`).
  }
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let i = from; i < to; i += CHUNK) {
    parts.push(String.fromCharCode.apply(null, units.subarray(i, Math.min(i + CHUNK, to)) as unknown as number[]));
  }
  return parts.join('');
}

export function stringToUtf16(s: string): Uint16Array {
  const out = new Uint16Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** UTF-8 byte length of a string (lone surrogates count as the 3-byte replacement character). */
export function utf8Length(s: string | Uint16Array): number {
  // Text is measured by the kit (the engine's encoder, in chunks); code units here, one at a time.
  if (typeof s === 'string') return utf8LengthOfText(s);
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s[i + 1]!;
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}
