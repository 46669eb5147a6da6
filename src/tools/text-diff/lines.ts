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
