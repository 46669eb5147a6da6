import { describe, expect, it } from 'vitest';
import { keywordList, splitKeywords } from './keywords';

describe('keywords', () => {
  it('splits comma lists in any script', () => {
    expect(splitKeywords(' JSON,  pretty   print ，整形、 ,')).toEqual(['JSON', 'pretty print', '整形']);
  });
  it('merges translated and neutral keywords without repeating a word', () => {
    expect(
      keywordList('text diff, compare texts, difference checker, patch', ['diff', 'compare', 'patch', 'unified diff']),
    ).toBe('text diff, compare texts, difference checker, patch, unified diff');
    expect(keywordList('テキスト, 差分, 比較, diff, パッチ', ['diff', 'Compare', 'patch'])).toBe(
      'テキスト, 差分, 比較, diff, パッチ, Compare, patch',
    );
    expect(keywordList('Base64, base64, BASE64 image', [])).toBe('Base64, BASE64 image');
    expect(keywordList('', [])).toBe('');
  });
});
