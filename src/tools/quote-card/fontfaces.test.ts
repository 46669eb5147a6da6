import { describe, expect, it } from 'vitest';
import { parseFontFaces } from './fontfaces';

describe('parseFontFaces', () => {
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
});
