/** Which language the not-found page shows: the URL's prefix, else the stored preference, else zh. */
import { DEFAULT_LOCALE, isLocale, splitLocale, type Locale } from '../i18n/locales';

export function notFoundLocale(pathname: string, stored: string | null): Locale {
  const first = pathname.split('/')[1] ?? '';
  if (isLocale(first)) return splitLocale(pathname).locale;
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}
