/** Line splitting shared by the Worker (logic.ts) and the page (view.ts); no dependencies. */

export interface SplitText {
  lines: string[];
  /** The text ends with a line break. */
  finalNewline: boolean;
  /** Some line ends with "\r\n". */
  crlf: boolean;
}

/** Splits text into lines without their line endings ("\n" or "\r\n"). An empty text has no lines. */
export function splitLines(text: string): SplitText {
  if (text === '') return { lines: [], finalNewline: false, crlf: false };
  const lines = text.split('\n');
  const finalNewline = lines[lines.length - 1] === '';
  if (finalNewline) lines.pop();
  let crlf = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.endsWith('\r') && (i < lines.length - 1 || finalNewline)) {
      lines[i] = l.slice(0, -1);
      crlf = true;
    }
  }
  return { lines, finalNewline, crlf };
}

/** The number of lines splitLines would give, without building them (cheap on every keystroke). */
export function countLines(text: string): number {
  if (text === '') return 0;
  let n = 1;
  let i = -1;
  while ((i = text.indexOf('\n', i + 1)) !== -1) n++;
  return text.endsWith('\n') ? n - 1 : n;
}

/**
 * A text's lines located without building them (the page's view of a text: splitting 5 MB into strings
 * costs 50–150 ms, finding the line ends a few): line i is `text.slice(starts[i], ends[i])`, with the same
 * lines as splitLines.
 */
export interface LineIndex {
  text: string;
  count: number;
  starts: Int32Array;
  ends: Int32Array;
  finalNewline: boolean;
  crlf: boolean;
}

export function indexLines(text: string): LineIndex {
  const count = countLines(text);
  const starts = new Int32Array(count);
  const ends = new Int32Array(count);
  let crlf = false;
  let start = 0;
  for (let i = 0; i < count; i++) {
    const nl = text.indexOf('\n', start);
    let end = nl === -1 ? text.length : nl;
    // "\r" ends the line only when a "\n" follows it.
    if (nl !== -1 && end > start && text.charCodeAt(end - 1) === 13) {
      end--;
      crlf = true;
    }
    starts[i] = start;
    ends[i] = end;
    start = nl + 1;
  }
  return { text, count, starts, ends, finalNewline: text.endsWith('\n'), crlf };
}

/** Line i of an indexed text (without its line ending). */
export function lineAt(ix: LineIndex, i: number): string {
  return ix.text.slice(ix.starts[i], ix.ends[i]);
}

/** Length of line i without building it. */
export function lineLength(ix: LineIndex, i: number): number {
  return ix.ends[i]! - ix.starts[i]!;
}
