/** Strict JSON output: from parse events (one pass) or from a parsed tree. */
import { MAX_OUTPUT_UNITS, type ArrayNode, type JsonNode, type ObjectNode, type Sink, type ValueNode } from './types';
import { utf16ToString } from './units';

/** Thrown by a Printer whose output would grow past its limit; `offset` is where in the source it was. */
export class OutputTooLarge {
  readonly offset: number;
  constructor(offset: number) {
    this.offset = offset;
  }
}

/**
 * Writes strict JSON from parse events into a growing UTF-16 buffer (far less garbage than concatenating
 * millions of small strings), copying tokens straight from the source text.
 */
export class Printer implements Sink {
  private buf: Uint16Array;
  private n = 0;
  private depth = 0;
  private first = true;
  private afterKey = false;
  /** Source offset of the last container or value written (for OutputTooLarge). */
  private at = 0;
  private readonly limit: number;
  private readonly source: string;
  private readonly indent: string;
  private readonly pretty: boolean;
  constructor(indent: string, source = '', limit = MAX_OUTPUT_UNITS) {
    this.limit = limit;
    this.indent = indent;
    this.pretty = indent !== '';
    this.source = source;
    const guess = Math.ceil(source.length * (this.pretty ? 1.6 : 1));
    this.buf = new Uint16Array(Math.min(limit, Math.max(1024, guess)));
  }
  private ensure(extra: number) {
    if (this.n + extra <= this.buf.length) return;
    if (this.n + extra > this.limit) throw new OutputTooLarge(this.at);
    const next = new Uint16Array(Math.min(this.limit, Math.max(this.buf.length * 2, this.n + extra)));
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
  open(isObject: boolean, start: number) {
    this.at = start;
    this.separate();
    this.char(isObject ? 123 : 91);
    this.depth++;
    this.first = true;
  }
  key(raw: string | null, start: number, end: number) {
    this.at = start;
    this.separate();
    if (raw === null) this.write(this.source, start, end);
    else this.write(raw);
    this.char(58);
    if (this.pretty) this.char(32);
    this.afterKey = true;
  }
  value(_kind: ValueNode['kind'], raw: string | null, start: number, end: number) {
    this.at = start;
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

export type Indent = '2' | '4' | 'tab';

export function indentString(indent: Indent): string {
  return indent === 'tab' ? '\t' : indent === '4' ? '    ' : '  ';
}

/** Sends a tree to a sink as if it were being parsed (iterative, any depth). */
export function replay(node: JsonNode, sink: Sink) {
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
    const child = children[i]!;
    if (n.kind === 'object') sink.key(n.keys[i]!, child.start, child.start);
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
