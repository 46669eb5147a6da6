import { describe, expect, it } from 'vitest';
import { summarize } from './logic';

describe('summarize', () => {
  it('counts code points and lines', () => {
    expect(summarize('')).toEqual({ characters: 0, lines: 0 });
    expect(summarize('a\nb\r\nc')).toEqual({ characters: 6, lines: 3 });
    expect(summarize('你好😀')).toEqual({ characters: 3, lines: 1 });
  });
});
