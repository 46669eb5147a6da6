/// <reference lib="webworker" />
/** Runs the diff off the main thread. The page terminates and replaces this Worker to cancel a run. */
import { computeDiff, type DiffRequest, type DiffResponse } from './logic';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (e: MessageEvent<DiffRequest>) => {
  const { id, oldText, newText, opts } = e.data;
  const t0 = performance.now();
  try {
    const result = computeDiff(oldText, newText, opts);
    const msg: DiffResponse = { id, ok: true, result, ms: performance.now() - t0 };
    self.postMessage(msg, [
      result.blocks.buffer,
      result.oldRanges.buffer,
      result.newRanges.buffer,
      result.oldRangeIndex.buffer,
      result.newRangeIndex.buffer,
      result.refined.buffer,
    ]);
  } catch (err) {
    console.error('Diff failed', err);
    const msg: DiffResponse = { id, ok: false, detail: String(err) };
    self.postMessage(msg);
  }
};
