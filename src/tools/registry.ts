/**
 * THE list of tools, in display order. Navigation dropdowns, category pages, the home grid, the search
 * palette, the sitemap and the tool routes all read it. Adding a tool: one folder, one line here.
 */
import type { Category, ToolMeta } from './types';
import jsonFormatter from './json-formatter/meta';
import urlEncodeAndDecode from './url-encode-and-decode/meta';
import imageBase64 from './image-base64/meta';
import textDiff from './text-diff/meta';
import pdfDecryptor from './pdf-decryptor/meta';
import veo3Prompts from './veo3-prompts/meta';
import aiTimeline from './ai-timeline/meta';
import openaiTimeline from './openai-timeline/meta';
import anthropicTimeline from './anthropic-timeline/meta';
import deepseekTimeline from './deepseek-timeline/meta';
import llmModelPrice from './llm-model-price/meta';
import drugsList from './drugs-list/meta';
import fisherai from './fisherai/meta';
import chatgpt from './chatgpt/meta';
import claude from './claude/meta';
import gemini from './gemini/meta';
import deepseek from './deepseek/meta';
import doubao from './doubao/meta';

export const registry: readonly ToolMeta[] = [
  jsonFormatter,
  urlEncodeAndDecode,
  imageBase64,
  textDiff,
  pdfDecryptor,
  veo3Prompts,
  aiTimeline,
  openaiTimeline,
  anthropicTimeline,
  deepseekTimeline,
  llmModelPrice,
  drugsList,
  fisherai,
  chatgpt,
  claude,
  gemini,
  deepseek,
  doubao,
];

/** Tools listed under a category: its own first, then those that also appear there, in registry order. */
export function toolsIn(category: Category, tools: readonly ToolMeta[] = registry): ToolMeta[] {
  const own = tools.filter((t) => t.category === category);
  return [...own, ...tools.filter((t) => t.category !== category && (t.alsoIn ?? []).includes(category))];
}

/** Tools with a page on this site (everything but external products). */
export function internalTools(tools: readonly ToolMeta[] = registry): ToolMeta[] {
  return tools.filter((t) => !t.external);
}

export function findTool(slug: string, tools: readonly ToolMeta[] = registry): ToolMeta | undefined {
  return tools.find((t) => t.slug === slug);
}
