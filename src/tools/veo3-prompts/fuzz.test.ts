/**
 * Property tests: whatever reaches the builder (random field text with control characters, lone surrogates,
 * quotes and CJK at the field limit; junk read back from storage) gives a prompt and valid JSON, never a
 * throw. (A run that hangs fails on the test's timeout; how fast the page stays: src/tools/veo3-prompts/bench.mjs.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_MAX_CHARS } from '../../components/ui/large-text';
import {
  ASPECT_RATIOS,
  buildJson,
  buildProse,
  DURATIONS,
  hasContent,
  MAX_DIALOGUE_LINES,
  normalizeFields,
  parseFavourites,
  TEXT_FIELDS,
  validate,
  type PromptFields,
} from './logic';

const fieldText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom('', '   ', '\n\n', '"quoted"', '“引号”', '\ud800', 'no, not, never', '中文 한국어 日本語'),
  fc.constant('字'.repeat(FIELD_MAX_CHARS)),
);

const fields: fc.Arbitrary<PromptFields> = fc.record({
  ...(Object.fromEntries(TEXT_FIELDS.map((k) => [k, fieldText])) as Record<
    (typeof TEXT_FIELDS)[number],
    typeof fieldText
  >),
  dialogue: fc.array(fc.record({ speaker: fieldText, delivery: fieldText, line: fieldText }), {
    maxLength: MAX_DIALOGUE_LINES,
  }),
  aspectRatio: fc.constantFrom(...ASPECT_RATIOS),
  duration: fc.constantFrom(...DURATIONS),
});

describe('Veo 3 prompt properties', () => {
  it('any field values give a prose prompt and parseable JSON', () => {
    fc.assert(
      fc.property(fields, (f) => {
        const prose = buildProse(f);
        const json = buildJson(f);
        const issues = validate(f, true);
        expect(prose === '').toBe(!hasContent(f));
        if (json) {
          const parsed = JSON.parse(json) as { aspect_ratio: string; duration_seconds: number };
          expect([parsed.aspect_ratio, parsed.duration_seconds]).toEqual([f.aspectRatio, f.duration]);
        }
        for (const i of issues) expect(['subjectRequired', 'lineRequired', 'dialogueTooLong']).toContain(i.code);
      }),
      { numRuns: 200 },
    );
  });

  it('anything read back from storage becomes valid fields within the limits, and stays so', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fields), (raw) => {
        const f = normalizeFields(raw);
        for (const k of TEXT_FIELDS) expect(f[k].length).toBeLessThanOrEqual(FIELD_MAX_CHARS);
        expect(f.dialogue.length).toBeLessThanOrEqual(MAX_DIALOGUE_LINES);
        expect(normalizeFields(JSON.parse(JSON.stringify(f)))).toEqual(f);
        expect(Array.isArray(parseFavourites(raw))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
