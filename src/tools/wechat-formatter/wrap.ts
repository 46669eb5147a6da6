/** The section that wraps an article (small: the island imports it; the renderer stays in the worker). */
import { escapeHtml } from '../../lib/markdown/escape';
import { THEMES, type ThemeId } from './themes';

/** The section that wraps an article, with the theme's base style. */
export function wrapArticle(body: string, theme: ThemeId): string {
  return `<section style="${escapeHtml(THEMES[theme].base)}">${body}</section>`;
}

/** An inline style attribute's text as a React style object (`font-size:16px` → `{ fontSize: '16px' }`). */
export function styleObject(css: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of css.split(';')) {
    const colon = decl.indexOf(':');
    if (colon <= 0) continue;
    const prop = decl.slice(0, colon).trim();
    const key = prop.startsWith('--') ? prop : prop.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    out[key] = decl.slice(colon + 1).trim();
  }
  return out;
}
