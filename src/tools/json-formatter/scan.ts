/** Tokens, parser states and character classes of the JSON parser (see parser.ts). */
import { Failure, makeError, type ErrorCode } from './types';

// Token kinds.
export const EOF = 0;
export const LBRACE = 1;
export const RBRACE = 2;
export const LBRACK = 3;
export const RBRACK = 4;
export const COLON = 5;
export const COMMA = 6;
export const STRING = 7;
export const NUMBER = 8;
export const IDENT = 9;
/** A character that cannot start any token. */
export const INVALID = 10;

// Parser states.
export const S_VALUE = 0;
export const S_AFTER_VALUE = 1;
export const S_OBJ_KEY_OR_END = 2;
export const S_OBJ_KEY_AFTER_COMMA = 3;
export const S_OBJ_COLON = 4;
export const S_ARR_VALUE_OR_END = 5;
export const S_ARR_VALUE_AFTER_COMMA = 6;

export const MAX_SNIPPET = 24;

export function snippet(s: string): string {
  return s.length > MAX_SNIPPET ? `${s.slice(0, MAX_SNIPPET)}…` : s;
}

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
export function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}
export function isIdentStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
}
export function isIdentPart(c: number): boolean {
  return isIdentStart(c) || isDigit(c);
}
/** Characters swallowed into a number token so that `01`, `1.2.3` or `0x1F` are reported as one bad number. */
export function isNumberPart(c: number): boolean {
  return isIdentPart(c) || c === 46 || c === 43 || c === 45;
}

/** Hex code of a character for messages: `U+000A`. */
export function codePointLabel(c: number): string {
  return `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
}

export const SHORT_ESCAPES: Record<number, string> = { 8: '\\b', 9: '\\t', 10: '\\n', 12: '\\f', 13: '\\r' };

/**
 * Rewrites a tolerant string token (single-quoted, or holding raw control characters) as a strict JSON
 * string literal, keeping every valid escape as written.
 */
export function toStrictString(text: string, start: number, end: number): string {
  const quote = text.charCodeAt(start);
  const out: string[] = ['"'];
  let run = start + 1;
  const last = end - 1; // the closing quote
  for (let i = start + 1; i < last; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) {
      const n = text.charCodeAt(i + 1);
      if (n === 39) {
        // \' is only valid in single-quoted input; a plain ' needs no escape in JSON.
        out.push(text.slice(run, i), "'");
        i++;
        run = i + 1;
      } else {
        i += n === 117 ? 5 : 1;
      }
    } else if (c === 34 && quote === 39) {
      out.push(text.slice(run, i), '\\"');
      run = i + 1;
    } else if (c < 0x20) {
      out.push(text.slice(run, i), SHORT_ESCAPES[c] ?? `\\u${c.toString(16).padStart(4, '0')}`);
      run = i + 1;
    }
  }
  out.push(text.slice(run, last), '"');
  return out.join('');
}

const fail = (text: string, code: ErrorCode, offset: number, length: number, params?: Record<string, string>) =>
  new Failure(makeError(text, code, offset, length, params));

/**
 * The offset of the next token at or after `pos`: skips whitespace, and in tolerant mode `//` and `/* *\/`
 * comments. Throws a `Failure` for a comment in strict mode or one that is never closed.
 */
export function skipSpace(text: string, pos: number, tolerant: boolean): number {
  const len = text.length;
  for (;;) {
    while (pos < len) {
      const c = text.charCodeAt(pos);
      if (c === 32 || c === 10 || c === 13 || c === 9) pos++;
      else break;
    }
    if (pos < len && text.charCodeAt(pos) === 47) {
      const n = text.charCodeAt(pos + 1);
      if (n === 47 || n === 42) {
        if (!tolerant) throw fail(text, 'commentNotAllowed', pos, 2);
        if (n === 47) {
          pos += 2;
          while (pos < len) {
            const c = text.charCodeAt(pos);
            if (c === 10 || c === 13) break;
            pos++;
          }
        } else {
          const close = text.indexOf('*/', pos + 2);
          if (close < 0) throw fail(text, 'unterminatedComment', pos, 2);
          pos = close + 2;
        }
        continue;
      }
    }
    return pos;
  }
}

/**
 * The end of the number token starting at `start`. Everything that looks like part of a number is one token,
 * and it must match the strict grammar `-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`, else a `badNumber` Failure
 * is thrown.
 */
export function scanNumber(text: string, start: number): number {
  const len = text.length;
  let q = start;
  while (q < len && isNumberPart(text.charCodeAt(q))) q++;
  let p = start;
  let ok = true;
  if (text.charCodeAt(p) === 45) p++;
  const c0 = text.charCodeAt(p);
  if (c0 === 48) p++;
  else if (c0 >= 49 && c0 <= 57) {
    p++;
    while (isDigit(text.charCodeAt(p))) p++;
  } else ok = false;
  if (ok && text.charCodeAt(p) === 46) {
    p++;
    if (!isDigit(text.charCodeAt(p))) ok = false;
    while (isDigit(text.charCodeAt(p))) p++;
  }
  if (ok) {
    const e = text.charCodeAt(p);
    if (e === 101 || e === 69) {
      p++;
      const s = text.charCodeAt(p);
      if (s === 43 || s === 45) p++;
      if (!isDigit(text.charCodeAt(p))) ok = false;
      while (isDigit(text.charCodeAt(p))) p++;
    }
  }
  if (!ok || p !== q) throw fail(text, 'badNumber', start, q - start, { text: snippet(text.slice(start, q)) });
  return q;
}
