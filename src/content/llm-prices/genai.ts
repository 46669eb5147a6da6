/**
 * USD list prices of well-known models, read at BUILD time from the data bundled in
 * `@pydantic/genai-prices` (offline; its network update is never called). Import this module only from
 * server code (.astro frontmatter, other src/content modules, tests), never from a client script.
 */
import { calcPrice, findProvider, type ModelPrice } from '@pydantic/genai-prices';
import type { LocalizedText } from '../i18n-text';
import { formatContextWindow } from '../format';
import type { PriceRowInput } from './schema';

/** Version of the bundled price data, and the day its numbers were read for this page. */
export const GENAI_PRICES_VERSION = '0.1.8';
export const GENAI_PRICES_CHECKED_ON = '2026-11-22';
/**
 * The moment prices are resolved at: some models have dated price changes or time-of-day rates
 * (DeepSeek bills less outside its peak hours, which end at 10:00 UTC).
 */
export const GENAI_PRICES_AT = new Date('2026-11-22T12:00:00Z');

interface Pick {
  providerId: string;
  modelId: string;
  /** Provider name to show (the package's names are not always the brand). */
  provider: string;
  /** Pricing page to link; defaults to the provider's first pricing URL in the package. */
  source?: string;
  note?: LocalizedText;
  /** Context window in tokens where the package lacks it. */
  contextWindow?: number;
}

/** The models on the page, by provider. */
export const GENAI_SELECTION: readonly Pick[] = [
  { providerId: 'openai', modelId: 'gpt-6-astra', provider: 'OpenAI' },
  { providerId: 'openai', modelId: 'gpt-6-sol', provider: 'OpenAI' },
  { providerId: 'openai', modelId: 'gpt-6-luna', provider: 'OpenAI' },
  { providerId: 'openai', modelId: 'gpt-5.5', provider: 'OpenAI' },
  { providerId: 'openai', modelId: 'gpt-5.4-mini', provider: 'OpenAI' },
  { providerId: 'openai', modelId: 'gpt-5.4-nano', provider: 'OpenAI' },
  { providerId: 'anthropic', modelId: 'claude-fable-5-1', provider: 'Anthropic' },
  { providerId: 'anthropic', modelId: 'claude-opus-5-5', provider: 'Anthropic' },
  { providerId: 'anthropic', modelId: 'claude-sonnet-5', provider: 'Anthropic' },
  { providerId: 'anthropic', modelId: 'claude-opus-4-5', provider: 'Anthropic' },
  { providerId: 'anthropic', modelId: 'claude-haiku-4-5', provider: 'Anthropic' },
  { providerId: 'google', modelId: 'gemini-3.1-pro-preview', provider: 'Google' },
  {
    providerId: 'google',
    modelId: 'gemini-3.6-flash',
    provider: 'Google',
    note: {
      zh: '推广价，有效期至 2026-12-31。',
      en: 'Introductory price, valid until 2026-12-31.',
      ja: '導入価格（2026-12-31 まで）。',
      ko: '출시 기념 가격(2026-12-31까지).',
    },
  },
  { providerId: 'google', modelId: 'gemini-3.5-flash-lite', provider: 'Google' },
  { providerId: 'google', modelId: 'gemini-2.5-pro', provider: 'Google', contextWindow: 1_048_576 },
  { providerId: 'x-ai', modelId: 'grok-4.6', provider: 'xAI' },
  { providerId: 'x-ai', modelId: 'grok-4.3', provider: 'xAI' },
  { providerId: 'x-ai', modelId: 'grok-4-1-fast-reasoning', provider: 'xAI' },
  { providerId: 'mistral', modelId: 'mistral-medium-3-5', provider: 'Mistral' },
  { providerId: 'mistral', modelId: 'mistral-large-2512', provider: 'Mistral' },
  { providerId: 'mistral', modelId: 'mistral-small-2603', provider: 'Mistral' },
  {
    providerId: 'deepseek',
    modelId: 'deepseek-v4-pro',
    provider: 'DeepSeek',
    note: {
      zh: '非高峰时段价格；高峰时段（UTC 01:00–04:00、06:00–10:00）价格更高。',
      en: 'Off-peak price; peak hours (UTC 01:00–04:00 and 06:00–10:00) cost more.',
      ja: 'オフピーク価格。ピーク時間帯（UTC 01:00–04:00、06:00–10:00）は割高。',
      ko: '비혼잡 시간 가격이며, 혼잡 시간(UTC 01:00–04:00, 06:00–10:00)에는 더 비쌉니다.',
    },
  },
  {
    providerId: 'deepseek',
    modelId: 'deepseek-v4-flash',
    provider: 'DeepSeek',
    note: {
      zh: '非高峰时段价格；高峰时段（UTC 01:00–04:00、06:00–10:00）价格更高。',
      en: 'Off-peak price; peak hours (UTC 01:00–04:00 and 06:00–10:00) cost more.',
      ja: 'オフピーク価格。ピーク時間帯（UTC 01:00–04:00、06:00–10:00）は割高。',
      ko: '비혼잡 시간 가격이며, 혼잡 시간(UTC 01:00–04:00, 06:00–10:00)에는 더 비쌉니다.',
    },
  },
  {
    providerId: 'moonshotai',
    modelId: 'kimi-k3',
    provider: 'Moonshot AI',
    source: 'https://platform.kimi.ai/docs/pricing/chat-k3.md',
  },
  { providerId: 'zai', modelId: 'GLM-5.3', provider: 'Z.ai' },
  { providerId: 'minimax', modelId: 'minimax-m3', provider: 'MiniMax' },
];

/** Base (lowest-tier) value of a price field, and the first tier's start when the field is tiered. */
function readPrice(prices: ModelPrice, key: string): { base: number; tierStart?: number } | undefined {
  const v = prices[key];
  if (v === undefined) return undefined;
  if (typeof v === 'number') return { base: v };
  return { base: v.base, tierStart: v.tiers[0]?.start };
}

function tierNote(start: number): LocalizedText {
  // A tier applies when the prompt is longer than `start` (the package encodes "272K or more" as 271999).
  const n = formatContextWindow(start + 1);
  return {
    zh: `输入超过 ${n} token 的请求按更高单价计费。`,
    en: `Prompts over ${n} tokens are billed at a higher rate.`,
    ja: `入力が ${n} トークンを超えるリクエストは高い単価で課金。`,
    ko: `입력이 ${n} 토큰을 넘는 요청은 더 높은 단가로 청구됩니다.`,
  };
}

const kebab = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Reads one selected model from the bundled data. Throws when the package no longer has it. */
export function genaiRow(pick: Pick, at: Date = GENAI_PRICES_AT): PriceRowInput {
  const provider = findProvider({ providerId: pick.providerId });
  const model = provider?.models.find((m) => m.id === pick.modelId);
  if (!provider || !model) throw new Error(`genai-prices has no model ${pick.providerId}/${pick.modelId}`);
  const calc = calcPrice({ input_tokens: 1000, output_tokens: 1000 }, pick.modelId, {
    providerId: pick.providerId,
    timestamp: at,
  });
  if (!calc) throw new Error(`genai-prices cannot price ${pick.providerId}/${pick.modelId}`);
  const input = readPrice(calc.model_price, 'input_mtok');
  const output = readPrice(calc.model_price, 'output_mtok');
  const cached = readPrice(calc.model_price, 'cache_read_mtok');
  if (!input || !output) throw new Error(`genai-prices has no token prices for ${pick.modelId}`);
  const tierStart = input.tierStart ?? output.tierStart;
  const source = pick.source ?? provider.pricing_urls?.[0];
  if (!source) throw new Error(`genai-prices has no pricing URL for ${pick.providerId}`);
  return {
    id: kebab(`${pick.provider}-${pick.modelId}`),
    provider: pick.provider,
    model: model.name ?? pick.modelId,
    apiId: pick.modelId,
    currency: 'USD',
    input: input.base,
    output: output.base,
    ...(cached ? { cachedInput: cached.base } : {}),
    ...((model.context_window ?? pick.contextWindow)
      ? { contextWindow: model.context_window ?? pick.contextWindow }
      : {}),
    origin: 'genai-prices',
    ...(pick.note ? { note: pick.note } : tierStart !== undefined ? { note: tierNote(tierStart) } : {}),
    source,
    verifiedOn: GENAI_PRICES_CHECKED_ON,
  };
}

export function genaiRows(): PriceRowInput[] {
  return GENAI_SELECTION.map((pick) => genaiRow(pick));
}
