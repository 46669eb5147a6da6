/** Pure logic of background-remover: no DOM, unit-tested in logic.test.ts. Replace the example with the tool's own. */

export interface Summary {
  characters: number;
  lines: number;
}

/** Counts characters (code points, so an emoji is one) and lines (an empty text has none). */
export function summarize(text: string): Summary {
  let characters = 0;
  for (const _ of text) characters++;
  const lines = text === '' ? 0 : text.split(/\r\n|\r|\n/).length;
  return { characters, lines };
}
