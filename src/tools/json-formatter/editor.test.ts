// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Text } from '@codemirror/state';
import { buildText, buildTextFromUnits, nestsDeeperThan } from './doc';
import { highlightable } from './editor';

const units = (s: string) => {
  const u = new Uint16Array(s.length);
  for (let i = 0; i < s.length; i++) u[i] = s.charCodeAt(i);
  return u;
};

describe('building large documents in slices', () => {
  it('gives exactly the lines of the text, across slice boundaries', async () => {
    const lines = Array.from({ length: 60_000 }, (_, i) => `  "key${i}": ${'x'.repeat(i % 37)}`);
    const text = lines.join('\n');
    expect(text.length).toBeGreaterThan(1 << 19);
    const fromUnits = await buildTextFromUnits(units(text));
    const fromString = await buildText(text);
    for (const doc of [fromUnits, fromString]) {
      expect(doc.lines).toBe(60_000);
      expect(doc.toString()).toBe(text);
      expect(doc.line(45_123).text).toBe(lines[45_122]);
    }
  });

  it('treats \\r\\n, \\r and \\n as line breaks, also where a slice ends between \\r and \\n', async () => {
    const head = 'a'.repeat((1 << 18) - 1);
    const text = `${head}\r\nsecond\rthird\nfourth`;
    for (const doc of [await buildTextFromUnits(units(text)), await buildText(text)]) {
      expect(doc.toJSON()).toEqual([head, 'second', 'third', 'fourth']);
    }
  });

  it('keeps a line that spans several slices whole, between short lines', async () => {
    const long = 'é'.repeat(700_000);
    const text = `a\r\nb\n${long}\rc\n\n${long}`;
    for (const doc of [await buildTextFromUnits(units(text)), await buildText(text)]) {
      expect(doc.toJSON()).toEqual(['a', 'b', long, 'c', '', long]);
    }
  });

  it('handles one very long line and an empty document', async () => {
    const line = 'z'.repeat(1_200_000);
    expect((await buildTextFromUnits(units(line))).toJSON()).toEqual([line]);
    expect((await buildTextFromUnits(units(`${line}\n`))).toJSON()).toEqual([line, '']);
    expect((await buildTextFromUnits(new Uint16Array(0))).length).toBe(0);
    expect((await buildText(`${line}\r\n`)).toJSON()).toEqual([line, '']);
  });
});

describe('highlightable', () => {
  it('colours small documents and pretty-printed big ones, not big one-liners', () => {
    expect(highlightable(Text.of(['x'.repeat(900_000)]))).toBe(true);
    expect(highlightable(Text.of(['x'.repeat(2_000_000)]))).toBe(false);
    const pretty = Text.of(Array.from({ length: 100_000 }, () => '  "a": 12345678901234567890,'));
    expect(highlightable(pretty)).toBe(true);
    expect(highlightable(pretty, 1_000_000)).toBe(false);
  });
});

describe('nestsDeeperThan', () => {
  it('counts brackets outside strings, across chunks', () => {
    expect(nestsDeeperThan(['[[', '[]]]'], 3)).toBe(false);
    expect(nestsDeeperThan(['[[', '[[]]]]'], 3)).toBe(true);
    expect(nestsDeeperThan(['{"a":{"b":', '[1]}}'], 2)).toBe(true);
    expect(nestsDeeperThan(['["[[[[', '\\"[[["]'], 2)).toBe(false);
    expect(nestsDeeperThan(['["\\\\', '"', '[[[', ']'], 2)).toBe(true);
    expect(nestsDeeperThan(['[]'.repeat(1000)], 1)).toBe(false);
    expect(nestsDeeperThan(['['.repeat(1_000_000)], 500)).toBe(true);
  });
});
