import { describe, expect, it } from 'vitest';
import { countLines, splitLines } from './lines';

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
});
