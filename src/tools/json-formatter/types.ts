/**
 * The shared vocabulary of the JSON parser and printer (no DOM): error codes and their positions, the
 * lossless tree, and the parse events a `Sink` receives.
 *
 * - Errors are codes plus parameters (translated by the island), with the offset and the 1-based line and
 *   column (in UTF-16 code units, like CodeMirror) of the offending token.
 */

export type ErrorCode =
  | 'emptyInput'
  | 'unexpectedEnd'
  | 'unexpectedToken'
  | 'missingComma'
  | 'trailingComma'
  | 'unterminatedString'
  | 'badEscape'
  | 'controlChar'
  | 'badNumber'
  | 'invalidLiteral'
  | 'commentNotAllowed'
  | 'unterminatedComment'
  | 'singleQuote'
  | 'unquotedKey'
  | 'unescapedQuote'
  | 'extraContent'
  | 'tooDeep'
  | 'outputTooLarge';

/** Every error code, for tests that check each one has a translation. */
export const ERROR_CODES: readonly ErrorCode[] = [
  'emptyInput',
  'unexpectedEnd',
  'unexpectedToken',
  'missingComma',
  'trailingComma',
  'unterminatedString',
  'badEscape',
  'controlChar',
  'badNumber',
  'invalidLiteral',
  'commentNotAllowed',
  'unterminatedComment',
  'singleQuote',
  'unquotedKey',
  'unescapedQuote',
  'extraContent',
  'tooDeep',
  'outputTooLarge',
];

/**
 * Deepest nesting of arrays and objects accepted. Real documents stay far below it; deeper input is refused at
 * the bracket that goes over it, before any work is spent on it. Formatting indents each line by its depth, so
 * the limit also bounds the indentation of every line of the result (1,000 levels × 4 spaces).
 */
export const MAX_DEPTH = 1000;

/** Longest result an action may produce, in UTF-16 code units (256 MB of memory for the buffer alone). */
export const MAX_OUTPUT_UNITS = 128 * 1024 * 1024;

/** What the parser wanted where it failed (`params.expected`). */
export type Expected = 'value' | 'key' | 'colon' | 'commaOrBrace' | 'commaOrBracket';
export const EXPECTED: readonly Expected[] = ['value', 'key', 'colon', 'commaOrBrace', 'commaOrBracket'];

/** Error codes that tolerant mode would accept: the UI offers to switch it on. */
export const TOLERANT_FIXES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'trailingComma',
  'commentNotAllowed',
  'singleQuote',
  'unquotedKey',
]);

export interface JsonError {
  code: ErrorCode;
  /** Message parameters: `found`, `expected` (an Expected), `text`, `sequence`, `char`, `max`. */
  params: Record<string, string>;
  /** UTF-16 offset of the problem in the input. */
  offset: number;
  /** Length of the offending token (0 at the end of the input). */
  length: number;
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units. */
  column: number;
}

export type Kind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

export interface ObjectNode {
  kind: 'object';
  /** Property names as strict JSON string literals (source text, re-quoted only when tolerant input needed it). */
  keys: string[];
  values: JsonNode[];
  start: number;
}
export interface ArrayNode {
  kind: 'array';
  items: JsonNode[];
  start: number;
}
export interface ValueNode {
  kind: 'string' | 'number' | 'boolean' | 'null';
  /** Strict JSON source text of the value. */
  raw: string;
  start: number;
}
export type JsonNode = ObjectNode | ArrayNode | ValueNode;

export type ParseResult = { ok: true; value: JsonNode } | { ok: false; error: JsonError };

export interface ParseOptions {
  tolerant?: boolean;
}

/** 1-based line and column of a UTF-16 offset; `\n`, `\r\n` and a lone `\r` each end a line. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      line++;
      lineStart = i + 1;
    } else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10 && i + 1 < end) i++;
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

export function makeError(
  text: string,
  code: ErrorCode,
  offset: number,
  length: number,
  params: Record<string, string> = {},
): JsonError {
  const { line, column } = lineColumn(text, offset);
  return { code, params, offset, length, line, column };
}

/** Thrown inside the parser to stop at the first error. */
export class Failure {
  readonly error: JsonError;
  constructor(error: JsonError) {
    this.error = error;
  }
}

/**
 * Receives the parse events of `walk`, in document order. A key or value arrives as its strict JSON text
 * `raw`, or as null when the source text from `start` to `end` is already strict.
 */
export interface Sink {
  open(isObject: boolean, start: number): void;
  key(raw: string | null, start: number, end: number): void;
  value(kind: ValueNode['kind'], raw: string | null, start: number, end: number): void;
  close(isObject: boolean): void;
}
