import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GALLERY, GALLERY_CATEGORIES } from './gallery';
import { PRESETS, PRESET_LISTS } from './options';
import { buildJson, buildProse, normalizeFields, validate } from './logic';

const LOCALES = ['zh', 'en', 'ja', 'ko'] as const;
type Bundle = Record<string, Record<string, unknown>>;
const bundles = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    JSON.parse(
      readFileSync(join(process.cwd(), 'src', 'tools', 'veo3-prompts', 'locales', `${l}.json`), 'utf8'),
    ) as Bundle,
  ]),
) as Record<(typeof LOCALES)[number], Record<string, unknown>>;

/** Looks up "a.b.c" in a nested object. */
function lookup(obj: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
}
const isText = (v: unknown) => typeof v === 'string' && v.trim().length > 0;

describe('gallery', () => {
  it('has at least 24 examples with unique ids', () => {
    expect(GALLERY.length).toBeGreaterThanOrEqual(24);
    const ids = GALLERY.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses every category, and only known ones', () => {
    const used = new Set(GALLERY.map((g) => g.category));
    expect([...used].sort()).toEqual([...GALLERY_CATEGORIES].sort());
    for (const c of ['cinematic', 'product', 'nature', 'animation', 'dialogue'])
      expect(used.has(c as never)).toBe(true);
  });

  it('gives every example a description in all four bundles, and nothing stale', () => {
    for (const l of LOCALES) {
      const examples = bundles[l].examples as Record<string, unknown>;
      for (const g of GALLERY) expect(isText(examples[g.id]), `${l}: examples.${g.id}`).toBe(true);
      expect(Object.keys(examples).sort(), `${l}: extra descriptions`).toEqual(GALLERY.map((g) => g.id).sort());
    }
  });

  it('names every category in all four bundles', () => {
    for (const l of LOCALES)
      for (const c of GALLERY_CATEGORIES)
        expect(isText(lookup(bundles[l], `categories.${c}`)), `${l}: ${c}`).toBe(true);
  });

  it('has complete, valid fields that build a prompt with no issues', () => {
    for (const g of GALLERY) {
      expect(normalizeFields(g.fields), g.id).toEqual(g.fields);
      expect(g.fields.subject.trim(), g.id).not.toBe('');
      expect(validate(g.fields, true), g.id).toEqual([]);
      const prose = buildProse(g.fields);
      expect(prose.startsWith('A'), `${g.id}: ${prose.slice(0, 30)}`).toBe(true);
      expect(prose).not.toMatch(/ {2}|\.\.|\s[,.]/);
      expect(() => JSON.parse(buildJson(g.fields)) as unknown).not.toThrow();
    }
  });

  it('includes dialogue, vertical and every duration somewhere', () => {
    expect(GALLERY.filter((g) => g.fields.dialogue.length > 0).length).toBeGreaterThanOrEqual(3);
    expect(new Set(GALLERY.map((g) => g.fields.aspectRatio))).toEqual(new Set(['16:9', '9:16']));
    expect(new Set(GALLERY.map((g) => g.fields.duration))).toEqual(new Set([4, 6, 8]));
  });
});

describe('preset options', () => {
  it('have unique ids and values, and a label in all four bundles', () => {
    for (const list of PRESET_LISTS) {
      const ids = PRESETS[list].map((p) => p.id);
      const values = PRESETS[list].map((p) => p.value);
      expect(new Set(ids).size, list).toBe(ids.length);
      expect(new Set(values).size, list).toBe(values.length);
      for (const l of LOCALES) {
        const labels = lookup(bundles[l], `options.${list}`) as Record<string, unknown>;
        for (const id of ids) expect(isText(labels[id]), `${l}: options.${list}.${id}`).toBe(true);
        expect(Object.keys(labels).sort(), `${l}: options.${list}`).toEqual([...ids].sort());
      }
    }
  });
});
