/**
 * Markdown in GitHub's flavour (tables, task lists, strikethrough, fenced code) with marked, rendered one
 * top-level block at a time, as both Markdown tools need (a block is the unit they sanitise, cache and cut
 * into pages). Pure (no DOM): runs in workers and in unit tests.
 */
import { getDefaults, Lexer, Parser, type Renderer, type Token, type Tokens } from 'marked';

/** The tokens of `markdown` (GitHub flavour). */
export function lexGfm(markdown: string): Token[] {
  return new Lexer({ ...getDefaults(), gfm: true }).lex(markdown);
}

/**
 * Each top-level token of `tokens` rendered with `renderer`: [token, html] pairs, in order (empty HTML
 * included: a caller decides what to skip). The Parser sets the renderer's `parser`, which the renderer's
 * nested calls use.
 */
export function renderBlocks(tokens: readonly Token[], renderer: Renderer): [Token, string][] {
  const parser = new Parser({ ...getDefaults(), gfm: true, renderer });
  return tokens.map((token) => [token, parser.parse([token])]);
}

/**
 * The deepest quote nesting of any line (`> > >` is 3, spaces and tabs allowed between the markers), counted
 * without parsing: a tool refuses a document nested deeper than its limit before marked, whose time grows with
 * the square of the depth, sees it. A line ends at LF or CR (marked reads a lone CR as a line break too).
 */
export function quoteDepth(markdown: string): number {
  let max = 0;
  let depth = 0;
  let atStart = true;
  for (let i = 0; i < markdown.length; i++) {
    const c = markdown.charCodeAt(i);
    if (c === 10 || c === 13) {
      atStart = true;
      depth = 0;
    } else if (!atStart) continue;
    else if (c === 62) {
      depth++;
      if (depth > max) max = depth;
    } else if (c !== 32 && c !== 9) atStart = false;
  }
  return max;
}

/** Tokens that stand inside a line: no line break after them. */
const INLINE = new Set([
  'text',
  'codespan',
  'escape',
  'strong',
  'em',
  'del',
  'link',
  'image',
  'br',
  'checkbox',
  'html',
]);

/** The readable text of Markdown tokens (no syntax, no URLs), one block a line. */
export function plainText(tokens: readonly Token[]): string {
  const out: string[] = [];
  const walk = (list: readonly Token[]) => {
    for (const t of list) {
      if (t.type === 'list') walk((t as Tokens.List).items);
      else if (t.type === 'table') {
        const table = t as Tokens.Table;
        for (const row of [table.header, ...table.rows])
          for (const cell of row) {
            walk(cell.tokens);
            out.push(' ');
          }
      } else if (t.type === 'image') out.push((t as Tokens.Image).text);
      else if ('tokens' in t && t.tokens?.length) walk(t.tokens);
      else if (t.type === 'text' || t.type === 'codespan' || t.type === 'code' || t.type === 'escape') out.push(t.text);
      if (!INLINE.has(t.type)) out.push('\n');
    }
  };
  walk(tokens);
  return out.join('');
}
