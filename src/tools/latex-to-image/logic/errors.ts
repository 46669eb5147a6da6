/** Where TeX input fails: its tokens, the span of a MathJax error in the source, line and column, nesting depth. */
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
