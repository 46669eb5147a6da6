/**
 * Renames event-handler attributes (`onerror`, `onload`…) in raw HTML before any DOM sees it. DOMPurify
 * removes them anyway, and stays the authority on what is kept; but parsing such markup in our page, even into an
 * inert document, makes Chromium report a Content-Security-Policy violation (`script-src-attr`) although nothing
 * runs. Which `<` starts a tag depends on where the parser stands (text, a comment, <style>'s raw text, an SVG,
 * a quoted attribute value), and a guess about that can be wrong: `<!--<img src="--><img src=x onerror=…>` hides
 * a real tag inside what a scan that reads the comment as markup takes for a quoted value. So no guess is made:
 * every `<letter` (and `</letter`) is taken as the start of a tag, wherever it stands, and each such tag's
 * attributes are read with the HTML tokenizer's rules from there. Every attribute any reading of the markup can
 * create is therefore renamed (and a few the parser would not create, harmlessly). `prefix` is what goes before
 * the name: "x-" (an unknown attribute, dropped by the sanitiser) or "data-x-" (for a sanitiser that drops every
 * data- attribute). Pure, linear: two readings that reach the same attribute start read on alike, so the second
 * stops there.
 */
export function neutralizeHandlers(html: string, prefix = 'x-'): string {
  if (!/on/i.test(html)) return html;
  const n = html.length;
  const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
  const isLetter = (c: string | undefined) => c !== undefined && /[a-zA-Z]/.test(c);
  /** Where an attribute name starts that some reading already went on from. */
  const seen = new Set<number>();
  /** Where a handler's name starts. */
  const handlers: number[] = [];

  /** Reads one tag from its '<' at `lt`: its attributes, until the '>' that ends it (or the end). */
  const readTag = (lt: number) => {
    let j = lt + (html[lt + 1] === '/' ? 2 : 1);
    // Tag name: up to white space, '/' or '>'.
    while (j < n && !isSpace(html[j]) && html[j] !== '>' && html[j] !== '/') j++;
    while (j < n && html[j] !== '>') {
      const c = html[j]!;
      if (isSpace(c) || c === '/') {
        j++;
        continue;
      }
      // An attribute name: up to white space, '/', '>' or '=' (a '=' first is part of the name).
      if (seen.has(j)) return;
      seen.add(j);
      let k = j + 1;
      while (k < n && !isSpace(html[k]) && html[k] !== '/' && html[k] !== '>' && html[k] !== '=') k++;
      if (/^on/i.test(html.slice(j, j + 2))) handlers.push(j);
      j = k;
      // An optional value after '=' (white space allowed around it).
      let m = j;
      while (m < n && isSpace(html[m])) m++;
      if (html[m] !== '=') continue;
      m++;
      while (m < n && isSpace(html[m])) m++;
      const q = html[m];
      if (q === '"' || q === "'") {
        const close = html.indexOf(q, m + 1);
        j = close < 0 ? n : close + 1;
      } else {
        j = m;
        while (j < n && !isSpace(html[j]) && html[j] !== '>') j++;
      }
    }
  };

  for (let lt = html.indexOf('<'); lt >= 0 && lt + 1 < n; lt = html.indexOf('<', lt + 1)) {
    if (isLetter(html[lt + 1]) || (html[lt + 1] === '/' && isLetter(html[lt + 2]))) readTag(lt);
  }
  if (!handlers.length) return html;
  handlers.sort((a, b) => a - b);
  let out = '';
  let at = 0;
  for (const h of handlers) {
    out += html.slice(at, h) + prefix;
    at = h;
  }
  return out + html.slice(at);
}
