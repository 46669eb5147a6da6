/**
 * Property-based tests of PDF unlock's pure logic (logic.ts) and, with a few runs, of the real qpdf
 * (WebAssembly, in Node) on mutated and truncated fixtures: every input ends in one of the tool's own
 * statuses — never a throw, never a hang (an input that hangs fails on the test's timeout). How long qpdf takes
 * on a real 36-page file: src/tools/pdf-decryptor/bench.mjs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import createModule from '@neslinesli93/qpdf-wasm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkPdfHead,
  classifyDecrypt,
  classifyProbe,
  cleanMessage,
  createQpdfRunner,
  decryptArgs,
  hasPdfHeader,
  unlockPdf,
  unlockedFileName,
  type QpdfModuleLike,
  type QpdfRun,
  type QpdfRunner,
  type UnlockStatus,
} from './unlock';

/** Any UTF-16 code unit or code point (lone surrogates included); cheaper than fast-check's 'binary' unit. */
const anyChar = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
);

const STATUSES: readonly UnlockStatus[] = [
  'unlocked',
  'notEncrypted',
  'needsPassword',
  'wrongPassword',
  'empty',
  'notPdf',
  'damaged',
  'failed',
];
const fixture = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../tests/fixtures/pdf/${name}`, import.meta.url))));
const FIXTURES = ['aes256.pdf', 'aes128.pdf', 'rc4-128.pdf', 'owner-only.pdf', 'plain.pdf', 'damaged.pdf'].map(fixture);

const pdfish = fc.constantFrom(...FIXTURES);
/** A real PDF cut short anywhere. */
const truncated = pdfish.chain((b) => fc.nat({ max: b.length }).map((n) => b.slice(0, n)));
/** A real PDF with a few bytes anywhere overwritten (header, xref, encryption dictionary, streams). */
const mutated = fc
  .tuple(pdfish, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }))
  .map(([b, edits]) => {
    const out = b.slice();
    for (const [at, v] of edits) out[at % out.length] = v;
    return out;
  });
/** Random bytes, sometimes behind a valid header. */
const random = fc
  .tuple(fc.boolean(), fc.uint8Array({ maxLength: 2048 }))
  .map(([header, b]) => (header ? Uint8Array.from([...new TextEncoder().encode('%PDF-1.7\n'), ...b]) : b));
const password = fc.oneof(
  fc.constant(''),
  fc.constantFrom('user-256', 'user-128', 'user-rc4'),
  fc.string({ maxLength: 12 }),
);

/** A fake qpdf answering with random exit codes and messages. */
function randomRunner(answers: QpdfRun[]): QpdfRunner {
  let i = 0;
  const files = new Map<string, Uint8Array>();
  return {
    run: (args) => {
      if (args[0] === '--decrypt') files.set('/out.pdf', new Uint8Array([37, 80, 68, 70]));
      return answers[i++ % answers.length]!;
    },
    writeFile: (p, d) => void files.set(p, d),
    readFile: (p) => files.get(p) ?? new Uint8Array(),
    remove: (p) => void files.delete(p),
  };
}
const qpdfRun = fc.record({
  code: fc.integer({ min: -1, max: 5 }),
  stdout: fc.array(fc.string({ maxLength: 40 }), { maxLength: 3 }),
  stderr: fc.array(
    fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom(
        'qpdf: /in.pdf: invalid password',
        'WARNING: /in.pdf: file is damaged',
        "/in.pdf: can't find startxref",
      ),
    ),
    { maxLength: 3 },
  ),
});

describe('pdf-decryptor fuzz: pure logic', () => {
  it('header checks answer for any bytes; only a %PDF- header within 1024 bytes is a PDF', () => {
    fc.assert(
      fc.property(fc.oneof(random, truncated, mutated), (b) => {
        const head = checkPdfHead(b.subarray(0, 1024));
        expect(head).toBe(b.length === 0 ? 'empty' : hasPdfHeader(b) ? 'ok' : 'notPdf');
        if (head === 'ok') expect(new TextDecoder('latin1').decode(b.subarray(0, 1024))).toContain('%PDF-');
      }),
      { numRuns: 300 },
    );
  });

  it('unlockPdf gives one of its statuses for any bytes and any qpdf answers, and cleans up', () => {
    fc.assert(
      fc.property(
        fc.oneof(random, truncated, mutated),
        password,
        fc.array(qpdfRun, { minLength: 1, maxLength: 3 }),
        (b, pw, answers) => {
          const runner = randomRunner(answers);
          const r = unlockPdf(runner, b, pw);
          expect(STATUSES).toContain(r.status);
          expect(r.output !== undefined).toBe(r.status === 'unlocked');
          expect(runner.readFile('/in.pdf')).toHaveLength(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('message helpers and classifiers never throw on random text', () => {
    fc.assert(
      fc.property(qpdfRun, fc.string({ unit: anyChar, maxLength: 60 }), (run, text) => {
        expect(['needsPassword', 'ownerOnly', 'notEncrypted', 'damaged']).toContain(classifyProbe(run));
        expect(['ok', 'okWithWarnings', 'wrongPassword', 'damaged']).toContain(classifyDecrypt(run));
        expect(typeof cleanMessage(text)).toBe('string');
        expect(unlockedFileName(text)).toMatch(/-unlocked\.pdf$/);
        const args = decryptArgs(text);
        expect(args.slice(-2)).toEqual(['/in.pdf', '/out.pdf']);
        expect(args).toHaveLength(text ? 4 : 3);
      }),
      { numRuns: 300 },
    );
  });
});

describe('pdf-decryptor fuzz: real qpdf on mutated PDFs', () => {
  let qpdf: QpdfRunner;
  beforeAll(async () => {
    qpdf = await createQpdfRunner(
      createModule as unknown as (o: object) => Promise<QpdfModuleLike>,
      createRequire(import.meta.url).resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm'),
    );
  });

  it('truncated, mutated and random inputs end in a status', () => {
    fc.assert(
      fc.property(fc.oneof(truncated, mutated, random), password, (b, pw) => {
        // qpdf may abort on some inputs (an Emscripten exception): the worker turns that into "failed".
        let status: UnlockStatus;
        try {
          status = unlockPdf(qpdf, b, pw).status;
        } catch {
          status = 'failed';
        }
        expect(STATUSES).toContain(status);
      }),
      { numRuns: 25 },
    );
  });
});
