/** The web app manifest of each language (src/lib/web-manifest.ts), written as a static file by the build. */
import type { APIRoute } from 'astro';
import { localePaths } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { getT } from '../../i18n/server';
import { webManifest } from '../../lib/web-manifest';

export const getStaticPaths = localePaths;

export const GET: APIRoute = ({ props }) => {
  const locale = (props as { locale: Locale }).locale;
  const t = getT(locale);
  return new Response(JSON.stringify(webManifest(locale, (key) => t(key))), {
    headers: { 'content-type': 'application/manifest+json' },
  });
};
