/**
 * A small pool of workers, one job per worker at a time: `withWorker` waits for a free worker, then runs the
 * job with it. A batch of 50 files thus keeps every worker busy while only as many files as there are workers
 * are read into memory at once. Workers start on first use and stop after a minute with nothing to do (their
 * wasm memory is freed).
 */
import { WorkerClient } from '../../lib/worker';
import type { Protocol } from '../../lib/worker';

/** Waiting jobs served first come, first served, by `size` slots. Pure (no workers): unit-tested. */
export class Slots {
  private readonly free: number[];
  private readonly waiting: ((slot: number) => void)[] = [];

  constructor(size: number) {
    this.free = Array.from({ length: size }, (_, i) => i);
  }

  acquire(): Promise<number> {
    const slot = this.free.shift();
    if (slot !== undefined) return Promise.resolve(slot);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(slot: number): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }
}

export class WorkerPool<P extends Protocol<P>> {
  private readonly clients: WorkerClient<P>[];
  private readonly slots: Slots;

  constructor(create: () => Worker, size: number, name: string) {
    this.clients = Array.from(
      { length: size },
      (_, i) => new WorkerClient<P>(create, { name: `${name} ${i + 1}`, idleMs: 60_000 }),
    );
    this.slots = new Slots(size);
  }

  get size(): number {
    return this.clients.length;
  }

  /** Runs `job` with a free worker, waiting for one if all are busy. */
  async withWorker<T>(job: (client: WorkerClient<P>) => Promise<T>): Promise<T> {
    const slot = await this.slots.acquire();
    try {
      return await job(this.clients[slot]!);
    } finally {
      this.slots.release(slot);
    }
  }

  dispose(): void {
    for (const c of this.clients) c.dispose();
  }
}
