/**
 * The Markdown export: the paragraphs in order, page by page. The text comes from the PDF or from the engine, so
 * it is never trusted as Markdown: every character that could start HTML (`<`), an entity (`&lt;`), a link
 * (`](`, `]:`), a code span or an escape is backslash-escaped, so a renderer shows the text as it was written and
 * makes no element of it. Only this module's own markup (headings, list marks, code spans and fences, rules) is
 * Markdown. Pure.
 */
import { bodySize, type Paragraph, type Placed } from './paragraphs';

/**
 * Text as Markdown that renders as this text and never as HTML, a link or code. `<` becomes `&lt;` (a backslash
 * would not do: a bare URL just before it takes the backslash into the link, GFM's autolinks run up to a `<`),
 * an `&` that would start an entity becomes `&amp;`; backticks, a `]` that would close a link's text and a
 * backslash before punctuation get a backslash (CommonMark escapes any ASCII punctuation).
 */
export function escapeMarkdownText(text: string): string {
  return text.replace(/\\(?=[!-/:-@[-`{-~])|[<`]|&(?=#?[0-9a-z]+;)|\](?=[([:])/gi, (c) =>
    c === '<' ? '&lt;' : c === '&' ? '&amp;' : `\\${c}`,
  );
}

/** Code as an inline code span: fenced by more backticks than any run inside it, so it cannot end early. */
export function codeSpan(code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = code.startsWith('`') || code.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

/** Lines as a fenced code block: the fence longer than any run of backticks inside, so the text cannot end it. */
export function codeBlock(lines: readonly string[]): string {
  const longest = Math.max(0, ...lines.flatMap((l) => [...l.matchAll(/`+/g)].map((m) => m[0].length)));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}\n${lines.join('\n')}\n${fence}`;
}

/** A kept paragraph's text with its inline code as code spans, the rest escaped. */
function markdownInline(text: string, p: Paragraph): string {
  if (!p.spans?.length || text !== p.text) return escapeMarkdownText(text);
  let out = '';
  let at = 0;
  for (const s of p.spans) {
    out += escapeMarkdownText(text.slice(at, s.start));
    const code = text.slice(s.start, s.end);
    out += s.kind === 'code' ? codeSpan(code) : escapeMarkdownText(code);
    at = s.end;
  }
  return out + escapeMarkdownText(text.slice(at));
}

/**
 * A translation whose placeholders were restored: each restored value that is code becomes a code span (URLs and
 * e-mail addresses stay text), everything else is escaped text.
 */
function codeInBackticks(text: string, values: readonly string[]): string {
  const code = [...new Set(values)].filter((v) => v && !/^https?:|@/.test(v)).sort((a, b) => b.length - a.length);
  if (!code.length) return escapeMarkdownText(text);
  const pattern = new RegExp(`(${code.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return text
    .split(pattern)
    .map((piece, i) => (i % 2 ? codeSpan(piece) : escapeMarkdownText(piece)))
    .join('');
}

/**
 * Markdown: headings (larger than the body text, or bold and short) as `##`, list items as `-`, code blocks as
 * fenced blocks, inline code in backticks (in a translation, the code the engine was given as a placeholder),
 * a rule between pages.
 */
export function toMarkdown(placed: readonly Placed[]): string {
  const body = bodySize(placed.map((x) => x.paragraph));
  const out: string[] = [];
  let page = -1;
  placed.forEach(({ paragraph: p, text, values: v }) => {
    if (p.page !== page) {
      if (page >= 0) out.push('---');
      page = p.page;
    }
    if (p.mono) {
      out.push(codeBlock([p, ...(p.more ?? [])].flatMap((r) => r.lines.map((l) => l.text))));
      return;
    }
    const t =
      text === null ? markdownInline(p.text, p) : v?.length ? codeInBackticks(text, v) : escapeMarkdownText(text);
    if (p.kind === 'heading' || (p.kind === undefined && p.size >= body * 1.25)) out.push(`## ${t}`);
    else if (p.kind === 'list') out.push(`- ${t.replace(/^[•◦▪▫‣●○■□►▶✓✔·*\-–—]\s*/u, '')}`);
    else out.push(t);
  });
  return `${out.join('\n\n')}\n`;
}
