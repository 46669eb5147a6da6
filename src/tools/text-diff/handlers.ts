/** The diff Worker's task handlers (worker.ts serves them; tests serve them on a fake Worker). */
import type { Handlers } from '../../lib/worker/serve';
import { computeDiff } from './logic';
import type { DiffProtocol } from './protocol';

export const diffHandlers: Handlers<DiffProtocol> = {
  diff: ({ oldText, newText, opts }, ctx) => {
    const t0 = performance.now();
    const result = computeDiff(oldText, newText, opts);
    // The typed arrays move to the page instead of being copied.
    ctx.transfer(
      result.blocks.buffer,
      result.oldRanges.buffer,
      result.newRanges.buffer,
      result.oldRangeIndex.buffer,
      result.newRangeIndex.buffer,
      result.refined.buffer,
    );
    return { result, ms: performance.now() - t0 };
  },
};
