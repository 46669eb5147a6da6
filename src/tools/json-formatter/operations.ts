/** The toolbar's actions on the input text: format, minify, sort keys, escape, unescape. */
import { decodeString, parse, walk } from './parser';
import { OutputTooLarge, Printer, indentString, replay, type Indent } from './printer';
import { MAX_OUTPUT_UNITS, makeError, type JsonError, type JsonNode, type ParseOptions, type ValueNode } from './types';
import { stringToUtf16, utf16ToString } from './units';

/**
 * Formats (or, with an empty indent, minifies) in one pass. Same output as `stringify(parse(text))`.
 */
export function reformat(text: string, indent: string, options: ParseOptions = {}): RunResult {
  const r = print(text, indent, false, options);
  return r.ok ? { ok: true, output: utf16ToString(r.units) } : r;
}

/**
 * Prints the input (keys sorted when `sort`) into UTF-16 code units. A result that would grow past
 * `limit` code units (deep nesting times many lines can multiply the input's size) is refused with
 * `outputTooLarge` at the place in the input where it went over.
 */
function print(
  text: string,
  indent: string,
  sort: boolean,
  options: ParseOptions,
  limit = MAX_OUTPUT_UNITS,
): RunUnitsResult {
  const printer = new Printer(indent, sort ? '' : text, limit);
  try {
    if (sort) {
      const parsed = parse(text, options);
      if (!parsed.ok) return parsed;
      replay(sortKeys(parsed.value), printer);
    } else {
      const error = walk(text, options, printer);
      if (error) return { ok: false, error };
    }
  } catch (e) {
    if (!(e instanceof OutputTooLarge)) throw e;
    return { ok: false, error: makeError(text, 'outputTooLarge', e.offset, 0, { max: String(limit) }) };
  }
  return { ok: true, units: printer.units() };
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

export type RunUnitsResult = { ok: true; units: Uint16Array } | { ok: false; error: JsonError };

/**
 * `run`, with the output as UTF-16 code units: the worker transfers them to the page without copying, and
 * the page turns them into editor lines a slice at a time.
 */
export function runToUnits(op: Op, text: string, options: RunOptions = {}, limit = MAX_OUTPUT_UNITS): RunUnitsResult {
  if (op === 'escape' || op === 'unescape') {
    const r = run(op, text, options);
    return r.ok ? { ok: true, units: stringToUtf16(r.output) } : r;
  }
  const indent = op === 'minify' ? '' : indentString(options.indent ?? '2');
  return print(text, indent, op === 'sort', options, limit);
}

/** Runs one toolbar action on the input text. */
export function run(op: Op, text: string, options: RunOptions = {}): RunResult {
  if (op === 'escape') return { ok: true, output: escapeString(text) };
  if (op === 'unescape') return unescapeString(text, options);
  const r = runToUnits(op, text, options);
  return r.ok ? { ok: true, output: utf16ToString(r.units) } : r;
}
