/**
 * Markdown (GitHub flavour: tables, task lists, strikethrough, fenced code) → HTML blocks for the image. Pure
 * (no DOM): runs in the worker and in unit tests. The HTML carries class names only (the theme's stylesheet
 * styles them); raw HTML from the Markdown is passed on, and everything goes through the sanitiser
 * (sanitize.ts) on the page before it is shown. Links become plain styled text: an image cannot be clicked.
 */
import { Renderer, type Token, type Tokens } from 'marked';
import { escapeHtml } from '../../lib/markdown/escape';
import { neutralizeHandlers } from '../../lib/markdown/handlers';
import { highlightHtml } from '../../lib/markdown/highlight';
import { lexGfm, plainText, renderBlocks } from '../../lib/markdown/parse';

/** Code longer than this is shown plain: highlighting it would hold the worker for seconds. */
export const MAX_HIGHLIGHT_CHARS = 100_000;

export interface Rendered {
  /** The document's top-level blocks, one piece of HTML each (unsanitised). */
  blocks: string[];
  /** The readable text (for loading exactly the font slices it needs). */
  text: string;
}

/** Quotes or lists nested deeper than this are refused before parsing (the parser's time grows fast). */
export const MAX_NESTING = 100;

/**
 * Raw HTML with every attribute whose name starts with "on" renamed to `data-x-on…` (which the sanitiser drops
 * with every data- attribute): the Markdown kit's neutralizeHandlers.
 */
export function renameHandlers(html: string): string {
  return neutralizeHandlers(html, 'data-x-');
}

function createRenderer(): Renderer {
  const r = new Renderer();
  const inline = (tokens: Token[]) => r.parser.parseInline(tokens);
  r.code = ({ text, lang }: Tokens.Code) => {
    const language = (lang ?? '').split(/\s/)[0] ?? '';
    const cls = language ? ` class="hljs language-${escapeHtml(language.toLowerCase())}"` : ' class="hljs"';
    return `<pre><code${cls}>${highlightHtml(text, language, MAX_HIGHLIGHT_CHARS)}</code></pre>`;
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

/** Renders Markdown to HTML blocks. Throws RangeError when nesting exhausts the parser's stack. */
export function renderMarkdown(markdown: string): Rendered {
  const tokens = lexGfm(markdown);
  const blocks: string[] = [];
  for (const [, html] of renderBlocks(tokens, createRenderer())) if (html.trim()) blocks.push(html);
  return { blocks, text: plainText(tokens) };
}
