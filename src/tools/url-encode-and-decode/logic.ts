/**
 * URL encoding and decoding (component, whole URL, form), with precise error positions and batch mode.
 * Pure: no DOM. The URL inspector's logic is in inspect.ts.
 */
import { locate } from '../../lib/text-position';

export type UrlMode = 'component' | 'uri' | 'form';
export type Direction = 'encode' | 'decode';

export type UrlErrorCode =
  /** `%` not followed by two hex digits, e.g. `%zz` or a trailing `%4`. */
  | 'badEscape'
  /** A UTF-8 sequence cut short, e.g. `%E4%B8` (needs 3 bytes, has 2). */
  | 'incompleteUtf8'
  /** Bytes that are not valid UTF-8, e.g. `%80` or `%C3%28`. */
  | 'invalidUtf8'
  /** Encoding text holding half of a surrogate pair (cannot be UTF-8 encoded). */
  | 'loneSurrogate';

export interface UrlError {
  code: UrlErrorCode;
  /** UTF-16 index of the offending part in the converted text. */
  index: number;
  /** UTF-16 length of the offending part. */
  length: number;
  /** 1-based line of the offending part (batch: the batch line). */
  line: number;
  /** 1-based position in that line, counted in characters (code points). */
  column: number;
  /** The offending text, e.g. `%E4%B8`. */
  sequence: string;
  /** incompleteUtf8: how many bytes the sequence needs and how many it has. */
  expected?: number;
  got?: number;
}

export type ConvertResult = { ok: true; value: string } | { ok: false; error: UrlError };

/** Characters `decodeURI` leaves encoded: they would change the meaning of a URL. */
const URI_RESERVED = new Set([';', '/', '?', ':', '@', '&', '=', '+', '$', ',', '#']);

function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 70) return code - 55;
  if (code >= 97 && code <= 102) return code - 87;
  return -1;
}

/** The byte of the escape `%XX` at `i`, or -1 when there is no valid escape there. */
function escapeAt(s: string, i: number): number {
  if (s.charCodeAt(i) !== 37 /* % */ || i + 2 >= s.length) return -1;
  const hi = hexValue(s.charCodeAt(i + 1));
  const lo = hexValue(s.charCodeAt(i + 2));
  return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
}

export { locate };

function fail(
  text: string,
  code: UrlErrorCode,
  index: number,
  length: number,
  extra: Partial<UrlError> = {},
): ConvertResult {
  const { line, column } = locate(text, index);
  return {
    ok: false,
    error: { code, index, length, line, column, sequence: text.slice(index, index + length), ...extra },
  };
}

/** Index of the first unpaired surrogate, or -1. */
export function findLoneSurrogate(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++;
        continue;
      }
    }
    return i;
  }
  return -1;
}

/**
 * application/x-www-form-urlencoded, as `URLSearchParams` writes it: letters, digits and `*-._` stay,
 * a space becomes `+`, every other byte of the UTF-8 encoding becomes `%XX`.
 */
function encodeForm(s: string): string {
  return encodeURIComponent(s)
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Encodes `text` as one value. */
export function encode(text: string, mode: UrlMode): ConvertResult {
  const bad = findLoneSurrogate(text);
  if (bad !== -1) return fail(text, 'loneSurrogate', bad, 1);
  if (mode === 'component') return { ok: true, value: encodeURIComponent(text) };
  if (mode === 'uri') return { ok: true, value: encodeURI(text) };
  return { ok: true, value: encodeForm(text) };
}

/**
 * Decodes percent escapes strictly, as `decodeURIComponent` does, but reports where and why it fails.
 * `uri` keeps escapes of reserved characters (`%2F` stays `%2F`), as `decodeURI`; `form` turns `+` into a space.
 */
export function decode(text: string, mode: UrlMode): ConvertResult {
  // Fast path: the engine's decoder agrees with ours on valid input; ours only runs to explain a failure.
  try {
    if (mode === 'component') return { ok: true, value: decodeURIComponent(text) };
    if (mode === 'uri') return { ok: true, value: decodeURI(text) };
    return { ok: true, value: decodeURIComponent(text.replace(/\+/g, ' ')) };
  } catch {
    return decodeStrict(text, mode);
  }
}

/** The decoder that finds the exact place and reason of a failure. */
export function decodeStrict(text: string, mode: UrlMode): ConvertResult {
  const keepReserved = mode === 'uri';
  const plusIsSpace = mode === 'form';
  const n = text.length;
  const parts: string[] = [];
  let i = 0;
  while (i < n) {
    // Copy the run of ordinary characters up to the next `%` (or `+` in form mode) in one slice.
    let next = text.indexOf('%', i);
    if (plusIsSpace) {
      const plus = text.indexOf('+', i);
      if (plus !== -1 && (next === -1 || plus < next)) next = plus;
    }
    if (next === -1) {
      parts.push(text.slice(i));
      break;
    }
    if (next > i) parts.push(text.slice(i, next));
    i = next;
    if (text.charCodeAt(i) === 43 /* + */) {
      parts.push(' ');
      i++;
      continue;
    }
    const lead = escapeAt(text, i);
    if (lead < 0) return fail(text, 'badEscape', i, Math.min(3, n - i, lineRest(text, i)));
    if (lead < 0x80) {
      const ch = String.fromCharCode(lead);
      parts.push(keepReserved && URI_RESERVED.has(ch) ? text.slice(i, i + 3) : ch);
      i += 3;
      continue;
    }
    let need: number;
    let cp: number;
    if (lead >= 0xc2 && lead <= 0xdf) {
      need = 1;
      cp = lead & 0x1f;
    } else if (lead >= 0xe0 && lead <= 0xef) {
      need = 2;
      cp = lead & 0x0f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      need = 3;
      cp = lead & 0x07;
    } else {
      // A continuation byte (80–BF) without a lead, an overlong lead (C0, C1) or a byte UTF-8 never uses (F5–FF).
      return fail(text, 'invalidUtf8', i, 3);
    }
    for (let k = 1; k <= need; k++) {
      const j = i + 3 * k;
      if (j >= n || text.charCodeAt(j) !== 37) {
        return fail(text, 'incompleteUtf8', i, j - i, { expected: need + 1, got: k });
      }
      const b = escapeAt(text, j);
      if (b < 0) return fail(text, 'badEscape', j, Math.min(3, n - j, lineRest(text, j)));
      let lo = 0x80;
      let hi = 0xbf;
      if (k === 1) {
        if (lead === 0xe0)
          lo = 0xa0; // overlong
        else if (lead === 0xed)
          hi = 0x9f; // UTF-16 surrogates
        else if (lead === 0xf0)
          lo = 0x90; // overlong
        else if (lead === 0xf4) hi = 0x8f; // above U+10FFFF
      }
      if (b < lo || b > hi) return fail(text, 'invalidUtf8', i, j + 3 - i);
      cp = (cp << 6) | (b & 0x3f);
    }
    parts.push(String.fromCodePoint(cp));
    i += 3 * (need + 1);
  }
  return { ok: true, value: parts.join('') };
}

/** Characters from `i` to the end of its line. */
function lineRest(text: string, i: number): number {
  const nl = text.indexOf('\n', i);
  return (nl === -1 ? text.length : nl) - i;
}

export function convert(text: string, direction: Direction, mode: UrlMode): ConvertResult {
  return direction === 'encode' ? encode(text, mode) : decode(text, mode);
}

export interface BatchLineError {
  /** 1-based line number in the batch. */
  line: number;
  error: UrlError;
}

export interface BatchResult {
  /** One output line per input line; a line that failed is empty. */
  output: string;
  /** The first errors (all of them, unless a worker trimmed the list). */
  errors: BatchLineError[];
  /** How many lines failed. */
  errorCount: number;
  lines: number;
}

/** Converts each line on its own (a trailing `\r` is dropped); errors are reported per line. */
export function convertBatch(text: string, direction: Direction, mode: UrlMode): BatchResult {
  const lines = text.split('\n');
  const out: string[] = [];
  const errors: BatchLineError[] = [];
  lines.forEach((raw, i) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const r = convert(line, direction, mode);
    if (r.ok) out.push(r.value);
    else {
      out.push('');
      errors.push({ line: i + 1, error: { ...r.error, line: i + 1 } });
    }
  });
  return { output: out.join('\n'), errors, errorCount: errors.length, lines: lines.length };
}

/* ------------------------------------------------------------------ One run of the converter */

export type Outcome = { batch: false; result: ConvertResult } | { batch: true; result: BatchResult };

export function run(text: string, direction: Direction, mode: UrlMode, batch: boolean): Outcome {
  return batch
    ? { batch: true, result: convertBatch(text, direction, mode) }
    : { batch: false, result: convert(text, direction, mode) };
}

/** The text of an outcome for the output box: empty when a single value failed. */
export function outcomeText(o: Outcome): string {
  if (o.batch) return o.result.output;
  return o.result.ok ? o.result.value : '';
}

/** Sample input for the converter, in the current direction and mode. */
export function sampleFor(direction: Direction, mode: UrlMode, batch: boolean): string {
  const plain = batch
    ? ['你好 世界', 'emoji 😀 & more', 'a/b?c=d#e'].join('\n')
    : mode === 'uri'
      ? 'https://example.com/搜索?q=你好 世界&emoji=😀#结果'
      : '你好 世界 & emoji 😀 / a=b';
  if (direction === 'encode') return plain;
  return outcomeText(run(plain, 'encode', mode, batch));
}

/**
 * Keeps only the first `max` batch errors (the count stays exact): a batch of a million bad lines needs only
 * the first errors on the page, and the worker's reply stays small.
 */
export function limitErrors(o: Outcome, max: number): Outcome {
  if (!o.batch || o.result.errors.length <= max) return o;
  return { batch: true, result: { ...o.result, errors: o.result.errors.slice(0, max) } };
}
