import { describe, it, expect } from 'vitest';
import { AI_EVENT_CATEGORIES, type AiEvent } from './schema';
import { aiEvents, aiEventsValidated, validateAiEvents } from './index';
import { events2015to2021 } from './data-2015-2021';
import { events2022 } from './data-2022';
import { events2023 } from './data-2023';
import { events2024 } from './data-2024';
import { events2025 } from './data-2025';
import { events2026 } from './data-2026';

const LANGS = ['zh', 'en', 'ja', 'ko'] as const;

const byFile: [string, AiEvent[]][] = [
  ['2015-2021', events2015to2021],
  ['2022', events2022],
  ['2023', events2023],
  ['2024', events2024],
  ['2025', events2025],
  ['2026', events2026],
];

/** A valid row to break in the negative tests. */
function goodRow(): Record<string, unknown> {
  return {
    id: '2023-03-test-event',
    date: '2023-03-14',
    category: 'product',
    title: { zh: '测试', en: 'Test', ja: 'テスト', ko: '테스트' },
    description: { zh: '一条测试事件。', en: 'A test event.', ja: 'テスト用の出来事。', ko: '테스트용 사건입니다.' },
    source: 'https://example.com/',
  };
}

describe('AI timeline events', () => {
  it('every row validates against the schema', () => {
    expect(() => validateAiEvents(aiEvents)).not.toThrow();
    expect(aiEventsValidated).toHaveLength(aiEvents.length);
  });

  it('holds at least the 163 events of the reference data', () => {
    expect(aiEvents.length).toBeGreaterThanOrEqual(163);
  });

  it('has unique ids of the form <yyyy>-<mm>-<name> matching the date', () => {
    const ids = aiEvents.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of aiEvents) {
      expect(e.id, e.id).toMatch(/^\d{4}-\d{2}-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(e.id.slice(0, 7), e.id).toBe(e.date.slice(0, 7));
    }
  });

  it('is sorted by date, and so is each data file', () => {
    const sorted = (list: AiEvent[]) => list.every((e, i) => i === 0 || list[i - 1]!.date <= e.date);
    expect(sorted(aiEvents)).toBe(true);
    for (const [name, list] of byFile) {
      expect(sorted(list), `data-${name}.ts`).toBe(true);
    }
  });

  it('keeps each event in the file of its year', () => {
    for (const [name, list] of byFile) {
      const [from, to = from] = name.split('-');
      for (const e of list) {
        const year = e.date.slice(0, 4);
        expect(year >= from! && year <= to!, `${e.id} in data-${name}.ts`).toBe(true);
      }
    }
  });

  it('uses every category', () => {
    const used = new Set(aiEvents.map((e) => e.category));
    for (const c of AI_EVENT_CATEGORIES) expect(used.has(c), c).toBe(true);
  });

  it('writes each description differently in each language, in that language', () => {
    for (const e of aiEvents) {
      const texts = LANGS.map((l) => e.description[l].trim());
      expect(new Set(texts).size, e.id).toBe(LANGS.length);
      expect(e.description.zh, `${e.id} zh`).toMatch(/[\u4e00-\u9fff]/);
      expect(e.description.ja, `${e.id} ja`).toMatch(/[\u3040-\u30ff]/);
      expect(e.description.ko, `${e.id} ko`).toMatch(/[\uac00-\ud7af]/);
      expect(e.description.en, `${e.id} en`).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/);
      expect(e.description.zh, `${e.id} zh`).not.toMatch(/[\u3040-\u30ff\uac00-\ud7af]/);
    }
  });

  it('translates titles unless a title is a name shared by all languages', () => {
    for (const e of aiEvents) {
      const titles = LANGS.map((l) => e.title[l].trim());
      expect(e.title.en, `${e.id} en`).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/);
      if (new Set(titles).size === 1) continue; // a name, e.g. "GPT-4"
      expect(e.title.ko, `${e.id} ko`).not.toBe(e.title.en);
      expect(e.title.ja, `${e.id} ja`).not.toBe(e.title.en);
    }
  });

  it('cites an https source for every event', () => {
    for (const e of aiEvents) expect(e.source.startsWith('https://'), e.id).toBe(true);
  });
});

describe('validateAiEvents', () => {
  it('accepts a good row', () => {
    expect(validateAiEvents([goodRow()])).toHaveLength(1);
  });

  it('names the row whose ko description is missing', () => {
    const row = goodRow();
    row.description = { zh: '描述', en: 'Description', ja: '説明' };
    expect(() => validateAiEvents([goodRow(), row])).toThrow(/row 1 \(id "2023-03-test-event"\).*description\.ko/);
  });

  it('names the row with an impossible date', () => {
    const row = { ...goodRow(), id: '2023-13-bad-date', date: '2023-13-01' };
    expect(() => validateAiEvents([row])).toThrow(/2023-13-bad-date.*date/);
  });

  it('names the row whose source is not https', () => {
    const row = { ...goodRow(), source: 'http://example.com/' };
    expect(() => validateAiEvents([row])).toThrow(/2023-03-test-event.*source/);
  });

  it('names the row with an unknown category, and a row that is not an object by its index', () => {
    expect(() => validateAiEvents([{ ...goodRow(), category: 'culture' }])).toThrow(/2023-03-test-event.*category/);
    expect(() => validateAiEvents([goodRow(), 'nope'])).toThrow(/row 1/);
  });

  it('rejects a repeated id, naming it', () => {
    expect(() => validateAiEvents([goodRow(), goodRow()])).toThrow(
      /row 1 \(id "2023-03-test-event"\) repeats the id of row 0/,
    );
  });
});
