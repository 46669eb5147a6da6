/**
 * A LibreTranslate-compatible endpoint (the open-source engine anyone can self-host): POST /translate with
 * `{ q, source, target, format, api_key }`, answer `{ translatedText, detectedLanguage }`. No streaming: the whole
 * translation arrives at once.
 */
import {
  EngineError,
  codeForStatus,
  fromFetchError,
  isLangCode,
  retryAfterSeconds,
  type Availability,
  type Engine,
  type LangCode,
  type SourceLang,
  type TranslateRequest,
  type TranslateResult,
} from './types';

export interface LibreConfig {
  /** `https://libretranslate.example.org` (with or without a trailing slash). */
  baseUrl: string;
  apiKey?: string;
  fetch?: typeof fetch;
}

/** LibreTranslate's codes: `zh` (simplified; `zh-Hans` in newer servers accepts `zh` too) and `zt` (traditional). */
export function libreCode(lang: SourceLang): string {
  return lang === 'zh-Hant' ? 'zt' : lang;
}

export function fromLibreCode(code: string): LangCode | undefined {
  if (code === 'zt' || code === 'zh-Hant') return 'zh-Hant';
  if (code === 'zh-Hans') return 'zh';
  return isLangCode(code) ? code : undefined;
}

export function libreRequest(config: LibreConfig, request: Pick<TranslateRequest, 'text' | 'source' | 'target'>) {
  return {
    url: `${config.baseUrl.trim().replace(/\/+$/, '')}/translate`,
    body: {
      q: request.text,
      source: libreCode(request.source),
      target: libreCode(request.target),
      format: 'text',
      ...(config.apiKey ? { api_key: config.apiKey } : {}),
    },
  };
}

interface LibreAnswer {
  translatedText?: unknown;
  detectedLanguage?: { language?: string };
  error?: unknown;
}

export async function libreTranslate(config: LibreConfig, request: TranslateRequest): Promise<TranslateResult> {
  const { url, body } = libreRequest(config, request);
  let res: Response;
  let json: LibreAnswer;
  try {
    res = await (config.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: request.signal,
    });
    const text = await res.text();
    try {
      json = JSON.parse(text) as LibreAnswer;
    } catch {
      json = { error: text.slice(0, 500) };
      if (res.ok) throw new EngineError('protocol', `not JSON: ${text.slice(0, 200)}`);
    }
  } catch (err) {
    throw fromFetchError(err, request.signal);
  }
  const code = codeForStatus(res.status);
  if (code) {
    const said = typeof json.error === 'string' ? json.error : '';
    throw new EngineError(
      code,
      `HTTP ${res.status}${said ? `: ${said}` : ''}`,
      res.status,
      retryAfterSeconds(res.headers.get('Retry-After')),
    );
  }
  if (typeof json.translatedText !== 'string') throw new EngineError('protocol', 'no translatedText');
  request.onText?.(json.translatedText);
  const detected = json.detectedLanguage?.language ? fromLibreCode(json.detectedLanguage.language) : undefined;
  return detected ? { text: json.translatedText, detected } : { text: json.translatedText };
}

export function libreEngine(config: LibreConfig): Engine {
  return {
    id: 'libre',
    availability: async (): Promise<Availability> => (config.baseUrl ? 'available' : 'unavailable'),
    translate: (request) => libreTranslate(config, request),
  };
}
