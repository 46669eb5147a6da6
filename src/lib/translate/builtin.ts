/**
 * The browser's own on-device translation (Chrome 138+: the `Translator` and `LanguageDetector` globals). Language
 * packs download on first use of a pair (progress reported); the text never leaves the device. The globals are
 * injected, so tests drive this with fakes and other browsers simply report the engine as unavailable.
 */
import {
  EngineError,
  isLangCode,
  type Availability,
  type Engine,
  type LangCode,
  type SourceLang,
  type TranslateRequest,
} from './types';

type ApiAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

interface Monitor {
  addEventListener(type: 'downloadprogress', listener: (event: { loaded: number }) => void): void;
}

export interface TranslatorInstance {
  translate(text: string, options?: { signal?: AbortSignal }): Promise<string>;
  translateStreaming?(text: string, options?: { signal?: AbortSignal }): ReadableStream<string>;
  destroy?(): void;
}

export interface TranslatorApi {
  availability(options: { sourceLanguage: string; targetLanguage: string }): Promise<ApiAvailability>;
  create(options: {
    sourceLanguage: string;
    targetLanguage: string;
    monitor?: (m: Monitor) => void;
    signal?: AbortSignal;
  }): Promise<TranslatorInstance>;
}

export interface LanguageDetectorApi {
  availability(): Promise<ApiAvailability>;
  create(options?: { signal?: AbortSignal }): Promise<{
    detect(
      text: string,
      options?: { signal?: AbortSignal },
    ): Promise<{ detectedLanguage: string; confidence: number }[]>;
  }>;
}

/** The browser's APIs, when it has them. */
export function browserApis(scope: object = globalThis): {
  translator?: TranslatorApi;
  detector?: LanguageDetectorApi;
} {
  const s = scope as { Translator?: TranslatorApi; LanguageDetector?: LanguageDetectorApi };
  return { translator: s.Translator, detector: s.LanguageDetector };
}

function asAvailability(a: ApiAvailability): Availability {
  return a === 'available' ? 'available' : a === 'unavailable' ? 'unavailable' : 'downloadable';
}

/** The detector's tag as one of ours (`zh-Hans`/`zh-CN` → zh, `zh-Hant`/`zh-TW` → zh-Hant, `en-US` → en). */
export function normaliseTag(tag: string): LangCode | undefined {
  if (/^zh-(Hant|TW|HK|MO)/i.test(tag)) return 'zh-Hant';
  const base = tag.split('-')[0]!.toLowerCase();
  return isLangCode(base) ? base : undefined;
}

/**
 * Joins the chunks of a translation stream. Chrome sends pieces to append; an early version sent the whole text
 * so far each time: a chunk that starts with everything received is taken as such.
 */
export function appendChunk(soFar: string, chunk: string): string {
  return soFar && chunk.startsWith(soFar) ? chunk : soFar + chunk;
}

export interface BuiltinOptions {
  translator?: TranslatorApi;
  detector?: LanguageDetectorApi;
  /** Language-pack download progress, 0–1. */
  onDownload?: (fraction: number) => void;
}

export function builtinEngine({ translator, detector, onDownload }: BuiltinOptions = browserApis()): Engine {
  const instances = new Map<string, Promise<TranslatorInstance>>();

  async function detect(text: string, signal?: AbortSignal): Promise<LangCode> {
    if (!detector || (await detector.availability()) === 'unavailable') {
      throw new EngineError('unsupported', 'no language detector in this browser');
    }
    const d = await detector.create({ signal });
    const best = (await d.detect(text.slice(0, 2000), { signal }))[0];
    const lang = best ? normaliseTag(best.detectedLanguage) : undefined;
    if (!lang) throw new EngineError('unsupported', `detected ${best?.detectedLanguage ?? 'nothing'}`);
    return lang;
  }

  function instance(source: LangCode, target: LangCode, signal?: AbortSignal): Promise<TranslatorInstance> {
    const key = `${source}>${target}`;
    let p = instances.get(key);
    if (!p) {
      p = translator!.create({
        sourceLanguage: source,
        targetLanguage: target,
        signal,
        monitor: (m) => m.addEventListener('downloadprogress', (e) => onDownload?.(e.loaded)),
      });
      p.catch(() => instances.delete(key));
      instances.set(key, p);
    }
    return p;
  }

  return {
    id: 'builtin',
    async availability(source: SourceLang, target: LangCode): Promise<Availability> {
      if (!translator) return 'unavailable';
      if (source === 'auto') return detector ? 'available' : 'unavailable';
      return asAvailability(await translator.availability({ sourceLanguage: source, targetLanguage: target }));
    },
    async translate({ text, source, target, signal, onText }: TranslateRequest) {
      if (!translator) throw new EngineError('unsupported', 'no Translator API in this browser');
      try {
        const from = source === 'auto' ? await detect(text, signal) : source;
        const detected = source === 'auto' ? from : undefined;
        if (from === target) {
          onText?.(text);
          return detected ? { text, detected } : { text };
        }
        if ((await translator.availability({ sourceLanguage: from, targetLanguage: target })) === 'unavailable') {
          throw new EngineError('unsupported', `${from} → ${target}`);
        }
        const t = await instance(from, target, signal);
        let out = '';
        if (t.translateStreaming) {
          const reader = t.translateStreaming(text, { signal }).getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            out = appendChunk(out, value);
            onText?.(out);
          }
        } else {
          out = await t.translate(text, { signal });
          onText?.(out);
        }
        return detected ? { text: out, detected } : { text: out };
      } catch (err) {
        if (err instanceof EngineError) throw err;
        if (signal?.aborted || (err instanceof DOMException && err.name === 'AbortError'))
          throw new EngineError('cancelled');
        throw new EngineError('server', err instanceof Error ? `${err.name}: ${err.message}` : String(err));
      }
    },
  };
}
