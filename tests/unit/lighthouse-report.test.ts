import { describe, expect, it } from 'vitest';
import {
  formatTable,
  lighthousePages,
  median,
  medianByPerformance,
  meetsGoal,
  slowCauses,
  summarise,
  tableRow,
} from '../../scripts/lib/lighthouse-report.mjs';

/** A minimal Lighthouse result with the fields the helpers read. */
function lhr(o: { perf: number; a11y?: number; tbt?: number; lcp?: number; scriptBytes?: number; failing?: string[] }) {
  const a11yAudits = ['color-contrast', 'label', 'heading-order', 'aria-hidden-body'];
  const audits: Record<
    string,
    { score: number | null; numericValue?: number; displayValue?: string; details?: unknown }
  > = {
    'total-blocking-time': { score: 1, numericValue: o.tbt ?? 0, displayValue: `${o.tbt ?? 0} ms` },
    'largest-contentful-paint': { score: 1, numericValue: o.lcp ?? 1000.4 },
    'cumulative-layout-shift': { score: 1, numericValue: 0.01 },
    'resource-summary': {
      score: null,
      details: {
        items: [
          { resourceType: 'total', transferSize: 90_000 },
          ...(o.scriptBytes === undefined ? [] : [{ resourceType: 'script', transferSize: o.scriptBytes }]),
        ],
      },
    },
  };
  for (const id of a11yAudits) audits[id] = { score: o.failing?.includes(id) ? 0 : 1 };
  audits['aria-hidden-body'] = { score: null }; // not applicable: never listed as failing
  return {
    categories: {
      performance: { score: o.perf },
      accessibility: {
        score: o.a11y ?? 1,
        auditRefs: [
          ...a11yAudits.map((id) => ({ id, weight: 7 })),
          { id: 'skip-link', weight: 0 }, // manual audits have weight 0
        ],
      },
    },
    audits,
  };
}

describe('lighthousePages', () => {
  it('measures home, a category, a data page and every tool in zh then en, without repeating a content page', () => {
    expect(lighthousePages(['json-formatter', 'llm-model-price', 'text-diff'], undefined)).toEqual([
      ['home', '/', 'zh'],
      ['category', '/dev-tools', 'zh'],
      ['data', '/llm-model-price', 'zh'],
      ['json-formatter', '/json-formatter', 'zh'],
      ['text-diff', '/text-diff', 'zh'],
      ['home', '/en/', 'en'],
      ['category', '/en/dev-tools', 'en'],
      ['data', '/en/llm-model-price', 'en'],
      ['json-formatter', '/en/json-formatter', 'en'],
      ['text-diff', '/en/text-diff', 'en'],
    ]);
  });

  it('limits to LH_PAGES, adding the slash and keeping unknown paths', () => {
    expect(lighthousePages(['json-formatter'], ' /, json-formatter ,/about', ['zh', 'en'])).toEqual([
      ['home', '/', 'zh'],
      ['json-formatter', '/json-formatter', 'zh'],
      ['/about', '/about', 'zh'],
      ['home', '/en/', 'en'],
      ['json-formatter', '/en/json-formatter', 'en'],
      ['/about', '/en/about', 'en'],
    ]);
    expect(lighthousePages(['json-formatter'], '/json-formatter', ['zh'])).toEqual([
      ['json-formatter', '/json-formatter', 'zh'],
    ]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([300, 20, 45])).toBe(45);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe('medianByPerformance', () => {
  it('picks the run with the median performance score', () => {
    const runs = [lhr({ perf: 0.97, tbt: 10 }), lhr({ perf: 0.81, tbt: 300 }), lhr({ perf: 1, tbt: 0 })];
    expect(medianByPerformance(runs)).toBe(runs[0]);
  });

  it('of an even number of runs takes the lower middle; equal scores order by TBT, worse first', () => {
    const runs = [
      lhr({ perf: 0.9, tbt: 40 }),
      lhr({ perf: 0.9, tbt: 90 }),
      lhr({ perf: 1, tbt: 0 }),
      lhr({ perf: 0.5 }),
    ];
    // sorted: 0.5, 0.9 (TBT 90), 0.9 (TBT 40), 1 → index 1
    expect(medianByPerformance(runs)).toBe(runs[1]);
  });

  it('throws on no runs', () => {
    expect(() => medianByPerformance([])).toThrow('no Lighthouse runs');
  });
});

describe('summarise', () => {
  it('reads scores as percentages, rounds the metrics and gives script transfer size in KiB', () => {
    expect(
      summarise(
        lhr({
          perf: 0.996,
          a11y: 0.93,
          tbt: 49.6,
          lcp: 1234.5,
          scriptBytes: 8499,
          failing: ['label', 'color-contrast'],
        }),
      ),
    ).toEqual({
      performance: 100,
      accessibility: 93,
      tbtMs: 50,
      lcpMs: 1235,
      cls: 0.01,
      jsKiB: 8.3,
      a11yFailing: ['color-contrast', 'label'],
      meetsGoal: false,
    });
  });

  it('counts a page with no script as 0 KiB and meets the goal at 100/100 and TBT 50', () => {
    const s = summarise(lhr({ perf: 1, a11y: 1, tbt: 50 }));
    expect(s.jsKiB).toBe(0);
    expect(s.a11yFailing).toEqual([]);
    expect(s.meetsGoal).toBe(true);
  });
});

describe('meetsGoal', () => {
  it('needs performance 100, accessibility 100 and TBT at most 50 ms', () => {
    expect(meetsGoal({ performance: 100, accessibility: 100, tbtMs: 50 })).toBe(true);
    expect(meetsGoal({ performance: 100, accessibility: 100, tbtMs: 51 })).toBe(false);
    expect(meetsGoal({ performance: 99, accessibility: 100, tbtMs: 0 })).toBe(false);
    expect(meetsGoal({ performance: 100, accessibility: 98, tbtMs: 0 })).toBe(false);
    expect(meetsGoal({ performance: null, accessibility: 100, tbtMs: 0 })).toBe(false);
  });

  it('needs CLS at most 0.01 when it was measured', () => {
    expect(meetsGoal({ performance: 100, accessibility: 100, tbtMs: 0, cls: 0.01 })).toBe(true);
    expect(meetsGoal({ performance: 100, accessibility: 100, tbtMs: 0, cls: 0.087 })).toBe(false);
    expect(meetsGoal({ performance: 100, accessibility: 100, tbtMs: 0, cls: null })).toBe(true);
  });
});

describe('slowCauses', () => {
  it('lists the three heaviest scripts and longest tasks without the origin, and metrics scored under 0.9', () => {
    const base = lhr({ perf: 0.7, tbt: 400 });
    const result = {
      ...base,
      audits: {
        ...base.audits,
        'total-blocking-time': { score: 0.4, numericValue: 400, displayValue: '400 ms' },
        'speed-index': { score: 0.95, numericValue: 2000, displayValue: '2.0 s' },
        'bootup-time': {
          score: 0.5,
          details: {
            items: [
              { url: 'http://127.0.0.1:4480/a.js', total: 100.4 },
              { url: 'http://127.0.0.1:4480/', total: 900 },
              { url: 'Unattributable', total: 300 },
              { url: 'http://127.0.0.1:4480/b.js', total: 50 },
            ],
          },
        },
        'long-tasks': { score: null, details: { items: [{ url: 'http://127.0.0.1:4480/a.js', duration: 180.6 }] } },
      },
    };
    expect(slowCauses(result, 'http://127.0.0.1:4480')).toEqual({
      scripts: ['/ 900ms', 'Unattributable 300ms', '/a.js 100ms'],
      longTasks: ['/a.js 181ms'],
      metrics: ['total-blocking-time 400 ms'],
      shifts: [],
    });
  });
});

describe('formatTable and tableRow', () => {
  it('prints a padded Markdown table of the page rows', () => {
    const row = tableRow('home', '/en/', 'en', summarise(lhr({ perf: 1, tbt: 12, lcp: 900, scriptBytes: 2048 })));
    expect(formatTable([row], ['page', 'path', 'perf', 'a11y', 'TBT ms', 'LCP ms', 'JS KiB', 'goal', 'note'])).toBe(
      [
        '| page | path | perf | a11y | TBT ms | LCP ms | JS KiB | goal | note |',
        '|------|------|------|------|--------|--------|--------|------|------|',
        '| home | /en/ | 100  | 100  | 12     | 900    | 2.0    | ok   |      |',
      ].join('\n'),
    );
  });

  it('marks a missed goal and names the failing accessibility audits', () => {
    const row = tableRow('x', '/x', 'zh', summarise(lhr({ perf: 1, a11y: 0.9, failing: ['heading-order'] })));
    expect(row).toEqual({
      page: 'x',
      path: '/x',
      lang: 'zh',
      perf: 100,
      a11y: 90,
      'TBT ms': 0,
      'LCP ms': 1000,
      CLS: '0.010',
      'JS KiB': '0.0',
      goal: 'MISS',
      note: 'heading-order',
    });
  });
});
