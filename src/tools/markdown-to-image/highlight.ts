/**
 * Code highlighting for the image: highlight.js core with a handful of common languages. Its output keeps the
 * `hljs-*` class names; each theme colours them (themes.ts). No DOM: runs in the worker and in unit tests.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import cpp from 'highlight.js/lib/languages/cpp';
import css from 'highlight.js/lib/languages/css';
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

const LANGUAGES = { bash, cpp, css, go, java, javascript, json, markdown, python, rust, sql, typescript, xml, yaml };
for (const [name, lang] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, lang);

/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The registered language a fence's info word names (any case, aliases such as `js`, `sh`, `html`). */
export function knownLanguage(lang: string): string | undefined {
  const l = lang.trim().toLowerCase();
  return l && hljs.getLanguage(l) ? l : undefined;
}

/** Code longer than this is shown plain: highlighting it would hold the worker for seconds. */
export const MAX_HIGHLIGHT_CHARS = 100_000;

/** The highlighted HTML of `code` (escaped plain text for an unknown language or a huge block). */
export function highlightCode(code: string, lang: string): string {
  const language = knownLanguage(lang);
  if (!language || code.length > MAX_HIGHLIGHT_CHARS) return escapeHtml(code);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
