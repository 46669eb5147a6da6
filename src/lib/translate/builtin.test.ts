import { describe, expect, it } from 'vitest';
import { appendChunk, builtinEngine, normaliseTag, type LanguageDetectorApi, type TranslatorApi } from './builtin';
import { EngineError } from './types';

/** A fake of Chrome's Translator API: en↔zh available, en→ja downloadable, the rest unavailable. */
function fakeTranslator(log: string[], { cumulative = false } = {}): TranslatorApi {
  const pairs: Record<string, 'available' | 'downloadable'> = {
    'en>zh': 'available',
    'zh>en': 'available',
    'en>ja': 'downloadable',
  };
  return {
    availability: async ({ sourceLanguage, targetLanguage }) =>
      pairs[`${sourceLanguage}>${targetLanguage}`] ?? 'unavailable',
    create: async ({ sourceLanguage, targetLanguage, monitor }) => {
      log.push(`create ${sourceLanguage}>${targetLanguage}`);
      const listeners: ((e: { loaded: number }) => void)[] = [];
      monitor?.({ addEventListener: (_t, l) => listeners.push(l) });
      if (pairs[`${sourceLanguage}>${targetLanguage}`] === 'downloadable')
        for (const f of [0, 0.5, 1]) listeners.forEach((l) => l({ loaded: f }));
      const out = (text: string) => `<${targetLanguage}>${text}`;
      return {
        translate: async (text) => out(text),
        translateStreaming: (text) => {
          const full = out(text);
          const chunks = [full.slice(0, 4), full.slice(4, 9), full.slice(9)].filter(Boolean);
          let sent = '';
          return new ReadableStream<string>({
            start(c) {
              for (const ch of chunks) {
                sent += ch;
                c.enqueue(cumulative ? sent : ch);
              }
              c.close();
            },
          });
        },
      };
    },
  };
}

const detector = (lang: string): LanguageDetectorApi => ({
  availability: async () => 'available',
  create: async () => ({
    detect: async () => [
      { detectedLanguage: lang, confidence: 0.9 },
      { detectedLanguage: 'und', confidence: 0.1 },
    ],
  }),
});

describe('built-in (on-device) engine', () => {
  it('is unavailable without the browser API', async () => {
    const e = builtinEngine({});
    await expect(e.availability('en', 'zh')).resolves.toBe('unavailable');
    await expect(e.translate({ text: 'x', source: 'en', target: 'zh' })).rejects.toMatchObject({ code: 'unsupported' });
  });

  it('reports availability per pair, streams, reuses its translator and reports pack downloads', async () => {
    const log: string[] = [];
    const progress: number[] = [];
    const e = builtinEngine({
      translator: fakeTranslator(log),
      detector: detector('en'),
      onDownload: (f) => progress.push(f),
    });
    expect(await e.availability('en', 'zh')).toBe('available');
    expect(await e.availability('en', 'ja')).toBe('downloadable');
    expect(await e.availability('ja', 'ko')).toBe('unavailable');
    const seen: string[] = [];
    expect(await e.translate({ text: 'Hello world', source: 'en', target: 'zh', onText: (t) => seen.push(t) })).toEqual(
      { text: '<zh>Hello world' },
    );
    expect(seen).toEqual(['<zh>', '<zh>Hello', '<zh>Hello world']);
    await e.translate({ text: 'Again', source: 'en', target: 'zh' });
    await e.translate({ text: 'Pack', source: 'en', target: 'ja' });
    expect(log).toEqual(['create en>zh', 'create en>ja']);
    expect(progress).toEqual([0, 0.5, 1]);
    await expect(e.translate({ text: 'x', source: 'ja', target: 'ko' })).rejects.toMatchObject({
      code: 'unsupported',
      detail: 'ja → ko',
    });
  });

  it('detects the source language, and returns text already in the target language as it is', async () => {
    const log: string[] = [];
    const e = builtinEngine({ translator: fakeTranslator(log), detector: detector('zh-Hans') });
    expect(await e.translate({ text: '你好', source: 'auto', target: 'en' })).toEqual({
      text: '<en>你好',
      detected: 'zh',
    });
    expect(await e.translate({ text: '你好', source: 'auto', target: 'zh' })).toEqual({ text: '你好', detected: 'zh' });
    const none = builtinEngine({ translator: fakeTranslator(log) });
    const err = await none.translate({ text: 'x', source: 'auto', target: 'en' }).catch((x: unknown) => x);
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).code).toBe('unsupported');
  });

  it('joins cumulative chunks as well as deltas', async () => {
    const e = builtinEngine({ translator: fakeTranslator([], { cumulative: true }) });
    expect((await e.translate({ text: 'Hello world', source: 'en', target: 'zh' })).text).toBe('<zh>Hello world');
    expect(appendChunk('', 'ab')).toBe('ab');
    expect(appendChunk('ab', 'c')).toBe('abc');
    expect(appendChunk('ab', 'abc')).toBe('abc');
  });

  it('maps detector tags to the offered languages', () => {
    expect(normaliseTag('zh-Hans')).toBe('zh');
    expect(normaliseTag('zh-TW')).toBe('zh-Hant');
    expect(normaliseTag('en-US')).toBe('en');
    expect(normaliseTag('pt-BR')).toBe('pt');
    expect(normaliseTag('und')).toBeUndefined();
  });
});
