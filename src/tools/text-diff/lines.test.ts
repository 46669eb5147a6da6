import { describe, expect, it } from 'vitest';
import { countLines, indexLines, lineAt, splitLines } from './lines';

describe('splitLines / countLines', () => {
  it('splits on \\n and \\r\\n and remembers the final line break', () => {
    expect(splitLines('')).toEqual({ lines: [], finalNewline: false, crlf: false });
    expect(splitLines('a\nb')).toEqual({ lines: ['a', 'b'], finalNewline: false, crlf: false });
    expect(splitLines('a\r\nb\r\n')).toEqual({ lines: ['a', 'b'], finalNewline: true, crlf: true });
    expect(splitLines('a\n\n')).toEqual({ lines: ['a', ''], finalNewline: true, crlf: false });
    expect(splitLines('\n')).toEqual({ lines: [''], finalNewline: true, crlf: false });
    expect(splitLines('a\r')).toEqual({ lines: ['a\r'], finalNewline: false, crlf: false });
  });
  it('counts lines the same way without splitting', () => {
    for (const t of ['', 'a', 'a\n', 'a\nb', 'a\n\n', '\n', '\n\nx'])
      expect(countLines(t)).toBe(splitLines(t).lines.length);
  });
  it('indexLines finds the same lines as splitLines without building them', () => {
    for (const t of ['', 'a', 'a\nb', 'a\r\nb\r\n', 'a\n\n', '\n', 'a\r', '\r\n\r', 'x\ry\r\nz']) {
      const ix = indexLines(t);
      const s = splitLines(t);
      expect([Array.from({ length: ix.count }, (_, i) => lineAt(ix, i)), ix.finalNewline, ix.crlf]).toEqual([
        s.lines,
        s.finalNewline,
        s.crlf,
      ]);
    }
    expect(Array.from(indexLines('ab\r\ncd').starts)).toEqual([0, 4]);
    expect(Array.from(indexLines('ab\r\ncd').ends)).toEqual([2, 6]);
  });
});
