/** The translated strings of the "Use offline" controls (src/scripts/offline-ui.ts), rendered into the page. */
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../i18n/locales';
import { TOOL_PACKS } from '../sw/packs';
import { dynamicKey, type PageKey } from '../i18n/keys';

type T = (key: PageKey, options?: Record<string, string>) => string;

/** `{name}` markers where the script puts values in (sizes are formatted in the browser). */
const mark = (...names: string[]) => Object.fromEntries(names.map((n) => [n, `{${n}}`]));

/** A pack's name: `offline.packs.<id>` (tests/unit/i18n-keys.test.ts checks every pack has one). */
export const packKey = (id: string) => dynamicKey<PageKey>(`offline.packs.${id}`);

export function offlineStrings(locale: Locale, t: T) {
  const labels: Record<string, string> = {};
  for (const l of LOCALES) labels[`lang-${l}`] = LANGUAGE_NAMES[l];
  for (const p of TOOL_PACKS) labels[p.id] = t(packKey(p.id));
  return {
    locale,
    labels,
    keptPack: t('offline.keptPack'),
    keptLanguage: t('offline.keptLanguage', { language: LANGUAGE_NAMES[locale] }),
    keptTool: t('offline.keptTool'),
    incomplete: t('offline.incomplete', { language: LANGUAGE_NAMES[locale] }),
    keepPack: t('offline.keepPack', mark('size')),
    resume: t('offline.resume'),
    remove: t('offline.remove'),
    progress: t('offline.progress', mark('done', 'total')),
    failed: t('offline.failed', mark('reason')),
    unsupported: t('offline.unsupported'),
    starting: t('offline.starting'),
    offlineNow: t('offline.offlineNow'),
    updateFirst: t('offline.updateFirst'),
    storage: t('offline.storage', mark('used')),
    nothingKept: t('offline.nothingKept'),
  };
}

/** The packs a tool needs offline beyond its language's pages and scripts. */
export function packsOfTool(slug: string): string[] {
  return TOOL_PACKS.filter((p) => p.tools.includes(slug)).map((p) => p.id);
}
