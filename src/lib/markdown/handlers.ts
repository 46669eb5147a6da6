/**
 * Renames event-handler attributes (`onerror`, `onload`…) in raw HTML before any DOM sees it. DOMPurify
 * removes them anyway; but parsing such markup in our page, even into an inert document, makes Chromium
 * report a Content-Security-Policy violation (`script-src-attr`) although nothing runs. The scan follows the
 * HTML tokenizer's tag rules and treats every `<letter` as a tag start, even where the parser would see text
 * (inside <style>, comments), so it renames at least every attribute the parser would create. `prefix` is what
 * goes before the name: "x-" (an unknown attribute, dropped by the sanitiser) or "data-x-" (for a sanitiser that
 * drops every data- attribute). Pure.
 */
export function neutralizeHandlers(html: string, prefix = 'x-'): string {
  if (!/on/i.test(html)) return html;
  let out = '';
  let i = 0;
  const n = html.length;
  const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0 || lt + 1 >= n) break;
    const next = html[lt + 1]!;
    const endTag = next === '/';
    if (!/[a-zA-Z]/.test(endTag ? (html[lt + 2] ?? '') : next)) {
      out += html.slice(i, lt + 1);
      i = lt + 1;
      continue;
    }
    // Tag name: up to white space, '/' or '>'.
    let j = lt + 1;
    while (j < n && !isSpace(html[j]!) && html[j] !== '>' && (html[j] !== '/' || j === lt + 1)) j++;
    out += html.slice(i, j);
    // Attributes until '>' (outside a quoted value).
    while (j < n && html[j] !== '>') {
      const c = html[j]!;
      if (isSpace(c) || c === '/') {
        out += c;
        j++;
        continue;
      }
      // An attribute name: up to white space, '/', '>' or '=' (a '=' first is part of the name).
      let k = j + 1;
      while (k < n && !isSpace(html[k]!) && html[k] !== '/' && html[k] !== '>' && html[k] !== '=') k++;
      const name = html.slice(j, k);
      out += /^on/i.test(name) ? `${prefix}${name}` : name;
      j = k;
      // An optional value after '=' (white space allowed around it).
      let m = j;
      while (m < n && isSpace(html[m]!)) m++;
      if (html[m] !== '=') continue;
      m++;
      while (m < n && isSpace(html[m]!)) m++;
      const q = html[m];
      let end: number;
      if (q === '"' || q === "'") {
        const close = html.indexOf(q, m + 1);
        end = close < 0 ? n : close + 1;
      } else {
        end = m;
        while (end < n && !isSpace(html[end]!) && html[end] !== '>') end++;
      }
      out += html.slice(j, end);
      j = end;
    }
    i = j;
  }
  return out + html.slice(i);
}
