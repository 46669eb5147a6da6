/**
 * Large documents for CodeMirror, built a slice at a time with turns for the page in between, and the nesting
 * check that decides whether a document may be coloured. No view: used by editor.ts.
 */
import { Text } from '@codemirror/state';
import { utf16ToString } from './units';

/** Nesting deeper than this turns syntax colours off: CodeMirror's parser recovers from a million open brackets
 * only after seconds of work. Real documents stay far below it. */
export const HIGHLIGHT_MAX_DEPTH = 500;

/** Whether brackets outside strings nest deeper than `max` anywhere in the text, read chunk by chunk. */
export function nestsDeeperThan(chunks: Iterable<string>, max: number): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === 92) escaped = true;
        else if (c === 34 || c === 10) inString = false;
      } else if (c === 34) inString = true;
      else if (c === 91 || c === 123) {
        if (++depth > max) return true;
      } else if ((c === 93 || c === 125) && depth > 0) depth--;
    }
  }
  return false;
}

/** After changes larger than this the nesting is checked again (typing cannot nest deeply in one step). */
export const DEPTH_CHECK_CHANGE = 10_000;

export function docChunks(doc: Text): Iterable<string> {
  return { [Symbol.iterator]: () => doc.iter()[Symbol.iterator]() };
}

/**
 * Gives the browser a turn between slices of work once the current turn has lasted `TURN_MS`. A plain task,
 * not `scheduler.yield()`: its continuations jump ahead of every other task (timers, the page's other
 * work), so a long chain of them still starves the page for as long as the whole job. Yielding only once a
 * turn is used up keeps the number of (at least 4 ms, often a frame) pauses small.
 */
const TURN_MS = 40;
let turnStart = 0;
export async function yieldToBrowser(): Promise<void> {
  if (performance.now() - turnStart < TURN_MS) return;
  await new Promise((resolve) => setTimeout(resolve, 0));
  turnStart = performance.now();
}

export function splitLines(s: string): string[] {
  return s.indexOf('\r') < 0 ? s.split('\n') : s.split(/\r\n?|\n/);
}

/** Code units split into lines per slice when building a large document. */
const UNITS_PER_SLICE = 1 << 18;

/**
 * Builds a CodeMirror document from text of `length` code units, read through `slice(from, to)`, a slice at a
 * time with turns for the browser in between: line splitting and tree building never happen for a whole
 * 20 MB text in one task.
 */
async function buildSliced(length: number, at: (i: number) => number, slice: (from: number, to: number) => string) {
  let text: Text | null = null;
  /** Where the line not yet added starts. A line longer than a slice is read with one `slice` call once its
   * end is found, never copied piece by piece (a one-line 20 MB document would be copied again and again). */
  let lineStart = 0;
  for (let pos = 0; pos < length;) {
    let end = Math.min(length, pos + UNITS_PER_SLICE);
    if (at(end - 1) === 13 && at(end) === 10) end++; // keep a \r\n pair in one slice
    let brk = end - 1;
    while (brk >= pos && at(brk) !== 10 && at(brk) !== 13) brk--;
    if (brk >= pos) {
      const lines = splitLines(slice(lineStart, brk + 1));
      lines.pop(); // the empty start of the next line
      if (text) lines.unshift(''); // appending joins the first line to the last line of `text`
      text = text ? text.append(Text.of(lines)) : Text.of(lines);
      lineStart = brk + 1;
    }
    pos = end;
    await yieldToBrowser();
  }
  const last = slice(lineStart, length);
  return text ? text.append(Text.of(['', last])) : Text.of([last]);
}

/** Builds a CodeMirror document from a string; large ones a slice at a time (see buildSliced). */
export async function buildText(s: string): Promise<Text> {
  if (s.length < 500_000) return Text.of(splitLines(s));
  return buildSliced(
    s.length,
    (i) => s.charCodeAt(i),
    (from, to) => s.slice(from, to),
  );
}

/** Builds a document from UTF-16 code units (as transferred from the worker); large ones a slice at a time. */
export async function buildTextFromUnits(units: Uint16Array): Promise<Text> {
  if (units.length < 500_000) return Text.of(splitLines(utf16ToString(units)));
  return buildSliced(
    units.length,
    (i) => units[i] ?? -1,
    (from, to) => utf16ToString(units, from, to),
  );
}
