/**
 * The web app manifest of one language (served at `<base>manifest.webmanifest`, `<base>en/manifest.webmanifest`…
 * by src/pages/[...locale]/manifest.webmanifest.ts): what Chromium needs to offer "Install", in the visitor's
 * language, opening on that language's home, with shortcuts to the most used tools.
 */
import { HTML_LANG, localizePath, withBase, type Locale } from '../i18n/locales';
import type { PageKey } from '../i18n/keys';

/** The tools the installed app offers as shortcuts (long-press / right-click on its icon). */
export const SHORTCUT_TOOLS = ['json-formatter', 'translator', 'image-compressor', 'background-remover'] as const;

/** Theme colours: the brand blue in the light theme, the page background in the dark one. */
export const THEME_COLOR = { light: '#2556e0', dark: '#020617' } as const;

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string; icons: { src: string; sizes: string; type: string }[] }[];
}

export function webManifest(locale: Locale, t: (key: PageKey) => string, base?: string): WebManifest {
  const icon = (file: string) => withBase(`/icons/${file}`, base);
  return {
    // One app whatever the language it was installed in; it opens on that language's home.
    id: withBase('/', base),
    name: t('site.name'),
    short_name: t('offline.shortName'),
    description: t('site.description'),
    lang: HTML_LANG[locale],
    dir: 'ltr',
    start_url: localizePath('/', locale, base),
    scope: withBase('/', base),
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: THEME_COLOR.light,
    icons: [
      { src: icon('icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icon('icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icon('icon-maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: SHORTCUT_TOOLS.map((slug) => ({
      name: t(`links.${slug}`),
      url: localizePath(`/${slug}`, locale, base),
      icons: [{ src: icon('icon-192.png'), sizes: '192x192', type: 'image/png' }],
    })),
  };
}

/** Where a language's manifest is served. */
export function manifestPath(locale: Locale, base?: string): string {
  return localizePath('/manifest.webmanifest', locale, base);
}
