/**
 * What the site and its own translation function (supabase/functions/translate, under Deno) share: the languages,
 * the language-model prompt, the chat-completions address, and the plans. The `openai` engine builds the prompt;
 * the function accepts only a prompt built here (it reads the language pair back with `promptPair` and sends its
 * own copy upstream, so a caller cannot turn it into a general chat endpoint). No imports: Deno loads this file
 * as it is.
 */

/** The plans the site's engine counts allowances for (anonymous: not signed in). */
export const PLANS = ['anonymous', 'free', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

/** The chat-completions address for a base URL as people paste it (trailing slashes, with or without the path). */
export function completionsUrl(baseUrl: string): string {
  const trimmed = baseUrl.trim().replace(/\/+$/, '');
  return /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
}

/** The languages offered, as BCP 47 tags (zh = simplified Chinese, zh-Hant = traditional). */
export const LANGUAGES = ['zh', 'zh-Hant', 'en', 'ja', 'ko', 'fr', 'de', 'es', 'ru', 'pt', 'it', 'ar'] as const;
export type LangCode = (typeof LANGUAGES)[number];
export type SourceLang = LangCode | 'auto';

export function isLangCode(s: string): s is LangCode {
  return (LANGUAGES as readonly string[]).includes(s);
}

/** English names, for prompts to a language model (not shown to visitors: pages use Intl.DisplayNames). */
export const ENGLISH_NAMES: Record<LangCode, string> = {
  zh: 'Simplified Chinese',
  'zh-Hant': 'Traditional Chinese',
  en: 'English',
  ja: 'Japanese',
  ko: 'Korean',
  fr: 'French',
  de: 'German',
  es: 'Spanish',
  ru: 'Russian',
  pt: 'Portuguese',
  it: 'Italian',
  ar: 'Arabic',
};

export function systemPrompt(source: SourceLang, target: LangCode): string {
  const from = source === 'auto' ? 'the language it is written in' : ENGLISH_NAMES[source];
  return [
    `You are a translation engine. Translate the user's message from ${from} into ${ENGLISH_NAMES[target]}.`,
    'Reply with the translation only: no notes, no quotes around it, no explanation.',
    'Keep line breaks, Markdown, code, URLs, numbers and placeholders such as {name} or %s exactly as they are.',
  ].join(' ');
}

export interface LanguagePair {
  source: SourceLang;
  target: LangCode;
}

let byPrompt: Map<string, LanguagePair> | null = null;

/** The language pair a system prompt was built for, or null when it is not one `systemPrompt` makes. */
export function promptPair(prompt: string): LanguagePair | null {
  if (!byPrompt) {
    byPrompt = new Map();
    for (const source of ['auto', ...LANGUAGES] as const)
      for (const target of LANGUAGES)
        if (source !== target) byPrompt.set(systemPrompt(source, target), { source, target });
  }
  return byPrompt.get(prompt) ?? null;
}
