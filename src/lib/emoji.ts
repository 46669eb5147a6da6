/**
 * Where a registry entry's emoji icon is drawn from: a Twemoji SVG (npm @iconify-json/twemoji, CC-BY 4.0) that the
 * build writes to `/icons/emoji/<code>.svg` (src/pages/icons/emoji/[code].svg.ts), so that the icon shows on a
 * machine without an emoji font (issue 30). Pure: safe to import from page scripts; the SVG itself is built by
 * src/lib/emoji-svg.ts at build time only.
 */
import { withBase } from '../i18n/locales';

/**
 * The emoji's key in Twemoji's file names and in the icon set's chars.json: its code points in lowercase hex
 * joined with '-', the variation selector U+FE0F left out (`'🖼️'` → `'1f5bc'`, `'♊\uFE0F'` → `'264a'`).
 */
export function emojiCode(emoji: string): string {
  return [...emoji]
    .map((ch) => ch.codePointAt(0) ?? 0)
    .filter((cp) => cp !== 0xfe0f)
    .map((cp) => cp.toString(16))
    .join('-');
}

/** The site path of the emoji's SVG: `/icons/emoji/1f4cb.svg`. */
export function emojiIconPath(code: string): string {
  return `/icons/emoji/${code}.svg`;
}

/** The URL of the emoji's SVG under the site's base (`/toolbox/icons/emoji/1f4cb.svg`). */
export function emojiIconUrl(emoji: string, base?: string): string {
  return withBase(emojiIconPath(emojiCode(emoji)), base);
}
