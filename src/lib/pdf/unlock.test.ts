import { describe, expect, it } from 'vitest';
import {
  checkPdfHead,
  classifyDecrypt,
  classifyProbe,
  cleanMessage,
  decryptArgs,
  hasPdfHeader,
  unlockPdf,
  unlockedFileName,
  type QpdfRun,
  type QpdfRunner,
} from './unlock';

const enc = (s: string) => new TextEncoder().encode(s);
const run = (code: number, stderr: string[] = [], stdout: string[] = []): QpdfRun => ({ code, stdout, stderr });

describe('hasPdfHeader', () => {
  it('finds %PDF- at the start or after leading junk within 1024 bytes', () => {
    expect(hasPdfHeader(enc('%PDF-1.7\n...'))).toBe(true);
    expect(hasPdfHeader(enc(`${' '.repeat(1000)}%PDF-1.4`))).toBe(true);
  });
  it('rejects text, empty files, a header after 1024 bytes and "%PDF" without the dash', () => {
    expect(hasPdfHeader(enc('hello'))).toBe(false);
    expect(hasPdfHeader(new Uint8Array())).toBe(false);
    expect(hasPdfHeader(enc(`${' '.repeat(1020)}%PDF-1.4`))).toBe(false);
    expect(hasPdfHeader(enc('%PDF 1.4'))).toBe(false);
  });
});

describe('checkPdfHead', () => {
  it('tells an empty file and a non-PDF from the first bytes', () => {
    expect(checkPdfHead(new Uint8Array())).toBe('empty');
    expect(checkPdfHead(enc('hello'))).toBe('notPdf');
    expect(checkPdfHead(enc('\u0089PNG\r\n'))).toBe('notPdf');
    expect(checkPdfHead(enc('%PDF-1.7\n'))).toBe('ok');
  });
});

describe('cleanMessage', () => {
  it('strips the program and file names qpdf puts in front', () => {
    expect(cleanMessage('this.program: /in.pdf: invalid password')).toBe('invalid password');
    expect(cleanMessage("WARNING: /in.pdf: can't find PDF header")).toBe("warning: can't find PDF header");
    expect(cleanMessage('this.program: /in.pdf (xref stream, offset 12): expected n n obj')).toBe(
      '(xref stream, offset 12): expected n n obj',
    );
    expect(cleanMessage('something else')).toBe('something else');
  });
});

describe('classifyProbe (qpdf --requires-password)', () => {
  it('maps exit codes and messages', () => {
    expect(classifyProbe(run(0))).toBe('needsPassword');
    expect(classifyProbe(run(2, ['this.program: /in.pdf: invalid password']))).toBe('needsPassword');
    expect(classifyProbe(run(3))).toBe('ownerOnly');
    expect(classifyProbe(run(2))).toBe('notEncrypted');
    expect(classifyProbe(run(2, ['WARNING: /in.pdf: something odd']))).toBe('notEncrypted');
    expect(classifyProbe(run(2, ["this.program: /in.pdf: can't find startxref"]))).toBe('damaged');
    expect(classifyProbe(run(1, ['Aborted(OOM)']))).toBe('damaged');
  });
});

describe('classifyDecrypt (qpdf --decrypt)', () => {
  it('maps exit codes and messages', () => {
    expect(classifyDecrypt(run(0))).toBe('ok');
    expect(classifyDecrypt(run(3, ['WARNING: /in.pdf: file is damaged']))).toBe('okWithWarnings');
    expect(classifyDecrypt(run(2, ['this.program: /in.pdf: invalid password']))).toBe('wrongPassword');
    expect(classifyDecrypt(run(2, ['this.program: /in.pdf: unable to find trailer dictionary']))).toBe('damaged');
  });
});

describe('decryptArgs and unlockedFileName', () => {
  it('passes the password only when there is one, as one argument', () => {
    expect(decryptArgs('')).toEqual(['--decrypt', '/in.pdf', '/out.pdf']);
    expect(decryptArgs('p w "@x')).toEqual(['--decrypt', '--password=p w "@x', '/in.pdf', '/out.pdf']);
  });
  it('names the output after the input', () => {
    expect(unlockedFileName('report.pdf')).toBe('report-unlocked.pdf');
    expect(unlockedFileName('Scan.PDF')).toBe('Scan-unlocked.pdf');
    expect(unlockedFileName('notes')).toBe('notes-unlocked.pdf');
    expect(unlockedFileName('.pdf')).toBe('document-unlocked.pdf');
  });
});

describe('unlockPdf flow (scripted qpdf)', () => {
  /** A fake qpdf answering each call from a script, recording the arguments and files. */
  function scripted(answers: QpdfRun[]) {
    const calls: string[][] = [];
    const files = new Map<string, Uint8Array>();
    const runner: QpdfRunner = {
      run(args) {
        calls.push(args);
        if (args[0] === '--decrypt') files.set('/out.pdf', enc('%PDF-unlocked'));
        return answers.shift()!;
      },
      writeFile: (p, d) => void files.set(p, d),
      readFile: (p) => files.get(p)!,
      remove: (p) => void files.delete(p),
    };
    return { runner, calls, files };
  }
  const pdf = enc('%PDF-1.7 encrypted');

  it('does not call qpdf for a non-PDF', () => {
    const s = scripted([]);
    expect(unlockPdf(s.runner, enc('GIF89a'), 'x').status).toBe('notPdf');
    expect(s.calls).toEqual([]);
  });
  it('says a 0-byte file is empty, without calling qpdf', () => {
    const s = scripted([]);
    expect(unlockPdf(s.runner, new Uint8Array(), '')).toMatchObject({ status: 'empty', detail: '0 bytes' });
    expect(s.calls).toEqual([]);
  });
  it('stops at "needs a password" when none is given, and cleans up its files', () => {
    const s = scripted([run(2, ['qpdf: /in.pdf: invalid password'])]);
    expect(unlockPdf(s.runner, pdf, '')).toEqual({
      status: 'needsPassword',
      ownerOnly: false,
      warnings: [],
      detail: 'invalid password',
    });
    expect(s.calls).toEqual([['--requires-password', '/in.pdf']]);
    expect([...s.files.keys()]).toEqual([]);
  });
  it('unlocks with warnings when qpdf repaired the file', () => {
    const s = scripted([run(0), run(3, ['WARNING: /in.pdf: file is damaged'])]);
    const r = unlockPdf(s.runner, pdf, 'pw');
    expect(s.calls).toEqual([
      ['--requires-password', '/in.pdf'],
      ['--decrypt', '--password=pw', '/in.pdf', '/out.pdf'],
    ]);
    expect(r).toEqual({
      status: 'unlocked',
      ownerOnly: false,
      warnings: ['warning: file is damaged'],
      detail: 'warning: file is damaged',
      output: enc('%PDF-unlocked'),
    });
  });
  it('uses no password for an owner-only file', () => {
    const s = scripted([run(3), run(0)]);
    expect(unlockPdf(s.runner, pdf, 'typed').ownerOnly).toBe(true);
    expect(s.calls[1]).toEqual(['--decrypt', '/in.pdf', '/out.pdf']);
  });
  it('reports damage found while decrypting', () => {
    const s = scripted([run(0), run(2, ['qpdf: /in.pdf: unable to find trailer dictionary'])]);
    expect(unlockPdf(s.runner, pdf, 'pw')).toEqual({
      status: 'damaged',
      ownerOnly: false,
      warnings: [],
      detail: 'unable to find trailer dictionary',
    });
  });
});
