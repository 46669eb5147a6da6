/**
 * Long texts go to an engine piece by piece, in order: paragraphs (split at blank lines), and paragraphs longer
 * than `max` characters at sentence ends, then at spaces, then hard. The separators are kept, so the pieces and
 * the separators put back together are the text exactly, and so are their translations put together.
 */

export interface Pieces {
  /** Text to translate, in order (never empty, never only white space). */
  parts: string[];
  /** `seps[i]` comes before `parts[i]`; `seps[parts.length]` ends the text. */
  seps: string[];
}

/** A sentence end with the white space after it (so the next piece starts with a word). */
const SENTENCE_END = /[。！？；!?;][ \t]*|[.][ \t]+/g;

function cut(paragraph: string, max: number): string[] {
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

export function splitForTranslation(text: string, max = 2000): Pieces {
  const parts: string[] = [];
  const seps: string[] = [];
  let pending = '';
  // Runs of blank lines (with any white space) separate paragraphs; they are kept as separators.
  const tokens = text.split(/(\n[ \t\r\f\v]*\n\s*)/);
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (i % 2 === 1) {
      pending += token;
      continue;
    }
    const lead = /^\s*/.exec(token)![0];
    const trail = token.length > lead.length ? /\s*$/.exec(token)![0] : '';
    const body = token.slice(lead.length, token.length - trail.length);
    pending += lead;
    if (!body) continue;
    for (const piece of cut(body, max)) {
      seps.push(pending);
      parts.push(piece);
      pending = '';
    }
    pending = trail;
  }
  seps.push(pending);
  return { parts, seps };
}

/** Puts (translated) parts back between the original separators. */
export function joinPieces(parts: readonly string[], seps: readonly string[]): string {
  let out = '';
  for (let i = 0; i < parts.length; i += 1) out += (seps[i] ?? '') + parts[i];
  return out + (seps[parts.length] ?? '');
}
