import { describe, expect, it } from 'vitest';
import { Cancelled, createJob, isComplete, outputText, progress, runJob } from './job';
import { keepReason } from './keep';
import { fitToBox, tokens, wrap, type Measure } from './layout';
import { markLines } from './marks';
import { joinContinuations } from './order';
import {
  bodySize,
  classify,
  hyphenatedIn,
  joinText,
  toLines,
  toParagraphs,
  toRuns,
  type Paragraph,
  type RawItem,
} from './paragraphs';

const item = (str: string, x: number, y: number, size: number, width: number, fontName = 'f1'): RawItem => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  fontName,
});

describe('runs, lines and paragraphs', () => {
  it('reads position, size and monospace from pdf.js items and drops blank ones', () => {
    const runs = toRuns(
      [item('Hello', 72, 700, 12, 30), item(' ', 102, 700, 12, 3), item('x = 1', 72, 600, 10, 25, 'f2')],
      {
        f2: { fontFamily: 'monospace' },
      },
    );
    expect(runs).toEqual([
      { text: 'Hello', x: 72, y: 700, width: 30, size: 12, font: 'f1', mono: false },
      { text: 'x = 1', x: 72, y: 600, width: 25, size: 10, font: 'f2', mono: true },
    ]);
  });

  it('joins runs on one baseline, splits at a wide gap (table cells, columns)', () => {
    const runs = toRuns([
      item('Hello', 72, 700, 12, 30),
      item('world', 105, 700, 12, 30),
      item('Cell A', 72, 600, 12, 36),
      item('42', 200, 600, 12, 12),
    ]);
    const lines = toLines(runs);
    expect(lines.map((l) => [l.text, l.x, l.y, l.right])).toEqual([
      ['Hello world', 72, 700, 135],
      ['Cell A', 72, 600, 108],
      ['42', 200, 600, 212],
    ]);
  });

  it('groups lines one pitch apart into a paragraph; a size change or a big gap starts a new one', () => {
    const lines = toLines(
      toRuns([
        item('Title', 72, 740, 20, 50),
        item('First line of text that', 72, 700, 12, 200),
        item('goes on here.', 72, 686, 12, 100),
        item('Next para.', 72, 650, 12, 60),
      ]),
    );
    const paras = toParagraphs(lines, 0);
    expect(paras.map((p) => p.text)).toEqual(['Title', 'First line of text that goes on here.', 'Next para.']);
    expect(paras[1]?.box).toEqual({ x: 72, y: 686 - 0.24 * 12, w: 200, h: 700 + 0.88 * 12 - (686 - 0.24 * 12) });
    expect(bodySize(paras)).toBe(12);
  });

  it('joins text: CJK without spaces, hyphenated words, spaces otherwise', () => {
    expect(joinText('你好', '世界')).toBe('你好世界');
    expect(joinText('trans-', 'lation')).toBe('translation');
    expect(joinText('A-', 'B')).toBe('A-B');
    expect(joinText('one', 'two')).toBe('one two');
  });

  it('keeps a line-end hyphen that belongs to the text, removes one that only breaks a word', () => {
    const doc = hyphenatedIn(['a word-level diff', 'headers: X-Frame-Options']);
    expect([...doc].sort()).toEqual(['frame-options', 'word-level', 'x-frame']);
    // Code-like before the hyphen: a path, a header name, an acronym, camelCase.
    expect(joinText('see scripts/serve-', 'nginx.mjs', doc)).toBe('see scripts/serve-nginx.mjs');
    expect(joinText('X-Frame-Options, X-Content-', 'Type-Options', doc)).toBe(
      'X-Frame-Options, X-Content-Type-Options',
    );
    expect(joinText('two JSON-', 'serializable objects', doc)).toBe('two JSON-serializable objects');
    expect(joinText('call getItem-', 'based', doc)).toBe('call getItem-based');
    // The document writes the compound elsewhere.
    expect(joinText('better word-', 'level diffing', doc)).toBe('better word-level diffing');
    // A word broken at the line end.
    expect(joinText('the trans-', 'lation of', doc)).toBe('the translation of');
    // Inside inline code, always kept.
    expect(joinText('the trans-', 'lation', doc, true)).toBe('the trans-lation');
  });

  it('a list marker drawn as a shape starts an item; a dash or "o)" that wrapping put first on a line does not', () => {
    const lines = toLines(
      toRuns([
        item('First item that runs on over the whole width of the', 80, 700, 10, 400),
        item('column and ends here', 80, 686, 10, 150),
        item('Second item right after it, also long enough to wrap over', 80, 672, 10, 400),
        item('two lines without a full stop', 80, 658, 10, 180),
        item('A sentence that names createTwoFilesPatch(oldStr, newStr)', 80, 630, 10, 400),
        item('- creates a patch, and a list of letters (o,', 80, 616, 10, 400),
        item('o) and more.', 80, 602, 10, 80),
      ]),
    );
    // Bullets: 3-unit discs left of the first and third lines, at the height of the lower-case letters.
    markLines(lines, [
      { x: 70, y: 701.5, w: 3, h: 3 },
      { x: 70, y: 673.5, w: 3, h: 3 },
    ]);
    expect(lines.map((l) => !!l.marker)).toEqual([true, false, true, false, false, false, false]);
    const paras = toParagraphs(lines, 0);
    classify(paras);
    expect(paras.map((p) => [p.kind, p.text])).toEqual([
      ['list', 'First item that runs on over the whole width of the column and ends here'],
      ['list', 'Second item right after it, also long enough to wrap over two lines without a full stop'],
      [
        'body',
        'A sentence that names createTwoFilesPatch(oldStr, newStr) - creates a patch, and a list of letters (o, o) and more.',
      ],
    ]);
  });

  it('a line of inline code alone stays in its sentence; a code block apart does not join', () => {
    const mono = { f2: { fontFamily: 'monospace' } };
    const lines = toLines(
      toRuns(
        [
          item('The function', 80, 700, 10, 60),
          item('createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr)', 80, 686, 9, 400, 'f2'),
          item('creates a unified diff patch. For example:', 80, 672, 10, 200),
          item('const patch = createPatch(a, b);', 84, 640, 9, 200, 'f2'),
        ],
        mono,
      ),
    );
    const paras = toParagraphs(lines, 0);
    expect(paras.map((p) => [p.text, p.mono, p.size, p.spans])).toEqual([
      [
        'The function createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr) creates a unified diff patch. For example:',
        false,
        10,
        [{ start: 13, end: 74, kind: 'code' }],
      ],
      ['const patch = createPatch(a, b);', true, 9, undefined],
    ]);
  });

  it('a paragraph cut by the end of a column goes on at the top of the next, also when both start at the top', () => {
    const para = (text: string, x: number, top: number, bottom: number): Paragraph => ({
      page: 0,
      text,
      lines: [],
      box: { x, y: bottom, w: 200, h: top - bottom },
      size: 10,
      mono: false,
      kind: 'body',
    });
    // The last page's balanced columns: the second starts as high as the first.
    const joined = joinContinuations([
      para('A paragraph cut by the end of the', 50, 780, 700),
      para('column, which goes on here.', 300, 780, 740),
    ]);
    expect(joined.map((p) => p.text)).toEqual(['A paragraph cut by the end of the column, which goes on here.']);
    // Not when text of the same column stands below it (a table's cell and the next cell on its row).
    const cells = joinContinuations([
      para('Cell text without a stop', 50, 780, 760),
      para('Next cell', 300, 780, 760),
      para('Row below', 50, 750, 740),
    ]);
    expect(cells).toHaveLength(3);
  });
});

describe('keep untouched', () => {
  it('keeps formulas, numbers, code and symbol rows; translates prose', () => {
    expect(keepReason('E = mc^2')).toBe('formula');
    expect(keepReason('∑ x_i')).toBe('formula');
    expect(keepReason('3.14')).toBe('number');
    expect(keepReason('12,500 (37%)')).toBe('number');
    expect(keepReason('print("hi")', true)).toBe('code');
    expect(keepReason('→ → ★')).toBe('symbols');
    expect(keepReason('* * * a * * *')).toBe('symbols');
    expect(keepReason('The energy E = mc^2 is famous.')).toBeNull();
    expect(keepReason('Revenue')).toBeNull();
    expect(keepReason('质能方程 E = mc^2')).toBeNull();
  });
});

describe('fit to box', () => {
  // Every character 0.5 em wide, CJK 1 em: exact arithmetic.
  const measure: Measure = (t, size) =>
    [...t].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/u.test(ch) ? size : size / 2), 0);

  it('breaks CJK anywhere but keeps closing punctuation on the line before', () => {
    expect(tokens('你好，世界。')).toEqual(['你', '好，', '世', '界。']);
    expect(tokens('Hello big world')).toEqual(['Hello ', 'big ', 'world']);
    expect(tokens('（注）')).toEqual(['（注）']);
    expect(wrap('你好，世界。', 30, 10, measure)).toEqual(['你好，', '世界。']);
    expect(wrap('Hello big world', 50, 10, measure)).toEqual(['Hello big', 'world']);
    expect(wrap('abcdefghij', 20, 10, measure)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('keeps the original size when it fits and shrinks until it fits, down to the floor', () => {
    expect(fitToBox('Hello', { w: 100, h: 20 }, 12, measure)).toEqual({ size: 12, lines: ['Hello'], overflow: false });
    // 30 characters of 0.5 em: 150, 135, 121.5, 109.35 wide at 10, 9, 8.1, 7.29 pt = two lines, too high for
    // 12 pt; at 6.56 pt 98.4 ≤ 100: one line, 7.54 high.
    const f = fitToBox('a'.repeat(30), { w: 100, h: 12 }, 10, measure);
    expect(f).toEqual({ size: 6.56, lines: ['a'.repeat(30)], overflow: false });
    const floor = fitToBox('a'.repeat(400), { w: 100, h: 12 }, 10, measure, { minSize: 6 });
    expect(floor.size).toBe(6);
    expect(floor.overflow).toBe(true);
    expect(floor.lines.join('')).toBe('a'.repeat(400));
  });
});

describe('job', () => {
  const paras = ['Intro text.', 'E = mc^2', 'Second page prose.', '42', 'More words here.'].map((text, i) => ({
    page: i < 2 ? 0 : 1,
    text,
    lines: [],
    box: { x: 0, y: 0, w: 1, h: 1 },
    size: 12,
    mono: false,
  }));
  const fake = async (t: string) => `[en] ${t}`;

  it('keeps formulas and numbers, translates the rest in order, reports progress', async () => {
    const job = createJob(paras, 2);
    expect(job.entries.map((e) => e.status)).toEqual(['pending', 'kept', 'pending', 'kept', 'pending']);
    const seen: string[] = [];
    let t = 0;
    await runJob(job, fake, {
      concurrency: 1,
      now: () => (t += 100),
      onProgress: (p) => seen.push(`${p.pagesDone}/${p.pages} ${p.done}/${p.total} ${p.etaMs}`),
    });
    // Time left from the measured rate in characters: 34 characters left after 11 in 200 ms.
    expect(seen).toEqual(['0/2 0/3 null', '1/2 1/3 618', '1/2 2/3 221', '2/2 3/3 0']);
    expect(job.entries.map(outputText)).toEqual([
      '[en] Intro text.',
      'E = mc^2',
      '[en] Second page prose.',
      '42',
      '[en] More words here.',
    ]);
    expect(isComplete(job)).toBe(true);
  });

  it('cancel then resume gives the same result as an uninterrupted run, without translating twice', async () => {
    const whole = await runJob(createJob(paras, 2), fake);
    const job = createJob(paras, 2);
    const ctrl = new AbortController();
    const calls: string[] = [];
    const counting = async (t: string) => {
      calls.push(t);
      if (calls.length === 2) ctrl.abort();
      return fake(t);
    };
    await expect(runJob(job, counting, { signal: ctrl.signal, concurrency: 1 })).rejects.toBeInstanceOf(Cancelled);
    expect(job.entries.map((e) => e.status)).toEqual(['done', 'kept', 'pending', 'kept', 'pending']);
    expect(progress(job).done).toBe(1);
    await runJob(job, counting, { concurrency: 1 });
    expect(job).toEqual(whole);
    expect(calls).toEqual(['Intro text.', 'Second page prose.', 'Second page prose.', 'More words here.']);
  });

  it('an engine error marks the entry failed and a resume retries it', async () => {
    const job = createJob(paras, 2);
    let fail = true;
    const flaky = async (t: string) => {
      if (t.startsWith('Second') && fail) {
        fail = false;
        throw new Error('busy');
      }
      return fake(t);
    };
    await expect(runJob(job, flaky)).rejects.toThrow('busy');
    expect(job.entries[2]).toEqual({ page: 1, source: 'Second page prose.', status: 'failed', error: 'busy' });
    await runJob(job, flaky);
    expect(job.entries.map(outputText)).toEqual((await runJob(createJob(paras, 2), fake)).entries.map(outputText));
  });
});

describe('charMeasure', () => {
  it('adds cached per-character advances, asking once per character', async () => {
    const { charMeasure } = await import('./write');
    const asked: string[] = [];
    const m = charMeasure((ch) => {
      asked.push(ch);
      return ch === '你' ? 1 : 0.5;
    });
    expect(m('你a你a', 10)).toBe(30);
    expect(m('aa', 12)).toBe(12);
    expect(asked).toEqual(['你', 'a']);
  });
});

describe('output names and plain text', () => {
  it('names the outputs after the input and the target language', async () => {
    const { outputName } = await import('./pipeline');
    expect(outputName('Report 2026.PDF', 'en', 'pdf')).toBe('Report 2026-en.pdf');
    expect(outputName('a.pdf', 'zh-Hant', 'bilingual')).toBe('a-zh-Hant-bilingual.pdf');
    expect(outputName('.pdf', 'ja', 'md')).toBe('document-ja.md');
    expect(outputName('notes', 'ko', 'txt')).toBe('notes-ko.txt');
  });

  it('writes plain text with a blank line between paragraphs and a form feed between pages', async () => {
    const { toPlainText } = await import('./write');
    const para = (page: number, text: string) => ({
      paragraph: { page, text, lines: [], box: { x: 0, y: 0, w: 1, h: 1 }, size: 12, mono: false },
      text: text === 'E = mc^2' ? null : `[en] ${text}`,
    });
    expect(toPlainText([para(0, 'One'), para(0, 'E = mc^2'), para(1, 'Two')])).toBe(
      '[en] One\n\nE = mc^2\n\n\f\n\n[en] Two\n',
    );
  });
});
