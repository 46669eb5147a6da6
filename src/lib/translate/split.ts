/**
 * Long texts go to an engine piece by piece, in order: paragraphs (split at blank lines), and paragraphs longer
 * than `max` characters at sentence ends, then at spaces, then hard. The separators are kept, so the pieces and
 * the separators put back together are the text exactly, and so are their translations put together.
 *
 * A fenced code block (``` or ~~~, CommonMark's rule: three or more, closed by at least as many of the same
 * character) is never cut at its blank lines or inside a line, so no request opens a fence without closing it.
 * A block longer than `max` is cut at line ends, and each piece after the first reopens the fence and each piece
 * before the last closes it: those added lines are the piece's `wraps`, which `unwrapPiece` takes off the
 * translation again.
 */

export interface Wrap {
  /** Added before the piece (the fence's opening line and a line break), or ''. */
  open: string;
  /** Added after the piece (a line break and the closing fence), or ''. */
  close: string;
}

export interface Pieces {
  /** Text to translate, in order (never empty, never only white space), with any added fence lines. */
  parts: string[];
  /** `seps[i]` comes before `parts[i]`; `seps[parts.length]` ends the text. */
  seps: string[];
  /** What was added around each part (null: nothing). */
  wraps: (Wrap | null)[];
}

/** A sentence end with the white space after it (so the next piece starts with a word). */
const SENTENCE_END = /[。！？；!?;][ \t]*|[.][ \t]+/g;

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})[^\n]*$/;

/**
 * The [start, end) offsets of each fenced code block: its opening line to the end of its closing line (an
 * unclosed fence runs to the end of the text; `unclosed` says so).
 */
export function fenceRanges(text: string): [number, number][] & { unclosed?: boolean } {
  const out: [number, number][] & { unclosed?: boolean } = [];
  let open: { at: number; char: string; length: number } | null = null;
  let at = 0;
  for (const line of text.split('\n')) {
    const end = at + line.length;
    const clean = line.replace(/\r$/, '');
    if (!open) {
      const m = FENCE_OPEN.exec(clean);
      // A backtick fence's info string may not hold a backtick (CommonMark).
      if (m && !(m[1]![0] === '`' && clean.slice(clean.indexOf(m[1]!) + m[1]!.length).includes('`')))
        open = { at, char: m[1]![0]!, length: m[1]!.length };
    } else {
      const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(clean);
      if (m && m[1]![0] === open.char && m[1]!.length >= open.length) {
        out.push([open.at, end]);
        open = null;
      }
    }
    at = end + 1;
  }
  if (open) {
    out.push([open.at, text.length]);
    out.unclosed = true;
  }
  return out;
}

function cutProse(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const out: string[] = [];
  let rest = paragraph;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let at = -1;
    for (const m of window.matchAll(SENTENCE_END)) at = m.index + m[0].length;
    if (at <= 0) at = window.lastIndexOf(' ') + 1;
    if (at <= 0) at = max;
    // Never split a surrogate pair.
    const code = rest.charCodeAt(at - 1);
    if (code >= 0xd800 && code <= 0xdbff && at < rest.length) at += at === max ? -1 : 1;
    if (at <= 0) at = max;
    // White space after the cut stays with the piece before it (no piece starts with, or is only, white space).
    while (at < rest.length && /\s/.test(rest[at]!)) at += 1;
    out.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  if (rest) out.push(rest);
  return out;
}

interface Cut {
  /** The original text of the piece. */
  text: string;
  wrap: Wrap | null;
}

/** A fenced block cut at line ends into pieces of at most `max` characters of its own text. */
function cutFence(block: string, max: number): Cut[] {
  if (block.length <= max) return [{ text: block, wrap: null }];
  const lines = block.split('\n');
  const openLine = lines[0]!;
  const fence = /(`{3,}|~{3,})/.exec(openLine)![1]!;
  const chunks: string[] = [];
  let current: string | null = null;
  for (const line of lines) {
    const next: string = current === null ? line : `${current}\n${line}`;
    // A chunk holds at least one line with text (an empty line alone would be an empty piece).
    if (current !== null && current.trim() && next.length > max) {
      chunks.push(current);
      current = line;
    } else current = next;
  }
  if (current !== null) chunks.push(current);
  if (chunks.length === 1) return [{ text: block, wrap: null }];
  return chunks.map((text, i) => ({
    text,
    wrap: {
      open: i > 0 ? `${openLine}\n` : '',
      close: i < chunks.length - 1 ? `\n${fence}` : '',
    },
  }));
}

/**
 * A paragraph (no blank line outside fences) cut into pieces: prose as before, fenced blocks whole or by lines.
 * Each piece comes with the text before it (white space, or the line break between two lines of a cut fence);
 * `rest` is what follows the last piece.
 */
function cutBody(
  body: string,
  offset: number,
  fences: readonly [number, number][],
  max: number,
): { items: { cut: Cut; sep: string }[]; rest: string } {
  // A paragraph that fits goes whole, fences and all.
  if (body.length <= max) return { items: [{ cut: { text: body, wrap: null }, sep: '' }], rest: '' };
  const items: { cut: Cut; sep: string }[] = [];
  let pendingSep = '';
  const emit = (cut: Cut) => {
    items.push({ cut, sep: pendingSep });
    pendingSep = '';
  };
  const prose = (text: string) => {
    const lead = /^\s*/.exec(text)![0];
    const trail = text.length > lead.length ? /\s*$/.exec(text)![0] : '';
    const core = text.slice(lead.length, text.length - trail.length);
    pendingSep += lead;
    if (core) for (const piece of cutProse(core, max)) emit({ text: piece, wrap: null });
    pendingSep += core ? trail : '';
  };
  let at = 0;
  for (const [s, e] of fences) {
    if (e <= offset || s >= offset + body.length) continue;
    const start = Math.max(0, s - offset);
    const end = Math.min(body.length, e - offset);
    if (start > at) prose(body.slice(at, start));
    cutFence(body.slice(start, end), max).forEach((cut, i) => {
      if (i > 0) pendingSep += '\n';
      emit(cut);
    });
    at = end;
  }
  if (at < body.length) prose(body.slice(at));
  return { items, rest: pendingSep };
}

export function splitForTranslation(text: string, max = 2000): Pieces {
  const parts: string[] = [];
  const seps: string[] = [];
  const wraps: (Wrap | null)[] = [];
  const fences = fenceRanges(text);
  const inFence = (i: number) => fences.some(([s, e]) => i > s && i < e);
  let pending = '';
  // Runs of blank lines (with any white space) separate paragraphs, except inside a fenced code block.
  const tokens: string[] = [];
  let last = 0;
  for (const m of text.matchAll(/\n[ \t\r\f\v]*\n\s*/g)) {
    if (inFence(m.index)) continue;
    tokens.push(text.slice(last, m.index), m[0]);
    last = m.index + m[0].length;
  }
  tokens.push(text.slice(last));
  let offset = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const tokenAt = offset;
    offset += token.length;
    if (i % 2 === 1) {
      pending += token;
      continue;
    }
    const lead = /^\s*/.exec(token)![0];
    const trail = token.length > lead.length ? /\s*$/.exec(token)![0] : '';
    const body = token.slice(lead.length, token.length - trail.length);
    pending += lead;
    if (!body) continue;
    const { items, rest } = cutBody(body, tokenAt + lead.length, fences, max);
    for (const { cut, sep } of items) {
      seps.push(pending + sep);
      parts.push(cut.wrap ? cut.wrap.open + cut.text + cut.wrap.close : cut.text);
      wraps.push(cut.wrap);
      pending = '';
    }
    pending += rest + trail;
  }
  seps.push(pending);
  return { parts, seps, wraps };
}

/** A translated part without the fence lines its piece was given (an engine may have dropped or kept them). */
export function unwrapPiece(translated: string, wrap: Wrap | null): string {
  if (!wrap) return translated;
  let out = translated;
  if (wrap.open) {
    if (out.startsWith(wrap.open)) out = out.slice(wrap.open.length);
    else if (/^ {0,3}(`{3,}|~{3,})[^\n]*\n/.test(out)) out = out.slice(out.indexOf('\n') + 1);
  }
  if (wrap.close) {
    if (out.endsWith(wrap.close)) out = out.slice(0, -wrap.close.length);
    else out = out.replace(/\n {0,3}(`{3,}|~{3,})[ \t]*$/, '');
  }
  return out;
}

/** Puts (translated) parts back between the original separators. */
export function joinPieces(parts: readonly string[], seps: readonly string[]): string {
  let out = '';
  for (let i = 0; i < parts.length; i += 1) out += (seps[i] ?? '') + parts[i];
  return out + (seps[parts.length] ?? '');
}
