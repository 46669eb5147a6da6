/** Pure logic of latex-to-image: error positions, snippets, sizes and SVG post-processing. No DOM. */

/** Where MathJax's parser stood when it failed (innermost parser last), with its message and id. */
export interface TexErrorInfo {
  id: string;
  message: string;
  parsers: { string: string; i: number }[];
}

/** The id given to a formula nested too deeply for MathJax's recursive parser (a stack overflow). */
export const TOO_DEEP = 'TooDeeplyNested';

export interface Token {
  kind: 'cs' | 'open' | 'close' | 'char';
  /** The control sequence with its backslash ("\frac"), or the character. */
  text: string;
  start: number;
  end: number;
}

/** TeX tokens of `src` (comments and white space left out; offsets in UTF-16 units). */
export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (c === '\\') {
      let j = i + 1;
      if (j < src.length && /[A-Za-z]/.test(src[j]!)) {
        while (j < src.length && /[A-Za-z]/.test(src[j]!)) j++;
      } else if (j < src.length) {
        j += src.codePointAt(j)! > 0xffff ? 2 : 1;
      }
      tokens.push({ kind: 'cs', text: src.slice(i, j), start: i, end: j });
      i = j;
    } else if (c === '%') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (/\s/.test(c)) {
      i++;
    } else {
      const len = src.codePointAt(i)! > 0xffff ? 2 : 1;
      const kind = c === '{' ? 'open' : c === '}' ? 'close' : 'char';
      tokens.push({ kind, text: src.slice(i, i + len), start: i, end: i + len });
      i += len;
    }
  }
  return tokens;
}

export interface Span {
  start: number;
  end: number;
}

/** The name in braces right after token k (`\begin{align}` → "align"), and the index of the closing brace. */
function groupAfter(tokens: Token[], k: number): { name: string; last: number } | null {
  if (tokens[k + 1]?.kind !== 'open') return null;
  let name = '';
  for (let j = k + 2; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.kind === 'close') return { name, last: j };
    if (t.kind === 'open') return null;
    name += t.text;
  }
  return null;
}

interface Scan {
  unclosedBraces: Token[];
  firstExtraClose: Token | null;
  unclosedLefts: Token[];
  firstExtraRight: Token | null;
  envs: { name: string; span: Span }[];
  badEnd: Span | null;
  firstExtraEnd: Span | null;
  /** The first & outside any environment (alignment needs align, matrix, cases…). */
  firstStrayAmp: Token | null;
}

function scan(tokens: Token[]): Scan {
  const s: Scan = {
    unclosedBraces: [],
    firstExtraClose: null,
    unclosedLefts: [],
    firstExtraRight: null,
    envs: [],
    badEnd: null,
    firstExtraEnd: null,
    firstStrayAmp: null,
  };
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.text === '&' && !s.envs.length) s.firstStrayAmp ??= t;
    else if (t.kind === 'open') s.unclosedBraces.push(t);
    else if (t.kind === 'close') {
      if (s.unclosedBraces.length) s.unclosedBraces.pop();
      else s.firstExtraClose ??= t;
    } else if (t.text === '\\left') s.unclosedLefts.push(t);
    else if (t.text === '\\right') {
      if (s.unclosedLefts.length) s.unclosedLefts.pop();
      else s.firstExtraRight ??= t;
    } else if (t.text === '\\begin' || t.text === '\\end') {
      const g = groupAfter(tokens, k);
      if (!g) continue;
      const span = { start: t.start, end: tokens[g.last]!.end };
      if (t.text === '\\begin') s.envs.push({ name: g.name, span });
      else if (!s.envs.length) s.firstExtraEnd ??= span;
      else if (s.envs[s.envs.length - 1]!.name !== g.name) s.badEnd ??= span;
      else s.envs.pop();
      // The braces of \begin{…}/\end{…} are balanced by construction: skip them.
      k = g.last;
    }
  }
  return s;
}

const tokenSpan = (t: Token): Span => ({ start: t.start, end: t.end });

/** The token around UTF-16 offset `at` (the one that ends at or contains at-1), else the last one before. */
function tokenBefore(tokens: Token[], at: number): Span | null {
  let best: Token | null = null;
  for (const t of tokens) {
    if (t.start < at) best = t;
    else break;
  }
  return best ? tokenSpan(best) : null;
}

/** Where the parser stood, in `src` offsets: the innermost parser whose text is found in the input. */
function parserOffset(src: string, parsers: TexErrorInfo['parsers']): number | null {
  for (let k = parsers.length - 1; k >= 0; k--) {
    const p = parsers[k]!;
    const text = p.string.trimEnd();
    const at = text === '' ? -1 : src.indexOf(text);
    if (at >= 0 && src.indexOf(text, at + 1) < 0) return at + Math.min(p.i, text.length);
  }
  return null;
}

/**
 * The offending token of a MathJax TeX error, as a span of `src`: found from the message for the errors whose
 * culprit is a token of the input (an unknown macro, an unmatched brace, \left, \right, \begin or \end), else the
 * token where MathJax's parser stopped. Null when nothing in the input can be pointed at.
 */
export function locateError(src: string, err: TexErrorInfo): Span | null {
  const tokens = tokenize(src);
  const s = scan(tokens);
  const byName = (name: string) => tokens.find((t) => t.kind === 'cs' && t.text === name);
  const env = (kind: '\\begin' | '\\end', name: string): Span | null => {
    for (let k = 0; k < tokens.length; k++) {
      if (tokens[k]!.text !== kind) continue;
      const g = groupAfter(tokens, k);
      if (g?.name === name) return { start: tokens[k]!.start, end: tokens[g.last]!.end };
    }
    return null;
  };
  let found: Token | null | undefined;
  const undefinedCs = /^Undefined control sequence (\\\S+)$/.exec(err.message);
  if (undefinedCs) found = byName(undefinedCs[1]!);
  else if (err.id === 'MissingCloseBrace' && s.unclosedBraces.length)
    found = s.unclosedBraces[s.unclosedBraces.length - 1];
  else if (err.id === 'ExtraCloseMissingOpen' && s.firstExtraClose) found = s.firstExtraClose;
  else if (err.id === 'ExtraLeftMissingRight' && s.unclosedLefts.length)
    found = s.unclosedLefts[s.unclosedLefts.length - 1];
  else if (err.id === 'MissingLeftExtraRight' && s.firstExtraRight) found = s.firstExtraRight;
  else if (err.id === 'EnvBadEnd') return s.badEnd ?? fallback();
  else if (err.id === 'MissingBeginExtraEnd') return s.firstExtraEnd ?? fallback();
  else if (err.id === 'Misplaced' && err.message === 'Misplaced &') found = s.firstStrayAmp;
  else if (err.id === 'MissingArgFor' || err.id === 'MissingCloseBracket') {
    // The macro that lacks its argument: the last one of that name before where the parser stopped.
    const name = /(\\\S+)$/.exec(err.message)?.[1];
    const stop = parserOffset(src, err.parsers) ?? src.length;
    found = tokens.filter((t) => t.text === name && t.start < stop).pop();
  } else if (err.id === 'EnvMissingEnd' || err.id === 'MissingEnd') {
    const last = s.envs[s.envs.length - 1];
    return last ? last.span : fallback();
  } else {
    const unknownEnv = /environment '([^']+)'/.exec(err.message);
    if (unknownEnv) return env('\\begin', unknownEnv[1]!) ?? fallback();
  }
  return found ? tokenSpan(found) : fallback();

  function fallback(): Span | null {
    const at = parserOffset(src, err.parsers);
    return at === null ? null : tokenBefore(tokens, at);
  }
}

/** 1-based line and column (in code points) of UTF-16 offset `at`. */
export function lineColumn(src: string, at: number): { line: number; column: number } {
  const before = src.slice(0, at);
  const lines = before.split('\n');
  return { line: lines.length, column: Array.from(lines[lines.length - 1]!).length + 1 };
}

export interface Snippet {
  id: string;
  /** What the button shows (TeX source is clear in every language). */
  label: string;
  before: string;
  after: string;
}

/** The palette: `before` + the selection (or nothing) + `after`, the cursor lands after the selection. */
export const SNIPPETS: readonly Snippet[] = [
  { id: 'frac', label: 'a/b', before: '\\frac{', after: '}{}' },
  { id: 'sqrt', label: '√x', before: '\\sqrt{', after: '}' },
  { id: 'root', label: 'ⁿ√x', before: '\\sqrt[n]{', after: '}' },
  { id: 'sup', label: 'xⁿ', before: '^{', after: '}' },
  { id: 'sub', label: 'xᵢ', before: '_{', after: '}' },
  { id: 'sum', label: '∑', before: '\\sum_{i=1}^{n} ', after: '' },
  { id: 'prod', label: '∏', before: '\\prod_{i=1}^{n} ', after: '' },
  { id: 'int', label: '∫', before: '\\int_{a}^{b} ', after: '\\,dx' },
  { id: 'lim', label: 'lim', before: '\\lim_{x \\to 0} ', after: '' },
  { id: 'matrix', label: '( ⋮ )', before: '\\begin{pmatrix}\n  ', after: ' & b \\\\\n  c & d\n\\end{pmatrix}' },
  { id: 'align', label: 'align', before: '\\begin{align}\n  ', after: ' &= b \\\\\n  c &= d\n\\end{align}' },
  {
    id: 'cases',
    label: '{ cases',
    before: 'f(x) = \\begin{cases}\n  ',
    after: ' & x \\ge 0 \\\\\n  -x & x < 0\n\\end{cases}',
  },
  { id: 'alpha', label: 'α', before: '\\alpha', after: '' },
  { id: 'beta', label: 'β', before: '\\beta', after: '' },
  { id: 'pi', label: 'π', before: '\\pi', after: '' },
  { id: 'theta', label: 'θ', before: '\\theta', after: '' },
  { id: 'lambda', label: 'λ', before: '\\lambda', after: '' },
  { id: 'Omega', label: 'Ω', before: '\\Omega', after: '' },
  { id: 'to', label: '→', before: '\\to ', after: '' },
  { id: 'Rightarrow', label: '⇒', before: '\\Rightarrow ', after: '' },
  { id: 'iff', label: '⇔', before: '\\iff ', after: '' },
  { id: 'xrightarrow', label: '→ᶠ', before: '\\xrightarrow{', after: '}' },
  { id: 'text', label: 'text', before: '\\text{', after: '}' },
];

/** Inserts a snippet around the selection [start, end); returns the new text and where the cursor goes. */
export function insertSnippet(
  text: string,
  start: number,
  end: number,
  snippet: Pick<Snippet, 'before' | 'after'>,
): { text: string; cursor: number } {
  const a = Math.max(0, Math.min(start, text.length));
  const b = Math.max(a, Math.min(end, text.length));
  const selected = text.slice(a, b);
  return {
    text: text.slice(0, a) + snippet.before + selected + snippet.after + text.slice(b),
    cursor: a + snippet.before.length + selected.length,
  };
}

/** MathJax's SVG user units per em (its fonts are 1000 units to the em). */
export const UNITS_PER_EM = 1000;

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The root element's viewBox of a MathJax SVG, or null. */
export function readViewBox(svg: string): ViewBox | null {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  const m = root && /\sviewBox="([^"]+)"/.exec(root);
  if (!m) return null;
  const n = m[1]!
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (n.length !== 4 || n.some((v) => !Number.isFinite(v)) || n[2]! <= 0 || n[3]! <= 0) return null;
  return { x: n[0]!, y: n[1]!, width: n[2]!, height: n[3]! };
}

/** The picture's size in CSS pixels: the viewBox plus `padEm` on each side, at `emPx` per em, times `scale`. */
export function pixelSize(
  box: Pick<ViewBox, 'width' | 'height'>,
  emPx: number,
  padEm: number,
  scale = 1,
): { width: number; height: number } {
  const px = (units: number) => ((units + 2 * padEm * UNITS_PER_EM) / UNITS_PER_EM) * emPx * scale;
  return { width: px(box.width), height: px(box.height) };
}

/** Whole pixels of a PNG at `scale`: rounded up so that nothing is cut, never 0. */
export function pngSize(box: Pick<ViewBox, 'width' | 'height'>, emPx: number, padEm: number, scale: number) {
  const s = pixelSize(box, emPx, padEm, scale);
  return { width: Math.max(1, Math.ceil(s.width - 1e-6)), height: Math.max(1, Math.ceil(s.height - 1e-6)) };
}

export interface SvgStyle {
  /** "#rrggbb" for the ink. */
  color: string;
  /** "#rrggbb", or null for transparent. */
  background: string | null;
  emPx: number;
  padEm: number;
  /** `@font-face` rules to embed (data: URLs), for the text MathJax draws as <text>. */
  fontCss: string;
  /** The family for that text (CJK in \text{}); MathJax writes font-family="serif". */
  textFamily: string | null;
}

const HEX = /^#[0-9a-fA-F]{6}$/;
const round = (v: number) => String(Math.round(v * 1000) / 1000);
const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Makes a MathJax SVG a standalone picture: pixel width and height (not ex, which an <img> resolves against
 * a font it cannot know), padding, the ink colour (MathJax draws with currentColor), an optional background
 * rectangle, the text font embedded as @font-face, and no data-latex attributes (the source stays private to
 * the copy the user chose to share, and no raw "<" can sit in an attribute).
 */
export function finishSvg(svg: string, style: SvgStyle): string {
  const box = readViewBox(svg);
  if (!box) throw new Error('not a MathJax SVG (no viewBox)');
  const pad = style.padEm * UNITS_PER_EM;
  const vb = { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad };
  const size = pixelSize(box, style.emPx, style.padEm);
  const color = HEX.test(style.color) ? style.color : '#000000';
  let body = svg
    .replace(/^<svg\b[^>]*>/, '')
    .replace(/\sdata-latex="[^"]*"/g, '')
    .replace(/\sdata-latex-item="[^"]*"/g, '');
  if (style.textFamily) {
    const family = attr(`'${style.textFamily.replace(/'/g, '')}', serif`);
    body = body.replace(/(<text\b[^>]*?)\sfont-family="serif"/g, `$1 font-family="${family}"`);
  }
  const head =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${round(size.width)}" height="${round(size.height)}" ` +
    `viewBox="${round(vb.x)} ${round(vb.y)} ${round(vb.width)} ${round(vb.height)}" color="${color}" role="img">`;
  const defs = style.fontCss ? `<defs><style><![CDATA[${style.fontCss.replace(/]]>/g, '')}]]></style></defs>` : '';
  const bg =
    style.background && HEX.test(style.background)
      ? `<rect x="${round(vb.x)}" y="${round(vb.y)}" width="${round(vb.width)}" height="${round(vb.height)}" fill="${style.background}"/>`
      : '';
  return head + defs + bg + body;
}

/** The characters MathJax drew as <text> (it has no glyph paths for them: CJK in \text{}, say). */
export function textRuns(svg: string): string {
  let out = '';
  for (const m of svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)) out += decodeEntities(m[1]!);
  return out;
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_m, e: string) => {
    if (e[0] === '#') {
      const cp = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
    }
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[e]!;
  });
}

/** The url(...) targets of a CSS text, each once, in order. */
export function cssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const m of css.matchAll(/url\((['"]?)([^'")]+)\1\)/g)) if (!urls.includes(m[2]!)) urls.push(m[2]!);
  return urls;
}

/** Replaces url(...) targets with data: URLs (targets missing from the map are left out with their rule). */
export function inlineCssUrls(css: string, dataUrls: ReadonlyMap<string, string>): string {
  return css.replace(/url\((['"]?)([^'")]+)\1\)/g, (m, _q, url: string) => {
    const data = dataUrls.get(url);
    return data ? `url("${data}")` : m;
  });
}

/** Deepest brace nesting sent to MathJax; deeper input is refused at once (its parser recurses per level). */
export const MAX_DEPTH = 1000;

/** The deepest nesting of { } in `src` (escaped braces \{ \} and comments do not count). */
export function braceDepth(src: string): number {
  let depth = 0;
  let max = 0;
  for (const t of tokenize(src)) {
    if (t.kind === 'open') max = Math.max(max, ++depth);
    else if (t.kind === 'close' && depth > 0) depth--;
  }
  return max;
}

/** Text over this many characters is refused with a message (MathJax input is formulas, not books). */
export const MAX_TEX_CHARS = 20_000;

/** Allowed PNG scales and the base size. */
export const SCALES = [1, 2, 3, 4, 6, 8] as const;
export const EM_PX = 20;
export const PAD_EM = 0.25;

export interface Settings {
  display: boolean;
  scale: number;
  color: string;
  background: 'transparent' | 'solid';
  backgroundColor: string;
}

export const DEFAULT_SETTINGS: Settings = {
  display: true,
  scale: 4,
  color: '#000000',
  background: 'transparent',
  backgroundColor: '#ffffff',
};

/** Settings read back from storage: each field checked, anything odd replaced by its default. */
export function parseSettings(v: unknown): Settings {
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const d = DEFAULT_SETTINGS;
  return {
    display: typeof o.display === 'boolean' ? o.display : d.display,
    scale: (SCALES as readonly unknown[]).includes(o.scale) ? (o.scale as number) : d.scale,
    color: typeof o.color === 'string' && HEX.test(o.color) ? o.color : d.color,
    background: o.background === 'solid' || o.background === 'transparent' ? o.background : d.background,
    backgroundColor:
      typeof o.backgroundColor === 'string' && HEX.test(o.backgroundColor) ? o.backgroundColor : d.backgroundColor,
  };
}
