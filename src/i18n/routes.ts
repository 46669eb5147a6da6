/** getStaticPaths helpers: one entry per locale, zh without a prefix. */
import { LOCALES, localeParam, type Locale } from './locales';

export function localePaths(): { params: { locale: string | undefined }; props: { locale: Locale } }[] {
  return LOCALES.map((locale) => ({ params: { locale: localeParam(locale) }, props: { locale } }));
}
