/**
 * Code highlighting (the Markdown kit's highlight.js) turned into spans that carry inline styles (the WeChat
 * editor drops class names). No DOM: runs in the worker and in unit tests.
 */
import { highlightHtml } from '../../lib/markdown/highlight';
import type { CodePalette } from './themes';

/** The highlight.js HTML of `code` with every `class` turned into the palette's inline style. */
export function highlightCode(code: string, lang: string, palette: CodePalette): string {
  const html = highlightHtml(code, lang);
  // highlight.js writes only <span class="…">, </span> and escaped text: the opening tags are rewritten.
  return html.replace(/<span class="([^"]*)">/g, (_, classes: string) => {
    const style = styleOf(classes, palette);
    return style ? `<span style="${style}">` : '<span>';
  });
}

/** `hljs-title function_` → the palette's style for `title`; sub-language wrappers have none. */
function styleOf(classes: string, palette: CodePalette): string | undefined {
  const first = classes.split(' ')[0] ?? '';
  if (!first.startsWith('hljs-')) return undefined;
  return palette[first.slice(5)];
}
