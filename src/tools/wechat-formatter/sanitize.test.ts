// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderArticle } from './logic';
import { wrapArticle } from './wrap';
import { createSanitizer, exportHtml, PLACEHOLDER_IMAGE, sanitizeInSteps, SOURCE_ATTR } from './sanitize';
import { domPurifyWindow } from '../../lib/markdown/test-window';
import { THEME_IDS } from './themes';
import { COMMENT_QUOTE_BYPASS, STYLE_URLS } from '../../../tests/component/xss-payloads';

const sanitize = createSanitizer(domPurifyWindow());
/** The Markdown as the page shows it: rendered, sanitised, then in its WeChat (export) form. */
const pipeline = (md: string) =>
  exportHtml(sanitize(renderArticle(md, { theme: 'classic', referencesTitle: 'R' }).blocks.join('')));
const placeholder = PLACEHOLDER_IMAGE.replace(/&/g, '&amp;');

describe('sanitiser', () => {
  it('refuses to work where DOMPurify cannot (it would return the HTML unchanged)', () => {
    expect(() => createSanitizer({} as Parameters<typeof createSanitizer>[0])).toThrow('not supported');
  });

  it('strips <script>, on* handlers, javascript: URLs, frames, forms, <style> and classes', () => {
    expect(sanitize('<p>a<script>alert(1)</script></p>')).toBe('<p>a</p>');
    expect(sanitize('<b onclick="x()" onmouseover="y()">b</b>')).toBe('<b>b</b>');
    expect(sanitize('<a href="javascript:alert(1)">c</a>')).toBe('<a>c</a>');
    expect(sanitize('<a href=" JaVaScRiPt:alert(1)">c</a>')).toBe('<a>c</a>');
    // One removal per call: happy-dom's NodeIterator loses its place after a removed node (browsers do not;
    // the e2e spec checks a whole hostile article in Chromium).
    for (const frame of [
      '<iframe srcdoc="x"></iframe>',
      '<object data="x"></object>',
      '<form></form>',
      '<input>',
      '<button>b</button>',
    ])
      expect(sanitize(`d${frame}`)).toMatch(/^db?$/);
    expect(sanitize('<p class="x" id="y" style="color:red">e</p>')).toBe('<p style="color:red">e</p>');
    expect(sanitize('e<style>p{color:red}</style>')).toBe('e');
    expect(sanitize('<svg onload="alert(1)"><circle/></svg>f')).toBe('f');
  });

  it('keeps an image but never its handler; an outside source waits in data-wx-src in the preview', () => {
    expect(sanitize('<img src="x" onerror="alert(1)" alt="a">')).toBe(
      `<img src="${placeholder}" alt="a" ${SOURCE_ATTR}="x">`,
    );
    expect(sanitize(`<img ${SOURCE_ATTR}="javascript:1" src="data:image/png;base64,AA">`)).toBe(
      '<img src="data:image/png;base64,AA">',
    );
  });

  it('sanitises raw HTML written in the Markdown, end to end', () => {
    const out = pipeline(
      'Hi <img src=x onerror="alert(1)"> <a href="javascript:alert(2)">j</a>\n\n<div onclick="x" class="c">d</div>\n\n<script>alert(3)</script>',
    );
    expect(out).toBe(
      '<p style="margin:0 0 16px;line-height:1.75;color:#333333">Hi <img src="x"> <a>j</a></p><div>d</div>',
    );
    expect(out).not.toMatch(/<script|onerror|onclick|javascript:|class=/);
  });

  it('keeps no style that loads something (url(), image-set(), @import, expression()…) nor a background attribute', () => {
    for (const style of STYLE_URLS) {
      const attr = `color:red;${style}`.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      const out = pipeline(
        `<p style="${attr}">x</p>\n\n<table background="http://evil.example/t.png"><tr><td>y</td></tr></table>`,
      );
      expect(out, style).toBe('<p style="color:red">x</p><table><tbody><tr><td>y</td></tr></tbody></table>');
    }
    expect(pipeline('<div style="background:url(http://evil.example/p.png)">z</div>')).toBe('<div>z</div>');
    // A <style> block goes whole (its rules could load anything), the text after it stays.
    expect(
      pipeline('<style>@import url(http://evil.example/x.css);p{background:url(http://e.example/p)}</style>z'),
    ).toBe('z');
  });

  it('neutralises the comment-quote bypass of the handler scan: no handler, no request for its image', () => {
    const preview = sanitize(
      renderArticle(COMMENT_QUOTE_BYPASS, { theme: 'classic', referencesTitle: 'R' }).blocks.join(''),
    );
    expect(preview).toBe(`<img src="${placeholder}" ${SOURCE_ATTR}="x">`);
    expect(exportHtml(preview)).toBe('<img src="x">');
  });

  it('puts an image’s real source back for WeChat and the download', () => {
    const preview = sanitize(
      renderArticle('![cat](https://i.com/c.png)', { theme: 'ink', referencesTitle: 'R' }).blocks[0]!,
    );
    expect(preview).toContain(`src="${placeholder}"`);
    expect(preview).toContain(`${SOURCE_ATTR}="https://i.com/c.png"`);
    const out = exportHtml(preview);
    expect(out).toContain('<img src="https://i.com/c.png" alt="cat" style=');
    expect(out).not.toContain(SOURCE_ATTR);
  });

  it('keeps every theme’s inline styles and adds no class or <style>', () => {
    for (const theme of THEME_IDS) {
      const body = renderArticle(
        '# T\n\n> q\n\n```ts\nlet a: number = 1\n```\n\n| a |\n|---|\n| b |\n\n[l](https://l.com)',
        {
          theme,
          referencesTitle: 'R',
        },
      ).blocks.join('');
      const clean = exportHtml(sanitize(wrapArticle(body, theme)));
      expect(clean).not.toMatch(/class=|<style/);
      expect(clean.match(/ style="/g)?.length).toBe(body.match(/ style="/g)!.length + 1);
    }
  });
});

describe('sanitizeInSteps', () => {
  const none = (n: number) => Array.from({ length: n }, () => false);

  it('sanitises every block in order, several per call, with the same result as one by one', async () => {
    const blocks = Array.from({ length: 50 }, (_, i) => `<p onclick="x">${i}</p>`);
    const calls: string[] = [];
    const spy = (html: string) => (calls.push(html), sanitize(html));
    const out = await sanitizeInSteps(blocks, none(50), spy, new Map(), undefined, { sliceMs: 0, batchChars: 100 });
    expect(out).toEqual(blocks.map((_, i) => `<p>${i}</p>`));
    // A call at 100 characters or more: five blocks of 20–21 characters each.
    expect(calls.length).toBe(10);
  });

  it('sanitises a raw-HTML block alone, so an open tag cannot swallow the next blocks', async () => {
    const calls: string[] = [];
    const spy = (html: string) => (calls.push(html), sanitize(html));
    const out = await sanitizeInSteps(
      ['<p>a</p>', '<div class="x">', '<p>b</p>', '<p>c</p>'],
      [false, true, false, false],
      spy,
      new Map(),
    );
    expect(out).toEqual(['<p>a</p>', '<div></div>', '<p>b</p>', '<p>c</p>']);
    expect(calls).toEqual(['<div class="x">', '<p>a</p>\uFDD0<p>b</p>\uFDD0<p>c</p>']);
  });

  it('falls back to one call per block when a block holds the separator itself', async () => {
    const out = await sanitizeInSteps(['<p>a\uFDD0b</p>', '<p>c</p>'], none(2), sanitize, new Map());
    expect(out).toEqual(['<p>a\uFDD0b</p>', '<p>c</p>']);
  });

  it('reuses the blocks sanitised last time and forgets the others', async () => {
    const seen: string[] = [];
    const counting = (html: string) => {
      seen.push(html);
      return html.toUpperCase();
    };
    const cache = new Map<string, string>();
    expect(await sanitizeInSteps(['a'], none(1), counting, cache)).toEqual(['A']);
    expect(await sanitizeInSteps(['b'], none(1), counting, cache)).toEqual(['B']);
    expect(await sanitizeInSteps(['b', 'c', 'b'], none(3), counting, cache)).toEqual(['B', 'C', 'B']);
    expect(seen).toEqual(['a', 'b', 'c']);
    expect([...cache]).toEqual([
      ['b', 'B'],
      ['c', 'C'],
    ]);
  });

  it('stops when aborted between steps, leaving the cache as it was', async () => {
    const stop = new AbortController();
    let calls = 0;
    const counting = (html: string) => {
      calls++;
      if (calls === 3) stop.abort();
      return html;
    };
    const cache = new Map([['z', 'Z']]);
    const raw = [true, true, true, true, true];
    expect(
      await sanitizeInSteps(['a', 'b', 'c', 'd', 'e'], raw, counting, cache, stop.signal, { sliceMs: -1 }),
    ).toBeNull();
    expect(calls).toBe(3);
    expect([...cache]).toEqual([['z', 'Z']]);
  });
});
