/**
 * PDF unlocking with qpdf (compiled to WebAssembly): how to call it and how to read its answers.
 * No DOM here: the Worker and the Node unit tests both drive qpdf through a `QpdfRunner`.
 */

/** One qpdf invocation: its exit code and what it printed. */
export interface QpdfRun {
  code: number;
  stdout: string[];
  stderr: string[];
}

/** The part of the Emscripten module we use. */
export interface QpdfModuleLike {
  callMain(args: string[]): number;
  FS: {
    writeFile(path: string, data: Uint8Array): void;
    readFile(path: string): Uint8Array;
    unlink(path: string): void;
  };
}

/** Runs qpdf with arguments and gives its exit code and output; reads and writes its in-memory files. */
export interface QpdfRunner {
  run(args: string[]): QpdfRun;
  writeFile(path: string, data: Uint8Array): void;
  readFile(path: string): Uint8Array;
  remove(path: string): void;
}

/** What happened to one file. Each maps to a translated message `pdf-decryptor.status.<status>`. */
export type UnlockStatus =
  'unlocked' | 'notEncrypted' | 'needsPassword' | 'wrongPassword' | 'empty' | 'notPdf' | 'damaged' | 'failed';

export interface UnlockResult {
  status: UnlockStatus;
  /** The unlocked PDF (status 'unlocked' only). */
  output?: Uint8Array;
  /** The file had only an owner password (restrictions), so no password was needed. */
  ownerOnly: boolean;
  /** qpdf's warnings when it unlocked a file it had to repair. */
  warnings: string[];
  /** qpdf's own words, for the console and the details line. */
  detail: string;
}

export const IN_PATH = '/in.pdf';
export const OUT_PATH = '/out.pdf';

/** A PDF starts with "%PDF-" within its first 1024 bytes (readers accept leading junk up to there). */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 1024) - 5;
  for (let i = 0; i <= end; i++) {
    if (bytes[i] === 0x25 && bytes[i + 1] === 0x50 && bytes[i + 2] === 0x44 && bytes[i + 3] === 0x46) {
      if (bytes[i + 4] === 0x2d) return true;
    }
  }
  return false;
}

/**
 * What the first bytes of a file say before qpdf is asked: 'empty' for 0 bytes, 'notPdf' without a `%PDF-`
 * header in its first 1024 bytes (the island checks `file.slice(0, 1024)` so a 50 MB non-PDF is never read).
 */
export function checkPdfHead(head: Uint8Array): 'ok' | 'empty' | 'notPdf' {
  if (head.length === 0) return 'empty';
  return hasPdfHeader(head) ? 'ok' : 'notPdf';
}

/**
 * qpdf prefixes its messages with the program and file name ("this.program: /in.pdf: invalid password",
 * "WARNING: /in.pdf (offset 12): xref not found"); keep the message and the location inside the file.
 */
export function cleanMessage(line: string): string {
  const warning = /^WARNING: \/in\.pdf:?\s*(.*)$/.exec(line);
  if (warning) return `warning: ${warning[1]}`;
  const error = /^[^:\s]*: \/in\.pdf:?\s*(.*)$/.exec(line);
  return error ? error[1]! : line;
}

function isWarning(line: string): boolean {
  return line.startsWith('WARNING:');
}

function hasInvalidPassword(run: QpdfRun): boolean {
  return run.stderr.some((l) => /invalid password/i.test(l));
}

export type Probe = 'needsPassword' | 'ownerOnly' | 'notEncrypted' | 'damaged';

/**
 * Reads `qpdf --requires-password in.pdf`: exit 0 = a password is needed (qpdf 11), 3 = encrypted but opens
 * without one (owner password only), 2 = not encrypted, or an error. qpdf 12 in WebAssembly instead fails
 * with "invalid password" when a user password is needed.
 */
export function classifyProbe(run: QpdfRun): Probe {
  if (run.code === 0) return 'needsPassword';
  if (run.code === 3) return 'ownerOnly';
  if (hasInvalidPassword(run)) return 'needsPassword';
  if (run.code === 2 && run.stderr.every(isWarning)) return 'notEncrypted';
  return 'damaged';
}

export type DecryptOutcome = 'ok' | 'okWithWarnings' | 'wrongPassword' | 'damaged';

/** Reads `qpdf --decrypt`: exit 0 = done, 3 = done with warnings, 2 = error (wrong password or unreadable). */
export function classifyDecrypt(run: QpdfRun): DecryptOutcome {
  if (run.code === 0) return 'ok';
  if (run.code === 3) return 'okWithWarnings';
  if (hasInvalidPassword(run)) return 'wrongPassword';
  return 'damaged';
}

/** Arguments for unlocking: an empty password is not passed at all (qpdf then tries the empty user password). */
export function decryptArgs(password: string): string[] {
  return ['--decrypt', ...(password ? [`--password=${password}`] : []), IN_PATH, OUT_PATH];
}

/** "report.pdf" → "report-unlocked.pdf"; keeps other names readable. */
export function unlockedFileName(name: string): string {
  const base = name.replace(/\.pdf$/i, '') || 'document';
  return `${base}-unlocked.pdf`;
}

/** Unlocks one PDF. Never throws for a bad file: every outcome is a status (exceptions from qpdf itself do). */
export function unlockPdf(qpdf: QpdfRunner, input: Uint8Array, password: string): UnlockResult {
  const result = (status: UnlockStatus, detail = '', extra: Partial<UnlockResult> = {}): UnlockResult => ({
    status,
    ownerOnly: false,
    warnings: [],
    detail,
    ...extra,
  });
  const first = checkPdfHead(input);
  if (first !== 'ok') return result(first, first === 'empty' ? '0 bytes' : 'no %PDF- header in the first 1024 bytes');
  qpdf.writeFile(IN_PATH, input);
  try {
    const probeRun = qpdf.run(['--requires-password', IN_PATH]);
    const probe = classifyProbe(probeRun);
    const probeDetail = probeRun.stderr.map(cleanMessage).join('; ');
    if (probe === 'notEncrypted') return result('notEncrypted');
    if (probe === 'damaged') return result('damaged', probeDetail);
    if (probe === 'needsPassword' && !password) return result('needsPassword', probeDetail);
    const ownerOnly = probe === 'ownerOnly';
    const run = qpdf.run(decryptArgs(ownerOnly ? '' : password));
    const outcome = classifyDecrypt(run);
    const detail = run.stderr.map(cleanMessage).join('; ');
    if (outcome === 'wrongPassword') return result('wrongPassword', detail);
    if (outcome === 'damaged') return result('damaged', detail);
    const output = qpdf.readFile(OUT_PATH).slice();
    const warnings = outcome === 'okWithWarnings' ? run.stderr.map(cleanMessage) : [];
    return result('unlocked', detail, { output, ownerOnly, warnings });
  } finally {
    qpdf.remove(IN_PATH);
    qpdf.remove(OUT_PATH);
  }
}

/**
 * Creates a runner around a freshly made qpdf module. The Emscripten glue binds console.log/console.error
 * as its stdout/stderr when the module is created, so they are swapped for collectors for that moment only.
 */
export async function createQpdfRunner(
  factory: (opts: { locateFile: (file: string) => string }) => Promise<QpdfModuleLike>,
  wasmLocation: string,
): Promise<QpdfRunner> {
  let stdout: string[] = [];
  let stderr: string[] = [];
  const original = { log: console.log, error: console.error };
  console.log = (...parts: unknown[]) => void stdout.push(parts.join(' '));
  console.error = (...parts: unknown[]) => void stderr.push(parts.join(' '));
  let pending: Promise<QpdfModuleLike>;
  try {
    pending = factory({ locateFile: () => wasmLocation });
  } finally {
    console.log = original.log;
    console.error = original.error;
  }
  const mod = await pending;
  // In Node the glue reports exit codes through process.exitCode; keep the host's value.
  const host = globalThis as { process?: { exitCode?: number | string } };
  return {
    run(args) {
      stdout = [];
      stderr = [];
      const saved = host.process?.exitCode;
      const code = mod.callMain(args);
      if (host.process) host.process.exitCode = saved;
      return { code, stdout, stderr };
    },
    writeFile: (path, data) => mod.FS.writeFile(path, data),
    readFile: (path) => mod.FS.readFile(path),
    remove(path) {
      try {
        mod.FS.unlink(path);
      } catch {
        // Not there: nothing to remove.
      }
    },
  };
}
