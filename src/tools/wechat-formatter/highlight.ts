/**
 * Code highlighting with highlight.js core and a handful of common languages, turned into spans that carry
 * inline styles (the WeChat editor drops class names). No DOM: runs in the worker and in unit tests.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import cpp from 'highlight.js/lib/languages/cpp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { escapeHtml } from './escape';
import type { CodePalette } from './themes';

export { escapeHtml };

const LANGUAGES = { bash, cpp, css, diff, go, java, javascript, json, python, rust, sql, typescript, xml, yaml };
for (const [name, lang] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, lang);

/** Whether `lang` (a fence's info word, any case, aliases such as `js`, `sh`, `html`) is highlighted. */
export function knownLanguage(lang: string): string | undefined {
  const l = lang.trim().toLowerCase();
  return l && hljs.getLanguage(l) ? l : undefined;
}

/** The highlight.js HTML of `code` with every `class` turned into the palette's inline style. */
export function highlightCode(code: string, lang: string, palette: CodePalette): string {
  const language = knownLanguage(lang);
  if (!language) return escapeHtml(code);
  const html = hljs.highlight(code, { language, ignoreIllegals: true }).value;
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
