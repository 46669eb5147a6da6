// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render';
import { createSanitizer, sanitizeInSteps } from './sanitize';
import { domPurifyWindow } from '../../lib/markdown/test-window';

const REMOTE = 'data:image/svg+xml,remote';
const MISSING = 'data:image/svg+xml,missing';
const files = new Map([['cat.png', 'blob:http://127.0.0.1/1111']]);
const sanitize = createSanitizer(domPurifyWindow(), { lookup: (k) => files.get(k), remote: REMOTE, missing: MISSING });
/** Markdown as the page shows it: rendered (as in the worker), then sanitised. */
const pipeline = (md: string) => renderMarkdown(md).blocks.map(sanitize).join('');

describe('sanitiser', () => {
  it('refuses to work where DOMPurify cannot (it would pass HTML through unchanged)', () => {
    const win = {} as Parameters<typeof createSanitizer>[0];
    expect(() => createSanitizer(win, { lookup: () => undefined, remote: '', missing: '' })).toThrow('not supported');
  });

  it('removes <script>, event handlers and javascript: links', () => {
    expect(sanitize('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitize('<p onclick="alert(1)" onmouseover=x>hi</p>')).toBe('<p>hi</p>');
    expect(sanitize('<img src="cat.png" onerror="alert(1)">')).toBe('<img src="blob:http://127.0.0.1/1111">');
    expect(sanitize('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitize('<a href="https://example.com/" ping="https://t.example/">x</a>')).toBe('<a>x</a>');
  });

  it('shows a placeholder for remote images and never keeps their URL', () => {
    expect(sanitize('<img src="https://example.com/a.png" alt="A">')).toBe(
      `<img src="${REMOTE}" alt="A" class="md-img-placeholder">`,
    );
    expect(sanitize('<img src="//example.com/a.png">')).toBe(`<img src="${REMOTE}" class="md-img-placeholder">`);
    expect(sanitize('<img src="x.png" srcset="https://example.com/b.png 2x">')).toBe(
      `<img src="${MISSING}" class="md-img-placeholder">`,
    );
    expect(sanitize('<img src="javascript:alert(1)">')).toBe(`<img src="${MISSING}" class="md-img-placeholder">`);
  });

  it('removes frames, styles, SVG with script, and every url() or URL attribute that would load', () => {
    expect(sanitize('<iframe src="https://example.com/"></iframe><p>x</p>')).toBe('<p>x</p>');
    expect(sanitize('<style>@import url(https://example.com/a.css);</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitize('<p style="background:url(https://example.com/t.png)">x</p>')).toBe('<p>x</p>');
    expect(sanitize('<p>x</p><svg><script>alert(1)</script><image href="https://example.com/i.png"/></svg>')).toBe(
      '<p>x</p>',
    );
    expect(sanitize('<table background="https://example.com/bg.png"><tbody><tr><td>1</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td>1</td></tr></tbody></table>',
    );
    expect(sanitize('<video poster="https://example.com/p.png"></video>')).toBe('');
    expect(sanitize('<p>x</p><link rel="stylesheet" href="https://example.com/x.css">')).toBe('<p>x</p>');
    expect(sanitize('<p>x</p><base href="https://example.com/">')).toBe('<p>x</p>');
    // One element per case: happy-dom nests what follows a <video> or <object> wrongly (Chromium does not).
    expect(sanitize('<object data="https://example.com/o"></object>')).toBe('');
    expect(sanitize('<embed src="https://example.com/e">')).toBe('');
  });

  it('keeps our class names only (a page class could restyle the page)', () => {
    expect(sanitize('<span class="hljs-keyword fixed inset-0 md-check">k</span>')).toBe(
      '<span class="hljs-keyword md-check">k</span>',
    );
    expect(sanitize('<span class="fixed">k</span>')).toBe('<span>k</span>');
  });

  it('resolves local images by file name, keeps data: images, marks missing ones', () => {
    expect(pipeline('![Cat](img/Cat.PNG)')).toBe('<p><img src="blob:http://127.0.0.1/1111" alt="Cat"></p>\n');
    expect(pipeline('![](dog.png)')).toBe(`<p><img src="${MISSING}" alt="" class="md-img-placeholder"></p>\n`);
    expect(pipeline('![d](data:image/png;base64,AAAA)')).toBe(
      '<p><img src="data:image/png;base64,AAAA" alt="d"></p>\n',
    );
    expect(pipeline('![r](https://example.com/cat.png)')).toBe(
      `<p><img src="${REMOTE}" alt="r" class="md-img-placeholder"></p>\n`,
    );
  });

  it('renders a table, a task list and highlighted code to exact HTML', () => {
    expect(pipeline('| a | b |\n|:-|-:|\n| 1 | 2 |')).toBe(
      '<table>\n<thead>\n<tr>\n<th align="left">a</th>\n<th align="right">b</th>\n</tr>\n</thead>\n' +
        '<tbody><tr>\n<td align="left">1</td>\n<td align="right">2</td>\n</tr>\n</tbody></table>\n',
    );
    expect(pipeline('- [x] done\n- [ ] todo')).toBe(
      '<ul>\n<li class="md-task"><span class="md-check md-check-on"></span>done</li><li class="md-task">' +
        '<span class="md-check"></span>todo</li></ul>\n',
    );
    expect(pipeline('```js\nconst a = 1;\n```')).toBe(
      '<pre><code class="hljs language-js"><span class="hljs-keyword">const</span> a = ' +
        '<span class="hljs-number">1</span>;</code></pre>',
    );
    expect(pipeline('[site](https://example.com/)')).toBe('<p><span class="md-link">site</span></p>\n');
  });
});

describe('sanitizeInSteps', () => {
  it('sanitises every block, in order', async () => {
    expect(await sanitizeInSteps(['<p>a</p>', '<b onclick=x>b</b>'], sanitize)).toEqual(['<p>a</p>', '<b>b</b>']);
  });
  it('stops when aborted', async () => {
    const stop = new AbortController();
    stop.abort();
    expect(await sanitizeInSteps(['<p>a</p>'], sanitize, stop.signal)).toBeNull();
  });
});
