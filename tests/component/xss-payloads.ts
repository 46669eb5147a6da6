/**
 * The hostile inputs every text field, file name and rendered preview of the site is fed: one list, for the
 * component matrix (tests/component/xss.test.tsx) and the browser smoke cases (tests/e2e/xss.spec.ts).
 * Each tries to run `window.__xss = 1` or `alert(1)`.
 */
export const PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '<svg xmlns="http://www.w3.org/2000/svg"><script>window.__xss=1</script></svg>',
  '</script><script>window.__xss=1</script>',
  '</textarea><script>window.__xss=1</script>',
  '<a href="javascript:window.__xss=1" id="xss-link">click</a>',
  'javascript:window.__xss=1//',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<details open ontoggle=alert(1)>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '${alert(1)}',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  // A quote opened inside a comment hides the real tag from a scan that reads comments as markup.
  '<!--<img src="--><img src=x onerror=window.__xss=1//">',
];

/** An SVG document carrying a script (PAYLOADS[4]): fed as image content where tools take SVG files. */
export const SVG_WITH_SCRIPT = PAYLOADS[4]!;

/** A payload as a file name: `/` is not allowed in one, so it becomes the look-alike `∕`. */
export const asFileName = (payload: string, ext: string) => `${payload.replace(/\//g, '∕')}.${ext}`;

/** The comment bypass of a tag scan (the last of PAYLOADS): a real <img onerror> after a comment holding a quote. */
export const COMMENT_QUOTE_BYPASS = PAYLOADS[PAYLOADS.length - 1]!;

/**
 * Link targets that run script or open a document of their own when clicked, written the ways browsers still
 * read as such (case, white space and control characters around or inside the scheme, entities in markup).
 * Exports (an SVG or MathML file opened from disk, Markdown) must keep none of them as a link.
 */
export const SCRIPT_LINKS: readonly string[] = [
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1',
  ' javascript:window.__xss=1',
  'java\tscript:window.__xss=1',
  'java\nscript:window.__xss=1',
  '\u0001javascript:window.__xss=1',
  'java&#9;script:window.__xss=1',
  '&#106;avascript:window.__xss=1',
  'vbscript:msgbox(1)',
  'data:text/html,<script>window.__xss=1</script>',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'file:///etc/passwd',
  '//evil.example/x',
];

/** Link targets an export keeps: the web and mail. */
export const SAFE_LINKS: readonly string[] = [
  'https://example.com/a?b=1&c=2#d',
  'http://example.com/',
  'mailto:a@example.com',
];

/**
 * Inline styles that make a browser request something (a tracking pixel when the article is opened), written the
 * ways CSS still reads them (escapes, comments, case, vendor prefixes): none may survive into an exported article.
 */
export const STYLE_URLS: readonly string[] = [
  'background-image:url(http://evil.example/p.png)',
  "background:URL('http://evil.example/p.png') no-repeat",
  'background-image:u\\72l(http://evil.example/p.png)',
  'background-image:\\75 rl(http://evil.example/p.png)',
  'background-image:ur\\l(http://evil.example/p.png)',
  'background-image:image-set("http://evil.example/p.png" 1x)',
  'background-image:-webkit-image-set(url(http://evil.example/p.png) 1x)',
  'list-style:url(http://evil.example/p.png)',
  'cursor:url(http://evil.example/c.cur),auto',
  'border-image:cross-fade(url(http://evil.example/a.png),url(http://evil.example/b.png),50%)',
  'width:expression(alert(1))',
  'behavior:url(x.htc)',
  '-moz-binding:url(http://evil.example/x.xml#x)',
  '@import url(http://evil.example/x.css)',
  'background:url/**/(http://evil.example/p.png)',
  'background:u/**/rl(http://evil.example/p.png)',
];
