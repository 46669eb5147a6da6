/**
 * Text with maths: prose with inline `$…$` / `\(…\)` and display `$$…$$` / `\[…\]` maths, split into lines, and
 * each line written as one TeX formula (text in `\text{}`, escaped) that MathJax draws; the lines are then stacked
 * into one picture (stackSvgs). `\$` is a dollar sign in the text.
 */

export interface MixedPart {
  kind: 'text' | 'math';
  value: string;
}

/** One line of the picture: inline text and maths, or one display formula (centred). */
export interface MixedLine {
  display: boolean;
  parts: MixedPart[];
}

export type MixedProblem = { problem: 'unclosedInline' | 'unclosedDisplay'; at: number };

export type MixedResult = { ok: true; lines: MixedLine[] } | ({ ok: false } & MixedProblem);

/** Splits text with maths into lines. Offsets in problems are UTF-16 offsets into `src`. */
export function parseMixed(src: string): MixedResult {
  const lines: MixedLine[] = [];
  let parts: MixedPart[] = [];
  let text = '';
  const flushText = () => {
    if (text) parts.push({ kind: 'text', value: text });
    text = '';
  };
  const endLine = () => {
    flushText();
    lines.push({ display: false, parts });
    parts = [];
  };
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i]!;
    if (c === '\\' && src[i + 1] === '$') {
      text += '$';
      i += 2;
    } else if ((c === '$' && src[i + 1] === '$') || (c === '\\' && src[i + 1] === '[')) {
      const close = c === '$' ? '$$' : '\\]';
      const end = src.indexOf(close, i + 2);
      if (end < 0) return { ok: false, problem: 'unclosedDisplay', at: i };
      const tex = src.slice(i + 2, end).trim();
      // A display formula takes a line of its own: the text before it ends its line.
      flushText();
      if (parts.length) endLine();
      if (tex) lines.push({ display: true, parts: [{ kind: 'math', value: tex }] });
      i = end + 2;
      // The line break right after a display formula belongs to it.
      if (src[i] === '\r') i++;
      if (src[i] === '\n') i++;
    } else if (c === '$' || (c === '\\' && src[i + 1] === '(')) {
      const close = c === '$' ? '$' : '\\)';
      const from = i + (c === '$' ? 1 : 2);
      let end = -1;
      for (let j = from; j < n; j++) {
        if (src[j] === '\\' && close === '$') {
          j++; // \$ and other escapes inside the maths
          continue;
        }
        if (src.startsWith(close, j)) {
          end = j;
          break;
        }
        // Inline maths never crosses an empty line.
        if (src[j] === '\n' && /^\n[ \t]*\r?\n/.test(src.slice(j, j + 40))) break;
      }
      if (end < 0) return { ok: false, problem: 'unclosedInline', at: i };
      const tex = src
        .slice(from, end)
        .replace(/\s*\r?\n\s*/g, ' ')
        .trim();
      flushText();
      if (tex) parts.push({ kind: 'math', value: tex });
      i = end + close.length;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endLine();
      i++;
    } else {
      text += c;
      i++;
    }
  }
  flushText();
  if (parts.length || lines.length === 0 || src.endsWith('\n')) lines.push({ display: false, parts });
  // Trailing empty lines add nothing to the picture.
  while (lines.length > 1 && !lines[lines.length - 1]!.display && lines[lines.length - 1]!.parts.length === 0)
    lines.pop();
  return { ok: true, lines };
}

const TEXT_ESCAPES: Record<string, string> = {
  '\\': '$\\backslash$',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '#': '\\#',
  '%': '\\%',
  _: '\\_',
  '^': '{\\char"5E}',
  '~': '{\\char"7E}',
};

/** Text for `\text{…}`: TeX's special characters escaped, tabs as spaces. */
export function escapeText(s: string): string {
  return s.replace(/[\\{}$&#%_^~]/g, (ch) => TEXT_ESCAPES[ch]!).replace(/\t/g, ' ');
}

/** One line as one TeX formula (display lines are the formula itself, in display style). */
export function lineTex(line: MixedLine): string {
  return line.parts.map((p) => (p.kind === 'math' ? `{${p.value}}` : `\\text{${escapeText(p.value)}}`)).join('');
}

export interface LineSvg {
  svg: string;
  display: boolean;
}

/** MathJax units (1000 to the em) between lines, and above and below a display formula. */
export const LINE_GAP = 300;
export const DISPLAY_GAP = 400;
/** The height of an empty line. */
export const EMPTY_LINE = 1000;

const ATTR = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Stacks the lines' SVGs into one SVG in MathJax's units: text lines on the left, display formulas centred, each
 * line its own nested <svg> with its viewBox. Null items are empty lines.
 */
export function stackSvgs(lines: (LineSvg | null)[]): string {
  const rows: { body: string; vb: number[]; display: boolean }[] = [];
  for (const line of lines) {
    if (!line) {
      rows.push({ body: '', vb: [0, 0, 0, EMPTY_LINE], display: false });
      continue;
    }
    const open = /^<svg\b[^>]*>/.exec(line.svg)?.[0];
    const vb =
      open &&
      ATTR(open, 'viewBox')
        ?.trim()
        .split(/[\s,]+/)
        .map(Number);
    if (!open || !vb || vb.length !== 4 || vb.some((v) => !Number.isFinite(v))) throw new Error('not a MathJax SVG');
    rows.push({ body: line.svg.slice(open.length).replace(/<\/svg>\s*$/, ''), vb, display: line.display });
  }
  const width = Math.max(1, ...rows.map((r) => r.vb[2]!));
  let y = 0;
  let out = '';
  rows.forEach((r, k) => {
    const [vx, vy, vw, vh] = r.vb as [number, number, number, number];
    if (k > 0) y += r.display || rows[k - 1]!.display ? DISPLAY_GAP : LINE_GAP;
    const x = r.display ? (width - vw) / 2 : 0;
    if (r.body) {
      out += `<svg x="${round(x)}" y="${round(y)}" width="${round(vw)}" height="${round(vh)}" viewBox="${vx} ${vy} ${vw} ${vh}" overflow="visible">${r.body}</svg>`;
    }
    y += vh;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${round(width)} ${round(y)}">${out}</svg>`;
}

const round = (v: number) => String(Math.round(v * 1000) / 1000);
