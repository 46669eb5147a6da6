/**
 * Link targets as a browser reads them, for the allow-lists of links that leave our pages (exported SVG, MathML,
 * articles): the URL parser drops leading and trailing control characters and spaces, and every tab and line
 * break inside, so "java\tscript:" is `javascript:`. Pure.
 */

/** The scheme of `url` (`https`, `javascript`…), lower-case, as a browser would parse it; undefined if relative. */
export function urlScheme(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- the C0 controls the URL parser strips
  const cleaned = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}

/** Schemes a link may have: the web and mail. */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * Whether `url` may stay a link: http(s) or mailto, or (with `relative`) a URL with no scheme. An `&` before the
 * first '/', '?' or '#' could be an entity that makes a scheme once markup holding the URL is read
 * (`java&#9;script:`): such a URL is never kept. Protocol-relative `//host` URLs count as relative.
 */
export function isSafeLinkUrl(url: string, { relative = false } = {}): boolean {
  const scheme = urlScheme(url);
  if (scheme !== undefined) return LINK_SCHEMES.has(scheme);
  return relative && !/^[^/?#]*&/.test(url);
}
