import { describe, expect, it } from 'vitest';
import { codePoints, coversAny, normRange, parseUnicodeRange } from './load';

describe('unicode ranges', () => {
  it('parses single points, ranges and wildcards', () => {
    expect(parseUnicodeRange('U+4E00-9FFF, U+3000, U+30??')).toEqual([
      [0x4e00, 0x9fff],
      [0x3000, 0x3000],
      [0x3000, 0x30ff],
    ]);
    expect(normRange('u+0-7f, U+2022')).toBe('U+0-7F,U+2022');
  });

  it('lists the distinct code points of a text in order, astral ones whole', () => {
    expect(codePoints('baa一😀b')).toEqual([0x61, 0x62, 0x4e00, 0x1f600]);
  });

  it('finds whether a range holds any of the points', () => {
    const points = codePoints('Az一');
    expect(coversAny([[0x30, 0x39]], points)).toBe(false);
    expect(
      coversAny(
        [
          [0x30, 0x39],
          [0x41, 0x41],
        ],
        points,
      ),
    ).toBe(true);
    expect(coversAny([[0x4e01, 0x9fff]], points)).toBe(false);
    expect(coversAny([[0x4e00, 0x4e00]], points)).toBe(true);
    expect(coversAny([[0x7b, 0x4dff]], points)).toBe(false);
    expect(coversAny([], points)).toBe(false);
    expect(coversAny([[0, 0x10ffff]], [])).toBe(false);
  });
});
