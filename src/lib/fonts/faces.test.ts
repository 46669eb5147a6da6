import { describe, expect, it } from 'vitest';
import { parseFontFaces, sameOrigin } from './faces';
import { distinctChars } from './load';

// As the CSSOM writes the rules back (fontFaceCss): absolute URLs, quoted.
const CSS = `@font-face { font-family: "LXGW WenKai"; font-style: normal; font-weight: 400; font-display: swap; src: url("http://127.0.0.1:4470/_astro/lxgw-1.woff2") format("woff2"); unicode-range: U+4E00-4E3F, U+FF01; }
@font-face { font-family: Lora; src: url(http://127.0.0.1:4470/_astro/lora.woff2) format("woff2"), url(http://127.0.0.1:4470/_astro/lora.woff) format("woff"); font-weight: 700; }
@font-face { font-family: "Broken"; font-weight: 400; }
@font-face { font-family: "Far"; src: url("https://cdn.example/far.woff2"); }`;

describe('parseFontFaces', () => {
  it('reads family, first url, weight, style and unicode-range', () => {
    expect(parseFontFaces(CSS)).toEqual([
      {
        family: 'LXGW WenKai',
        url: 'http://127.0.0.1:4470/_astro/lxgw-1.woff2',
        weight: '400',
        style: 'normal',
        unicodeRange: 'U+4E00-4E3F, U+FF01',
      },
      {
        family: 'Lora',
        url: 'http://127.0.0.1:4470/_astro/lora.woff2',
        weight: '700',
        style: 'normal',
        unicodeRange: 'U+0-10FFFF',
      },
      {
        family: 'Far',
        url: 'https://cdn.example/far.woff2',
        weight: '400',
        style: 'normal',
        unicodeRange: 'U+0-10FFFF',
      },
    ]);
  });

  it('reads family, url, range, weight and style of each rule', () => {
    const css = [
      '@font-face { font-family: "Noto Serif SC"; font-style: normal; font-display: swap; font-weight: 400; ' +
        'src: url("http://127.0.0.1/_astro/a.woff2") format("woff2"), url("http://127.0.0.1/_astro/a.woff") format("woff"); ' +
        'unicode-range: U+4E00-4E FF, U+3000; }',
      '@font-face { font-family: Caveat; src: url(/f/c.woff2); }',
      '@font-face { font-family: "No source"; }',
    ].join('\n');
    expect(parseFontFaces(css)).toEqual([
      {
        family: 'Noto Serif SC',
        url: 'http://127.0.0.1/_astro/a.woff2',
        unicodeRange: 'U+4E00-4E FF, U+3000',
        weight: '400',
        style: 'normal',
      },
      { family: 'Caveat', url: '/f/c.woff2', unicodeRange: 'U+0-10FFFF', weight: '400', style: 'normal' },
    ]);
    expect(parseFontFaces('')).toEqual([]);
  });

  it('keeps only faces of our own origin', () => {
    expect(sameOrigin(parseFontFaces(CSS), 'http://127.0.0.1:4470').map((f) => f.family)).toEqual([
      'LXGW WenKai',
      'Lora',
    ]);
    expect(sameOrigin([{ family: 'x', url: 'not a url', weight: '', style: '', unicodeRange: '' }], 'a')).toEqual([]);
  });
});

describe('distinctChars', () => {
  it('keeps each character once, in order of first use, surrogate pairs whole', () => {
    expect(distinctChars('字字a字b😀a😀')).toBe('字ab😀');
    expect(distinctChars('')).toBe('');
  });

  it('stops at `max` distinct characters', () => {
    expect(distinctChars('abcabcdef', 4)).toBe('abcd');
    expect(distinctChars('a b\na', 2)).toBe('a ');
  });
});
