/**
 * Translations for the auth islands. Like src/i18n/island.tsx, but with English as the fallback language: the
 * page passes the strings of its language and the English ones, and a string missing in the former is
 * shown in English (the login page's rule) rather than as a key.
 */
import { useMemo, type ReactNode } from 'react';
import type { IslandResources } from '../../i18n/island';
import type { Locale } from '../../i18n/locales';
import { TranslatorProvider } from '../../i18n/react';
import { createTranslator, type Translator } from '../../i18n/translate';

export interface AuthI18nProps {
  locale: Locale;
  resources: IslandResources;
  /** The same keys in English; omit for English pages. */
  fallback?: IslandResources;
}

export function createAuthI18n(locale: Locale, resources: IslandResources, fallback?: IslandResources): Translator {
  const all: Record<string, IslandResources> = { [locale]: resources };
  if (fallback && locale !== 'en') all.en = fallback;
  return createTranslator({
    lng: locale,
    resources: all,
    defaultNS: 'common',
    fallbackLng: locale === 'en' || !fallback ? false : 'en',
  });
}

export function AuthI18n({ locale, resources, fallback, children }: AuthI18nProps & { children: ReactNode }) {
  const inst = useMemo(() => createAuthI18n(locale, resources, fallback), [locale, resources, fallback]);
  return <TranslatorProvider value={inst}>{children}</TranslatorProvider>;
}
