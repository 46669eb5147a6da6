/** Build-time view of registry entries in one language: title, description, link. */
import { dynamicKey, type PageKey } from '../i18n/keys';
import type { TFunction } from '../i18n/translate';
import { localizePath, type Locale } from '../i18n/locales';
import type { ToolMeta } from '../tools/types';
import type { SearchEntry } from '../components/search/logic';
import { keywordList } from './keywords';
import { emojiIconUrl } from './emoji';
import { hasEmojiSvg } from './emoji-svg';

export interface ToolView {
  slug: string;
  /** The registry's emoji. */
  icon: string;
  /** The emoji's Twemoji SVG under the base (src/lib/emoji.ts); null when the set lacks it: then the emoji as text. */
  iconSrc: string | null;
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
    iconSrc: hasEmojiSvg(tool.icon) ? emojiIconUrl(tool.icon) : null,
    href: tool.external ?? localizePath(`/${tool.slug}`, locale),
    title: t(dynamicKey(`${key}.title`)),
    description: t(dynamicKey(`${key}.description`)),
    keywords: keywordList(t(dynamicKey(`${key}.keywords`)), tool.keywords),
    external: Boolean(tool.external),
  };
}

/**
 * The search index of one language's pages. `others`: the other languages' translations; each entry then also
 * carries the tool's names and keywords in them (`names`), so that a visitor finds a tool by its name in any of the
 * four languages ("calendar", "カレンダー" or "달력" on the Chinese pages).
 */
export function searchEntries(
  tools: readonly ToolMeta[],
  locale: Locale,
  t: TFunction<PageKey>,
  others: ReadonlyArray<{ locale: Locale; t: TFunction<PageKey> }> = [],
): SearchEntry[] {
  return tools.map((tool) => {
    // The palette builds the icon's URL from the emoji (src/scripts/search-palette.ts): the index stays small.
    const { iconSrc: _built, ...view } = toolView(tool, locale, t);
    if (others.length === 0) return view;
    const names = others.map((o) => {
      const other = toolView(tool, o.locale, o.t);
      return keywordList(`${other.title}, ${other.keywords}`);
    });
    return { ...view, names: names.join(', ') };
  });
}
