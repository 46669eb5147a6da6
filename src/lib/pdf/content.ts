/**
 * Reading and editing a page's content stream (ISO 32000-1 §7.8, §8, §9.4) without a renderer: a tokenizer that
 * knows strings, hex strings, arrays, dictionaries, comments and inline images, and a walker that follows the
 * graphics and text state (q/Q, cm, BT, Td, TD, Tm, T*, TL) far enough to say where each text-showing operator
 * (Tj, TJ, ', ") starts its line in user space, and which rectangles are filled with which colour (re + f).
 * Used to take translated text out of a page (so copy and search return the translation, not both) and to find
 * the background a cover must match. The stream is handled as Latin-1 text: one character per byte.
 */

/** [a, b, c, d, e, f], as PDF matrices. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n (apply m, then n). */
export function multiply(m: readonly number[], n: readonly number[]): Matrix {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m;
  const [A = 1, B = 0, C = 0, D = 1, E = 0, F = 0] = n;
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

export interface TextShow {
  /** Where the operator and its operands are in the stream. */
  start: number;
  end: number;
  /** The start of its line (the last BT, Td, Tm or T*) in user space. */
  x: number;
  y: number;
  /** The operator's index in the stream (for "before"). */
  index: number;
  /** The fill colour it is shown in (RGB, 0–1). */
  color: [number, number, number];
}

export interface Fill {
  /** Bounding box in user space (y up). */
  x: number;
  y: number;
  w: number;
  h: number;
  /** RGB, 0–1. */
  color: [number, number, number];
  index: number;
}

type Operand = { start: number; value: number | string | null };

const WS = /[\0\t\n\f\r ]/;
const DELIM = /[()<>[\]{}/%]/;

/** Calls `onOp(op, operands, start, end)` for every operator; returns nothing. Unbalanced input ends quietly. */
export function tokenize(
  src: string,
  onOp: (op: string, operands: Operand[], start: number, end: number) => void,
): void {
  const n = src.length;
  let i = 0;
  let stack: Operand[] = [];
  const skipString = (at: number): number => {
    let depth = 0;
    for (let j = at; j < n; j++) {
      const ch = src[j];
      if (ch === '\\') j++;
      else if (ch === '(') depth++;
      else if (ch === ')' && --depth === 0) return j + 1;
    }
    return n;
  };
  const skipNested = (at: number, open: string, close: string): number => {
    let depth = 0;
    for (let j = at; j < n;) {
      if (src.startsWith(open, j)) {
        depth++;
        j += open.length;
      } else if (src.startsWith(close, j)) {
        depth--;
        j += close.length;
        if (depth === 0) return j;
      } else if (src[j] === '(') j = skipString(j);
      else if (src[j] === '%') {
        while (j < n && src[j] !== '\n' && src[j] !== '\r') j++;
      } else j++;
    }
    return n;
  };
  while (i < n) {
    const ch = src[i]!;
    if (WS.test(ch)) {
      i++;
      continue;
    }
    const start = i;
    if (ch === '%') {
      while (i < n && src[i] !== '\n' && src[i] !== '\r') i++;
      continue;
    }
    if (ch === '(') {
      i = skipString(i);
      stack.push({ start, value: null });
      continue;
    }
    if (ch === '<' && src[i + 1] === '<') {
      i = skipNested(i, '<<', '>>');
      stack.push({ start, value: null });
      continue;
    }
    if (ch === '<') {
      const close = src.indexOf('>', i);
      i = close < 0 ? n : close + 1;
      stack.push({ start, value: null });
      continue;
    }
    if (ch === '[') {
      i = skipNested(i, '[', ']');
      stack.push({ start, value: null });
      continue;
    }
    if (ch === '/') {
      i++;
      while (i < n && !WS.test(src[i]!) && !DELIM.test(src[i]!)) i++;
      stack.push({ start, value: src.slice(start, i) });
      continue;
    }
    if (ch === ')' || ch === '>' || ch === ']' || ch === '{' || ch === '}') {
      i++;
      continue;
    }
    while (i < n && !WS.test(src[i]!) && !DELIM.test(src[i]!)) i++;
    const word = src.slice(start, i);
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
      stack.push({ start, value: Number(word) });
      continue;
    }
    if (word === 'BI') {
      // An inline image: its data runs from "ID " to a whitespace-delimited "EI".
      const id = src.indexOf('ID', i);
      let j = id < 0 ? n : id + 3;
      while (j < n && !(WS.test(src[j - 1]!) && src.startsWith('EI', j) && (j + 2 >= n || WS.test(src[j + 2]!)))) j++;
      i = Math.min(n, j + 2);
      onOp('BI', [], start, i);
      stack = [];
      continue;
    }
    onOp(word, stack, stack[0]?.start ?? start, i);
    stack = [];
  }
}

const num = (o: Operand | undefined) => (typeof o?.value === 'number' ? o.value : 0);

/** Every text-showing operator with where its line starts, and every filled rectangle with its colour. */
export function scanContent(src: string): { shows: TextShow[]; fills: Fill[] } {
  const shows: TextShow[] = [];
  const fills: Fill[] = [];
  let ctm: Matrix = [...IDENTITY];
  const saved: { ctm: Matrix; color: [number, number, number] }[] = [];
  let tlm: Matrix = [...IDENTITY];
  let leading = 0;
  let color: [number, number, number] = [0, 0, 0];
  let rects: { x: number; y: number; w: number; h: number }[] = [];
  let index = 0;
  const nextLine = (tx: number, ty: number) => {
    tlm = multiply([1, 0, 0, 1, tx, ty], tlm);
  };
  const show = (start: number, end: number) => {
    const m = multiply(tlm, ctm);
    shows.push({ start, end, x: m[4], y: m[5], index, color: [...color] });
  };
  tokenize(src, (op, o, start, end) => {
    index++;
    switch (op) {
      case 'q':
        saved.push({ ctm: [...ctm], color: [...color] });
        break;
      case 'Q': {
        const s = saved.pop();
        if (s) ({ ctm, color } = s);
        break;
      }
      case 'cm':
        ctm = multiply(
          o.map((x) => num(x)),
          ctm,
        );
        break;
      case 'BT':
        tlm = [...IDENTITY];
        break;
      case 'Td':
        nextLine(num(o[0]), num(o[1]));
        break;
      case 'TD':
        leading = -num(o[1]);
        nextLine(num(o[0]), num(o[1]));
        break;
      case 'Tm':
        tlm = [num(o[0]), num(o[1]), num(o[2]), num(o[3]), num(o[4]), num(o[5])];
        break;
      case 'TL':
        leading = num(o[0]);
        break;
      case 'T*':
        nextLine(0, -leading);
        break;
      case "'":
      case '"':
        nextLine(0, -leading);
        show(start, end);
        break;
      case 'Tj':
      case 'TJ':
        show(start, end);
        break;
      case 'g':
        color = [num(o[0]), num(o[0]), num(o[0])];
        break;
      case 'rg':
        color = [num(o[0]), num(o[1]), num(o[2])];
        break;
      case 'k': {
        const [c, m, y, k] = [num(o[0]), num(o[1]), num(o[2]), num(o[3])];
        color = [(1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)];
        break;
      }
      case 'sc':
      case 'scn': {
        const v = o.filter((x) => typeof x.value === 'number').map((x) => num(x));
        if (v.length === 1) color = [v[0]!, v[0]!, v[0]!];
        else if (v.length === 3) color = [v[0]!, v[1]!, v[2]!];
        break;
      }
      case 're': {
        const [x, y, w, h] = [num(o[0]), num(o[1]), num(o[2]), num(o[3])];
        const pts = [
          [x, y],
          [x + w, y],
          [x, y + h],
          [x + w, y + h],
        ].map(([px = 0, py = 0]) => [px * ctm[0] + py * ctm[2] + ctm[4], px * ctm[1] + py * ctm[3] + ctm[5]]);
        const xs = pts.map((p) => p[0]!);
        const ys = pts.map((p) => p[1]!);
        const bx = Math.min(...xs);
        const by = Math.min(...ys);
        rects.push({ x: bx, y: by, w: Math.max(...xs) - bx, h: Math.max(...ys) - by });
        break;
      }
      case 'f':
      case 'F':
      case 'f*':
      case 'B':
      case 'B*':
      case 'b':
      case 'b*':
        for (const r of rects) fills.push({ ...r, color: [...color], index });
        rects = [];
        break;
      case 'n':
      case 'S':
      case 's':
      case 'W':
      case 'W*':
        if (op !== 'W' && op !== 'W*') rects = [];
        break;
      default:
        break;
    }
  });
  return { shows, fills };
}

/** The stream without the given ranges (each replaced by a space, so neighbouring tokens stay apart). */
export function removeRanges(src: string, ranges: readonly { start: number; end: number }[]): string {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const r of sorted) {
    if (r.start < at) continue;
    out += `${src.slice(at, r.start)} `;
    at = r.end;
  }
  return out + src.slice(at);
}

/** Latin-1 text of bytes, and back (one character per byte). */
export const latin1 = {
  decode(bytes: Uint8Array): string {
    let s = '';
    for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
    return s;
  },
  encode(text: string): Uint8Array {
    const out = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i) & 0xff;
    return out;
  },
};
