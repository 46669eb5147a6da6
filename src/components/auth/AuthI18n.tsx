/**
 * i18next for the auth islands. Like src/i18n/island.tsx, but with English as the fallback language: the
 * page passes the strings of its language and the English ones, and a string missing in the former is
 * shown in English (the login page's rule) rather than as a key.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { IslandResources } from '../../i18n/island';
import type { Locale } from '../../i18n/locales';

export interface AuthI18nProps {
  locale: Locale;
  resources: IslandResources;
  /** The same keys in English; omit for English pages. */
  fallback?: IslandResources;
}

export function createAuthI18n(locale: Locale, resources: IslandResources, fallback?: IslandResources): I18n {
  const inst = createInstance();
  const all: Record<string, IslandResources> = { [locale]: resources };
  if (fallback && locale !== 'en') all.en = fallback;
  void inst.use(initReactI18next).init({
    lng: locale,
    resources: all,
    ns: Object.keys(resources),
    defaultNS: 'common',
    fallbackLng: locale === 'en' || !fallback ? false : 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return inst;
}

export function AuthI18n({ locale, resources, fallback, children }: AuthI18nProps & { children: ReactNode }) {
  const inst = useMemo(() => createAuthI18n(locale, resources, fallback), [locale, resources, fallback]);
  return <I18nextProvider i18n={inst}>{children}</I18nextProvider>;
}
