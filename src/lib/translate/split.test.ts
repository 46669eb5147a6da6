import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinPieces, splitForTranslation } from './split';
import { translateText } from './translate';
import type { Engine } from './types';

describe('splitting long texts', () => {
  it('keeps paragraphs and the blank lines between them', () => {
    const text = '  First para.\nsame para.\n\n\n  Second.  \n \nThird';
    const { parts, seps } = splitForTranslation(text);
    expect(parts).toEqual(['First para.\nsame para.', 'Second.', 'Third']);
    expect(seps).toEqual(['  ', '\n\n\n  ', '  \n \n', '']);
    expect(joinPieces(parts, seps)).toBe(text);
  });

  it('cuts long paragraphs at sentence ends, then spaces, then hard', () => {
    expect(splitForTranslation('一二三。四五六。七八', 5).parts).toEqual(['一二三。', '四五六。', '七八']);
    expect(splitForTranslation('Aa bb. Cc dd. Ee', 8).parts).toEqual(['Aa bb. ', 'Cc dd. ', 'Ee']);
    expect(splitForTranslation('aaaa bbbb cccc', 6).parts).toEqual(['aaaa ', 'bbbb ', 'cccc']);
    expect(splitForTranslation('abcdefgh', 3).parts).toEqual(['abc', 'def', 'gh']);
    expect(splitForTranslation('ab😀cd', 3).parts).toEqual(['ab', '😀c', 'd']);
    expect(splitForTranslation(' \n\n ').parts).toEqual([]);
    // A fast-check counterexample: no piece may be only white space.
    expect(splitForTranslation('!   !', 2).parts).toEqual(['!   ', '!']);
  });

  it('gives back the text exactly, whatever it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: 2, max: 50 }), (text, max) => {
        const { parts, seps } = splitForTranslation(text, max);
        expect(joinPieces(parts, seps)).toBe(text);
        expect(seps).toHaveLength(parts.length + 1);
        for (const p of parts) expect(p.trim()).not.toBe('');
      }),
    );
  });
});

describe('translating a long text piece by piece', () => {
  const upper: Engine = {
    id: 'openai',
    availability: async () => 'available',
    translate: async ({ text, onText }) => {
      onText?.(text.slice(0, 1).toUpperCase());
      onText?.(text.toUpperCase());
      return { text: text.toUpperCase(), detected: 'en' };
    },
  };

  it('keeps the layout, grows in order and reports pieces', async () => {
    const shown: string[] = [];
    const pieces: string[] = [];
    const r = await translateText(upper, {
      text: 'one.\n\ntwo two.\n\nthree',
      source: 'auto',
      target: 'zh',
      onText: (t) => shown.push(t),
      onPiece: (d, n) => pieces.push(`${d}/${n}`),
    });
    expect(r).toEqual({ text: 'ONE.\n\nTWO TWO.\n\nTHREE', detected: 'en' });
    expect(pieces).toEqual(['1/3', '2/3', '3/3']);
    expect(shown.slice(0, 4)).toEqual(['O', 'ONE.', 'ONE.', 'ONE.\n\nT']);
    expect(shown.at(-1)).toBe(r.text);
  });

  it('stops when cancelled between pieces', async () => {
    const ac = new AbortController();
    await expect(
      translateText(upper, {
        text: 'a\n\nb',
        source: 'en',
        target: 'zh',
        signal: ac.signal,
        onPiece: () => ac.abort(),
      }),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });
});
