/**
 * The translation job: one entry per paragraph with its status. Running it translates the pending entries in
 * order; a cancel stops between (or during) paragraphs and leaves every finished entry done, so running the same
 * job again (resume) continues where it stopped and ends with exactly what an uninterrupted run gives.
 */
import { keepReason, type KeepReason } from './keep';
import type { Paragraph } from './paragraphs';

export type EntryStatus = 'pending' | 'done' | 'kept' | 'failed';

export interface Entry {
  page: number;
  source: string;
  status: EntryStatus;
  keep?: KeepReason;
  result?: string;
  error?: string;
}

export interface Job {
  pages: number;
  entries: Entry[];
}

export function createJob(paragraphs: readonly Paragraph[], pages: number): Job {
  return {
    pages,
    entries: paragraphs.map((p) => {
      const keep = keepReason(p.text, p.mono);
      return keep
        ? { page: p.page, source: p.text, status: 'kept', keep }
        : { page: p.page, source: p.text, status: 'pending' };
    }),
  };
}

export interface Progress {
  pagesDone: number;
  pages: number;
  done: number;
  total: number;
  /** Milliseconds left at this run's pace; null before the first paragraph of the run. */
  etaMs: number | null;
}

/** Entries that need the engine: pending ones (and failed ones, which a resume retries). */
const open = (e: Entry) => e.status === 'pending' || e.status === 'failed';

export function progress(job: Job, runStats?: { doneInRun: number; elapsedMs: number }): Progress {
  const toTranslate = job.entries.filter((e) => e.status !== 'kept');
  const done = toTranslate.filter((e) => e.status === 'done').length;
  const openPages = new Set(job.entries.filter(open).map((e) => e.page));
  const remaining = toTranslate.length - done;
  const etaMs =
    runStats && runStats.doneInRun > 0 ? Math.round((runStats.elapsedMs / runStats.doneInRun) * remaining) : null;
  return { pagesDone: job.pages - openPages.size, pages: job.pages, done, total: toTranslate.length, etaMs };
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
}

/**
 * Translates the job's open entries in order with `translate`. Throws Cancelled when the signal aborts (the
 * entry being translated stays pending); an engine error marks that entry failed and is rethrown, so the page can
 * show it and a resume retries from there.
 */
export async function runJob(
  job: Job,
  translate: (text: string, signal?: AbortSignal) => Promise<string>,
  { signal, onProgress, now = () => Date.now() }: RunOptions = {},
): Promise<Job> {
  const started = now();
  let doneInRun = 0;
  onProgress?.(progress(job));
  for (const entry of job.entries) {
    if (!open(entry)) continue;
    if (signal?.aborted) throw new Cancelled();
    let out: string;
    try {
      out = await translate(entry.source, signal);
    } catch (err) {
      if (signal?.aborted) throw new Cancelled();
      entry.status = 'failed';
      entry.error = err instanceof Error ? err.message : String(err);
      throw err;
    }
    if (signal?.aborted) throw new Cancelled();
    entry.status = 'done';
    entry.result = out;
    delete entry.error;
    doneInRun++;
    onProgress?.(progress(job, { doneInRun, elapsedMs: now() - started }));
  }
  return job;
}

/** The text to set for an entry: its translation, or the original when kept. */
export function outputText(entry: Entry): string {
  return entry.status === 'done' && entry.result !== undefined ? entry.result : entry.source;
}
