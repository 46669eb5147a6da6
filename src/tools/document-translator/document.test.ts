/**
 * The whole document path in Node on the committed fixture (tests/fixtures/pdf/make-doc.mjs): pdf.js (legacy
 * build) extracts, the stand-in engine translates over HTTP, pdf-lib writes, pdf.js reads the outputs back.
 */
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libreEngine } from '../../lib/translate/libre';
import { startStandIn, standInTranslation, type StandIn } from '../../lib/translate/stand-in';
import { DOC_PASSWORD, DOC_TEXTS } from '../../../tests/fixtures/pdf/doc-texts.mjs';
import { embeddedFonts, sfnt, table } from './font-check';
import { Cancelled, createJob, runJob } from './job';
import { engineTranslate, placedOf } from './pipeline';
import { ReadFailed, readPdf, type ReadDocument } from './read';
import { fixture, fontBytes, nodeFontkit, nodePdfJs, nodeQpdf, STANDARD_FONTS } from './testkit';
import { toMarkdown, writeBilingual, writeTranslated } from './write';

let stand: StandIn;
beforeAll(async () => {
  stand = await startStandIn();
});
afterAll(() => stand.close());

const read = async (name: string, password = ''): Promise<ReadDocument> =>
  readPdf(fixture(name), { pdfjs: await nodePdfJs(), qpdf: nodeQpdf, password, standardFontDataUrl: STANDARD_FONTS });

const font = fontBytes();
const full = fontkit.create(font);
const write = (doc: ReadDocument, job: ReturnType<typeof createJob>) =>
  writeTranslated(doc.bytes, placedOf(doc.paragraphs, job), {
    fontBytes: font,
    fontkit: nodeFontkit,
    covers: (cp) => full.hasGlyphForCodePoint(cp),
  });

describe('document translation', () => {
  it('extracts the fixture into paragraphs, keeps formulas, numbers and code, finds the scanned page', async () => {
    const doc = await read('doc.pdf');
    expect(doc.pages).toEqual([
      { width: 612, height: 792 },
      { width: 612, height: 792 },
      { width: 612, height: 792 },
    ]);
    expect(doc.scanned).toEqual([2]);
    const job = createJob(doc.paragraphs, doc.pages.length);
    expect(job.entries.map((e) => [e.source, e.keep ?? null])).toEqual([
      [DOC_TEXTS.title, null],
      [DOC_TEXTS.intro.join(' '), null],
      [DOC_TEXTS.formula, 'formula'],
      [DOC_TEXTS.tableHead[0], null],
      [DOC_TEXTS.tableHead[1], null],
      ['North', null],
      ['1250', 'number'],
      ['South', null],
      ['980', 'number'],
      [DOC_TEXTS.outro.join(' '), null],
      ['1', 'number'],
      [DOC_TEXTS.methods, null],
      [DOC_TEXTS.methodsText.join(' '), null],
      [DOC_TEXTS.code, 'code'],
      [`∑ ${DOC_TEXTS.sumRest}`, 'formula'],
      ['2', 'number'],
    ]);
  });

  it('translates with the stand-in engine; the output keeps pages and sizes and has each translation in its box', async () => {
    const doc = await read('doc.pdf');
    const job = await runJob(
      createJob(doc.paragraphs, 3),
      engineTranslate(libreEngine({ baseUrl: stand.url }), 'en', 'zh'),
    );
    const out = await write(doc, job);
    const back = await readPdf(out, { pdfjs: await nodePdfJs(), qpdf: nodeQpdf, standardFontDataUrl: STANDARD_FONTS });
    expect(back.pages).toEqual(doc.pages);
    for (const [i, p] of doc.paragraphs.entries()) {
      const e = job.entries[i]!;
      if (e.status === 'kept') {
        // Kept paragraphs are not redrawn: found once, where they were, never translated.
        const same = back.paragraphs.filter((q) => q.text === p.text && q.page === p.page);
        expect(same.map((q) => q.box)).toEqual([p.box]);
        expect(back.paragraphs.some((q) => q.text.includes(standInTranslation(p.text, 'zh')))).toBe(false);
        continue;
      }
      const expected = standInTranslation(p.text, 'zh');
      const found = back.paragraphs.filter(
        (q) =>
          q.page === p.page &&
          // (A table's translated cells may read back as one line.)
          q.text.replace(/\s+/g, ' ').includes(expected) &&
          q.box.x <= p.box.x + 0.5 &&
          q.box.x + q.box.w >= p.box.x &&
          // From the paragraph's top; it may grow down into the free space below (plan.ts).
          q.box.y + q.box.h <= p.box.y + p.box.h + 1 &&
          q.box.y + q.box.h >= p.box.y,
      );
      expect(found, expected).toHaveLength(1);
    }
  });

  it('embeds a subset of the CJK font that draws every character of the output', async () => {
    const doc = await read('doc.pdf');
    // A local engine that answers in Chinese (the stand-in only prefixes), so CJK glyphs are needed.
    const words = ['太阳能', '报告', '地区', '维护', '方法', '，', '。', '（北）'];
    const zh = async (t: string) =>
      t
        .split(' ')
        .map((_, i) => words[i % words.length])
        .join('');
    const job = await runJob(createJob(doc.paragraphs, 3), zh);
    const out = await write(doc, job);
    const [embedded, ...more] = await embeddedFonts(out);
    expect(more).toHaveLength(0);
    const used = new Set([...job.entries.flatMap((e) => (e.status === 'done' ? [...(e.result ?? '')] : []))]);
    used.delete(' ');
    const subset = fontkit.create(
      Buffer.from(
        sfnt({
          'CFF ': embedded!.cff,
          head: table(font, 'head'),
          hhea: table(font, 'hhea'),
          maxp: table(font, 'maxp'),
        }),
      ),
    );
    expect(used.size).toBeGreaterThan(10);
    for (const ch of used) {
      const cp = ch.codePointAt(0)!;
      const cid = embedded!.toUnicode.get(cp);
      expect(cid, ch).toBeGreaterThan(0);
      const drawn = subset.getGlyph(cid!).path.toSVG();
      expect(drawn.length, ch).toBeGreaterThan(0);
      expect(drawn, ch).toBe(full.glyphForCodePoint(cp).path.toSVG());
    }
    // A subset: a few dozen glyphs, not the font's 65,535.
    expect(embedded!.cff.length).toBeLessThan(200_000);
  });

  it('cancel mid-document, then resume, gives the same file as an uninterrupted run', async () => {
    const doc = await read('doc.pdf');
    const translate = engineTranslate(libreEngine({ baseUrl: stand.url }), 'en', 'zh');
    const whole = await write(doc, await runJob(createJob(doc.paragraphs, 3), translate));
    const job = createJob(doc.paragraphs, 3);
    const ctrl = new AbortController();
    let n = 0;
    const stopping = async (t: string, s?: AbortSignal) => {
      if (++n === 4) ctrl.abort();
      return translate(t, s);
    };
    await expect(runJob(job, stopping, { signal: ctrl.signal, concurrency: 1 })).rejects.toBeInstanceOf(Cancelled);
    expect(job.entries.filter((e) => e.status === 'done')).toHaveLength(3);
    await runJob(job, translate);
    expect(Buffer.from(await write(doc, job)).equals(Buffer.from(whole))).toBe(true);
  });

  it('writes a bilingual PDF (original and translated pages interleaved) and Markdown', async () => {
    const doc = await read('doc.pdf');
    const job = await runJob(
      createJob(doc.paragraphs, 3),
      engineTranslate(libreEngine({ baseUrl: stand.url }), 'en', 'zh'),
    );
    const translated = await write(doc, job);
    const both = await writeBilingual(doc.bytes, translated);
    const back = await readPdf(both, { pdfjs: await nodePdfJs(), qpdf: nodeQpdf, standardFontDataUrl: STANDARD_FONTS });
    expect(back.pages).toHaveLength(6);
    const firstOf = (page: number) => back.paragraphs.filter((p) => p.page === page).map((p) => p.text);
    expect(firstOf(0)[0]).toBe(DOC_TEXTS.title);
    expect(firstOf(1)).toContain(`[zh] ${DOC_TEXTS.title}`);
    expect(back.scanned).toEqual([4, 5]);
    const md = toMarkdown(placedOf(doc.paragraphs, job));
    expect(md.split('\n\n').slice(0, 3)).toEqual([
      `## [zh] ${DOC_TEXTS.title}`,
      `[zh] ${DOC_TEXTS.intro.join(' ')}`,
      DOC_TEXTS.formula,
    ]);
    expect(md).toContain(`\`\`\`\n${DOC_TEXTS.code}\n\`\`\``);
  });

  it('asks for the password of an encrypted PDF, refuses a wrong one, opens with the right one', async () => {
    await expect(read('doc-aes256.pdf')).rejects.toMatchObject({ code: 'needsPassword' });
    await expect(read('doc-aes256.pdf', 'wrong')).rejects.toMatchObject({ code: 'wrongPassword' });
    const doc = await read('doc-aes256.pdf', DOC_PASSWORD);
    expect(doc.decrypted).toBe(true);
    expect(doc.paragraphs.map((p) => p.text)).toEqual((await read('doc.pdf')).paragraphs.map((p) => p.text));
  });

  it('reports a damaged file, a non-PDF and an empty file', async () => {
    const good = fixture('doc.pdf');
    const cut = good.slice(0, 900);
    const err = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => e,
      );
    const opts = async () => ({ pdfjs: await nodePdfJs(), qpdf: nodeQpdf, standardFontDataUrl: STANDARD_FONTS });
    const damaged = await err(readPdf(cut, await opts()));
    expect(damaged).toBeInstanceOf(ReadFailed);
    expect((damaged as ReadFailed).code).toBe('damaged');
    expect(await err(readPdf(new TextEncoder().encode('hello'), await opts()))).toMatchObject({ code: 'notPdf' });
    expect(await err(readPdf(new Uint8Array(), await opts()))).toMatchObject({ code: 'empty' });
  });
});
