/**
 * THE list of tools, in display order. Navigation dropdowns, category pages, the home grid, the search
 * palette, the sitemap and the tool routes all read it. Adding a tool: one folder, one line in TOOL_ORDER.
 */
import type { Category, ToolMeta } from './types';

/**
 * Every entry's meta.ts, found at build time: the tools (src/tools/), the information pages (src/info/) and the
 * entries that only link to another site (src/links/). One registry for all three: the site lists them together.
 */
const found = import.meta.glob<ToolMeta>(['./*/meta.ts', '../info/*/meta.ts', '../links/*/meta.ts'], {
  eager: true,
  import: 'default',
});
const metas = new Map(Object.values(found).map((m) => [m.slug, m]));

/**
 * Display order, one slug a line. Adding a tool: its folder (see `npm run new-tool`) and one line here.
 * The registry test fails when a folder is missing here or a slug here has no folder.
 */
export const TOOL_ORDER = [
  'json-formatter',
  'url-encode-and-decode',
  'image-base64',
  'text-diff',
  'pdf-decryptor',
  'veo3-prompts',
  'ai-timeline',
  'openai-timeline',
  'anthropic-timeline',
  'deepseek-timeline',
  'llm-model-price',
  'drugs-list',
  'fisherai',
  'chatgpt',
  'claude',
  'gemini',
  'deepseek',
  'doubao',
  'image-compressor',
  'image-stitcher',
  'perpetual-calendar',
  'image-annotator',
  'image-watermark',
  'wechat-formatter',
  'background-remover',
  'text-behind-image',
  'id-photo-maker',
  'handwriting',
  'quote-card',
  'markdown-to-image',
  'subtitle-to-image',
  'latex-to-image',
  'translator',
  'document-translator',
] as const;

function unlisted(): string[] {
  return [...metas.keys()].filter((slug) => !(TOOL_ORDER as readonly string[]).includes(slug));
}

function ordered(): readonly ToolMeta[] {
  return TOOL_ORDER.flatMap((slug) => {
    const meta = metas.get(slug);
    return meta ? [meta] : [];
  });
}

// The annotations let client bundles that import a constant from a module importing this one (the nav
// script) leave the registry out.
/** Slugs of tool folders that TOOL_ORDER does not list (the registry test and the build expect none). */
export const unlistedTools: string[] = /* @__PURE__ */ unlisted();

export const registry: readonly ToolMeta[] = /* @__PURE__ */ ordered();

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
