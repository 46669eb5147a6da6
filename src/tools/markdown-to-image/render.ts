/**
 * Markdown (GitHub flavour: tables, task lists, strikethrough, fenced code) → HTML blocks for the image. Pure
 * (no DOM): runs in the worker and in unit tests. The HTML carries class names only (the theme's stylesheet
 * styles them); raw HTML from the Markdown is passed on, and everything goes through the sanitiser
 * (sanitize.ts) on the page before it is shown. Links become plain styled text: an image cannot be clicked.
 */
import { getDefaults, Lexer, Parser, Renderer, type Token, type Tokens } from 'marked';
import { escapeHtml, highlightCode } from './highlight';

export interface Rendered {
  /** The document's top-level blocks, one piece of HTML each (unsanitised). */
  blocks: string[];
  /** The readable text (for loading exactly the font slices it needs). */
  text: string;
}

/** Quotes or lists nested deeper than this are refused before parsing (the parser's time grows fast). */
export const MAX_NESTING = 100;

/** The deepest `>` quote nesting at the start of any line, counted without parsing. */
export function quoteDepth(markdown: string): number {
  let max = 0;
  for (const m of markdown.matchAll(/^[ \t]*((?:>[ \t]*)+)/gm)) {
    const depth = m[1]!.replace(/[ \t]/g, '').length;
    if (depth > max) max = depth;
  }
  return max;
}

const isLetter = (c: string | undefined) => !!c && /[a-z]/i.test(c);
const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '/';

/**
 * Raw HTML with every attribute whose name starts with "on" renamed to `data-x-on…` (which the sanitiser
 * drops with every data- attribute). DOMPurify removes handlers anyway, but merely parsing `onerror=` in
 * our page (even into an inert document) makes Chromium report a Content-Security-Policy violation. A small
 * scan of tags as the HTML tokenizer sees them: `<` + letter opens a tag, quotes hold values, `>` ends it;
 * an attribute name starts after white space or `/`. Renaming too much is harmless; text is never touched.
 */
export function renameHandlers(html: string): string {
  if (!/on/i.test(html)) return html;
  let out = '';
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const next = html[lt + 1];
    const opens = isLetter(next) || (next === '/' && isLetter(html[lt + 2]));
    out += html.slice(i, lt + 1);
    i = lt + 1;
    if (!opens) continue;
    while (i < n && !isSpace(html[i]!) && html[i] !== '>') out += html[i++];
    let quote = '';
    let nameStart = true;
    while (i < n) {
      const c = html[i]!;
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '>') {
        out += c;
        i++;
        break;
      } else if (c === '"' || c === "'") {
        quote = c;
        nameStart = false;
      } else if (isSpace(c)) nameStart = true;
      else {
        if (nameStart && (c === 'o' || c === 'O') && (html[i + 1] === 'n' || html[i + 1] === 'N')) out += 'data-x-';
        nameStart = false;
      }
      out += c;
      i++;
    }
  }
  return out + html.slice(i);
}

function createRenderer(): Renderer {
  const r = new Renderer();
  const inline = (tokens: Token[]) => r.parser.parseInline(tokens);
  r.code = ({ text, lang }: Tokens.Code) => {
    const language = (lang ?? '').split(/\s/)[0] ?? '';
    const cls = language ? ` class="hljs language-${escapeHtml(language.toLowerCase())}"` : ' class="hljs"';
    return `<pre><code${cls}>${highlightCode(text, language)}</code></pre>`;
  };
  // A drawn box instead of a form control (the sanitiser removes <input>).
  r.checkbox = ({ checked }: Tokens.Checkbox) => `<span class="md-check${checked ? ' md-check-on' : ''}"></span>`;
  r.listitem = (item: Tokens.ListItem) => {
    const body = r.parser.parse(item.tokens);
    return item.task ? `<li class="md-task">${body}</li>` : `<li>${body}</li>`;
  };
  r.link = ({ tokens }: Tokens.Link) => `<span class="md-link">${inline(tokens)}</span>`;
  r.image = ({ href, text, title }: Tokens.Image) => {
    const t = title ? ` title="${escapeHtml(title)}"` : '';
    return `<img src="${escapeHtml(href.trim())}" alt="${escapeHtml(text)}"${t}>`;
  };
  r.html = ({ text }: Tokens.HTML | Tokens.Tag) => renameHandlers(text);
  r.space = () => '';
  r.def = () => '';
  return r;
}

const INLINE = new Set(['text', 'codespan', 'escape', 'strong', 'em', 'del', 'link', 'image', 'br', 'checkbox']);

/** The readable text of tokens (no syntax, no URLs, no raw HTML), one block a line. */
export function plainText(tokens: readonly Token[]): string {
  const out: string[] = [];
  const walk = (list: readonly Token[]) => {
    for (const t of list) {
      if (t.type === 'list') walk((t as Tokens.List).items);
      else if (t.type === 'table') {
        const table = t as Tokens.Table;
        for (const row of [table.header, ...table.rows]) for (const cell of row) walk(cell.tokens);
      } else if (t.type === 'image') out.push((t as Tokens.Image).text);
      else if ('tokens' in t && t.tokens?.length) walk(t.tokens);
      else if (t.type === 'text' || t.type === 'codespan' || t.type === 'code' || t.type === 'escape') out.push(t.text);
      if (!INLINE.has(t.type)) out.push('\n');
    }
  };
  walk(tokens);
  return out.join('');
}

/** Renders Markdown to HTML blocks. Throws RangeError when nesting exhausts the parser's stack. */
export function renderMarkdown(markdown: string): Rendered {
  const options = { ...getDefaults(), gfm: true };
  const tokens = new Lexer(options).lex(markdown);
  const parser = new Parser({ ...options, renderer: createRenderer() });
  const blocks: string[] = [];
  for (const token of tokens) {
    const html = parser.parse([token]);
    if (html.trim()) blocks.push(html);
  }
  return { blocks, text: plainText(tokens) };
}
