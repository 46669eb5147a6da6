/**
 * Compares the texts in the diff Worker shortly after they (or the options) change. A run still going when
 * the input changes again is stopped (the Worker is replaced) rather than queued behind; a result always
 * belongs to the newest input. The Worker is started while the page is idle so the first diff is quick.
 */
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useWorkerTask, type WorkerTaskError } from '../../lib/worker';
import { indexLines, type LineIndex } from './lines';
import type { Options } from './inputs';
import type { DiffProtocol } from './protocol';
import type { DiffResult } from './types';

/** A result on screen, with the texts it was computed from (the boxes may have changed since). */
export interface Shown {
  result: DiffResult;
  oldText: string;
  newText: string;
  /** Where the lines of each text are (the lines themselves are cut out only when drawn). */
  a: LineIndex;
  b: LineIndex;
  /** Time the diff took in the Worker. */
  ms: number;
  /** Whitespace or case was ignored (said when the texts compare equal). */
  ignoreNote: boolean;
}

export interface DiffRun {
  shown: Shown | null;
  working: boolean;
  /** Why the last comparison gave no result (the texts stay); null once a new one starts or on "try again". */
  failure: WorkerTaskError | null;
  retry(): void;
}

/** Waits after the last keystroke before comparing: longer for large texts. */
export function diffDelay(oldText: string, newText: string): number {
  return oldText.length + newText.length > 200_000 ? 400 : 250;
}

const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

export function useDiffWorker(
  oldText: string,
  newText: string,
  opts: Options,
  loaded: boolean,
  /** Starts the Worker (tests pass a fake). */
  create: () => Worker = createWorker,
): DiffRun {
  const { client, run, cancel, busy, error } = useWorkerTask<DiffProtocol>(create, { name: 'text-diff' });
  const [shown, setShown] = useState<Shown | null>(null);
  // An error the user has moved past (cleared the texts, pressed "try again") is no longer shown.
  const [dismissed, setDismissed] = useState<WorkerTaskError | null>(null);
  const [retryTick, setRetryTick] = useState(0);

  useEffect(() => {
    const warm = () => client.start();
    const idle = window.requestIdleCallback?.(warm, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(warm, 500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [client]);

  const { mode, ignoreCase, ignoreWhitespace } = opts;
  // The error shown when both texts are emptied is dismissed; a new error does not start a comparison.
  const dismissError = useEffectEvent(() => setDismissed(error));
  useEffect(() => {
    if (!loaded) return;
    if (oldText === '' && newText === '') {
      if (client.busy) cancel();
      setShown(null);
      dismissError();
      return;
    }
    const compare = async () => {
      const reply = await run(
        'diff',
        { oldText, newText, opts: { mode, ignoreCase, ignoreWhitespace } },
        { replace: true },
      );
      if (!reply) return; // superseded, cancelled or failed (then `error` says why)
      setShown({
        result: reply.result,
        oldText,
        newText,
        a: indexLines(oldText),
        b: indexLines(newText),
        ms: reply.ms,
        ignoreNote: ignoreCase || ignoreWhitespace,
      });
    };
    const timer = window.setTimeout(() => void compare(), diffDelay(oldText, newText));
    return () => window.clearTimeout(timer);
    // The view (split/inline) does not change the diff, so it is not a dependency.
  }, [oldText, newText, mode, ignoreCase, ignoreWhitespace, loaded, client, run, cancel, retryTick]);

  const retry = useCallback(() => {
    setDismissed(error);
    setRetryTick((n) => n + 1);
  }, [error]);

  return { shown, working: busy, failure: error && error !== dismissed ? error : null, retry };
}
