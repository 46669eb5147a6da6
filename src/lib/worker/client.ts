/**
 * The one way an island talks to a Web Worker. Typed by the tool's protocol (see protocol.ts); requests carry
 * ids, so replies may come in any order; progress reports reach the request that asked; a cancel terminates
 * the worker and the next request starts a fresh one (a busy wasm engine cannot be interrupted any other way);
 * a worker that fails to load or dies becomes a `WorkerTaskError` whose code has a translated message.
 */
import { WorkerTaskError } from './errors';
import type { ProgressOf, Protocol, ReqOf, ResOf, TaskName, WireResponse } from './protocol';

export interface WorkerClientOptions {
  /** Name for console messages. */
  name?: string;
  /**
   * Terminate the worker after this long with nothing to do (frees a wasm engine's memory). Leave unset
   * for workers that keep state between requests (a parsed document, a loaded model).
   */
  idleMs?: number;
}

export interface RequestOptions<Progress> {
  /** Buffers in the payload to transfer instead of copying. */
  transfer?: Transferable[];
  onProgress?: (value: Progress) => void;
  /** Aborting cancels the worker: this request and any other in flight reject as `cancelled`. */
  signal?: AbortSignal;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: WorkerTaskError) => void;
  onProgress?: (value: unknown) => void;
}

export class WorkerClient<P extends Protocol<P>> {
  private worker: Worker | null = null;
  private ready = false;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly create: () => Worker;
  private readonly options: WorkerClientOptions;

  constructor(create: () => Worker, options: WorkerClientOptions = {}) {
    this.create = create;
    this.options = options;
  }

  /** Requests waiting for a reply. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** Whether a worker is running now. */
  get running(): boolean {
    return this.worker !== null;
  }

  /** Starts the worker ahead of the first request (so its script and wasm load while the user reads). */
  start(): void {
    try {
      this.ensure();
    } catch {
      // Reported on the first request.
    }
  }

  request<K extends TaskName<P>>(
    type: K,
    payload: ReqOf<P, K>,
    options: RequestOptions<ProgressOf<P, K>> = {},
  ): Promise<ResOf<P, K>> {
    const { signal, transfer = [], onProgress } = options;
    if (signal?.aborted) return Promise.reject(new WorkerTaskError('cancelled'));
    let worker: Worker;
    try {
      worker = this.ensure();
    } catch (err) {
      console.error(`${this.label}: could not start`, err);
      return Promise.reject(new WorkerTaskError('load', String(err)));
    }
    clearTimeout(this.idleTimer);
    const id = ++this.seq;
    return new Promise<ResOf<P, K>>((resolve, reject) => {
      this.pending.set(id, {
        resolve: resolve as (value: unknown) => void,
        reject,
        onProgress: onProgress as ((value: unknown) => void) | undefined,
      });
      signal?.addEventListener('abort', () => this.pending.has(id) && this.cancel(), { once: true });
      try {
        worker.postMessage({ id, type, payload }, transfer);
      } catch (err) {
        // A payload that cannot be cloned: a bug in the caller, reported like a failed task.
        this.pending.delete(id);
        console.error(`${this.label}: could not send ${type}`, err);
        reject(new WorkerTaskError('failed', String(err)));
      }
    });
  }

  /** Stops whatever the worker is doing; every pending request rejects as `cancelled`. */
  cancel(): void {
    this.reset(new WorkerTaskError('cancelled'));
  }

  dispose(): void {
    clearTimeout(this.idleTimer);
    this.cancel();
  }

  private get label(): string {
    return `worker ${this.options.name ?? ''}`.trim();
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = this.create();
    this.ready = false;
    w.onmessage = (event: MessageEvent<WireResponse>) => this.receive(event.data);
    w.onerror = (event: ErrorEvent) => {
      event.preventDefault?.();
      const detail = event.message || 'script error';
      console.error(`${this.label}: ${this.ready ? 'crashed' : 'failed to load'}`, detail, event);
      this.reset(new WorkerTaskError(this.ready ? 'crashed' : 'load', detail));
    };
    w.onmessageerror = (event: MessageEvent) => {
      console.error(`${this.label}: a reply could not be read`, event);
      this.reset(new WorkerTaskError('crashed', 'messageerror'));
    };
    this.worker = w;
    return w;
  }

  private receive(msg: WireResponse): void {
    if (msg.kind === 'ready') {
      this.ready = true;
      return;
    }
    const p = this.pending.get(msg.id);
    if (!p) return; // a reply to a request that was cancelled
    if (msg.kind === 'progress') {
      p.onProgress?.(msg.value);
      return;
    }
    this.pending.delete(msg.id);
    if (msg.kind === 'result') p.resolve(msg.value);
    else p.reject(new WorkerTaskError('failed', msg.message));
    if (this.pending.size === 0) this.scheduleIdle();
  }

  private scheduleIdle(): void {
    const { idleMs } = this.options;
    if (idleMs === undefined) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.pending.size === 0) this.reset(new WorkerTaskError('cancelled'));
    }, idleMs);
  }

  private reset(reason: WorkerTaskError): void {
    clearTimeout(this.idleTimer);
    this.worker?.terminate();
    this.worker = null;
    this.ready = false;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const p of waiting) p.reject(reason);
  }
}
