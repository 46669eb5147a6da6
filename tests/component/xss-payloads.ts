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
];

/** An SVG document carrying a script (PAYLOADS[4]): fed as image content where tools take SVG files. */
export const SVG_WITH_SCRIPT = PAYLOADS[4]!;

/** A payload as a file name: `/` is not allowed in one, so it becomes the look-alike `∕`. */
export const asFileName = (payload: string, ext: string) => `${payload.replace(/\//g, '∕')}.${ext}`;
