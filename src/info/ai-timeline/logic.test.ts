import { describe, it, expect } from 'vitest';
import { CATEGORY_TONES, eventSearchText } from './logic';
import { applyFilter } from '../../components/info/logic';
import { groupByYear, sortByDate } from '../../content/company-timelines/logic';
import { AI_EVENT_CATEGORIES, type AiEvent } from '../../content/ai-events/schema';
import { aiEventsValidated } from '../../content/ai-events/index';

const text = (zh: string, en: string) => ({ zh, en, ja: en, ko: en });
const events: AiEvent[] = [
  {
    id: '2016-03-alphago',
    date: '2016-03-09',
    category: 'research',
    title: text('AlphaGo 战胜李世石', 'AlphaGo beats Lee Sedol'),
    description: text('围棋。', 'Go.'),
    source: 'https://deepmind.google/research/breakthroughs/alphago/',
  },
  {
    id: '2022-11-chatgpt',
    date: '2022-11-30',
    category: 'product',
    title: text('ChatGPT 发布', 'ChatGPT launches'),
    description: text('对话助手。', 'A chat assistant.'),
    source: 'https://openai.com/index/chatgpt/',
  },
  {
    id: '2024-08-eu-ai-act',
    date: '2024-08-01',
    category: 'policy',
    title: text('欧盟 AI 法案生效', 'EU AI Act enters into force'),
    description: text('监管。', 'Regulation.'),
    source: 'https://commission.europa.eu/',
  },
  {
    id: '2024-05-gpt-4o',
    date: '2024-05-13',
    category: 'product',
    title: text('GPT-4o', 'GPT-4o'),
    description: text('多模态。', 'Multimodal.'),
    source: 'https://openai.com/index/hello-gpt-4o/',
  },
];

describe('ai-timeline ordering', () => {
  it('shows newest first, grouped by year', () => {
    const groups = groupByYear(sortByDate(events, 'newest'));
    expect(groups.map((g) => [g.year, g.items.map((e) => e.id)])).toEqual([
      ['2024', ['2024-08-eu-ai-act', '2024-05-gpt-4o']],
      ['2022', ['2022-11-chatgpt']],
      ['2016', ['2016-03-alphago']],
    ]);
  });

  it('works on the real, validated events', () => {
    const newest = sortByDate(aiEventsValidated, 'newest');
    for (let i = 1; i < newest.length; i++) expect(newest[i - 1]!.date >= newest[i]!.date).toBe(true);
    expect(new Set(groupByYear(newest).map((g) => g.year)).size).toBe(groupByYear(newest).length);
  });
});

describe('ai-timeline search and category filter', () => {
  const items = events.map((e) => ({ search: eventSearchText(e, 'zh', e.category), category: e.category }));

  it('finds events by title in the page language or English, and by date', () => {
    expect(applyFilter(items, '李世石', 'all').visible).toEqual([true, false, false, false]);
    expect(applyFilter(items, 'alphago', 'all').visible).toEqual([true, false, false, false]);
    expect(applyFilter(items, 'launches', 'all').visible).toEqual([false, true, false, false]);
    expect(applyFilter(items, '2024', 'all').shown).toBe(2);
  });

  it('narrows by category and counts matches per category', () => {
    expect(applyFilter(items, '', 'product')).toMatchObject({
      shown: 2,
      counts: { research: 1, product: 2, policy: 1 },
    });
    expect(applyFilter(items, '2024', 'policy')).toMatchObject({ visible: [false, false, true, false], shown: 1 });
    expect(applyFilter(items, 'gpt', 'research').shown).toBe(0);
  });

  it('gives every category a colour', () => {
    expect(Object.keys(CATEGORY_TONES).sort()).toEqual([...AI_EVENT_CATEGORIES].sort());
  });
});
