/**
 * Build-time translations. Loads every bundle with import.meta.glob and gives each page a `t()` (src/i18n/translate.ts).
 * Never import this module from an island or a client script: it would bundle every language.
 * Islands receive only the strings they need, via `pickResources`.
 */
import { LOCALES, type Locale } from './locales';
import { registry } from '../tools/registry';
import type { ToolMeta } from '../tools/types';
import { createTranslator, type TFunction, type Translator } from './translate';
import type { NsEntry, PageKey } from './keys';

export const NAMESPACES = ['common', 'tools', 'aiproducts'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Bundle = Record<string, unknown>;

const shared = import.meta.glob<Bundle>('../../locales/*/*.json', { eager: true, import: 'default' });
/** Each entry's own strings: src/{tools,info,links}/<slug>/locales/<lang>.json, merged in as `<ns>:<slug>`. */
const toolBundles = import.meta.glob<Bundle>(
  ['../tools/*/locales/*.json', '../info/*/locales/*.json', '../links/*/locales/*.json'],
  { eager: true, import: 'default' },
);

/**
 * All bundles: resources[locale][namespace]. The shared files under locales/ hold the site's strings and the
 * kit's (`tools:ui`); every tool's strings come from its own folder, under the namespace its meta.ts names.
 */
export const resources: Record<Locale, Record<Namespace, Bundle>> = buildResources(shared, toolBundles);

export function buildResources(
  sharedFiles: Record<string, Bundle>,
  toolFiles: Record<string, Bundle>,
  tools: readonly ToolMeta[] = registry,
): Record<Locale, Record<Namespace, Bundle>> {
  const out = {} as Record<Locale, Record<Namespace, Bundle>>;
  for (const locale of LOCALES) {
    const byNs = {} as Record<Namespace, Bundle>;
    for (const ns of NAMESPACES) {
      const file = sharedFiles[`../../locales/${locale}/${ns}.json`];
      if (!file && ns !== 'aiproducts') throw new Error(`Missing locale bundle locales/${locale}/${ns}.json`);
      byNs[ns] = { ...(file ?? {}) };
    }
    out[locale] = byNs;
  }
  for (const [path, bundle] of Object.entries(toolFiles)) {
    const m = /\/(?:tools|info|links)\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path);
    if (!m) continue;
    const [, slug, locale] = m as unknown as [string, string, Locale];
    if (!LOCALES.includes(locale)) throw new Error(`${path}: unknown language ${locale}`);
    const tool = tools.find((t) => t.slug === slug);
    if (!tool) throw new Error(`${path}: no tool ${slug} in the registry`);
    const target = out[locale][tool.ns];
    if (slug in target) throw new Error(`${path}: ${tool.ns}:${slug} is also in locales/${locale}/${tool.ns}.json`);
    target[slug] = bundle;
  }
  return out;
}

const instances = new Map<Locale, Translator>();

export function getI18n(locale: Locale): Translator {
  let inst = instances.get(locale);
  if (!inst) {
    inst = createTranslator({ lng: locale, resources, defaultNS: 'common' });
    instances.set(locale, inst);
  }
  return inst;
}

/** A page's t(): `common` keys, and other namespaces' as `ns:key`, checked against the zh bundles (keys.ts). */
export function getT(locale: Locale): TFunction<PageKey> {
  return getI18n(locale).t;
}

/** A string array stored in a bundle (e.g. paragraphs). */
export function tList(locale: Locale, key: PageKey): string[] {
  const v = getT(locale)(key, { returnObjects: true }) as unknown;
  if (!Array.isArray(v)) throw new Error(`Translation ${locale}:${key} is not a list`);
  return v.map(String);
}

/**
 * The part of a namespace an island needs: `pickResources('en', 'tools', 'json-formatter')` returns
 * `{ tools: { 'json-formatter': {...} } }`, ready for the island's translator (island.tsx).
 */
export function pickResources<N extends Namespace>(
  locale: Locale,
  ns: N,
  ...keys: NsEntry<N>[]
): Record<string, Bundle> {
  const bundle = resources[locale][ns];
  const picked: Bundle = {};
  for (const key of keys) {
    if (!(key in bundle)) throw new Error(`No key ${key} in ${locale}/${ns}.json`);
    picked[key] = bundle[key];
  }
  return { [ns]: picked };
}
