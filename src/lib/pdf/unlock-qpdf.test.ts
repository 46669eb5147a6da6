/**
 * Runs the real qpdf (WebAssembly, the same build the page uses) in Node on the committed fixtures
 * (tests/fixtures/pdf/, made by make-fixtures.mjs). No system qpdf needed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import createModule from '@neslinesli93/qpdf-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createQpdfRunner, unlockPdf, type QpdfModuleLike, type QpdfRunner } from './unlock';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../tests/fixtures/pdf/${name}`, import.meta.url))));
const wasmPath = createRequire(import.meta.url).resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm');
const TEXT = '(The quick brown fox jumps over the lazy dog.) Tj';

let qpdf: QpdfRunner;
beforeAll(async () => {
  // The package's typings omit FS.writeFile/unlink, which the Emscripten module does have.
  qpdf = await createQpdfRunner(createModule as unknown as (o: object) => Promise<QpdfModuleLike>, wasmPath);
});

/** Opens a PDF without any password and returns its uncompressed, readable form (qpdf --qdf). */
function openWithoutPassword(pdf: Uint8Array): { encryption: string[]; qdf: string } {
  qpdf.writeFile('/check.pdf', pdf);
  const show = qpdf.run(['--show-encryption', '/check.pdf']);
  expect(show.code).toBe(0);
  const qdf = qpdf.run(['--qdf', '--object-streams=disable', '/check.pdf', '/check-qdf.pdf']);
  expect(qdf.code).toBe(0);
  const text = new TextDecoder('latin1').decode(qpdf.readFile('/check-qdf.pdf'));
  qpdf.remove('/check.pdf');
  qpdf.remove('/check-qdf.pdf');
  return { encryption: show.stdout, qdf: text };
}

describe('unlockPdf with qpdf-wasm', () => {
  it.each([
    ['aes256.pdf', 'user-256'],
    ['aes256.pdf', 'owner-256'],
    ['aes256-unicode.pdf', 'pässwörd-密码'],
    ['aes128.pdf', 'user-128'],
    ['rc4-128.pdf', 'user-rc4'],
  ])('unlocks %s with password %s; the output opens without one and keeps its text', (name, password) => {
    const r = unlockPdf(qpdf, fixture(name), password);
    expect({ status: r.status, ownerOnly: r.ownerOnly, warnings: r.warnings, detail: r.detail }).toEqual({
      status: 'unlocked',
      ownerOnly: false,
      warnings: [],
      detail: '',
    });
    const opened = openWithoutPassword(r.output!);
    expect(opened.encryption).toEqual(['File is not encrypted']);
    expect(opened.qdf).toContain(TEXT);
    expect(opened.qdf).toContain('(AI Toolbox fixture) Tj');
  });

  it('unlocks an owner-password-only PDF without a password (and ignores a typed one)', () => {
    for (const pw of ['', 'anything']) {
      const r = unlockPdf(qpdf, fixture('owner-only.pdf'), pw);
      expect([r.status, r.ownerOnly, r.detail]).toEqual(['unlocked', true, '']);
      const opened = openWithoutPassword(r.output!);
      expect(opened.encryption).toEqual(['File is not encrypted']);
      expect(opened.qdf).toContain(TEXT);
    }
  });

  it('asks for a password when none is given', () => {
    const r = unlockPdf(qpdf, fixture('aes256.pdf'), '');
    expect(r).toEqual({ status: 'needsPassword', ownerOnly: false, warnings: [], detail: 'invalid password' });
  });

  it.each([
    ['aes256.pdf', 'user-255'],
    ['aes128.pdf', 'USER-128'],
    ['rc4-128.pdf', 'wrong'],
    ['aes256-unicode.pdf', 'passwort-密码'],
  ])('reports a wrong password for %s (%s)', (name, password) => {
    const r = unlockPdf(qpdf, fixture(name), password);
    expect(r).toEqual({ status: 'wrongPassword', ownerOnly: false, warnings: [], detail: 'invalid password' });
  });

  it('retries after a wrong password with the same bytes', () => {
    const bytes = fixture('aes128.pdf');
    expect(unlockPdf(qpdf, bytes, 'nope').status).toBe('wrongPassword');
    expect(unlockPdf(qpdf, bytes, 'user-128').status).toBe('unlocked');
  });

  it('says an unencrypted PDF is already unlocked', () => {
    expect(unlockPdf(qpdf, fixture('plain.pdf'), '')).toEqual({
      status: 'notEncrypted',
      ownerOnly: false,
      warnings: [],
      detail: '',
    });
  });

  it('says a file that is not a PDF is not one', () => {
    expect(unlockPdf(qpdf, fixture('not-a-pdf.pdf'), 'x')).toEqual({
      status: 'notPdf',
      ownerOnly: false,
      warnings: [],
      detail: 'no %PDF- header in the first 1024 bytes',
    });
  });

  it('says a truncated PDF is damaged', () => {
    expect(unlockPdf(qpdf, fixture('damaged.pdf'), 'user-256')).toEqual({
      status: 'damaged',
      ownerOnly: false,
      warnings: [],
      detail: "can't find startxref",
    });
  });

  it('unlocks the 36-page bench file', () => {
    const r = unlockPdf(qpdf, fixture('bench-36-pages-aes256.pdf'), 'bench-256');
    expect(r.status).toBe('unlocked');
    const opened = openWithoutPassword(r.output!);
    expect(opened.qdf).toContain('(Page 36, line 36: The quick brown fox jumps over the lazy dog.) Tj');
    expect(opened.qdf.match(/\/Type \/Page\b/g)?.length).toBe(36);
  });
});
