/**
 * Markdown → HTML for WeChat official-account articles. Pure (no DOM): runs in the worker and in unit tests.
 * Every element gets its theme's inline style; links become text + a footnote number, listed under
 * "References" at the end (the WeChat editor strips external links). Raw HTML in the Markdown is passed on
 * to the sanitiser (sanitize.ts), which runs on every block before anything reaches the page.
 */
import { Renderer, type Token, type Tokens } from 'marked';
import { escapeHtml } from '../../lib/markdown/escape';
import { neutralizeHandlers } from '../../lib/markdown/handlers';
import { lexGfm, plainText, renderBlocks } from '../../lib/markdown/parse';
import { isSafeLinkUrl, urlScheme } from '../../lib/sanitize/url';
import { highlightCode } from './highlight';
import { THEMES, type Theme, type ThemeId } from './themes';

export interface RenderOptions {
  theme: ThemeId;
  /** The heading of the footnote list, in the page's language. */
  referencesTitle: string;
}

export interface Rendered {
  /** The article's top-level blocks, each a piece of HTML (unsanitised: raw HTML from the Markdown is in it). */
  blocks: string[];
  /**
   * Per block: whether it holds raw HTML from the Markdown. Only those can be unbalanced (an open <div>);
   * the others are complete elements written by this renderer.
   */
  raw: boolean[];
  /** How many links became footnotes. */
  footnotes: number;
  /** Characters and words of the article's text. */
  counts: TextCounts;
}

/** Link targets WeChat keeps as links (other official-account articles). */
const WECHAT_LINK = /^https:\/\/mp\.weixin\.qq\.com\//i;
/** Links kept as footnotes: web, mail and relative URLs. `javascript:`, `data:` and the rest become text. */
export function isSafeLink(href: string): boolean {
  return isSafeLinkUrl(href, { relative: true });
}

/** Image sources kept: web and relative URLs, and data: URLs of image types (an <img> never runs script). */
export function isSafeImage(src: string): boolean {
  const url = src.trim();
  const scheme = urlScheme(url);
  if (scheme === 'data') return /^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(url);
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

const attr = (style: string) => ` style="${escapeHtml(style)}"`;

/** Footnotes by URL: the number and the text of the link that first used it. */
type Notes = Map<string, { n: number; text: string }>;

/** A renderer bound to one theme and one article's footnote list. */
function createRenderer(theme: Theme, notes: Notes): Renderer {
  const r = new Renderer();
  const inline = (tokens: Token[]) => r.parser.parseInline(tokens);
  const footnote = (href: string, tokens: Token[]) => {
    let n = notes.get(href)?.n;
    if (n === undefined) {
      n = notes.size + 1;
      notes.set(href, { n, text: r.parser.parseInline(tokens, r.parser.textRenderer) });
    }
    return `<sup${attr(theme.sup)}>[${n}]</sup>`;
  };

  r.heading = ({ tokens, depth }: Tokens.Heading) => {
    const style = depth === 1 ? theme.h1 : depth === 2 ? theme.h2 : depth === 3 ? theme.h3 : theme.h4;
    const body = inline(tokens);
    // A filled-label h2 is inline-block: a block wrapper keeps the following text on its own line.
    return `<h${depth}${attr(style)}>${body}</h${depth}>`;
  };
  r.paragraph = ({ tokens }: Tokens.Paragraph) => `<p${attr(theme.p)}>${inline(tokens)}</p>`;
  r.strong = ({ tokens }: Tokens.Strong) => `<strong${attr(theme.strong)}>${inline(tokens)}</strong>`;
  r.em = ({ tokens }: Tokens.Em) => `<em${attr(theme.em)}>${inline(tokens)}</em>`;
  r.del = ({ tokens }: Tokens.Del) => `<del${attr(theme.del)}>${inline(tokens)}</del>`;
  r.codespan = ({ text }: Tokens.Codespan) => `<code${attr(theme.codespan)}>${escapeHtml(text)}</code>`;
  r.br = () => '<br>';
  r.hr = () => `<hr${attr(theme.hr)}>`;
  r.blockquote = ({ tokens }: Tokens.Blockquote) =>
    `<blockquote${attr(theme.blockquote)}>${r.parser.parse(tokens).replaceAll(attr(theme.p), attr(theme.quoteP))}</blockquote>`;
  r.code = ({ text, lang }: Tokens.Code) => {
    const language = (lang ?? '').split(/\s/)[0] ?? '';
    return `<pre${attr(theme.pre)}><code${attr(theme.code)}>${highlightCode(text, language, theme.palette)}</code></pre>`;
  };
  r.list = (token: Tokens.List) => {
    const tag = token.ordered ? 'ol' : 'ul';
    const start = token.ordered && token.start !== 1 && token.start !== '' ? ` start="${Number(token.start)}"` : '';
    const items = token.items.map((item) => r.listitem(item)).join('');
    return `<${tag}${start}${attr(token.ordered ? theme.ol : theme.ul)}>${items}</${tag}>`;
  };
  r.listitem = (item: Tokens.ListItem) => {
    // Paragraphs inside a loose item keep their margin out: the item's own spacing is enough.
    const body = r.parser.parse(item.tokens).replace(/^<p style="[^"]*">([\s\S]*)<\/p>$/, '$1');
    // A task item's mark replaces the bullet.
    return `<li${attr(item.task ? `${theme.li};list-style-type:none` : theme.li)}>${body}</li>`;
  };
  // WeChat drops form controls: a task list item shows a ☑ or ☐ mark instead.
  r.checkbox = ({ checked }: Tokens.Checkbox) => `<span${attr(theme.task)}>${checked ? '☑' : '☐'}</span>`;
  r.table = (token: Tokens.Table) => {
    const cell = (c: Tokens.TableCell, tag: 'th' | 'td') => {
      const align = c.align ? `;text-align:${c.align}` : tag === 'th' ? ';text-align:left' : '';
      return `<${tag}${attr((tag === 'th' ? theme.th : theme.td) + align)}>${inline(c.tokens)}</${tag}>`;
    };
    const head = `<tr>${token.header.map((c) => cell(c, 'th')).join('')}</tr>`;
    const rows = token.rows.map((row) => `<tr>${row.map((c) => cell(c, 'td')).join('')}</tr>`).join('');
    return `<section${attr(theme.tableWrap)}><table${attr(theme.table)}><thead>${head}</thead>${
      rows ? `<tbody>${rows}</tbody>` : ''
    }</table></section>`;
  };
  r.link = ({ href, text, tokens }: Tokens.Link) => {
    const body = inline(tokens);
    const target = href.trim();
    if (!isSafeLink(target)) return body;
    if (WECHAT_LINK.test(target)) return `<a href="${escapeHtml(target)}"${attr(theme.link)}>${body}</a>`;
    // A bare URL (autolink) shows itself: no footnote needed to read it.
    if (text === target || `mailto:${text}` === target) return `<span${attr(theme.link)}>${body}</span>`;
    return `<span${attr(theme.link)}>${body}</span>${footnote(target, tokens)}`;
  };
  r.image = ({ href, text }: Tokens.Image) => {
    if (!isSafeImage(href)) return escapeHtml(text);
    const alt = escapeHtml(text);
    const caption = text.trim() ? `<span${attr(theme.caption)}>${alt}</span>` : '';
    return `<img src="${escapeHtml(href.trim())}" alt="${alt}"${attr(theme.img)}>${caption}`;
  };
  // Raw HTML goes to the sanitiser; its handler attributes are renamed first (see handlers.ts).
  r.html = ({ text }: Tokens.HTML | Tokens.Tag) => neutralizeHandlers(text);
  r.space = () => '';
  r.def = () => '';
  r.text = (token: Tokens.Text | Tokens.Escape) =>
    'tokens' in token && token.tokens ? inline(token.tokens) : escapeHtml(token.text);
  return r;
}

/** The footnote list: "[n] text: URL" per link, in order of first use. */
function references(notes: Notes, theme: Theme, title: string): string {
  const items = [...notes].map(([href, { n, text }]) => {
    const label = text.trim() ? `${escapeHtml(text.trim())}: ` : '';
    return `<p${attr(theme.ref)}>[${n}] ${label}<span${attr(theme.refUrl)}>${escapeHtml(href)}</span></p>`;
  });
  return `<section><h3${attr(theme.refsTitle)}>${escapeHtml(title)}</h3>${items.join('')}</section>`;
}

/** Quotes nested deeper than this are refused before parsing (the parser's time grows with the square). */
export const MAX_QUOTE_DEPTH = 200;

/** Whether a token or anything inside it is raw HTML. */
function hasRawHtml(token: Token): boolean {
  if (token.type === 'html') return true;
  if (token.type === 'list') return (token as Tokens.List).items.some(hasRawHtml);
  if (token.type === 'table') {
    const table = token as Tokens.Table;
    return [table.header, ...table.rows].some((row) => row.some((cell) => cell.tokens.some(hasRawHtml)));
  }
  return 'tokens' in token && !!token.tokens && token.tokens.some(hasRawHtml);
}

/** Renders Markdown (GitHub flavour: tables, task lists, strikethrough) to themed blocks of HTML. */
export function renderArticle(markdown: string, options: RenderOptions): Rendered {
  const theme = THEMES[options.theme];
  const notes: Notes = new Map();
  const tokens = lexGfm(markdown);
  const blocks: string[] = [];
  const raw: boolean[] = [];
  for (const [token, html] of renderBlocks(tokens, createRenderer(theme, notes))) {
    if (!html) continue;
    blocks.push(html);
    raw.push(hasRawHtml(token));
  }
  if (notes.size) {
    blocks.push(references(notes, theme, options.referencesTitle));
    raw.push(false);
  }
  return { blocks, raw, footnotes: notes.size, counts: countText(plainText(tokens)) };
}

export interface TextCounts {
  /** Characters without white space (code points). */
  characters: number;
  /** Words: each CJK character is one, and so is each run of other letters or digits. */
  words: number;
}

/** One word each: Chinese characters and Japanese kana. */
const IDEOGRAPH = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}`;
const WORDS = new RegExp(String.raw`[${IDEOGRAPH}]|(?:(?![${IDEOGRAPH}])[\p{L}\p{N}\p{M}])+`, 'gu');

/** Counts a text: characters other than white space, and words. */
export function countText(text: string): TextCounts {
  let characters = 0;
  for (const ch of text) if (!/\s/u.test(ch)) characters++;
  let words = 0;
  for (const _ of text.matchAll(WORDS)) words++;
  return { characters, words };
}
