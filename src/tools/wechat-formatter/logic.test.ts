import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/markdown/escape';
import { plainText, quoteDepth } from '../../lib/markdown/parse';
import { countText, isSafeImage, isSafeLink, MAX_QUOTE_DEPTH, renderArticle } from './logic';
import { styleObject, wrapArticle } from './wrap';
import { Lexer } from 'marked';
import { THEME_IDS, THEMES, type Theme } from './themes';

const C = THEMES.classic;
/** ` style="…"` of a classic-theme element, as the renderer writes it. */
const s = (key: keyof Omit<Theme, 'palette'>, extra = '') => ` style="${escapeHtml(C[key] + extra)}"`;
const render = (md: string, theme: (typeof THEME_IDS)[number] = 'classic') =>
  renderArticle(md, { theme, referencesTitle: 'References' });
const html = (md: string) => render(md).blocks.join('');

describe('renderArticle: headings and inline marks', () => {
  it('writes headings with the literal inline styles of the theme', () => {
    expect(html('# Hi *there*')).toBe(
      '<h1 style="margin:24px 0 20px;font-size:24px;font-weight:bold;line-height:1.4;text-align:center;color:#0a7d44">Hi <em style="font-style:italic">there</em></h1>',
    );
    expect(html('## Two\n\n### Three\n\n#### Four\n\n##### Five')).toBe(
      `<h2${s('h2')}>Two</h2><h3${s('h3')}>Three</h3><h4${s('h4')}>Four</h4><h5${s('h4')}>Five</h5>`,
    );
  });

  it('styles bold, italic, strikethrough and inline code, escaping code and text', () => {
    expect(html('**b** _i_ ~~d~~ `<b>&` 1 < 2')).toBe(
      `<p${s('p')}><strong${s('strong')}>b</strong> <em${s('em')}>i</em> <del${s('del')}>d</del> ` +
        `<code${s('codespan')}>&lt;b&gt;&amp;</code> 1 &lt; 2</p>`,
    );
  });

  it('writes a horizontal rule', () => {
    expect(html('a\n\n---\n\nb')).toBe(`<p${s('p')}>a</p><hr${s('hr')}><p${s('p')}>b</p>`);
  });

  it('gives every top-level block its own piece and skips blank space', () => {
    expect(render('# A\n\n\n\ntext\n\n---').blocks).toEqual([
      `<h1${s('h1')}>A</h1>`,
      `<p${s('p')}>text</p>`,
      `<hr${s('hr')}>`,
    ]);
  });

  it('marks the blocks that hold raw HTML, however deep', () => {
    const r = render(
      '<div>\n\ntext <b>x</b>\n\n- a <i>i</i>\n\n| a |\n|---|\n| <u>u</u> |\n\n> q\n\nplain [l](https://l.com)',
    );
    expect(r.raw).toEqual([true, true, true, true, false, false, false]);
  });
});

describe('renderArticle: lists', () => {
  it('writes ordered (with its start), unordered and nested lists', () => {
    expect(html('3. three\n4. four\n   - inner')).toBe(
      `<ol start="3"${s('ol')}><li${s('li')}>three</li><li${s('li')}>four<ul${s('ul')}><li${s('li')}>inner</li></ul></li></ol>`,
    );
  });

  it('turns task list checkboxes into marks (WeChat drops form controls)', () => {
    expect(html('- [x] done\n- [ ] todo')).toBe(
      `<ul${s('ul')}><li${s('li', ';list-style-type:none')}><span${s('task')}>☑</span>done</li>` +
        `<li${s('li', ';list-style-type:none')}><span${s('task')}>☐</span>todo</li></ul>`,
    );
  });

  it('keeps a loose item’s paragraphs without the paragraph margin', () => {
    expect(html('- one\n\n- two')).toBe(`<ul${s('ul')}><li${s('li')}>one</li><li${s('li')}>two</li></ul>`);
  });
});

describe('renderArticle: code blocks', () => {
  it('highlights a known language as spans with the palette’s inline colours', () => {
    expect(html('```js\nconst a = "x"; // c\n```')).toBe(
      `<pre${s('pre')}><code${s('code')}>` +
        '<span style="color:#cf222e">const</span> a = <span style="color:#032f62">&quot;x&quot;</span>; ' +
        '<span style="color:#6a737d;font-style:italic">// c</span></code></pre>',
    );
  });

  it('uses the dark palette in a dark theme and resolves aliases (py, sh, html)', () => {
    const ink = render('```py\ndef f(): pass\n```', 'ink').blocks.join('');
    expect(ink).toContain('<span style="color:#c678dd">def</span> <span style="color:#61aeee">f</span>');
    expect(html('```sh\necho hi\n```')).toContain('<span style="color:#bc4c00">echo</span> hi');
    expect(html('```html\n<b>x</b>\n```')).toContain(
      '<span style="color:#1a7f37">&lt;<span style="color:#1a7f37">b</span>&gt;</span>x',
    );
  });

  it('leaves unknown or missing languages plain and escaped', () => {
    expect(html('```klingon\n<tlhIngan> & Hol\n```')).toBe(
      `<pre${s('pre')}><code${s('code')}>&lt;tlhIngan&gt; &amp; Hol</code></pre>`,
    );
    expect(html('    indented <code>')).toBe(`<pre${s('pre')}><code${s('code')}>indented &lt;code&gt;</code></pre>`);
  });
});

describe('renderArticle: tables', () => {
  it('writes a scrollable table with aligned, styled cells', () => {
    expect(html('| a | b | c |\n|:--|--:|:-:|\n| 1 | **2** | 3 |')).toBe(
      `<section${s('tableWrap')}><table${s('table')}><thead><tr>` +
        `<th${s('th', ';text-align:left')}>a</th><th${s('th', ';text-align:right')}>b</th><th${s('th', ';text-align:center')}>c</th>` +
        `</tr></thead><tbody><tr>` +
        `<td${s('td', ';text-align:left')}>1</td><td${s('td', ';text-align:right')}><strong${s('strong')}>2</strong></td><td${s('td', ';text-align:center')}>3</td>` +
        '</tr></tbody></table></section>',
    );
  });

  it('writes a header-only table without a body', () => {
    expect(html('| a |\n|---|')).toBe(
      `<section${s('tableWrap')}><table${s('table')}><thead><tr><th${s('th', ';text-align:left')}>a</th></tr></thead></table></section>`,
    );
  });
});

describe('renderArticle: links become footnotes', () => {
  it('numbers links by URL in order of first use and lists them at the end', () => {
    const r = render('[A](https://a.com) [B *b*](https://b.com) [again](https://a.com)');
    const link = (text: string) => `<span${s('link')}>${text}</span>`;
    const sup = (n: number) => `<sup${s('sup')}>[${n}]</sup>`;
    expect(r.blocks).toEqual([
      `<p${s('p')}>${link('A')}${sup(1)} ${link(`B <em${s('em')}>b</em>`)}${sup(2)} ${link('again')}${sup(1)}</p>`,
      `<section><h3${s('refsTitle')}>References</h3>` +
        `<p${s('ref')}>[1] A: <span${s('refUrl')}>https://a.com</span></p>` +
        `<p${s('ref')}>[2] B b: <span${s('refUrl')}>https://b.com</span></p></section>`,
    ]);
    expect(r.footnotes).toBe(2);
  });

  it('shows bare URLs as themselves, keeps WeChat article links, and drops unsafe ones to text', () => {
    const r = render(
      '<https://x.com> [post](https://mp.weixin.qq.com/s/abc) [bad](javascript:alert(1)) [bad2](JaVaScRiPt:x)',
    );
    expect(r.blocks).toEqual([
      `<p${s('p')}><span${s('link')}>https://x.com</span> <a href="https://mp.weixin.qq.com/s/abc"${s('link')}>post</a> bad bad2</p>`,
    ]);
    expect(r.footnotes).toBe(0);
  });

  it('escapes a footnote’s URL and title text', () => {
    expect(render('[<x>](https://a.com/?q="1"&b)').blocks[1]).toBe(
      `<section><h3${s('refsTitle')}>References</h3><p${s('ref')}>[1] &lt;x&gt;: <span${s('refUrl')}>https://a.com/?q=&quot;1&quot;&amp;b</span></p></section>`,
    );
  });
});

describe('renderArticle: images and quotes', () => {
  it('keeps images with their alt text, shown as a caption', () => {
    expect(html('![A "cat"](https://i.com/c.png)')).toBe(
      `<p${s('p')}><img src="https://i.com/c.png" alt="A &quot;cat&quot;"${s('img')}><span${s('caption')}>A &quot;cat&quot;</span></p>`,
    );
    expect(html('![](pic.png)')).toBe(`<p${s('p')}><img src="pic.png" alt=""${s('img')}></p>`);
  });

  it('refuses image sources that are not pictures (javascript:, data:text/html)', () => {
    expect(html('![x](javascript:alert(1)) ![y](data:text/html,hi)')).toBe(`<p${s('p')}>x y</p>`);
    expect(html('![ok](data:image/png;base64,AAAA)')).toContain('<img src="data:image/png;base64,AAAA" alt="ok"');
  });

  it('styles a quote and its paragraphs', () => {
    expect(html('> quote **b**\n>\n> two')).toBe(
      `<blockquote${s('blockquote')}><p${s('quoteP')}>quote <strong${s('strong')}>b</strong></p><p${s('quoteP')}>two</p></blockquote>`,
    );
  });
});

describe('themes', () => {
  it('every theme writes its own styles, with no class or <style> anywhere', () => {
    const md = '# T\n\n## H\n\n> q\n\n```js\nlet a = 1\n```\n\n| a |\n|---|\n| b |\n\n[l](https://l.com)';
    const outputs = THEME_IDS.map((id) => render(md, id).blocks.join(''));
    expect(new Set(outputs).size).toBe(THEME_IDS.length);
    for (const out of outputs) expect(out).not.toMatch(/class=|<style/);
  });

  it('turns a style attribute into a React style object', () => {
    expect(styleObject("font-family:'A B',serif;font-size:16px; --x: 1 ;;bad")).toEqual({
      fontFamily: "'A B',serif",
      fontSize: '16px',
      '--x': '1',
    });
  });

  it('wraps an article in a section with the theme’s base style', () => {
    expect(wrapArticle('<p>x</p>', 'ocean')).toBe(
      `<section style="${escapeHtml(THEMES.ocean.base)}"><p>x</p></section>`,
    );
  });
});

describe('URL checks', () => {
  it('accepts web, mail and relative links only', () => {
    expect(
      [
        'https://a',
        'http://a',
        'mailto:a@b',
        '/x',
        '#top',
        'javascript:x',
        ' JAVASCRIPT:x',
        'java\nscript:x',
        'vbscript:x',
        'data:text/html,x',
      ].map(isSafeLink),
    ).toEqual([true, true, true, true, true, false, false, false, false, false]);
  });

  it('accepts web, relative and data:image sources only', () => {
    expect(
      [
        'https://a/p.png',
        'p.png',
        'data:image/jpeg;base64,AA',
        'data:image/svg+xml,<svg/>',
        'data:text/html,x',
        'javascript:x',
        'blob:x',
      ].map(isSafeImage),
    ).toEqual([true, true, true, true, false, false, false]);
  });
});

describe('counts', () => {
  it('counts characters without white space, CJK characters as words and Latin runs as words', () => {
    expect(countText('')).toEqual({ characters: 0, words: 0 });
    expect(countText('Hello, world!')).toEqual({ characters: 12, words: 2 });
    expect(countText('你好 WeChat 公众号😀')).toEqual({ characters: 12, words: 6 });
    expect(countText('안녕하세요 세계')).toEqual({ characters: 7, words: 2 });
    expect(countText("it's 2026")).toEqual({ characters: 8, words: 3 });
  });

  it('counts the article’s text, not its Markdown syntax or URLs', () => {
    const md = '# Title\n\n**Bold** [link](https://example.com/very/long)\n\n- a\n- b\n\n| x |\n|---|\n| y |';
    expect(plainText(new Lexer().lex(md)).replace(/\s+/g, ' ').trim()).toBe('Title Bold link a b x y');
    expect(render(md).counts).toEqual({ characters: 17, words: 7 });
  });
});

describe('quoteDepth', () => {
  it('counts the deepest quote nesting of any line, spaces allowed between markers', () => {
    expect(quoteDepth('')).toBe(0);
    expect(quoteDepth('a > b')).toBe(0);
    expect(quoteDepth('> a\n> > > b\n>> c')).toBe(3);
    expect(quoteDepth(`x\n${'>'.repeat(MAX_QUOTE_DEPTH + 1)} deep`)).toBe(MAX_QUOTE_DEPTH + 1);
  });
});
