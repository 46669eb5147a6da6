import { describe, expect, it } from 'vitest';
import { bool, hexColor, int, num, oneOf, settingsParser, text } from './settings';

interface S {
  mode: 'a' | 'b';
  scale: 1 | 2;
  on: boolean;
  size: number;
  count: number;
  label: string;
  ink: string;
}
const DEFAULTS: S = { mode: 'a', scale: 1, on: false, size: 10, count: 3, label: 'x', ink: '#112233' };
const parse = settingsParser<S>(DEFAULTS, {
  mode: oneOf(['a', 'b']),
  scale: oneOf<1 | 2>([1, 2]),
  on: bool,
  size: num({ min: 1, max: 40, step: 0.5 }),
  count: int([0, 9]),
  label: text(5),
  ink: hexColor,
});

describe('settingsParser', () => {
  it('takes every valid field, normalised', () => {
    expect(
      parse({ mode: 'b', scale: 2, on: true, size: 12.5, count: 4.4, label: 'hello world', ink: '#ABCDEF' }),
    ).toEqual({ mode: 'b', scale: 2, on: true, size: 12.5, count: 4, label: 'hello', ink: '#abcdef' });
  });

  it('clamps numbers into their range and rounds whole ones', () => {
    expect(parse({ size: 0, count: 99 })).toEqual({ ...DEFAULTS, size: 1, count: 9 });
    expect(parse({ size: 1e9, count: -3.6 })).toEqual({ ...DEFAULTS, size: 40, count: 0 });
  });

  it('gives the default for anything a rule refuses, and for a value that is not an object', () => {
    const bad = { mode: 'c', scale: '2', on: 'true', size: Number.NaN, count: Infinity, label: 7, ink: 'red' };
    expect(parse(bad)).toEqual(DEFAULTS);
    for (const raw of [null, undefined, 'x', 3, true, []]) expect(parse(raw)).toEqual(DEFAULTS);
  });

  it('reads only the object’s own fields, and drops fields it does not know', () => {
    const proto = Object.create({ mode: 'b' }) as object;
    expect(parse(proto)).toEqual(DEFAULTS);
    expect(parse({ extra: 1, mode: 'b' })).toEqual({ ...DEFAULTS, mode: 'b' });
  });
});

describe('hexColor', () => {
  it('accepts any case, with or without #, 3 or 6 digits, and stores #rrggbb in lower case', () => {
    expect(['#FFFFFF', '#ffffff', 'FFFFFF', '#FFF', 'fff'].map((v) => hexColor(v, '#000000'))).toEqual(
      Array(5).fill('#ffffff'),
    );
    expect(hexColor('#1A2b3C', '#000000')).toBe('#1a2b3c');
  });

  it('refuses names, other lengths and other types', () => {
    for (const v of ['red', '#12345', '#1234567', '#GGGGGG', '', 0xffffff, null])
      expect(hexColor(v, '#000000')).toBe('#000000');
  });
});
