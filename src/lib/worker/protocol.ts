/**
 * The shape every tool's worker protocol takes, and the messages on the wire. A tool declares its tasks once,
 * in its own `protocol.ts`:
 *
 *   export interface DiffProtocol {
 *     diff: Task<{ a: string; b: string }, DiffResult, { done: number; total: number }>;
 *   }
 *
 * and both sides are typed from it: `client.request('diff', payload, { onProgress })` in the island,
 * `serve<DiffProtocol>({ diff: (payload, ctx) => … })` in the worker.
 */

/** One kind of task: what is sent, what comes back, and what progress reports carry. */
export interface Task<Req, Res, Progress = never> {
  req: Req;
  res: Res;
  progress: Progress;
}

/** A worker's tasks by name: `P extends Protocol<P>` holds for any interface whose members are Tasks. */
export type Protocol<P> = { [K in keyof P]: Task<unknown, unknown, unknown> };

export type TaskName<P> = Extract<keyof P, string>;
export type ReqOf<P, K extends keyof P> = P[K] extends Task<infer R, unknown, unknown> ? R : never;
export type ResOf<P, K extends keyof P> = P[K] extends Task<unknown, infer R, unknown> ? R : never;
export type ProgressOf<P, K extends keyof P> = P[K] extends Task<unknown, unknown, infer G> ? G : never;

/** Island → worker. */
export interface WireRequest {
  id: number;
  type: string;
  payload: unknown;
}

/** Worker → island. `ready` is sent once, when the worker's script has loaded and `serve` runs. */
export type WireResponse =
  | { kind: 'ready' }
  | { kind: 'progress'; id: number; value: unknown }
  | { kind: 'result'; id: number; value: unknown }
  | { kind: 'error'; id: number; message: string };
