/**
 * What a caller may ask: the chat-completions request the site's `openai` engine sends (src/lib/translate/openai.ts),
 * exactly two messages, a system prompt built by `systemPrompt` and the text as the user message. Everything else
 * in the body (model, temperature, tools, more messages…) is ignored or refused: the proxy sends its own model and
 * its own copy of the prompt, so it translates and does nothing else.
 */
import { type LanguagePair, promptPair, systemPrompt } from '../../../src/lib/translate/prompt.ts';

export interface TranslateAsk {
  pair: LanguagePair;
  text: string;
  /** Characters of source text (code points), what the allowance counts. */
  chars: number;
  stream: boolean;
}

export type AskProblem = { error: 'bad-request'; reason: string } | { error: 'too-large'; limit: number; size: number };

/** Code points, so a Chinese character, an emoji or a letter each count once. */
export function countChars(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

export function readAsk(body: unknown, maxChars: number): TranslateAsk | AskProblem {
  const bad = (reason: string): AskProblem => ({ error: 'bad-request', reason });
  if (!body || typeof body !== 'object' || Array.isArray(body)) return bad('the body is not a JSON object');
  const b = body as Record<string, unknown>;
  if (b.stream !== undefined && typeof b.stream !== 'boolean') return bad('stream must be true or false');
  const messages = b.messages;
  if (!Array.isArray(messages) || messages.length !== 2) return bad('messages must be [system, user]');
  const [system, user] = messages as unknown[];
  const content = (m: unknown, role: string) =>
    m && typeof m === 'object' && (m as Record<string, unknown>).role === role
      ? (m as Record<string, unknown>).content
      : undefined;
  const prompt = content(system, 'system');
  const text = content(user, 'user');
  if (typeof prompt !== 'string' || typeof text !== 'string') return bad('messages must be [system, user] strings');
  const pair = promptPair(prompt);
  if (!pair) return bad('the system message is not a translation prompt of this site');
  if (!text.trim()) return bad('there is no text to translate');
  const chars = countChars(text);
  if (chars > maxChars) return { error: 'too-large', limit: maxChars, size: chars };
  return { pair, text, chars, stream: b.stream === true };
}

/** The body sent upstream: the operator's fields, then the fixed model and prompt. */
export function upstreamBody(ask: TranslateAsk, model: string, extra: Record<string, unknown>) {
  return {
    ...extra,
    model,
    stream: ask.stream,
    messages: [
      { role: 'system', content: systemPrompt(ask.pair.source, ask.pair.target) },
      { role: 'user', content: ask.text },
    ],
  };
}
