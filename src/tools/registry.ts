/**
 * THE list of tools, in display order. Navigation dropdowns, category pages, the home grid, the search
 * palette, the sitemap and the tool routes all read it. Adding a tool: one folder, one line here.
 */
import type { Category, ToolMeta } from './types';
import fisherai from './fisherai/meta';
import chatgpt from './chatgpt/meta';
import claude from './claude/meta';
import gemini from './gemini/meta';
import deepseek from './deepseek/meta';
import doubao from './doubao/meta';

export const registry: readonly ToolMeta[] = [fisherai, chatgpt, claude, gemini, deepseek, doubao];

/** Tools listed under a category: its own first, then those that also appear there, in registry order. */
export function toolsIn(category: Category, tools: readonly ToolMeta[] = registry): ToolMeta[] {
  return tools.filter((t) => t.category === category || (t.alsoIn ?? []).includes(category));
}

/** Tools with a page on this site (everything but external products). */
export function internalTools(tools: readonly ToolMeta[] = registry): ToolMeta[] {
  return tools.filter((t) => !t.external);
}

export function findTool(slug: string, tools: readonly ToolMeta[] = registry): ToolMeta | undefined {
  return tools.find((t) => t.slug === slug);
}
