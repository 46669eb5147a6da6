import { describe, expect, it } from 'vitest';
import { MAX_CANVAS_AREA } from '../../lib/image/canvas-limits';
import { classifyImage, DEFAULT_SETTINGS, imageKey, parseSettings, placeholderImage } from './logic';
import { cssUrls, maxPageHeight, pageNames, preferWoff2, replaceCssUrls, splitPages } from './pages';
import { quoteDepth } from '../../lib/markdown/parse';
import { renameHandlers, renderMarkdown } from './render';

describe('imageKey', () => {
  it('keeps the last path segment, decoded, without query or fragment, lower-case', () => {
    expect(imageKey('Cat.PNG')).toBe('cat.png');
    expect(imageKey('img/sub/Cat%20photo.png?x=1#top')).toBe('cat photo.png');
    expect(imageKey('C:\\Users\\me\\Pic.jpg')).toBe('pic.jpg');
    expect(imageKey(' ./照片.webp ')).toBe('照片.webp');
    expect(imageKey('100%.png')).toBe('100%.png');
    // NFD "é" (e + combining accent) from a macOS file name matches the NFC spelling in the Markdown.
    expect(imageKey('cafe\u0301.png')).toBe(imageKey('caf\u00e9.png'));
  });
});

describe('classifyImage', () => {
  const files = new Map([['cat.png', 'blob:x/1']]);
  const lookup = (k: string) => files.get(k);
  it('resolves picked files by name and refuses every remote form', () => {
    expect(classifyImage('images/Cat.png', lookup)).toEqual({ kind: 'local', url: 'blob:x/1' });
    expect(classifyImage('dog.png', lookup)).toEqual({ kind: 'missing' });
    expect(classifyImage('', lookup)).toEqual({ kind: 'missing' });
    expect(classifyImage('https://example.com/cat.png', lookup)).toEqual({ kind: 'remote' });
    expect(classifyImage('HTTP://example.com/cat.png', lookup)).toEqual({ kind: 'remote' });
    expect(classifyImage('//example.com/cat.png', lookup)).toEqual({ kind: 'remote' });
    expect(classifyImage('\\\\example.com\\cat.png', lookup)).toEqual({ kind: 'remote' });
    expect(classifyImage('ht\ntps://example.com/cat.png', lookup)).toEqual({ kind: 'remote' });
    expect(classifyImage('ftp://example.com/cat.png', lookup)).toEqual({ kind: 'remote' });
    expect(classifyImage('data:image/png;base64,AAAA', lookup)).toEqual({ kind: 'data' });
    expect(classifyImage('data:text/html,<script>', lookup)).toEqual({ kind: 'remote' });
  });
});

describe('placeholderImage', () => {
  it('is an SVG data URL with the note escaped and XML-invalid characters dropped', () => {
    const url = placeholderImage('a<b> & "c"\u0001\ud800');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('>a&#60;b&#62; &#38; &#34;c&#34;</text>');
  });
});

describe('page maths', () => {
  it('limits a page by the canvas side, then by its area', () => {
    // 640 × 2 = 1280 device px wide: the area allows 209,715 rows, the side 32,767 → 16,383 CSS px.
    expect(maxPageHeight(640, 2)).toBe(16_383);
    // 1080 × 3 = 3240 wide: the area allows floor(268,435,456 / 3240) = 82,850 rows; the side wins again.
    expect(maxPageHeight(1080, 3)).toBe(10_922);
    // A canvas 10,000 device px wide: the area allows 26,843 rows.
    expect(maxPageHeight(5000, 2)).toBe(13_421);
    expect(Math.floor(MAX_CANVAS_AREA / 10_000)).toBe(26_843);
  });

  it('cuts between blocks where it can, through a block only when it is taller than a page', () => {
    expect(splitPages(900, 1000, [100, 500])).toEqual([{ start: 0, end: 900 }]);
    expect(splitPages(2500, 1000, [300, 900, 1200, 1800, 2400])).toEqual([
      { start: 0, end: 900 },
      { start: 900, end: 1800 },
      { start: 1800, end: 2500 },
    ]);
    // A 2,200 px block from 100 to 2,300: cut at its top, then through it at page height.
    expect(splitPages(2600, 1000, [100, 2300])).toEqual([
      { start: 0, end: 100 },
      { start: 100, end: 1100 },
      { start: 1100, end: 2100 },
      { start: 2100, end: 2600 },
    ]);
    expect(splitPages(1000, 1000, [])).toEqual([{ start: 0, end: 1000 }]);
    expect(() => splitPages(10, 0, [])).toThrow(RangeError);
  });

  it('names pages so they sort in order', () => {
    expect(pageNames(1, 'png')).toEqual(['markdown.png']);
    expect(pageNames(3, 'jpg')).toEqual(['markdown-01.jpg', 'markdown-02.jpg', 'markdown-03.jpg']);
    expect(pageNames(100, 'png')[99]).toBe('markdown-100.png');
  });
});

describe('parseSettings', () => {
  it('keeps valid values and replaces the rest with defaults', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(
      parseSettings({ theme: 'dark', width: 1080, scale: 3, padding: 999, header: 'H'.repeat(300), footer: 7 }),
    ).toEqual({ theme: 'dark', width: 1080, scale: 3, padding: 160, header: 'H'.repeat(200), footer: '' });
    expect(parseSettings({ theme: 'x', width: 641, scale: 4, padding: -3 })).toEqual({
      ...DEFAULT_SETTINGS,
      padding: 0,
    });
  });
});

describe('render', () => {
  it('counts quote nesting without parsing', () => {
    expect(quoteDepth('a\n> b\n> > > c\n>>d')).toBe(3);
    expect(quoteDepth('no quotes')).toBe(0);
  });
  it('splits top-level blocks and collects the readable text', () => {
    const r = renderMarkdown('# 标题\n\nHello [link](https://x.example/) ![alt](a.png)\n\n- [ ] 任务');
    expect(r.blocks).toEqual([
      '<h1>标题</h1>\n',
      '<p>Hello <span class="md-link">link</span> <img src="a.png" alt="alt"></p>\n',
      '<ul>\n<li class="md-task"><span class="md-check"></span>任务</li></ul>\n',
    ]);
    // Blank lines between blocks are space tokens: one more line break each.
    expect(r.text).toBe('标题\n\nHello link alt\n\n任务\n\n');
  });
});

describe('font embedding', () => {
  const css =
    '@font-face { font-family: "Noto Sans SC"; font-weight: 400; ' +
    'src: url("http://h/_astro/a.woff2") format("woff2"), url("http://h/_astro/a.woff") format("woff"); ' +
    'unicode-range: U+4E00-4E10; }\n' +
    "@font-face { font-family: X; src: url(http://h/b.woff) format('woff'), url('http://h/b.woff2') format('woff2') }\n" +
    '@font-face { font-family: Y; src: url(http://h/c.ttf) }';

  it('keeps only the woff2 file of each source list', () => {
    expect(preferWoff2(css)).toBe(
      '@font-face { font-family: "Noto Sans SC"; font-weight: 400; ' +
        'src: url("http://h/_astro/a.woff2") format("woff2"); unicode-range: U+4E00-4E10; }\n' +
        '@font-face { font-family: X; src: url("http://h/b.woff2") format("woff2")}\n' +
        '@font-face { font-family: Y; src: url("http://h/c.ttf")}',
    );
  });

  it('lists the URLs to fetch and swaps them for data: URLs', () => {
    const slim = preferWoff2(css);
    expect(cssUrls(slim)).toEqual(['http://h/_astro/a.woff2', 'http://h/b.woff2', 'http://h/c.ttf']);
    expect(cssUrls('src: url(data:font/woff2;base64,AA) format("woff2")')).toEqual([]);
    const out = replaceCssUrls(slim, new Map([['http://h/b.woff2', 'data:font/woff2;base64,QUJD']]));
    expect(out).toContain('src: url("data:font/woff2;base64,QUJD") format("woff2")');
    expect(out).toContain('src: url("http://h/_astro/a.woff2") format("woff2")');
  });
});

describe('renameHandlers', () => {
  it('renames on* attributes inside tags only, wherever the tokenizer would see a name', () => {
    expect(renameHandlers('<img src=x onerror="a()">')).toBe('<img src=x data-x-onerror="a()">');
    expect(renameHandlers('<svg/onload=alert(1)>')).toBe('<svg/data-x-onload=alert(1)>');
    expect(renameHandlers("<p title='x onclick=y' ONclick=z>on and on</p>")).toBe(
      "<p title='x onclick=y' data-x-ONclick=z>on and on</p>",
    );
    expect(renameHandlers('<details open\nontoggle=alert(1)>')).toBe('<details open\ndata-x-ontoggle=alert(1)>');
    expect(renameHandlers('a < on b <1 onclick=x> c')).toBe('a < on b <1 onclick=x> c');
    expect(renameHandlers('no tags at all, carry on')).toBe('no tags at all, carry on');
  });
  it('is applied to raw HTML in the Markdown', () => {
    expect(renderMarkdown('<img src=x onerror=alert(1)>').blocks).toEqual(['<img src=x data-x-onerror=alert(1)>']);
  });
});
