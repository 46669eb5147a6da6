/**
 * A small, lossless JSON parser (no DOM).
 *
 * - Numbers and strings keep their source text: `12345678901234567890` and `1.10` come out exactly as written.
 * - Tolerant mode accepts `//` and `/* *\/` comments, trailing commas, single-quoted strings, unquoted
 *   property names and raw control characters in strings; the output is always strict JSON.
 * - Parsing is iterative, so deeply nested input cannot overflow the call stack; nesting deeper than
 *   `MAX_DEPTH` is refused (`tooDeep`) at the bracket that goes over it.
 */
import {
  COLON,
  COMMA,
  EOF,
  IDENT,
  INVALID,
  LBRACE,
  LBRACK,
  NUMBER,
  RBRACE,
  RBRACK,
  STRING,
  S_AFTER_VALUE,
  S_ARR_VALUE_AFTER_COMMA,
  S_ARR_VALUE_OR_END,
  S_OBJ_COLON,
  S_OBJ_KEY_AFTER_COMMA,
  S_OBJ_KEY_OR_END,
  S_VALUE,
  codePointLabel,
  isDigit,
  scanNumber,
  skipSpace,
  isHex,
  isIdentPart,
  isIdentStart,
  snippet,
  toStrictString,
} from './scan';
import {
  Failure,
  MAX_DEPTH,
  makeError,
  type ArrayNode,
  type ErrorCode,
  type Expected,
  type JsonError,
  type JsonNode,
  type ObjectNode,
  type ParseOptions,
  type ParseResult,
  type Sink,
  type ValueNode,
} from './types';

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

  const next = () => {
    pos = skipSpace(text, pos, tolerant);
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
          pos = scanNumber(text, pos);
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
          if ((tok === LBRACE || tok === LBRACK) && isObj.length >= MAX_DEPTH) {
            fail('tooDeep', tokStart, 1, { max: String(MAX_DEPTH) });
          }
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

/** The text value of a strict JSON string literal. */
export function decodeString(raw: string): string {
  return raw.indexOf('\\') < 0 ? raw.slice(1, -1) : (JSON.parse(raw) as string);
}
