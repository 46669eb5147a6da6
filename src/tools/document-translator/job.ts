/**
 * The translation job: one entry per paragraph with its status. Running it sends the pending entries to the engine
 * several at a time (in document order, so pages finish in order), with fewer at a time after a 429 (waiting the
 * Retry-After the engine gave). A cancel stops at once and leaves every finished entry done, so running the same
 * job again (resume) continues where it stopped and ends with exactly what an uninterrupted run gives. A failure
 * of one paragraph (a server error, a broken answer) is counted and the rest goes on; a failure that every request
 * would meet (sign-in, allowance, network) stops the run.
 */
import { EngineError, type LangCode } from '../../lib/translate/types';
import { keepReason, type KeepReason } from './keep';
import type { Paragraph } from './paragraphs';
import { detectLanguage, hasProse, protect, restore } from './protect';

export type EntryStatus = 'pending' | 'done' | 'kept' | 'failed';

export interface Entry {
  page: number;
  /** What the engine is sent: the paragraph's text with inline code, formulas and links as placeholders. */
  source: string;
  /** The originals of the placeholders in `source`. */
  values?: string[];
  /** The paragraph's language, where its script tells (sent to engines instead of "detect"). */
  lang?: LangCode;
  status: EntryStatus;
  keep?: KeepReason;
  result?: string;
  error?: string;
}

export interface Job {
  pages: number;
  entries: Entry[];
}

/** The paragraph's text without its inline code (what the kept-or-translated rules judge). */
function prose(p: Paragraph): string {
  const code = (p.spans ?? []).filter((s) => s.kind === 'code').sort((a, b) => a.start - b.start);
  if (!code.length) return p.text;
  let out = '';
  let at = 0;
  for (const s of code) {
    out += `${p.text.slice(at, Math.max(at, s.start))} `;
    at = Math.max(at, s.end);
  }
  return out + p.text.slice(at);
}

export function createEntry(p: Paragraph, target?: LangCode): Entry {
  const rest = prose(p);
  const keep = rest.trim() || p.mono ? keepReason(rest, p.mono) : 'code';
  if (keep) return { page: p.page, source: p.text, status: 'kept', keep };
  const prot = protect(p.text, p.spans);
  if (!hasProse(prot)) return { page: p.page, source: p.text, status: 'kept', keep: 'code' };
  const entry: Entry = { page: p.page, source: prot.text, status: 'pending' };
  if (prot.values.length) entry.values = prot.values;
  const lang = detectLanguage(prot.text);
  if (lang) entry.lang = lang;
  if (lang && target && lang === target && lang !== 'en') return { ...entry, status: 'kept', keep: 'target' };
  return entry;
}

/** A job over the paragraphs; with `target`, CJK paragraphs already in that language are kept. */
export function createJob(paragraphs: readonly Paragraph[], pages: number, target?: LangCode): Job {
  return { pages, entries: paragraphs.map((p) => createEntry(p, target)) };
}

export interface Progress {
  pagesDone: number;
  pages: number;
  done: number;
  total: number;
  failed: number;
  /** Milliseconds left at this run's measured rate (characters per second); null before it is known. */
  etaMs: number | null;
  /** Requests at a time now (lower after the engine said 429). */
  concurrency?: number;
}

/** Entries that need the engine: pending ones (and failed ones, which a resume retries). */
const open = (e: Entry) => e.status === 'pending' || e.status === 'failed';

export function progress(
  job: Job,
  run?: { charsInRun: number; elapsedMs: number; concurrency?: number; started?: Set<Entry> },
): Progress {
  const toTranslate = job.entries.filter((e) => e.status !== 'kept');
  const done = toTranslate.filter((e) => e.status === 'done').length;
  const failed = toTranslate.filter((e) => e.status === 'failed' && !run?.started?.has(e)).length;
  const waiting = job.entries.filter((e) => e.status === 'pending' || (e.status === 'failed' && run?.started?.has(e)));
  const openPages = new Set(waiting.map((e) => e.page));
  const left = waiting.reduce((n, e) => n + e.source.length, 0);
  const etaMs =
    run && run.charsInRun > 0 && run.elapsedMs > 0 ? Math.round((left * run.elapsedMs) / run.charsInRun) : null;
  const p: Progress = {
    pagesDone: job.pages - openPages.size,
    pages: job.pages,
    done,
    total: toTranslate.length,
    failed,
    etaMs,
  };
  if (run?.concurrency !== undefined) p.concurrency = run.concurrency;
  return p;
}

export function isComplete(job: Job): boolean {
  return !job.entries.some(open);
}

export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (p: Progress) => void;
  now?: () => number;
  /** Requests at a time (default 4). */
  concurrency?: number;
  /** Waits (injected in tests); resolves early when the signal aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** How a paragraph is translated: its text, and its language when known (else the chosen source). */
export type TranslateFn = (text: string, signal?: AbortSignal, lang?: LangCode) => Promise<string>;

const FATAL = new Set(['auth', 'session', 'quota', 'network', 'unsupported', 'cancelled']);
/** A failure this paragraph alone meets (the run goes on). Anything else stops the run. */
const onlyThis = (err: unknown) => err instanceof EngineError && !FATAL.has(err.code) && err.code !== 'rate-limit';
/** Rate limits in a row on one paragraph before the run stops with the engine's error. */
const MAX_RATE_RETRIES = 8;

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Translates the job's open entries, `concurrency` at a time, taking them in document order. Throws Cancelled
 * when the signal aborts (entries in flight stay pending); an error every request would meet stops the run
 * (entries in flight back to pending, the one that failed marked failed) and is rethrown.
 */
export async function runJob(job: Job, translate: TranslateFn, o: RunOptions = {}): Promise<Job> {
  const now = o.now ?? (() => Date.now());
  const sleep = o.sleep ?? defaultSleep;
  const started = now();
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  o.signal?.addEventListener('abort', onAbort, { once: true });
  let limit = Math.max(1, Math.floor(o.concurrency ?? 4));
  let chars = 0;
  const inRun = new Set<Entry>(job.entries.filter(open));
  const queue = [...inRun];
  const report = () =>
    o.onProgress?.(
      progress(job, { charsInRun: chars, elapsedMs: now() - started, concurrency: limit, started: inRun }),
    );
  o.onProgress?.(progress(job, { charsInRun: 0, elapsedMs: 0, concurrency: limit, started: inRun }));
  let fatal: unknown = null;
  let active = 0;
  let pausedUntil = 0;
  const rateTries = new Map<Entry, number>();

  const one = async (entry: Entry): Promise<void> => {
    try {
      const out = await translate(entry.source, stop.signal, entry.lang);
      if (stop.signal.aborted) return;
      entry.status = 'done';
      entry.result = restore(out, entry.values ?? []);
      delete entry.error;
      chars += entry.source.length;
      report();
    } catch (err) {
      if (stop.signal.aborted) return;
      if (err instanceof EngineError && err.code === 'rate-limit') {
        const tries = (rateTries.get(entry) ?? 0) + 1;
        rateTries.set(entry, tries);
        if (tries <= MAX_RATE_RETRIES) {
          limit = Math.max(1, Math.ceil(limit / 2));
          const wait = err.retryAfter !== undefined ? err.retryAfter * 1000 : Math.min(30_000, 500 * 2 ** tries);
          pausedUntil = Math.max(pausedUntil, now() + wait);
          queue.unshift(entry);
          report();
          return;
        }
      }
      entry.status = 'failed';
      entry.error = err instanceof Error ? err.message : String(err);
      if (onlyThis(err)) {
        report();
        return;
      }
      fatal ??= err;
      stop.abort();
    }
  };

  try {
    await new Promise<void>((resolve) => {
      const pump = (): void => {
        if (stop.signal.aborted || (queue.length === 0 && active === 0)) {
          if (active === 0) resolve();
          return;
        }
        const wait = pausedUntil - now();
        if (wait > 0) {
          if (active === 0) void sleep(wait, stop.signal).then(pump);
          return;
        }
        while (active < limit && queue.length && !stop.signal.aborted) {
          const entry = queue.shift()!;
          active++;
          void one(entry).finally(() => {
            active--;
            pump();
          });
        }
      };
      stop.signal.addEventListener('abort', () => active === 0 && resolve(), { once: true });
      pump();
    });
  } finally {
    o.signal?.removeEventListener('abort', onAbort);
  }
  if (fatal !== null) throw fatal;
  if (o.signal?.aborted) throw new Cancelled();
  return job;
}

/** The text to set for an entry: its translation, or the original when kept. */
export function outputText(entry: Entry): string {
  return entry.status === 'done' && entry.result !== undefined
    ? entry.result
    : restore(entry.source, entry.values ?? []);
}

export interface PageSummary {
  page: number;
  translated: number;
  /** Kept as they are: code, formulas, numbers (and symbols, text already in the target language). */
  kept: number;
  failed: number;
}

export interface Summary {
  pages: PageSummary[];
  translated: number;
  kept: Record<KeepReason, number>;
  failed: number;
  /** Paragraphs whose text is for translation (not kept). */
  translatable: number;
}

/** What happened, per page and in all. */
export function summarise(job: Job): Summary {
  const pages: PageSummary[] = Array.from({ length: job.pages }, (_, page) => ({
    page,
    translated: 0,
    kept: 0,
    failed: 0,
  }));
  const kept: Record<KeepReason, number> = { code: 0, formula: 0, number: 0, symbols: 0, target: 0 };
  let translated = 0;
  let failed = 0;
  for (const e of job.entries) {
    const p = pages[e.page];
    if (e.status === 'done') {
      translated++;
      if (p) p.translated++;
    } else if (e.status === 'kept') {
      kept[e.keep ?? 'symbols']++;
      if (p) p.kept++;
    } else if (e.status === 'failed') {
      failed++;
      if (p) p.failed++;
    }
  }
  const translatable = job.entries.filter((e) => e.status !== 'kept').length;
  return { pages, translated, kept, failed, translatable };
}
