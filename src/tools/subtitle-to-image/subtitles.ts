/**
 * Subtitle files (.srt, .vtt) into the tool's lines: one line per cue, without numbers, timings, cue
 * settings, NOTE/STYLE/REGION blocks and markup (<i>, <font …>, <c.yellow>, <v Speaker>, <00:01.000>, ASS
 * overrides such as {\an8}). A cue keeps its lines (bilingual cues, dialogue): in the text box they are written on
 * one line separated by `\N` (the ASS line break), so each cue is still one line of the box and one strip. Pure.
 */

const TIMING = /-->/;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  lrm: '',
  rlm: '',
};

/** Removes markup from one line of cue text. */
export function cleanCueText(line: string): string {
  return line
    .replace(/\{\\[^}]*\}/g, '') // ASS/SSA override blocks: {\an8}, {\i1}, {\pos(10,20)}
    .replace(/<\/?[a-z0-9][a-z0-9.:_-]*(?:\s[^<>]*)?>/gi, '') // <i>, </i>, <font color="…">, <c.cls>, <v Bob>, <00:00:01.000>
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m: string, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[name.toLowerCase()] ?? m;
    })
    .replace(/\s*\\N\s*/g, '\n') // an ASS hard line break left in an SRT: a line break
    .replace(/\\n/g, ' ') // an ASS soft break: a space
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** How a cue's line break is written in the text box (the ASS hard break). */
export const CUE_BREAK = '\\N';

/** The lines of one line of the text box: split at `\N`, each trimmed, empty ones dropped. */
export function cueLines(boxLine: string): string[] {
  return boxLine
    .split(/\\N/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** Cues (lines separated by "\n") as the text box's text: one cue a line, its lines joined with ` \N `. */
export function cuesToText(cues: readonly string[]): string {
  return cues.map((c) => c.split('\n').join(` ${CUE_BREAK} `)).join('\n');
}

/** Whether a text looks like a subtitle file (has a cue timing line) rather than plain lines. */
export function hasTimings(text: string): boolean {
  return /^\s*(?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3}\s*-->/m.test(text);
}

/**
 * The cues' texts of an SRT or WebVTT file, in order, one string each (a cue's lines separated by "\n"; cues
 * left empty by the cleaning are dropped). A text without any timing line is read as plain lines.
 */
export function parseSubtitles(input: string): string[] {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!hasTimings(text)) return plainLines(text);
  const out: string[] = [];
  for (const block of text.split(/\n[ \t]*\n/)) {
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    const at = lines.findIndex((l) => TIMING.test(l));
    // The WEBVTT header, NOTE, STYLE and REGION blocks have no timing line.
    if (at < 0) continue;
    // Lines before the timing are the cue number (SRT) or identifier (VTT); after it, the text.
    const cue = lines
      .slice(at + 1)
      .map(cleanCueText)
      .filter(Boolean)
      .join('\n');
    if (cue) out.push(cue);
  }
  return out;
}

/** Lines of a plain text: trimmed, empty ones dropped, markup kept (it is what the user typed). */
export function plainLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n?|\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}
