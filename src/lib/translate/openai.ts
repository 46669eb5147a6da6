/**
 * An OpenAI-compatible chat-completions endpoint as a translation engine (OpenAI, DeepSeek, a local Ollama or
 * vLLM, the site operator's own proxy…): the text goes as the user message under a system prompt that asks for the
 * translation only, the answer streams back as server-sent events and is assembled delta by delta.
 */
import { createParser } from 'eventsource-parser';
import { completionsUrl, systemPrompt } from './prompt';
import { siteError } from './site-errors';
import {
  EngineError,
  codeForStatus,
  fromFetchError,
  retryAfterSeconds,
  type Availability,
  type Engine,
  type TranslateRequest,
  type TranslateResult,
} from './types';

export interface OpenAIConfig {
  /** `https://api.openai.com/v1`, or the full `…/chat/completions` address. */
  baseUrl: string;
  model: string;
  /** Sent as a Bearer token; omitted for a proxy that adds its own. */
  apiKey?: string;
  /** The exact address to post to (the site's own engine), instead of `<baseUrl>/chat/completions`. */
  url?: string;
  /** A Bearer token fetched for each request (the signed-in visitor's session, for the site's engine). */
  token?: () => Promise<string | null>;
  /** Sees every response before it is read (the site's engine reads the allowance headers). */
  onResponse?: (res: Response) => void;
  fetch?: typeof fetch;
}

/** The request an engine call makes (pure, so tests can check it exactly). */
export function chatRequest(config: OpenAIConfig, request: Pick<TranslateRequest, 'text' | 'source' | 'target'>) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
  if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;
  return {
    url: config.url ?? completionsUrl(config.baseUrl),
    headers,
    body: {
      model: config.model,
      stream: true,
      temperature: 0,
      messages: [
        { role: 'system', content: systemPrompt(request.source, request.target) },
        { role: 'user', content: request.text },
      ],
    },
  };
}

interface ChunkShape {
  choices?: { delta?: { content?: string | null }; message?: { content?: string | null } }[];
  error?: { message?: string } | string;
}

function errorMessage(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const e = (body as ChunkShape).error;
  return typeof e === 'string' ? e : (e?.message ?? '');
}

/** Reads an error response's message (JSON `{error:{message}}` or text), never failing. */
async function failure(res: Response): Promise<EngineError> {
  let detail = '';
  let parsed: unknown;
  try {
    const text = await res.text();
    try {
      parsed = JSON.parse(text);
      detail = errorMessage(parsed) || text;
    } catch {
      detail = text;
    }
  } catch {
    // no body
  }
  const retryAfter = retryAfterSeconds(res.headers.get('Retry-After'));
  const site = siteError(res.status, parsed, retryAfter);
  if (site) return site;
  return new EngineError(
    codeForStatus(res.status) ?? 'protocol',
    `HTTP ${res.status}${detail ? `: ${detail.slice(0, 500)}` : ''}`,
    res.status,
    retryAfter,
  );
}

export async function openaiTranslate(config: OpenAIConfig, request: TranslateRequest): Promise<TranslateResult> {
  const { url, headers, body } = chatRequest(config, request);
  const doFetch = config.fetch ?? fetch;
  let res: Response;
  try {
    const token = config.token ? await config.token() : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    res = await doFetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: request.signal });
  } catch (err) {
    throw fromFetchError(err, request.signal);
  }
  config.onResponse?.(res);
  if (!res.ok) throw await failure(res);

  // A server that ignores `stream: true` answers with one JSON document.
  if (!(res.headers.get('Content-Type') ?? '').includes('text/event-stream')) {
    let json: ChunkShape;
    try {
      json = (await res.json()) as ChunkShape;
    } catch (err) {
      throw fromFetchError(err instanceof SyntaxError ? new EngineError('protocol', 'not JSON') : err, request.signal);
    }
    const text = json.choices?.[0]?.message?.content;
    if (typeof text !== 'string')
      throw new EngineError('protocol', errorMessage(json) || 'no choices[0].message.content');
    request.onText?.(text);
    return { text };
  }

  let text = '';
  let done = false;
  let broken: EngineError | null = null;
  const parser = createParser({
    onEvent: (event) => {
      if (done || broken) return;
      if (event.data === '[DONE]') {
        done = true;
        return;
      }
      let chunk: ChunkShape;
      try {
        chunk = JSON.parse(event.data) as ChunkShape;
      } catch {
        broken = new EngineError('protocol', `not JSON: ${event.data.slice(0, 200)}`);
        return;
      }
      const message = errorMessage(chunk);
      if (message) {
        broken = new EngineError('server', message);
        return;
      }
      const delta = chunk.choices?.[0]?.delta?.content;
      if (typeof delta === 'string' && delta) {
        text += delta;
        request.onText?.(text);
      }
    },
  });
  if (!res.body) throw new EngineError('protocol', 'empty body');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done: end } = await reader.read();
      if (end) break;
      parser.feed(value);
      if (broken || done) break;
    }
  } catch (err) {
    throw fromFetchError(err, request.signal);
  } finally {
    reader.cancel().catch(() => undefined);
  }
  if (broken) throw broken;
  if (!done && !text) throw new EngineError('protocol', 'the stream ended without any text');
  return { text };
}

export function openaiEngine(config: OpenAIConfig): Engine {
  return {
    id: 'openai',
    // A language model translates any pair; whether the endpoint answers is known on the first request.
    availability: async (): Promise<Availability> => (config.baseUrl && config.model ? 'available' : 'unavailable'),
    translate: (request) => openaiTranslate(config, request),
  };
}
