/**
 * The segmentation worker's entry (worker.ts), under a name of its own so that the build emits it as
 * `_astro/segment-worker-<hash>.js`: the one worker whose script policy must allow `'unsafe-eval'` (ndarray,
 * used by @imgly/background-removal, builds its array classes with `Function(…)`), which deploy/nginx and
 * public/_headers give to that path only (SEGMENT_WORKER_CSP in src/lib/csp.ts).
 */
import './worker';
