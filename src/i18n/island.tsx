/**
 * Translations for a React island. The page passes only the strings the island needs (see pickResources in
 * server.ts); this makes a small translator from them (src/i18n/translate.ts). Never import server.ts from an
 * island.
 */
import { useMemo, type ReactNode } from 'react';
import type { Locale } from './locales';
import { TranslatorProvider } from './react';
import { createTranslator, type Translator } from './translate';

export type IslandResources = Record<string, Record<string, unknown>>;

export interface IslandI18nProps {
  locale: Locale;
  resources: IslandResources;
}

export function createIslandI18n(locale: Locale, resources: IslandResources): Translator {
  return createTranslator({
    lng: locale,
    resources: { [locale]: resources },
    defaultNS: Object.keys(resources)[0] ?? 'tools',
  });
}

export function IslandI18n({ locale, resources, children }: IslandI18nProps & { children: ReactNode }) {
  const inst = useMemo(() => createIslandI18n(locale, resources), [locale, resources]);
  return <TranslatorProvider value={inst}>{children}</TranslatorProvider>;
}
