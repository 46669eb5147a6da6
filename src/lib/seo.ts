/** Head metadata helpers: alternates, canonical URLs, JSON-LD. Pure. */
import { HTML_LANG, LOCALES, DEFAULT_LOCALE, localizePath, type Locale } from '../i18n/locales';

export interface Alternate {
  hreflang: string;
  href: string;
}

export function absoluteUrl(site: string, path: string): string {
  return new URL(path, `${site.replace(/\/$/, '')}/`).href;
}

/** hreflang alternates for the four languages plus x-default (the default, unprefixed locale). */
export function alternates(site: string, path: string): Alternate[] {
  const list = LOCALES.map((l) => ({ hreflang: HTML_LANG[l], href: absoluteUrl(site, localizePath(path, l)) }));
  list.push({ hreflang: 'x-default', href: absoluteUrl(site, localizePath(path, DEFAULT_LOCALE)) });
  return list;
}

export function canonical(site: string, path: string, locale: Locale): string {
  return absoluteUrl(site, localizePath(path, locale));
}

export interface WebAppInput {
  name: string;
  description: string;
  url: string;
  locale: Locale;
  applicationCategory: string;
  parts: ReadonlyArray<{ name: string; url: string }>;
}

/** schema.org WebApplication for a free web app. */
export function webApplicationJsonLd(input: WebAppInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: input.name,
    description: input.description,
    url: input.url,
    inLanguage: HTML_LANG[input.locale],
    applicationCategory: input.applicationCategory,
    operatingSystem: 'Any (web browser)',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    hasPart: input.parts.map((p) => ({ '@type': 'WebPage', name: p.name, url: p.url })),
  };
}

/** JSON for a <script type="application/ld+json">, safe against a `</script>` inside strings. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
