/**
 * The in-house translator gives exactly what i18next gave (as the project configured it) for every key of every
 * bundle: the shared ones and every tool's, in the four languages, with plural counts, strings with <&>
 * characters, missing variables, returnObjects, defaultValue, key prefixes and the auth islands' English fallback.
 * i18next stays a devDependency for this test only.
 */
import i18next, { type Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { resources, NAMESPACES } from './server';
import { createTranslator, interpolate, type TOptions } from './translate';

function reference(lng: string, res: Record<string, Record<string, unknown>>, fallbackLng: string | false = false) {
  const inst = i18next.createInstance();
  void inst.init({
    lng,
    // Our bundles are plain JSON (unknown leaves); i18next's Resource type wants its own key types.
    resources: res as Resource,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackLng,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return inst;
}

/** Every key path (leaves and objects), plural suffixes also asked for as the bare key. */
function keysOf(obj: unknown, prefix = ''): string[] {
  if (!obj || typeof obj !== 'object') return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${k}` : k;
    out.push(path);
    const bare = /^(.*)_(zero|one|two|few|many|other)$/.exec(path)?.[1];
    if (bare) out.push(bare);
    out.push(...keysOf(v, path));
  }
  return [...new Set(out)];
}

function variablesOf(value: unknown): string[] {
  const s = JSON.stringify(value) ?? '';
  return [...s.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]!);
}

const tricky = '<b>&amp; "x" \'y\' {{count}} $t(common:nav.home)</b>';

function paramSets(vars: string[]): TOptions[] {
  const all = (v: unknown) => Object.fromEntries(vars.map((n) => [n, v]));
  return [
    {},
    { count: 0 },
    { count: 1 },
    { count: 2 },
    { count: 5 },
    { count: '1,234' },
    all(tricky),
    { ...all('<&>'), count: 1 },
    { ...all(3), count: 0 },
    { ...all(null), count: 2 },
    { ...all(undefined) },
    { returnObjects: true, ...all('<x & y>'), count: 1 },
    { defaultValue: 'fallback <{{count}}>', count: 5 },
  ];
}

describe('translate.ts matches i18next on every key of every bundle', () => {
  for (const lng of LOCALES) {
    it(`${lng}: all namespaces`, () => {
      const ref = reference(lng, resources);
      const ours = createTranslator({ lng, resources, defaultNS: 'common' });
      let checked = 0;
      for (const ns of NAMESPACES) {
        const bundle = resources[lng][ns];
        for (const key of keysOf(bundle)) {
          const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], bundle);
          const full = `${ns}:${key}`;
          for (const params of paramSets(variablesOf(value))) {
            const expected = ref.t(full, { ...params }) as unknown;
            expect(ours.t(full, { ...params }), `${lng} ${full} ${JSON.stringify(params)}`).toEqual(expected);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(10_000);
    });
  }

  it('a key prefix and a namespace (useTranslation / useToolT) read the same strings', () => {
    const ref = reference('ja', resources);
    const ours = createTranslator({ lng: 'ja', resources, defaultNS: 'common' });
    const refT = ref.getFixedT('ja', 'tools', 'ui');
    const ourT = ours.getFixedT('tools', 'ui');
    for (const key of keysOf(resources.ja.tools.ui)) {
      for (const params of [{}, { count: 1 }, { count: 3, size: '<1 MB>', name: 'a&b' }]) {
        expect(ourT(key, { ...params }), key).toEqual(refT(key, { ...params }));
      }
    }
    expect(ourT('no.such.key')).toBe('ui.no.such.key');
    expect(ourT('no.such.key')).toBe(refT('no.such.key'));
  });

  it('missing keys, defaultValue and objects without returnObjects behave as in i18next', () => {
    const ref = reference('en', resources);
    const ours = createTranslator({ lng: 'en', resources, defaultNS: 'common' });
    const cases: [string, TOptions][] = [
      ['nothing.here', {}],
      ['tools:nothing.here', { defaultValue: 'active' }],
      ['nothing.{{x}}', { x: 'y' }],
      ['nothing', { defaultValue: '' }],
      ['nothing', { defaultValue: null }],
      ['nav', {}],
      ['nav', { defaultValue: 'd' }],
    ];
    for (const [key, params] of cases) {
      expect(ours.t(key, { ...params }), key).toEqual(ref.t(key, { ...params }) as unknown);
    }
    expect(ours.t('tools:nothing.here', { defaultValue: 'active' })).toBe('active');
  });

  it("the auth islands' English fallback: a key missing in the page's language is read in English", () => {
    const ja = { common: { a: 'ア', nested: { b: 'イ' } } };
    const en = { common: { a: 'A', c: 'C {{n}}', nested: { b: 'B', d: 'D' }, n_one: 'one', n_other: 'many' } };
    const ref = reference('ja', { ja, en }, 'en');
    const ours = createTranslator({ lng: 'ja', resources: { ja, en }, defaultNS: 'common', fallbackLng: 'en' });
    for (const key of ['a', 'c', 'nested.b', 'nested.d', 'n', 'zz']) {
      for (const params of [{}, { n: '<&>' }, { count: 1 }, { count: 2 }, { returnObjects: true }]) {
        expect(ours.t(key, { ...params }), key).toEqual(ref.t(key, { ...params }) as unknown);
      }
    }
    expect(ours.t('nested.d')).toBe('D');
  });

  it('plural and interpolation details, exact values', () => {
    const res = { en: { common: { k_one: '{{count}} file', k_other: '{{count}} files', k_zero: 'none' } } };
    const en = createTranslator({ lng: 'en', resources: res, defaultNS: 'common' });
    expect(en.t('k', { count: 0 })).toBe('none');
    expect(en.t('k', { count: 1 })).toBe('1 file');
    expect(en.t('k', { count: 2 })).toBe('2 files');
    expect(en.t('k', { count: '1' })).toBe('k');
    const onlyOther = createTranslator({
      lng: 'en',
      resources: { en: { common: { k_other: 'n' } } },
      defaultNS: 'common',
    });
    expect(onlyOther.t('k', { count: 1 })).toBe('n');
    expect(interpolate('{{a}} {{ b }} {{c}} {{d}}', { a: '{{b}}', b: '<&>', c: null })).toBe('{{b}} <&>  {{d}}');
    expect(interpolate('{{-a}}', { a: 1 })).toBe('1');
  });
});
