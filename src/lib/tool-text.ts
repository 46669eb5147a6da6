/** Build-time view of registry entries in one language: title, description, link. */
import { dynamicKey, type PageKey } from '../i18n/keys';
import type { TFunction } from '../i18n/translate';
import { localizePath, type Locale } from '../i18n/locales';
import type { ToolMeta } from '../tools/types';
import type { SearchEntry } from '../components/search/logic';
import { keywordList } from './keywords';

export interface ToolView {
  slug: string;
  icon: string;
  href: string;
  title: string;
  description: string;
  keywords: string;
  external: boolean;
}

export function toolView(tool: ToolMeta, locale: Locale, t: TFunction<PageKey>): ToolView {
  // A registry entry's slug is data; tests/unit/registry.test.ts checks that every tool has these three strings.
  const key = `${tool.ns}:${tool.slug}`;
  return {
    slug: tool.slug,
    icon: tool.icon,
    href: tool.external ?? localizePath(`/${tool.slug}`, locale),
    title: t(dynamicKey(`${key}.title`)),
    description: t(dynamicKey(`${key}.description`)),
    keywords: keywordList(t(dynamicKey(`${key}.keywords`)), tool.keywords),
    external: Boolean(tool.external),
  };
}

export function searchEntries(tools: readonly ToolMeta[], locale: Locale, t: TFunction<PageKey>): SearchEntry[] {
  return tools.map((tool) => toolView(tool, locale, t));
}
