/**
 * The project's translation function: the part of i18next the site uses, in about 1 KB instead of ~15 KB gzip
 * (i18next + react-i18next were most of a tool page's JavaScript after React). Same behaviour for everything
 * the bundles and the code use, checked key by key against i18next in translate.test.ts:
 * - `ns:key.nested.path` (namespace before the first `:`, then a dot path; a flat key with dots also matches);
 * - `{{name}}` interpolation without escaping (`escapeValue: false`, as the project configured i18next): a value
 *   is written as text once (a `{{…}}` inside a value is not expanded again); a variable not passed stays as
 *   written; `null`/`undefined` passed explicitly become '';
 * - plurals when `count` is a number (a string count is only interpolated): `key_zero` for 0 if present, then
 *   `key_<Intl.PluralRules category>`, then `key`, then `key_other`;
 * - `defaultValue` when the key is missing (interpolated), else the key itself;
 * - `returnObjects` for lists and objects (each string inside is translated the same way); without it, an
 *   object is not returned (the key is, as i18next does);
 * - the fallback language (auth islands), tried after the page's language; empty strings are valid.
 * Not supported (unused here, and a test would show it): `$t()` nesting, formatters `{{x, format}}`, context.
 */
export type Bundle = Record<string, unknown>;
/** resources[language][namespace] */
export type Resources = Record<string, Record<string, Bundle>>;

export interface TOptions {
  count?: unknown;
  defaultValue?: unknown;
  returnObjects?: boolean;
  /** The namespace for this call (a `ns:` prefix on the key wins). */
  ns?: string;
  [name: string]: unknown;
}

/**
 * Translates a key. Typed as returning a string, the common case; with `returnObjects` the caller asserts
 * what the bundle holds (`as unknown as string[]`), as with i18next. `K` is the keys it accepts: the typed
 * entry points (`getT`, `useTranslation`, `useToolT`) narrow it to the zh bundle's keys (src/i18n/keys.ts).
 */
export type TFunction<K extends string = string> = (key: K, options?: TOptions) => string;

export interface TranslatorOptions {
  lng: string;
  resources: Resources;
  defaultNS: string;
  /** A language to try when the page's has no such key; false for none. */
  fallbackLng?: string | false;
}

export interface Translator {
  language: string;
  /** t for a namespace and an optional key prefix (`keyPrefix.key`), like i18next's getFixedT. */
  getFixedT(ns?: string, keyPrefix?: string): TFunction;
  t: TFunction;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
}

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** A value at a dot path; a key holding dots is also found as one property, or as a mix of both. */
function lookup(obj: unknown, path: string): unknown {
  if (!obj || typeof obj !== 'object') return undefined;
  const record = obj as Record<string, unknown>;
  if (own(record, path)) return record[path];
  const tokens = path.split('.');
  for (let i = 1; i < tokens.length; i++) {
    const head = tokens.slice(0, i).join('.');
    if (!own(record, head)) continue;
    const found = lookup(record[head], tokens.slice(i).join('.'));
    if (found !== undefined) return found;
  }
  return undefined;
}

const valid = (v: unknown) => v !== undefined && v !== null;

function stringOf(v: unknown): string {
  return v === null || v === undefined ? '' : String(v);
}

/** `{{name}}` → the option's value, written once (values are not scanned again). */
export function interpolate(template: string, data: Record<string, unknown>): string {
  if (!template.includes('{{')) return template;
  return template.replace(/\{\{(-?)(.+?)\}\}/g, (match, _dash: string, raw: string) => {
    const name = raw.trim();
    const value = data[name];
    if (value === undefined) return own(data, name) ? '' : match;
    return stringOf(value);
  });
}

export function createTranslator({ lng, resources, defaultNS, fallbackLng = false }: TranslatorOptions): Translator {
  const codes = fallbackLng && fallbackLng !== lng ? [lng, fallbackLng] : [lng];

  function resolve(ns: string, key: string, opt: TOptions): unknown {
    const plural = opt.count !== undefined && typeof opt.count !== 'string';
    for (const code of codes) {
      const bundle = resources[code]?.[ns];
      if (!bundle) continue;
      const candidates = [key];
      if (plural) {
        const suffix = `_${pluralCategory(code, opt.count as number)}`;
        if (suffix !== '_other') candidates.unshift(`${key}_other`);
        candidates.push(key + suffix);
        if (opt.count === 0) candidates.push(`${key}_zero`);
      }
      for (let i = candidates.length - 1; i >= 0; i--) {
        const found = lookup(bundle, candidates[i]!);
        if (valid(found)) return found;
      }
    }
    return undefined;
  }

  function translate(fullKey: string, opt: TOptions, nsDefault: string): unknown {
    let ns = opt.ns ?? nsDefault;
    let key = fullKey;
    if (fullKey.includes(':')) {
      const parts = fullKey.split(':');
      ns = parts.shift()!;
      key = parts.join('.');
    }
    const res = resolve(ns, key, opt);
    if (res !== null && typeof res === 'object') {
      if (opt.returnObjects) {
        const copy: Record<string, unknown> | unknown[] = Array.isArray(res) ? [] : {};
        for (const m of Object.keys(res)) {
          const deepKey = `${key}.${m}`;
          const v = translate(deepKey, { ...opt, ns }, ns);
          (copy as Record<string, unknown>)[m] = v === deepKey ? (res as Record<string, unknown>)[m] : v;
        }
        return copy;
      }
    } else if (valid(res)) {
      return typeof res === 'string' ? interpolate(res, opt) : res;
    }
    if (valid(opt.defaultValue)) return interpolate(stringOf(opt.defaultValue), opt);
    return interpolate(key, opt);
  }

  function getFixedT(ns: string = defaultNS, keyPrefix?: string): TFunction {
    return (key, options = {}) => translate(keyPrefix ? `${keyPrefix}.${key}` : key, options, ns) as string;
  }

  return { language: lng, getFixedT, t: getFixedT() };
}
