import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { COMMENT_QUOTE_BYPASS, PAYLOADS } from '../../../tests/component/xss-payloads';
import { neutralizeHandlers } from './handlers';

describe('neutralizeHandlers', () => {
  it('renames handler attributes in every tag, however they are written', () => {
    expect(neutralizeHandlers('<img src=x onerror="alert(1)">')).toBe('<img src=x x-onerror="alert(1)">');
    expect(neutralizeHandlers('<svg/onload=alert(1)>')).toBe('<svg/x-onload=alert(1)>');
    expect(neutralizeHandlers('<img src="a"ONERROR=x>')).toBe('<img src="a"x-ONERROR=x>');
    expect(neutralizeHandlers('<details open ontoggle=alert(1)>')).toBe('<details open x-ontoggle=alert(1)>');
    expect(neutralizeHandlers("<a title='x>y' onclick = 'z'>")).toBe("<a title='x>y' x-onclick = 'z'>");
    expect(neutralizeHandlers('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>')).toBe(
      '<math><mtext><table><mglyph><style><img src=x x-onerror=alert(1)>',
    );
    expect(neutralizeHandlers('<!-- <b onmouseover=x> -->')).toBe('<!-- <b x-onmouseover=x> -->');
  });

  it('renames a real tag hidden behind a quote that opens inside a comment, raw text or another tag', () => {
    const cases: [string, string][] = [
      [COMMENT_QUOTE_BYPASS, '<!--<img src="--><img src=x x-onerror=window.__xss=1//">'],
      [
        '<style><img title="</style><img src=x onerror=a()>">',
        '<style><img title="</style><img src=x x-onerror=a()>">',
      ],
      ['<svg><style><a title="</style>" onclick=a()>', '<svg><style><a title="</style>" x-onclick=a()>'],
      [
        '<textarea><b title="</textarea><img src=x onerror=a()>">',
        '<textarea><b title="</textarea><img src=x x-onerror=a()>">',
      ],
      ["<!--'--><img src=x onerror=a()>", "<!--'--><img src=x x-onerror=a()>"],
      [
        '<svg><![CDATA[<a title="]]><img src=x onerror=a()>">]]>',
        '<svg><![CDATA[<a title="]]><img src=x x-onerror=a()>">]]>',
      ],
      ['<b title="<i onclick=a()>">', '<b title="<i x-onclick=a()>">'],
    ];
    for (const [html, expected] of cases) expect(neutralizeHandlers(html), html).toBe(expected);
  });

  it('leaves no handler for the HTML parser, whichever way it reads the markup (DOMPurify is still the authority)', () => {
    const win = new Window();
    for (const payload of [...PAYLOADS, '<svg><style><a title="</style>" onclick=a()>x</a>']) {
      const doc = new win.DOMParser().parseFromString(neutralizeHandlers(payload), 'text/html');
      const handlers = [...doc.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].map((a) => a.name).filter((name) => /^on/i.test(name)),
      );
      expect(handlers, payload).toEqual([]);
    }
    void win.happyDOM.close();
  });

  it('reads a pathological run of tag starts in one pass per attribute', () => {
    const html = `<a title="${'<b '.repeat(50_000)}onclick=x>`;
    const out = neutralizeHandlers(html);
    expect(out.endsWith('x-onclick=x>')).toBe(true);
    expect(out.length).toBe(html.length + 2);
  });

  it('leaves text, values and other attributes alone', () => {
    expect(neutralizeHandlers('once online: a < b, <b title="onerror=1" data-on="x">only</b>')).toBe(
      'once online: a < b, <b title="onerror=1" data-on="x">only</b>',
    );
    expect(neutralizeHandlers('no tags at all')).toBe('no tags at all');
    expect(neutralizeHandlers('<p')).toBe('<p');
  });

  it('puts the given prefix before a handler’s name', () => {
    expect(neutralizeHandlers('<img src=x onerror="a()">', 'data-x-')).toBe('<img src=x data-x-onerror="a()">');
    expect(neutralizeHandlers('<img src=x data-x-onerror="a()">', 'data-x-')).toBe('<img src=x data-x-onerror="a()">');
  });
});
