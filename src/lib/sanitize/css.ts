/**
 * Inline styles with nothing that loads: CSS can request a URL (url(), image-set(), @import, IE's expression()
 * and behaviors, Firefox's -moz-binding), which in an exported article is a tracking pixel. The check reads the
 * CSS the way a browser would (escapes decoded, comments removed, any case) and errs on the side of dropping. Pure.
 */

/** CSS text with its escapes decoded and comments removed, lower-case: what the checks below look at. */
function normalize(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_m, hex: string) => {
      const cp = parseInt(hex, 16);
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\ufffd';
    })
    .replace(/\\\r?\n/g, '')
    .replace(/\\(.)/g, '$1')
    .toLowerCase();
}

/** Functions and words that make CSS fetch something or run script. */
const LOADS =
  /(?:url|image|image-set|cross-fade|element|expression|src|paint)\s*\(|@import|behavior\s*:|-moz-binding|javascript:/;

/** Whether CSS text could make the browser load something or run script. */
export function cssLoads(css: string): boolean {
  return LOADS.test(normalize(css));
}

/** The declarations of a `style` attribute, split at the semicolons outside quotes and brackets. */
function declarations(style: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < style.length; i++) {
    const c = style[i]!;
    if (c === '\\') i++;
    else if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (c === ';' && depth === 0) {
      out.push(style.slice(start, i));
      start = i + 1;
    }
  }
  out.push(style.slice(start));
  return out;
}

/**
 * A `style` attribute's value without the declarations that load something (the others kept as written); ''
 * when none is left. When the value cannot be split cleanly (a quote or bracket left open), nothing is kept.
 */
export function stripStyleLoads(style: string): string {
  if (!cssLoads(style)) return style;
  const kept = declarations(style).filter((d) => d.trim() && !cssLoads(d));
  const out = kept.join(';');
  return cssLoads(out) ? '' : out;
}
