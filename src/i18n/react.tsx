/**
 * React bindings of src/i18n/translate.ts, shaped like the part of react-i18next the islands use:
 * a provider, `useTranslation(ns, { keyPrefix })` → `{ t, i18n: { language } }`, and `Trans` for a string
 * with `<name>…</name>` tags rendered as the given elements.
 */
import {
  Fragment,
  cloneElement,
  createContext,
  createElement,
  useContext,
  useMemo,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Namespace, NsKey } from './keys';
import type { TFunction, TOptions, Translator } from './translate';

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ value, children }: { value: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={value}>{children}</TranslatorContext.Provider>;
}

export interface UseTranslation<K extends string = string> {
  t: TFunction<K>;
  i18n: { language: string };
}

/**
 * Without a provider (a component rendered alone, in a test), `t` returns the key, as react-i18next does, and the
 * language is the runtime's default (react-i18next gave undefined, which Intl reads the same way).
 */
const keyOnly: TFunction = (key) => key;
const runtimeLanguage = () => new Intl.NumberFormat().resolvedOptions().locale;

/** `t` accepts the keys of namespace `ns` under `keyPrefix`, as the zh bundle holds them (src/i18n/keys.ts). */
export function useTranslation<N extends Namespace, P extends string = ''>(
  ns: N,
  options?: { keyPrefix?: P },
): UseTranslation<NsKey<N, P>> {
  const translator = useContext(TranslatorContext);
  const keyPrefix = options?.keyPrefix;
  return useMemo(
    () => ({
      t: (translator ? translator.getFixedT(ns, keyPrefix) : keyOnly) as TFunction<NsKey<N, P>>,
      i18n: { language: translator?.language ?? runtimeLanguage() },
    }),
    [translator, ns, keyPrefix],
  );
}

export interface TransProps<K extends string = string> {
  t: TFunction<K>;
  i18nKey: NoInfer<K>;
  /** Elements for the tags in the string: `{ terms: <a href=… /> }` renders `<terms>text</terms>` as that link. */
  components: Record<string, ReactElement>;
  values?: TOptions;
}

/** Splits `a <x>b <y>c</y></x> d` into nodes; a tag with no component, or unbalanced, stays as text. */
export function renderTags(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let key = 0;
  const open = /<([A-Za-z0-9_-]+)>/;
  while (rest) {
    const m = open.exec(rest);
    const name = m?.[1];
    const close = name ? rest.indexOf(`</${name}>`, m.index) : -1;
    if (!m || !name || close < 0 || !(name in components)) {
      if (!m) {
        out.push(rest);
        break;
      }
      const upTo = m.index + m[0].length;
      pushText(out, rest.slice(0, upTo));
      rest = rest.slice(upTo);
      continue;
    }
    pushText(out, rest.slice(0, m.index));
    const inner = rest.slice(m.index + m[0].length, close);
    const children = renderTags(inner, components);
    out.push(cloneElement(components[name]!, { key: key++ }, ...children));
    rest = rest.slice(close + name.length + 3);
  }
  return out;
}

function pushText(out: ReactNode[], text: string) {
  if (!text) return;
  const last = out.length - 1;
  if (typeof out[last] === 'string') out[last] = out[last] + text;
  else out.push(text);
}

export function Trans<K extends string>({ t, i18nKey, components, values }: TransProps<K>) {
  return createElement(Fragment, null, ...renderTags(t(i18nKey, values), components));
}
