/**
 * Code highlighting for the Markdown renderers (wechat-formatter, markdown-to-image): highlight.js core with a
 * handful of common languages, registered once. Its output is `<span class="hljs-…">` around escaped text; a
 * tool styles the classes (a theme's stylesheet) or turns them into inline styles (WeChat drops class names).
 * No DOM: runs in workers and in unit tests.
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
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { escapeHtml } from './escape';

const LANGUAGES = {
  bash,
  cpp,
  css,
  diff,
  go,
  java,
  javascript,
  json,
  markdown,
  python,
  rust,
  sql,
  typescript,
  xml,
  yaml,
};
for (const [name, lang] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, lang);

/** The registered language a fence's info word names (any case, aliases such as `js`, `sh`, `html`). */
export function knownLanguage(lang: string): string | undefined {
  const l = lang.trim().toLowerCase();
  return l && hljs.getLanguage(l) ? l : undefined;
}

/**
 * The highlight.js HTML of `code` (spans with `hljs-*` classes), or the escaped plain text for an unknown
 * language or code longer than `maxChars` (highlighting a huge block would hold a worker for seconds).
 */
export function highlightHtml(code: string, lang: string, maxChars = Infinity): string {
  const language = knownLanguage(lang);
  if (!language || code.length > maxChars) return escapeHtml(code);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
