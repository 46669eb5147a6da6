/**
 * Translation keys as types, read from the zh bundles (src/i18n/bundles.generated.ts points at the JSON files):
 * `t('status.sizee')` fails `npm run typecheck`, and a key added to a zh bundle is accepted at once. The other
 * languages hold the same keys (tests/unit/locales.test.ts), so zh is the reference.
 *
 * A key is a dot path to a string (a plural's base: `files` for `files_one`/`files_other`), to a list or to an
 * object (for `returnObjects`), or a list's item (`zodiacName.3`). Dynamic keys type-check when their parts are
 * unions: `` t(`status.${code}`) `` with `code: 'a' | 'b'` checks `status.a` and `status.b`.
 */
import type { Namespaces } from './bundles.generated';

export type { Namespaces };
export type Namespace = keyof Namespaces;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralBase<K extends string> = K extends `${infer B}_${PluralSuffix}` ? B : K;
type Join<P extends string, K extends string> = P extends '' ? K : `${P}.${K}`;

/** Every key of a bundle (an object read from JSON), prefixed with `P.` when P is given. */
export type KeysOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? Join<P, PluralBase<K>>
    : T[K] extends readonly (infer E)[]
      ? Join<P, K> | `${Join<P, K>}.${number}` | (E extends object ? KeysOf<E, `${Join<P, K>}.${number}`> : never)
      : T[K] extends object
        ? Join<P, K> | KeysOf<T[K], Join<P, K>>
        : never;
}[keyof T & string];

/** The value at a dot path of a bundle (`ui.translate` → that object). */
export type At<T, P extends string> = P extends `${infer H}.${infer R}`
  ? H extends keyof T
    ? At<T[H], R>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** Keys of a namespace, under an optional key prefix (as `useTranslation(ns, { keyPrefix })` reads them). */
export type NsKey<N extends Namespace, Prefix extends string = ''> = Prefix extends ''
  ? KeysOf<Namespaces[N]>
  : KeysOf<At<Namespaces[N], Prefix>>;

/** Top-level keys of a namespace: what `pickResources` can hand an island. */
export type NsEntry<N extends Namespace> = keyof Namespaces[N] & string;

/** Keys a page's `t()` accepts (default namespace `common`; other namespaces as `ns:key`). */
export type PageKey = KeysOf<Namespaces['common']> | { [N in Namespace]: `${N}:${KeysOf<Namespaces[N]>}` }[Namespace];

/** Slugs of the tools whose strings are in the `tools` namespace (what `useToolT` takes). */
export type ToolSlug = keyof import('./bundles.generated').ToolsTools;

/** Keys of one tool's own strings (`useToolT(slug).t`). */
export type ToolKey<S extends ToolSlug> = KeysOf<Namespaces['tools'][S]>;

/** Keys of the kit's shared strings (`useToolT(slug).ui`, `tools:ui.<key>`). */
export type UiKey = NsKey<'tools', 'ui'>;

/**
 * A key made from data the types cannot see (a database value, an id from a data file), for a call that gives a
 * `defaultValue` or whose ids a test checks against the bundle. The one way to skip the check, so it stays
 * greppable: `t(dynamicKey(`examples.${id}`))`.
 */
export function dynamicKey<K extends string>(key: string): K {
  return key as K;
}
