/** Promise-based access to the JSON worker; the worker starts on first use and can be cancelled. */
import type { Envelope, ResponseOf, WorkerRequest, WorkerResponse } from './protocol';

export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

export class WorkerCrashError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerCrashError';
  }
}

type Pending = { resolve: (r: WorkerResponse) => void; reject: (e: Error) => void };

export class JsonWorkerClient {
  private worker: Worker | null = null;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly create: () => Worker;

  constructor(create: () => Worker) {
    this.create = create;
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = this.create();
    w.onmessage = (e: MessageEvent<Envelope<WorkerResponse>>) => {
      const { id, ...res } = e.data;
      const p = this.pending.get(id);
      if (!p) return;
      this.pending.delete(id);
      if (res.type === 'crash') p.reject(new WorkerCrashError(res.message));
      else p.resolve(res as WorkerResponse);
    };
    w.onerror = (e) => {
      console.error('JSON worker error', e.message, e);
      e.preventDefault();
      this.reset(new WorkerCrashError(e.message || 'worker error'));
    };
    this.worker = w;
    return w;
  }

  request<T extends WorkerRequest['type']>(req: Extract<WorkerRequest, { type: T }>): Promise<ResponseOf<T>> {
    const w = this.ensure();
    const id = ++this.seq;
    return new Promise<ResponseOf<T>>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (r: WorkerResponse) => void, reject });
      const text = 'text' in req ? req.text : null;
      w.postMessage({ ...req, id }, typeof text === 'object' && text ? [text.buffer] : []);
    });
  }

  /** Stops whatever the worker is doing; pending requests reject with CancelledError. */
  cancel(): void {
    this.reset(new CancelledError());
  }

  private reset(reason: Error) {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(reason);
    this.pending.clear();
  }

  dispose(): void {
    this.cancel();
  }
}
