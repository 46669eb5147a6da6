/**
 * Typed translation keys (src/i18n/keys.ts): the generated bundle map is fresh, and the few keys built from data
 * (`dynamicKey`, which the type check cannot see) exist in every language.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate, OUT } from '../../scripts/i18n-types.mjs';
import { LOCALES } from '../../src/i18n/locales';
import { getT } from '../../src/i18n/server';
import type { PageKey } from '../../src/i18n/keys';
import { MOBILE_MENU_PATHS } from '../../src/components/nav/logic';
import { TOOL_PACKS } from '../../src/sw/packs';
import { packKey } from '../../src/lib/offline-strings';
import { GALLERY } from '../../src/tools/veo3-prompts/gallery';
import { PRESETS } from '../../src/tools/veo3-prompts/options';
import { THEMES } from '../../src/tools/quote-card/settings';
import { CM_PHRASES, phraseKey } from '../../src/tools/json-formatter/settings';

describe('typed translation keys', () => {
  it('src/i18n/bundles.generated.ts is what scripts/i18n-types.mjs writes (run it after adding a tool)', async () => {
    expect(readFileSync(OUT, 'utf8')).toBe(await generate());
  });

  const dataKeys: string[] = [
    ...MOBILE_MENU_PATHS.map((p) => `links.${p.slice(1)}`),
    ...TOOL_PACKS.map((p) => packKey(p.id)),
    ...GALLERY.map((ex) => `tools:veo3-prompts.examples.${ex.id}`),
    ...Object.entries(PRESETS).flatMap(([list, presets]) =>
      presets.map((p) => `tools:veo3-prompts.options.${list}.${p.id}`),
    ),
    ...THEMES.map((th) => `tools:quote-card.theme.${th.id}`),
    ...CM_PHRASES.map((p) => `tools:json-formatter.cm.${phraseKey(p)}`),
  ];

  it.each(LOCALES)('keys built from data exist in %s', (locale) => {
    const t = getT(locale);
    const missing = dataKeys.filter((key) => t(key as PageKey, { defaultValue: '\u0000' }) === '\u0000');
    expect(missing).toEqual([]);
  });
});
