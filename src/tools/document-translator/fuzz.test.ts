/**
 * Property-based tests of the document translator's pure logic: the line breaker never loses or invents a
 * character and the fitted size stays between the floor and the start; grouping never drops text; the keep rules
 * and the job never throw; and, with a few runs, the real reader (pdf.js, qpdf) answers every truncated or
 * mutated fixture with one of its own errors or a document, never anything else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJob, outputText, runJob } from './job';
import { keepReason } from './keep';
import { fitToBox, type Measure } from './layout';
import { toLines, toParagraphs, toRuns, type RawItem } from './paragraphs';
import { ReadFailed, readPdf } from './read';
import { fixture, nodePdfJs, nodeQpdf, STANDARD_FONTS } from './testkit';

const text = fc.string({
  unit: fc.constantFrom('a', 'b', ' ', '你', '好', '，', '。', '(', ')', '-', 'x', '1'),
  maxLength: 200,
});
const measure: Measure = (t, size) =>
  [...t].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/u.test(ch) ? size : size / 2), 0);

describe('fuzz', () => {
  it('fitToBox keeps every non-space character, in order, at a size between the floor and the start', () => {
    fc.assert(
      fc.property(
        text,
        fc.integer({ min: 5, max: 400 }),
        fc.integer({ min: 5, max: 200 }),
        fc.integer({ min: 6, max: 30 }),
        (t, w, h, start) => {
          const f = fitToBox(t, { w, h }, start, measure, { minSize: 4 });
          expect(f.lines.join('').replace(/\s+/g, '')).toBe(t.replace(/\s+/g, ''));
          expect(f.size).toBeGreaterThanOrEqual(4);
          expect(f.size).toBeLessThanOrEqual(start);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('grouping keeps every run’s text; keep rules and the job never throw', async () => {
    const item = fc.record({
      str: text,
      transform: fc
        .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 800 }))
        .map(([s, x, y]) => [s, 0, 0, s, x, y]),
      width: fc.integer({ min: 0, max: 300 }),
      fontName: fc.constantFrom('f1', 'f2'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(item, { maxLength: 30 }), async (items: RawItem[]) => {
        const paras = toParagraphs(toLines(toRuns(items, { f2: { fontFamily: 'monospace' } })), 0);
        // (A hyphen at a line end joins the word: compare without spaces and hyphens.)
        const all = paras
          .map((p) => p.text)
          .join('')
          .replace(/[\s-]+/g, '');
        const expected = items
          .map((i) => i.str)
          .join('')
          .replace(/[\s-]+/g, '');
        expect(all.length).toBe(expected.length);
        for (const p of paras) keepReason(p.text, p.mono);
        const job = await runJob(createJob(paras, 1), async (s) => s.toUpperCase());
        expect(job.entries.map(outputText)).toHaveLength(paras.length);
      }),
      { numRuns: 100 },
    );
  });

  it('truncated and mutated fixtures end in a document or one of the reader’s own errors', async () => {
    const good = fixture('doc.pdf');
    const pdfjs = await nodePdfJs();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: good.length }),
        fc.integer({ min: 0, max: 255 }),
        async (cut, byte) => {
          const bytes = good.slice(0, Math.max(cut, 1));
          bytes[Math.floor(cut / 2)] = byte;
          try {
            const doc = await readPdf(bytes, { pdfjs, qpdf: nodeQpdf, standardFontDataUrl: STANDARD_FONTS });
            expect(doc.pages.length).toBeGreaterThan(0);
          } catch (err) {
            expect(err).toBeInstanceOf(ReadFailed);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
