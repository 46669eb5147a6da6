/**
 * Build-time translations. Loads every bundle with import.meta.glob and gives each page a `t()`.
 * Never import this module from an island or a client script: it would bundle every language.
 * Islands receive only the strings they need, via `pickResources`.
 */
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { LOCALES, type Locale } from './locales';

export const NAMESPACES = ['common', 'tools', 'aiproducts'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Bundle = Record<string, unknown>;

const modules = import.meta.glob<Bundle>('../../locales/*/*.json', { eager: true, import: 'default' });

/** All bundles: resources[locale][namespace]. */
export const resources: Record<Locale, Record<Namespace, Bundle>> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      NAMESPACES.map((ns) => {
        const bundle = modules[`../../locales/${locale}/${ns}.json`];
        if (!bundle) throw new Error(`Missing locale bundle locales/${locale}/${ns}.json`);
        return [ns, bundle];
      }),
    ),
  ]),
) as Record<Locale, Record<Namespace, Bundle>>;

const instances = new Map<Locale, I18n>();

export function getI18n(locale: Locale): I18n {
  let inst = instances.get(locale);
  if (!inst) {
    inst = i18next.createInstance();
    void inst.init({
      lng: locale,
      resources,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      fallbackLng: false,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(locale, inst);
  }
  return inst;
}

export function getT(locale: Locale): TFunction {
  return getI18n(locale).t;
}

/** A string array stored in a bundle (e.g. paragraphs). */
export function tList(locale: Locale, key: string): string[] {
  const v = getT(locale)(key, { returnObjects: true }) as unknown;
  if (!Array.isArray(v)) throw new Error(`Translation ${locale}:${key} is not a list`);
  return v.map(String);
}

/**
 * The part of a namespace an island needs: `pickResources('en', 'tools', 'json-formatter')` returns
 * `{ tools: { 'json-formatter': {...} } }`, ready for an i18next instance inside the island.
 */
export function pickResources(locale: Locale, ns: Namespace, ...keys: string[]): Record<string, Bundle> {
  const bundle = resources[locale][ns];
  const picked: Bundle = {};
  for (const key of keys) {
    if (!(key in bundle)) throw new Error(`No key ${key} in ${locale}/${ns}.json`);
    picked[key] = bundle[key];
  }
  return { [ns]: picked };
}
