/**
 * A small, lossless JSON parser and printer (no DOM).
 *
 * - Numbers and strings keep their source text: `12345678901234567890` and `1.10` come out exactly as written.
 * - Errors are codes plus parameters (translated by the island), with the offset and the 1-based line and
 *   column (in UTF-16 code units, like CodeMirror) of the offending token.
 * - Tolerant mode accepts `//` and `/* *\/` comments, trailing commas, single-quoted strings, unquoted
 *   property names and raw control characters in strings; the output is always strict JSON.
 * - Parsing and printing are iterative, so deeply nested input cannot overflow the call stack.
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
  | 'extraContent';

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
];

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
  /** Message parameters: `found`, `expected` (an Expected), `text`, `sequence`, `char`. */
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

function makeError(
  text: string,
  code: ErrorCode,
  offset: number,
  length: number,
  params: Record<string, string> = {},
): JsonError {
  const { line, column } = lineColumn(text, offset);
  return { code, params, offset, length, line, column };
}

class Failure {
  readonly error: JsonError;
  constructor(error: JsonError) {
    this.error = error;
  }
}

// Token kinds.
const EOF = 0;
const LBRACE = 1;
const RBRACE = 2;
const LBRACK = 3;
const RBRACK = 4;
const COLON = 5;
const COMMA = 6;
const STRING = 7;
const NUMBER = 8;
const IDENT = 9;
/** A character that cannot start any token. */
const INVALID = 10;

// Parser states.
const S_VALUE = 0;
const S_AFTER_VALUE = 1;
const S_OBJ_KEY_OR_END = 2;
const S_OBJ_KEY_AFTER_COMMA = 3;
const S_OBJ_COLON = 4;
const S_ARR_VALUE_OR_END = 5;
const S_ARR_VALUE_AFTER_COMMA = 6;

const MAX_SNIPPET = 24;

function snippet(s: string): string {
  return s.length > MAX_SNIPPET ? `${s.slice(0, MAX_SNIPPET)}…` : s;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}
function isIdentStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
}
function isIdentPart(c: number): boolean {
  return isIdentStart(c) || isDigit(c);
}
/** Characters swallowed into a number token so that `01`, `1.2.3` or `0x1F` are reported as one bad number. */
function isNumberPart(c: number): boolean {
  return isIdentPart(c) || c === 46 || c === 43 || c === 45;
}

/** Hex code of a character for messages: `U+000A`. */
function codePointLabel(c: number): string {
  return `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
}

const SHORT_ESCAPES: Record<number, string> = { 8: '\\b', 9: '\\t', 10: '\\n', 12: '\\f', 13: '\\r' };

/**
 * Rewrites a tolerant string token (single-quoted, or holding raw control characters) as a strict JSON
 * string literal, keeping every valid escape as written.
 */
function toStrictString(text: string, start: number, end: number): string {
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

/**
 * Reads JSON (or tolerant JSON) and reports each part to `sink`. Returns null when the whole input was
 * valid, else the first error (the sink may have received part of the document by then).
 */
export function walk(text: string, options: ParseOptions, sink: Sink): JsonError | null {
  const tolerant = options.tolerant === true;
  const len = text.length;
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte-order mark is ignored

  // Current token.
  let tok = EOF;
  let tokStart = 0;
  let tokEnd = 0;
  /** Strict text of a STRING token that had to be re-quoted; null when the source text is already strict. */
  let tokRaw: string | null = null;

  const fail = (code: ErrorCode, offset: number, length: number, params?: Record<string, string>): never => {
    throw new Failure(makeError(text, code, offset, length, params));
  };

  const skipSpaceAndComments = () => {
    for (;;) {
      while (pos < len) {
        const c = text.charCodeAt(pos);
        if (c === 32 || c === 10 || c === 13 || c === 9) pos++;
        else break;
      }
      if (pos < len && text.charCodeAt(pos) === 47) {
        const n = text.charCodeAt(pos + 1);
        if (n === 47 || n === 42) {
          if (!tolerant) fail('commentNotAllowed', pos, 2);
          if (n === 47) {
            pos += 2;
            while (pos < len) {
              const c = text.charCodeAt(pos);
              if (c === 10 || c === 13) break;
              pos++;
            }
          } else {
            const close = text.indexOf('*/', pos + 2);
            if (close < 0) fail('unterminatedComment', pos, 2);
            pos = close + 2;
          }
          continue;
        }
      }
      return;
    }
  };

  const scanString = (quote: number) => {
    const start = pos;
    let p = pos + 1;
    let requote = quote === 39;
    for (;;) {
      if (p >= len) fail('unterminatedString', start, 1);
      const c = text.charCodeAt(p);
      if (c === quote) break;
      if (c === 92) {
        const n = text.charCodeAt(p + 1);
        if (n === 117) {
          let ok = true;
          for (let k = 2; k < 6; k++) {
            if (!isHex(text.charCodeAt(p + k))) {
              ok = false;
              break;
            }
          }
          if (!ok) {
            let e = p + 2;
            while (e < p + 6 && e < len && isHex(text.charCodeAt(e))) e++;
            fail('badEscape', p, e - p, { sequence: text.slice(p, e) });
          }
          p += 6;
        } else if (
          n === 34 ||
          n === 92 ||
          n === 47 ||
          n === 98 ||
          n === 102 ||
          n === 110 ||
          n === 114 ||
          n === 116 ||
          (n === 39 && quote === 39)
        ) {
          p += 2;
        } else {
          if (p + 1 >= len) fail('unterminatedString', start, 1);
          fail('badEscape', p, 2, { sequence: text.slice(p, p + 2) });
        }
        continue;
      }
      if (c < 0x20) {
        if (!tolerant) fail('controlChar', p, 1, { char: codePointLabel(c) });
        requote = true;
      }
      p++;
    }
    pos = p + 1;
    tokRaw = requote ? toStrictString(text, start, pos) : null;
  };

  const scanNumber = () => {
    const start = pos;
    let q = pos;
    while (q < len && isNumberPart(text.charCodeAt(q))) q++;
    // Strict grammar: -?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?
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
    if (!ok || p !== q) fail('badNumber', start, q - start, { text: snippet(text.slice(start, q)) });
    pos = q;
  };

  const next = () => {
    skipSpaceAndComments();
    tokStart = pos;
    if (pos >= len) {
      tok = EOF;
      tokEnd = pos;
      return;
    }
    const c = text.charCodeAt(pos);
    switch (c) {
      case 123:
        tok = LBRACE;
        pos++;
        break;
      case 125:
        tok = RBRACE;
        pos++;
        break;
      case 91:
        tok = LBRACK;
        pos++;
        break;
      case 93:
        tok = RBRACK;
        pos++;
        break;
      case 58:
        tok = COLON;
        pos++;
        break;
      case 44:
        tok = COMMA;
        pos++;
        break;
      case 34:
        tok = STRING;
        scanString(34);
        break;
      case 39:
        if (!tolerant) fail('singleQuote', pos, 1);
        tok = STRING;
        scanString(39);
        break;
      default:
        if (isDigit(c) || c === 45 || c === 43 || c === 46) {
          tok = NUMBER;
          scanNumber();
        } else if (isIdentStart(c)) {
          let q = pos + 1;
          while (q < len && isIdentPart(text.charCodeAt(q))) q++;
          tok = IDENT;
          pos = q;
        } else {
          tok = INVALID;
          pos += String.fromCodePoint(text.codePointAt(pos)!).length;
        }
    }
    tokEnd = pos;
  };

  /** Display text of the current token for messages. */
  const found = () => {
    const c = text.charCodeAt(tokStart);
    return tok === INVALID && c < 0x20 ? codePointLabel(c) : snippet(text.slice(tokStart, tokEnd));
  };

  const unexpected = (expected: Expected): never => {
    if (tok === EOF) fail('unexpectedEnd', tokStart, 0, { expected });
    return fail('unexpectedToken', tokStart, tokEnd - tokStart, { found: found(), expected });
  };

  /** Open containers: true for an object. */
  const isObj: boolean[] = [];
  /** Offset of the last comma in each open container (for trailing-comma errors). */
  const commas: number[] = [];

  const close = () => {
    sink.close(isObj.pop()!);
    commas.pop();
  };

  try {
    next();
    if (tok === EOF) fail('emptyInput', tokStart, 0);
    let state = S_VALUE;
    for (;;) {
      switch (state) {
        case S_ARR_VALUE_OR_END:
          if (tok === RBRACK) {
            close();
            state = S_AFTER_VALUE;
            next();
            continue;
          }
          state = S_VALUE;
          continue;
        case S_ARR_VALUE_AFTER_COMMA:
          if (tok === RBRACK) {
            if (!tolerant) fail('trailingComma', commas[commas.length - 1]!, 1);
            close();
            state = S_AFTER_VALUE;
            next();
            continue;
          }
          state = S_VALUE;
          continue;
        case S_VALUE: {
          if (tok === LBRACE) {
            sink.open(true, tokStart);
            isObj.push(true);
            commas.push(-1);
            state = S_OBJ_KEY_OR_END;
          } else if (tok === LBRACK) {
            sink.open(false, tokStart);
            isObj.push(false);
            commas.push(-1);
            state = S_ARR_VALUE_OR_END;
          } else if (tok === STRING) {
            sink.value('string', tokRaw, tokStart, tokEnd);
            state = S_AFTER_VALUE;
          } else if (tok === NUMBER) {
            sink.value('number', null, tokStart, tokEnd);
            state = S_AFTER_VALUE;
          } else if (tok === IDENT) {
            const n = tokEnd - tokStart;
            if ((n === 4 && text.startsWith('true', tokStart)) || (n === 5 && text.startsWith('false', tokStart))) {
              sink.value('boolean', null, tokStart, tokEnd);
            } else if (n === 4 && text.startsWith('null', tokStart)) sink.value('null', null, tokStart, tokEnd);
            else fail('invalidLiteral', tokStart, tokEnd - tokStart, { text: found() });
            state = S_AFTER_VALUE;
          } else {
            unexpected('value');
          }
          next();
          continue;
        }
        case S_OBJ_KEY_OR_END:
        case S_OBJ_KEY_AFTER_COMMA: {
          if (tok === RBRACE) {
            if (state === S_OBJ_KEY_AFTER_COMMA && !tolerant) fail('trailingComma', commas[commas.length - 1]!, 1);
            close();
            state = S_AFTER_VALUE;
          } else if (tok === STRING) {
            sink.key(tokRaw, tokStart, tokEnd);
            state = S_OBJ_COLON;
          } else if (tok === IDENT) {
            if (!tolerant) fail('unquotedKey', tokStart, tokEnd - tokStart, { text: found() });
            sink.key(`"${text.slice(tokStart, tokEnd)}"`, tokStart, tokEnd);
            state = S_OBJ_COLON;
          } else {
            unexpected('key');
          }
          next();
          continue;
        }
        case S_OBJ_COLON:
          if (tok !== COLON) unexpected('colon');
          state = S_VALUE;
          next();
          continue;
        case S_AFTER_VALUE: {
          const depth = isObj.length;
          if (depth === 0) {
            if (tok !== EOF) fail('extraContent', tokStart, tokEnd - tokStart, { found: found() });
            return null;
          }
          const isObject = isObj[depth - 1]!;
          if (tok === COMMA) {
            commas[depth - 1] = tokStart;
            state = isObject ? S_OBJ_KEY_AFTER_COMMA : S_ARR_VALUE_AFTER_COMMA;
          } else if (tok === (isObject ? RBRACE : RBRACK)) {
            close();
            state = S_AFTER_VALUE;
          } else if (tok === STRING || tok === NUMBER || tok === IDENT || tok === LBRACE || tok === LBRACK) {
            fail('missingComma', tokStart, tokEnd - tokStart, { found: found() });
          } else {
            unexpected(isObject ? 'commaOrBrace' : 'commaOrBracket');
          }
          next();
          continue;
        }
      }
    }
  } catch (e) {
    if (e instanceof Failure) return e.error;
    throw e;
  }
}

/** Builds the lossless tree. */
class TreeBuilder implements Sink {
  root: JsonNode | undefined;
  private readonly text: string;
  private readonly stack: (ObjectNode | ArrayNode)[] = [];
  private readonly pendingKeys: string[] = [];
  constructor(text: string) {
    this.text = text;
  }
  private attach(node: JsonNode) {
    const top = this.stack[this.stack.length - 1];
    if (!top) this.root = node;
    else if (top.kind === 'array') top.items.push(node);
    else {
      top.keys.push(this.pendingKeys.pop()!);
      top.values.push(node);
    }
  }
  open(isObject: boolean, start: number) {
    const node: ObjectNode | ArrayNode = isObject
      ? { kind: 'object', keys: [], values: [], start }
      : { kind: 'array', items: [], start };
    this.attach(node);
    this.stack.push(node);
  }
  key(raw: string | null, start: number, end: number) {
    this.pendingKeys.push(raw ?? this.text.slice(start, end));
  }
  value(kind: ValueNode['kind'], raw: string | null, start: number, end: number) {
    this.attach({ kind, raw: raw ?? this.text.slice(start, end), start });
  }
  close() {
    this.stack.pop();
  }
}

/** Parses JSON (or tolerant JSON) into a lossless tree. */
export function parse(text: string, options: ParseOptions = {}): ParseResult {
  const builder = new TreeBuilder(text);
  const error = walk(text, options, builder);
  return error ? { ok: false, error } : { ok: true, value: builder.root! };
}

/**
 * Writes strict JSON from parse events into a growing UTF-16 buffer (far less garbage than concatenating
 * millions of small strings), copying tokens straight from the source text.
 */
class Printer implements Sink {
  private buf: Uint16Array;
  private n = 0;
  private depth = 0;
  private first = true;
  private afterKey = false;
  private readonly source: string;
  private readonly indent: string;
  private readonly pretty: boolean;
  constructor(indent: string, source = '') {
    this.indent = indent;
    this.pretty = indent !== '';
    this.source = source;
    this.buf = new Uint16Array(Math.max(1024, Math.ceil(source.length * (this.pretty ? 1.6 : 1))));
  }
  private ensure(extra: number) {
    if (this.n + extra <= this.buf.length) return;
    const next = new Uint16Array(Math.max(this.buf.length * 2, this.n + extra));
    next.set(this.buf.subarray(0, this.n));
    this.buf = next;
  }
  private write(s: string, from = 0, to = s.length) {
    this.ensure(to - from);
    const b = this.buf;
    let n = this.n;
    for (let i = from; i < to; i++) b[n++] = s.charCodeAt(i);
    this.n = n;
  }
  private char(c: number) {
    this.ensure(1);
    this.buf[this.n++] = c;
  }
  private lineBreak(depth: number) {
    if (!this.pretty) return;
    const width = depth * this.indent.length;
    this.ensure(1 + width);
    const b = this.buf;
    let n = this.n;
    b[n++] = 10;
    const c = this.indent.charCodeAt(0); // indents are made of one repeated character
    for (let i = 0; i < width; i++) b[n++] = c;
    this.n = n;
  }
  private separate() {
    if (this.afterKey) this.afterKey = false;
    else if (this.depth > 0) {
      if (!this.first) this.char(44);
      this.lineBreak(this.depth);
      this.first = false;
    }
  }
  open(isObject: boolean) {
    this.separate();
    this.char(isObject ? 123 : 91);
    this.depth++;
    this.first = true;
  }
  key(raw: string | null, start: number, end: number) {
    this.separate();
    if (raw === null) this.write(this.source, start, end);
    else this.write(raw);
    this.char(58);
    if (this.pretty) this.char(32);
    this.afterKey = true;
  }
  value(_kind: ValueNode['kind'], raw: string | null, start: number, end: number) {
    this.separate();
    if (raw === null) this.write(this.source, start, end);
    else this.write(raw);
  }
  close(isObject: boolean) {
    this.depth--;
    if (!this.first) this.lineBreak(this.depth);
    this.char(isObject ? 125 : 93);
    this.first = false;
  }
  /** The output as UTF-16 code units (a view on the internal buffer). */
  units(): Uint16Array {
    return this.buf.subarray(0, this.n);
  }
  result(): string {
    return utf16ToString(this.units());
  }
}

/**
 * Formats (or, with an empty indent, minifies) in one pass. Same output as `stringify(parse(text))`.
 */
export function reformat(text: string, indent: string, options: ParseOptions = {}): RunResult {
  const printer = new Printer(indent, text);
  const error = walk(text, options, printer);
  return error ? { ok: false, error } : { ok: true, output: printer.result() };
}

export type Indent = '2' | '4' | 'tab';

export function indentString(indent: Indent): string {
  return indent === 'tab' ? '\t' : indent === '4' ? '    ' : '  ';
}

/** Sends a tree to a sink as if it were being parsed (iterative, any depth). */
function replay(node: JsonNode, sink: Sink) {
  if (node.kind !== 'object' && node.kind !== 'array') {
    sink.value(node.kind, node.raw, node.start, node.start);
    return;
  }
  sink.open(node.kind === 'object', node.start);
  const nodes: (ObjectNode | ArrayNode)[] = [node];
  const index: number[] = [0];
  while (nodes.length > 0) {
    const d = nodes.length - 1;
    const n = nodes[d]!;
    const i = index[d]!;
    const children = n.kind === 'object' ? n.values : n.items;
    if (i >= children.length) {
      nodes.pop();
      index.pop();
      sink.close(n.kind === 'object');
      continue;
    }
    index[d] = i + 1;
    if (n.kind === 'object') sink.key(n.keys[i]!, 0, 0);
    const child = children[i]!;
    if (child.kind === 'object' || child.kind === 'array') {
      sink.open(child.kind === 'object', child.start);
      nodes.push(child);
      index.push(0);
    } else {
      sink.value(child.kind, child.raw, child.start, child.start);
    }
  }
}

/**
 * Prints a tree as strict JSON. With an empty `indent` the output is minified; otherwise it matches
 * `JSON.stringify(value, null, indent)` except that numbers and strings keep their source text.
 */
export function stringify(node: JsonNode, indent = ''): string {
  const printer = new Printer(indent);
  replay(node, printer);
  return printer.result();
}

/** The text value of a strict JSON string literal. */
export function decodeString(raw: string): string {
  return raw.indexOf('\\') < 0 ? raw.slice(1, -1) : (JSON.parse(raw) as string);
}

/**
 * Sorts the keys of every object, at every depth, by UTF-16 code units of the decoded key (like a plain
 * `Array.prototype.sort`). Equal keys keep their order. Sorts in place and returns the same node.
 */
export function sortKeys(node: JsonNode): JsonNode {
  const stack: JsonNode[] = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.kind === 'object') {
      const order = n.keys.map((raw, i) => ({ key: decodeString(raw), raw, value: n.values[i]! }));
      order.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      for (let i = 0; i < order.length; i++) {
        n.keys[i] = order[i]!.raw;
        n.values[i] = order[i]!.value;
      }
      for (const v of n.values) if (v.kind === 'object' || v.kind === 'array') stack.push(v);
    } else if (n.kind === 'array') {
      for (const v of n.items) if (v.kind === 'object' || v.kind === 'array') stack.push(v);
    }
  }
  return node;
}

export type Op = 'format' | 'minify' | 'sort' | 'escape' | 'unescape';
export const OPS: readonly Op[] = ['format', 'minify', 'sort', 'escape', 'unescape'];

export interface RunOptions {
  indent?: Indent;
  tolerant?: boolean;
}

export type RunResult = { ok: true; output: string } | { ok: false; error: JsonError };

/** Turns any text into a JSON string literal: `a"b` → `"a\"b"`. */
export function escapeString(text: string): string {
  return JSON.stringify(text);
}

/**
 * The value of a JSON string literal: `"a\"b"` → `a"b`. Input that does not start with a quote is read as
 * the inside of a literal (`a\"b` → `a"b`). Surrounding whitespace is ignored.
 */
export function unescapeString(text: string, options: ParseOptions = {}): RunResult {
  const tolerant = options.tolerant === true;
  let start = 0;
  let end = text.length;
  if (text.charCodeAt(0) === 0xfeff) start = 1;
  const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (start === end) return { ok: false, error: makeError(text, 'emptyInput', start, 0) };
  const first = text.charCodeAt(start);
  const quoted = first === 34 || (first === 39 && tolerant);
  if (!quoted) {
    // Read as the inside of a literal: a bare double quote would end it.
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) i++;
      else if (c === 34) return { ok: false, error: makeError(text, 'unescapedQuote', i, 1) };
    }
  }
  // Unquoted input is wrapped in quotes; offsets are shifted back so errors point into the original text.
  const src = quoted ? text.slice(0, end) : `${text.slice(0, start)}"${text.slice(start, end)}"`;
  const shift = quoted ? 0 : 1;
  const result = parse(src, { tolerant });
  if (!result.ok) {
    const err = result.error;
    const offset = Math.min(Math.max(start, err.offset - (err.offset > start ? shift : 0)), end);
    return { ok: false, error: makeError(text, err.code, offset, err.length, err.params) };
  }
  return { ok: true, output: decodeString((result.value as ValueNode).raw) };
}

/** UTF-16 code units to a string, in chunks with fromCharCode, which (unlike TextDecoder) keeps lone surrogates. */
export function utf16ToString(units: Uint16Array, from = 0, to = units.length): string {
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

export type RunUnitsResult = { ok: true; units: Uint16Array } | { ok: false; error: JsonError };

/**
 * `run`, with the output as UTF-16 code units: the worker transfers them to the page without copying, and
 * the page turns them into editor lines a slice at a time.
 */
export function runToUnits(op: Op, text: string, options: RunOptions = {}): RunUnitsResult {
  if (op === 'escape' || op === 'unescape') {
    const r = run(op, text, options);
    return r.ok ? { ok: true, units: stringToUtf16(r.output) } : r;
  }
  const indent = op === 'minify' ? '' : indentString(options.indent ?? '2');
  const printer = new Printer(indent, op === 'sort' ? '' : text);
  if (op === 'sort') {
    const parsed = parse(text, options);
    if (!parsed.ok) return parsed;
    replay(sortKeys(parsed.value), printer);
  } else {
    const error = walk(text, options, printer);
    if (error) return { ok: false, error };
  }
  return { ok: true, units: printer.units() };
}

/** Runs one toolbar action on the input text. */
export function run(op: Op, text: string, options: RunOptions = {}): RunResult {
  if (op === 'escape') return { ok: true, output: escapeString(text) };
  if (op === 'unescape') return unescapeString(text, options);
  const indent = op === 'minify' ? '' : indentString(options.indent ?? '2');
  if (op !== 'sort') return reformat(text, indent, options);
  const parsed = parse(text, options);
  if (!parsed.ok) return parsed;
  return { ok: true, output: stringify(sortKeys(parsed.value), indent) };
}

/** UTF-8 byte length of a string (lone surrogates count as the 3-byte replacement character). */
export function utf8Length(s: string | Uint16Array): number {
  const units = typeof s === 'string' ? null : s;
  const str = typeof s === 'string' ? s : '';
  const at = (i: number) => (units ? units[i]! : str.charCodeAt(i));
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = at(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = at(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}

/** A short human size: 512 B, 1.5 KB, 10.0 MB (1 KB = 1024 B). */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
