/**
 * i18next for a React island. The page passes only the strings the island needs (see pickResources in
 * server.ts); this creates a small i18next instance from them. Never import server.ts from an island.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Locale } from './locales';

export type IslandResources = Record<string, Record<string, unknown>>;

export interface IslandI18nProps {
  locale: Locale;
  resources: IslandResources;
}

export function createIslandI18n(locale: Locale, resources: IslandResources): I18n {
  const inst = createInstance();
  void inst.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: resources },
    ns: Object.keys(resources),
    defaultNS: Object.keys(resources)[0] ?? 'tools',
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return inst;
}

export function IslandI18n({ locale, resources, children }: IslandI18nProps & { children: ReactNode }) {
  const inst = useMemo(() => createIslandI18n(locale, resources), [locale, resources]);
  return <I18nextProvider i18n={inst}>{children}</I18nextProvider>;
}
