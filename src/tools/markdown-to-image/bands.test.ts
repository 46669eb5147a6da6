import { describe, expect, it } from 'vitest';
import { bandCss, bandsOf, facesFor, piecesIn, splitFaces } from './bands';

describe('bandsOf', () => {
  it('keeps a short page in one band with the padding above and below the window', () => {
    expect(bandsOf({ start: 0, end: 500 }, 40, 1200)).toEqual([
      { a: 0, b: 580, viewTop: 40, viewHeight: 500, contentY: 0, pageHeight: 580 },
    ]);
  });

  it('cuts a tall page into equal bands whose windows join without a gap', () => {
    // Page of a slice from 1000 to 3400 with 50 px padding: 2,500 px in 3 bands of 833/834 px.
    expect(bandsOf({ start: 1000, end: 3400 }, 50, 1200)).toEqual([
      { a: 0, b: 833, viewTop: 50, viewHeight: 783, contentY: 1000, pageHeight: 2500 },
      { a: 833, b: 1667, viewTop: 0, viewHeight: 834, contentY: 1783, pageHeight: 2500 },
      { a: 1667, b: 2500, viewTop: 0, viewHeight: 783, contentY: 2617, pageHeight: 2500 },
    ]);
  });

  it('gives a band that shows only padding an empty window', () => {
    const bands = bandsOf({ start: 0, end: 100 }, 100, 100);
    expect(bands).toHaveLength(3);
    expect(bands[0]).toEqual({ a: 0, b: 100, viewTop: 100, viewHeight: 0, contentY: 0, pageHeight: 300 });
    expect(bands[1]).toEqual({ a: 100, b: 200, viewTop: 0, viewHeight: 100, contentY: 0, pageHeight: 300 });
    expect(bands[2]).toEqual({ a: 200, b: 300, viewTop: 0, viewHeight: 0, contentY: 100, pageHeight: 300 });
  });

  it('refuses a band height that is not positive', () => {
    expect(() => bandsOf({ start: 0, end: 10 }, 0, 0)).toThrow(RangeError);
  });
});

describe('piecesIn', () => {
  const pieces = [
    { top: 0, bottom: 40 },
    { top: 60, bottom: 200 },
    { top: 216, bottom: 216 },
    { top: 230, bottom: 400 },
  ];

  it('finds the pieces that show in a window, with the ones between them', () => {
    expect(piecesIn(pieces, 0, 100)).toEqual([0, 1]);
    expect(piecesIn(pieces, 150, 250)).toEqual([1, 3]);
    expect(piecesIn(pieces, 210, 220)).toEqual([2, 2]);
  });

  it('finds nothing in a gap between pieces or past the end', () => {
    expect(piecesIn(pieces, 40, 60)).toBeNull();
    expect(piecesIn(pieces, 400, 500)).toBeNull();
  });
});

describe('bandCss', () => {
  it('sizes the band, moves the background and puts the first piece where it was', () => {
    const css = bandCss(
      640,
      50,
      { a: 833, b: 1667, viewTop: 0, viewHeight: 834, contentY: 1783, pageHeight: 2500 },
      1700,
    );
    expect(css).toBe(
      '.md2img{width:640px;height:834px;padding:0 50px;overflow:hidden;box-sizing:border-box;' +
        'background-size:640px 2500px;background-position:0 -833px}' +
        '.md2img .md-view{margin-top:0px;height:834px;overflow:hidden}' +
        '.md2img .md-content{position:relative;padding-top:1700px;margin-top:-1783px}' +
        '.md2img .md-band-first{margin-top:0!important}',
    );
  });
});

describe('facesFor', () => {
  const parse = (r: string) =>
    r.split(',').map((p) => {
      const [lo, hi] = p.trim().slice(2).split('-');
      return [parseInt(lo!, 16), parseInt(hi ?? lo!, 16)] as [number, number];
    });
  const css =
    '@font-face{font-family:"A";src:url("data:font/woff2;base64,AAA") format("woff2");unicode-range:U+4E00-4E0F}\n' +
    '@font-face{font-family:"A";src:url("data:font/woff2;base64,BBB") format("woff2");unicode-range:U+0-7F,U+2022}\n' +
    '@font-face{font-family:"A";src:url("data:font/woff2;base64,CCC") format("woff2");unicode-range:U+9000-9FFF}\n' +
    '@font-face{font-family:"M";src:url("data:font/woff2;base64,DDD") format("woff2")}';
  const faces = splitFaces(css, parse);

  it('parses each rule and its ranges', () => {
    expect(faces.map((f) => f.ranges)).toEqual([
      [[0x4e00, 0x4e0f]],
      [
        [0, 0x7f],
        [0x2022, 0x2022],
      ],
      [[0x9000, 0x9fff]],
      null,
    ]);
  });

  it('keeps the faces that cover the text, the markers and faces without a range', () => {
    const kept = facesFor(faces, '一');
    expect(kept).toContain('AAA');
    expect(kept).toContain('BBB'); // list markers (digits, bullets)
    expect(kept).not.toContain('CCC');
    expect(kept).toContain('DDD');
  });
});
