import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenceRanges, joinPieces, splitForTranslation, unwrapPiece } from './split';
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
        const { parts, seps, wraps } = splitForTranslation(text, max);
        expect(
          joinPieces(
            parts.map((p, i) => unwrapPiece(p, wraps[i] ?? null)),
            seps,
          ),
        ).toBe(text);
        expect(seps).toHaveLength(parts.length + 1);
        for (const p of parts) expect(p.trim()).not.toBe('');
      }),
    );
  });
});

describe('fenced code blocks', () => {
  it('are never split at their blank lines', () => {
    const text = 'Intro.\n\n```js\na();\n\nb();\n```\n\nOutro.';
    const { parts, seps, wraps } = splitForTranslation(text);
    expect(parts).toEqual(['Intro.', '```js\na();\n\nb();\n```', 'Outro.']);
    expect(seps).toEqual(['', '\n\n', '\n\n', '']);
    expect(wraps).toEqual([null, null, null]);
  });

  it('stay with their paragraph when it fits, and go apart from prose when it does not', () => {
    const text = 'Run this:\n~~~~sh\nnpm ci\n\nnpm test\n~~~~\nthen read the log.';
    expect(splitForTranslation(text).parts).toEqual([text]);
    const { parts, seps } = splitForTranslation(text, 30);
    expect(parts).toEqual(['Run this:', '~~~~sh\nnpm ci\n\nnpm test\n~~~~', 'then read the log.']);
    expect(joinPieces(parts, seps)).toBe(text);
  });

  it('longer than a piece: cut at line ends, each piece a whole fence, the added lines taken off again', () => {
    const code = ['```python', 'def a():', '    return 1', '', 'def b():', '    return 2', '```'].join('\n');
    const { parts, seps, wraps } = splitForTranslation(code, 30);
    expect(parts).toEqual([
      '```python\ndef a():\n```',
      '```python\n    return 1\n\ndef b():\n```',
      '```python\n    return 2\n```',
    ]);
    expect(seps).toEqual(['', '\n', '\n', '']);
    for (const p of parts) expect(fenceRanges(p).unclosed).toBeUndefined();
    expect(
      joinPieces(
        parts.map((p, i) => unwrapPiece(p, wraps[i] ?? null)),
        seps,
      ),
    ).toBe(code);
    // An engine that drops the added fence lines, or keeps them, gives the same text back.
    expect(unwrapPiece('    return 1\n\ndef b():', wraps[1] ?? null)).toBe('    return 1\n\ndef b():');
    expect(unwrapPiece(parts[1]!, wraps[1] ?? null)).toBe('    return 1\n\ndef b():');
  });

  it('an unclosed fence runs to the end of the text', () => {
    expect(fenceRanges('a\n```\nb\n\nc')).toEqual(Object.assign([[2, 10]], { unclosed: true }));
    expect(splitForTranslation('a\n\n```\nb\n\nc').parts).toEqual(['a', '```\nb\n\nc']);
  });

  it('no piece opens a fence it does not close, for any mix of fences and prose', () => {
    const fragment = fc.constantFrom('```', '~~~', '````', '\n', '\n\n', 'code();', 'A sentence. ', '文。', ' ');
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 40 }), fc.integer({ min: 4, max: 60 }), (frags, max) => {
        const text = frags.join('');
        const { parts, seps, wraps } = splitForTranslation(text, max);
        expect(
          joinPieces(
            parts.map((p, i) => unwrapPiece(p, wraps[i] ?? null)),
            seps,
          ),
        ).toBe(text);
        // Every fenced block of the text is inside one piece, or cut into whole fences at line ends.
        const unwrapped = parts.map((p, i) => (wraps[i] ? unwrapPiece(p, wraps[i]) : null));
        for (const [s, e] of fenceRanges(text)) {
          const block = text.slice(s, e).trim();
          const whole = parts.some((p, i) => !wraps[i] && p.includes(block));
          const cut = unwrapped
            .filter((u) => u !== null)
            .join('\n')
            .includes(block);
          expect(whole || cut, `${JSON.stringify(block)} in ${JSON.stringify(parts)}`).toBe(true);
        }
        if (!fenceRanges(text).unclosed)
          for (const [i, p] of parts.entries()) if (wraps[i]) expect(fenceRanges(p).unclosed, p).toBeUndefined();
      }),
      { numRuns: 1000 },
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

  it('detects each piece on its own: a text may change language between paragraphs', async () => {
    const sources: string[] = [];
    const byScript: Engine = {
      id: 'libre',
      availability: async () => 'available',
      translate: async ({ text, source }) => {
        sources.push(source);
        const detected = /\p{Script=Han}/u.test(text) ? 'zh' : /\p{Script=Hangul}/u.test(text) ? 'ko' : 'en';
        return { text: `[${detected}] ${text}`, detected };
      },
    };
    const r = await translateText(byScript, { text: '你好。\n\nHello.\n\n안녕하세요.', source: 'auto', target: 'ja' });
    expect(sources).toEqual(['auto', 'auto', 'auto']);
    expect(r).toEqual({ text: '[zh] 你好。\n\n[en] Hello.\n\n[ko] 안녕하세요.', detected: 'zh' });
  });

  it('a long code block reaches the engine as whole fences and comes back as it was cut', async () => {
    const requests: string[] = [];
    const echo: Engine = {
      id: 'openai',
      availability: async () => 'available',
      translate: async ({ text }) => {
        requests.push(text);
        return { text };
      },
    };
    const code = ['Steps:', '', '```sh', 'npm ci', '', 'npm test', '', 'npm run build', '```', '', 'Done.'].join('\n');
    const r = await translateText(echo, { text: code, source: 'en', target: 'zh', maxChars: 20 });
    expect(r.text).toBe(code);
    expect(requests).toEqual([
      'Steps:',
      '```sh\nnpm ci\n\n```',
      '```sh\nnpm test\n\n```',
      '```sh\nnpm run build\n```',
      'Done.',
    ]);
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
