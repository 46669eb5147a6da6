import { describe, expect, it } from 'vitest';
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
