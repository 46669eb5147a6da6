/**
 * Test material for the OCR kit and the translator's image tab (never imported by the site): pages that look
 * like real screenshots, drawn by the tests themselves in Chromium with Debian's Noto fonts (fonts-noto-core,
 * fonts-noto-cjk), with the text they show known, and the character error rate of a reading against it.
 * The texts are this project's own.
 */
import type { Page } from '@playwright/test';

export interface Article {
  /** The font that draws it (a system font). */
  font: string;
  title: string;
  paragraphs: readonly string[];
}

/** A news notice in each language: a title and two paragraphs under a coloured site header. */
export const ARTICLES = {
  jpn: {
    font: 'Noto Sans CJK JP',
    title: '週末の天気と交通のお知らせ',
    paragraphs: [
      '今週末は全国的に晴れる見込みですが、北海道では朝晩の冷え込みが強くなります。外出の際は暖かい服装でお出かけください。',
      '高速道路では土曜日の午前中に渋滞が予想されています。出発前に最新の交通情報を確認し、時間に余裕を持って移動しましょう。',
    ],
  },
  kor: {
    font: 'Noto Sans CJK KR',
    title: '주말 날씨와 교통 안내',
    paragraphs: [
      '이번 주말은 전국이 대체로 맑겠지만 강원 산간 지역은 아침 기온이 크게 떨어지겠습니다. 외출할 때는 따뜻한 옷을 준비하시기 바랍니다.',
      '토요일 오전에는 고속도로 정체가 예상됩니다. 출발하기 전에 최신 교통 정보를 확인하고 여유 있게 이동하시기 바랍니다.',
    ],
  },
  chi_sim: {
    font: 'Noto Sans CJK SC',
    title: '周末天气与交通提示',
    paragraphs: [
      '本周末全国大部分地区以晴为主，但北方早晚气温较低。外出时请注意添加衣物，预防感冒。',
      '周六上午高速公路可能出现拥堵。出发前请查看最新路况信息，合理安排出行时间。',
    ],
  },
  chi_tra: {
    font: 'Noto Sans CJK TC',
    title: '週末天氣與交通提示',
    paragraphs: [
      '本週末全國大部分地區以晴為主，但北部早晚氣溫較低。外出時請注意添加衣物，預防感冒。',
      '週六上午高速公路可能出現壅塞。出發前請查看最新路況資訊，合理安排出行時間。',
    ],
  },
  eng: {
    font: 'Noto Sans',
    title: 'Weekend weather and travel notice',
    paragraphs: [
      'Most of the country will be sunny this weekend, but mornings in the north will be cold. Take a warm coat when you go out.',
      'Traffic jams are expected on the motorways on Saturday morning. Check the latest travel news before you leave.',
    ],
  },
} as const satisfies Record<string, Article>;

export const articleText = (a: Article): string => [a.title, ...a.paragraphs].join('\n');

/** An article page, 900 px wide: a site header bar, then the title and paragraphs on a white card. */
export function articleHtml(a: Article): string {
  const ps = a.paragraphs.map((p) => `<p style="font-size:20px;line-height:1.7;margin:0 0 18px">${p}</p>`).join('');
  return (
    `<!doctype html><html><body style="margin:0;width:900px;background:#f8fafc;font-family:'${a.font}';color:#0f172a">` +
    `<header style="background:#1e3a8a;height:48px"></header>` +
    `<main style="max-width:720px;margin:0 auto;padding:24px 32px;background:#fff">` +
    `<h1 style="font-size:30px;margin:0 0 20px">${a.title}</h1>${ps}</main></body></html>`
  );
}

/** Two columns of two paragraphs each, 48 px apart: a reading straight across would join them. */
export const TWO_COLUMNS = {
  left: [
    'Solar panels on public buildings now supply a fifth of the city hall electricity during summer months.',
    'The council plans to cover two more schools next year and will publish the results every quarter.',
  ],
  right: [
    'Night buses will run every twenty minutes on the three busiest routes from the first of next month.',
    'Passengers can check the new timetable at every stop and on the notice boards of the main station.',
  ],
} as const;

export function twoColumnHtml(): string {
  const col = (ps: readonly string[]) =>
    `<div style="flex:1">${ps.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('')}</div>`;
  return (
    `<!doctype html><html><body style="margin:0;width:900px;background:#fff;font:19px/1.6 'Noto Sans';color:#111">` +
    `<div style="display:flex;gap:48px;padding:28px 32px;width:836px">` +
    `${col(TWO_COLUMNS.left)}${col(TWO_COLUMNS.right)}</div></body></html>`
  );
}

/** A page as a scanner or a phone sees it: the book's gutter shadow on the left, grey paper, noise, blur. */
export const SCANNED_LINES = [
  'The committee met on Tuesday to review the budget for the coming year.',
  'Members agreed that the library should stay open later on weekdays.',
  'A new reading room will be built on the ground floor of the old hall.',
  'The cost of the work will be shared between the town and the county.',
  'Work is expected to begin in the spring and to finish before winter.',
] as const;

/** The scanned page: screenshot the element `#page` after running DRAW_NOISE. */
export function scannedHtml(): string {
  return (
    `<!doctype html><html><body style="margin:0">` +
    `<div id="page" style="position:relative;width:860px;padding:36px 40px;box-sizing:border-box;` +
    `background:linear-gradient(to right,#262626 0px,#505050 45px,#8c8c8c 110px,#c0c0c0 220px,#dadada 860px);` +
    `font:22px/1.7 'Noto Serif';color:#3a3a3a;filter:blur(0.6px)">` +
    SCANNED_LINES.map((l) => `<div>${l}</div>`).join('') +
    `<canvas id="noise" style="position:absolute;inset:0;width:100%;height:100%;mix-blend-mode:multiply"></canvas>` +
    `</div></body></html>`
  );
}

/**
 * Draws the scanned page's paper noise (a fixed pseudo-random sequence: the same image every run); a script for
 * `page.evaluate` after `scannedHtml()` is set.
 */
export const DRAW_NOISE = `(() => {
  const c = document.getElementById('noise');
  const r = c.getBoundingClientRect();
  c.width = r.width;
  c.height = r.height;
  const ctx = c.getContext('2d');
  const d = ctx.createImageData(c.width, c.height);
  let s = 7;
  for (let i = 0; i < d.data.length; i += 4) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const v = 200 + (s % 56);
    d.data[i] = d.data[i + 1] = d.data[i + 2] = v;
    d.data[i + 3] = 255;
  }
  ctx.putImageData(d, 0, 0);
})()`;

export type ScreenName = keyof typeof ARTICLES | 'twoColumns' | 'scanned';

/** The text a screen shows, in reading order. */
export function screenText(name: ScreenName): string {
  if (name === 'twoColumns') return [...TWO_COLUMNS.left, ...TWO_COLUMNS.right].join('\n');
  if (name === 'scanned') return SCANNED_LINES.join('\n');
  return articleText(ARTICLES[name]);
}

/** Draws a screen in `page` (any Chromium page; its viewport is set here) and returns its PNG screenshot. */
export async function drawScreen(page: Page, name: ScreenName): Promise<Buffer> {
  await page.setViewportSize({ width: 900, height: 400 });
  const html =
    name === 'twoColumns' ? twoColumnHtml() : name === 'scanned' ? scannedHtml() : articleHtml(ARTICLES[name]);
  await page.setContent(html);
  await page.evaluate('document.fonts.ready');
  if (name === 'scanned') {
    await page.evaluate(DRAW_NOISE);
    return page.locator('#page').screenshot();
  }
  return page.screenshot({ fullPage: true });
}

/** Edit distance in code points. */
export function editDistance(a: string, b: string): number {
  const A = [...a];
  const B = [...b];
  let prev = Array.from({ length: B.length + 1 }, (_, i) => i);
  for (let i = 1; i <= A.length; i += 1) {
    const cur = [i];
    for (let j = 1; j <= B.length; j += 1)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (A[i - 1] === B[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[B.length]!;
}

/** Character error rate of `read` against `expected`, white space ignored (0 = exact; may exceed 1). */
export function characterErrorRate(expected: string, read: string): number {
  const strip = (s: string) => s.replace(/\s+/gu, '');
  return editDistance(strip(expected), strip(read)) / [...strip(expected)].length;
}
