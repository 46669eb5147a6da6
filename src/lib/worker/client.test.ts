import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { WorkerClient, type RequestOptions } from './client';
import { WorkerTaskError, isCancelled, workerErrorCode } from './errors';
import { FakeWorker, tick } from './fake-worker';
import type { Task } from './protocol';
import { serve } from './serve';

interface TestProtocol {
  double: Task<number, number>;
  count: Task<{ to: number }, string, number>;
  wait: Task<{ ms: number; tag: string }, string>;
  boom: Task<null, never>;
  bytes: Task<Uint8Array, Uint8Array>;
}

/** A client whose workers run `serve` with these handlers; `workers` lists every worker it started. */
function setup(options: ConstructorParameters<typeof WorkerClient>[1] = {}) {
  const workers: FakeWorker[] = [];
  const client = new WorkerClient<TestProtocol>(() => {
    const w = new FakeWorker();
    workers.push(w);
    serve<TestProtocol>(
      {
        double: (n) => n * 2,
        count: ({ to }, ctx) => {
          for (let i = 1; i <= to; i++) ctx.progress(i);
          return `counted to ${to}`;
        },
        wait: ({ ms, tag }) => new Promise((r) => setTimeout(() => r(tag), ms)),
        boom: () => {
          throw new Error('kaput');
        },
        bytes: (b, ctx) => {
          const out = b.map((x) => x + 1);
          ctx.transfer(out.buffer);
          return out;
        },
      },
      w.scope,
    );
    return w as unknown as Worker;
  }, options);
  return { client, workers };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('WorkerClient', () => {
  it('starts the worker on the first request, not before', async () => {
    const { client, workers } = setup();
    expect(workers).toHaveLength(0);
    expect(await client.request('double', 21)).toBe(42);
    expect(workers).toHaveLength(1);
    expect(await client.request('bytes', new Uint8Array([1, 2]))).toEqual(new Uint8Array([2, 3]));
    expect(workers).toHaveLength(1);
  });

  it('is typed by the protocol: payloads, results and progress', () => {
    const _client = null as unknown as WorkerClient<TestProtocol>;
    type Req<K extends keyof TestProtocol> = Parameters<typeof _client.request<K>>[1];
    expectTypeOf<Req<'double'>>().toEqualTypeOf<number>();
    expectTypeOf<Req<'count'>>().toEqualTypeOf<{ to: number }>();
    expectTypeOf<ReturnType<typeof _client.request<'count'>>>().toEqualTypeOf<Promise<string>>();
    expectTypeOf<Parameters<typeof _client.request<'count'>>[2]>().toEqualTypeOf<RequestOptions<number> | undefined>();
  });

  it('start() loads the worker early', () => {
    const { client, workers } = setup();
    client.start();
    expect(workers).toHaveLength(1);
    expect(client.running).toBe(true);
  });

  it('delivers progress reports to the request that asked, in order, before the result', async () => {
    const { client } = setup();
    const seen: number[] = [];
    const other: number[] = [];
    const a = client.request('count', { to: 3 }, { onProgress: (n) => seen.push(n) });
    const b = client.request('count', { to: 2 }, { onProgress: (n) => other.push(n * 10) });
    expect(await a).toBe('counted to 3');
    expect(await b).toBe('counted to 2');
    expect(seen).toEqual([1, 2, 3]);
    expect(other).toEqual([10, 20]);
  });

  it('matches replies to requests by id when they come back out of order', async () => {
    const workers: FakeWorker[] = [];
    const client = new WorkerClient<TestProtocol>(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    });
    const first = client.request('wait', { ms: 0, tag: 'first' });
    const second = client.request('wait', { ms: 0, tag: 'second' });
    await tick();
    const [r1, r2] = workers[0]!.sent;
    // The worker answers the second request first.
    workers[0]!.scope.postMessage({ kind: 'result', id: r2!.id, value: 'B' });
    workers[0]!.scope.postMessage({ kind: 'result', id: r1!.id, value: 'A' });
    expect(await second).toBe('B');
    expect(await first).toBe('A');
  });

  it('cancel terminates the worker, rejects every pending request as cancelled, and the next request gets a fresh worker', async () => {
    const { client, workers } = setup();
    const slow = client.request('wait', { ms: 10_000, tag: 'slow' });
    const queued = client.request('double', 1);
    await tick();
    client.cancel();
    await expect(slow).rejects.toMatchObject({ code: 'cancelled' });
    await expect(queued).rejects.toSatisfy(isCancelled);
    expect(workers[0]!.terminated).toBe(true);
    expect(client.busy).toBe(false);
    expect(await client.request('double', 5)).toBe(10);
    expect(workers).toHaveLength(2);
    expect(workers[1]!.terminated).toBe(false);
  });

  it('an AbortSignal cancels its request', async () => {
    const { client, workers } = setup();
    const ac = new AbortController();
    const p = client.request('wait', { ms: 10_000, tag: 'x' }, { signal: ac.signal });
    ac.abort();
    await expect(p).rejects.toMatchObject({ code: 'cancelled' });
    expect(workers[0]!.terminated).toBe(true);
    await expect(client.request('double', 1, { signal: ac.signal })).rejects.toMatchObject({ code: 'cancelled' });
  });

  it('a handler that throws rejects that request as failed; the worker keeps serving', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, workers } = setup();
    const err = await client.request('boom', null).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WorkerTaskError);
    expect(err).toMatchObject({ code: 'failed', detail: 'kaput' });
    expect(await client.request('double', 4)).toBe(8);
    expect(workers).toHaveLength(1);
  });

  it('a worker that dies after loading rejects pending requests as crashed and is replaced', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, workers } = setup();
    expect(await client.request('double', 1)).toBe(2); // loaded and announced itself
    const p = client.request('wait', { ms: 10_000, tag: 'x' });
    await tick();
    workers[0]!.fail('Out of memory');
    await expect(p).rejects.toMatchObject({ code: 'crashed', detail: 'Out of memory' });
    expect(workers[0]!.terminated).toBe(true);
    expect(error).toHaveBeenCalled();
    expect(await client.request('double', 3)).toBe(6);
    expect(workers).toHaveLength(2);
  });

  it('an error before the worker announced itself is a load failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const workers: FakeWorker[] = [];
    const client = new WorkerClient<TestProtocol>(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    });
    const p = client.request('double', 1);
    workers[0]!.fail('404 worker.js');
    await expect(p).rejects.toMatchObject({ code: 'load' });
  });

  it('a worker that cannot even be constructed is a load failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new WorkerClient<TestProtocol>(() => {
      throw new DOMException('blocked by CSP', 'SecurityError');
    });
    await expect(client.request('double', 1)).rejects.toMatchObject({ code: 'load' });
  });

  it('a reply to a cancelled request is ignored', async () => {
    const workers: FakeWorker[] = [];
    const client = new WorkerClient<TestProtocol>(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    });
    const p = client.request('double', 1);
    await tick();
    const id = workers[0]!.sent[0]!.id;
    client.cancel();
    await expect(p).rejects.toMatchObject({ code: 'cancelled' });
    // The old worker's late message (were it delivered) names an id nobody waits for.
    (client as unknown as { receive(m: unknown): void }).receive({ kind: 'result', id, value: 99 });
    expect(client.busy).toBe(false);
  });

  it('shuts an idle worker down after idleMs and starts a new one when needed', async () => {
    vi.useFakeTimers();
    const { client, workers } = setup({ idleMs: 1000 });
    const p = client.request('double', 2);
    await vi.advanceTimersByTimeAsync(5);
    expect(await p).toBe(4);
    // The reply arrived within those 5 ms; the idle clock runs from then.
    await vi.advanceTimersByTimeAsync(990);
    expect(workers[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(workers[0]!.terminated).toBe(true);
    expect(client.running).toBe(false);
    const q = client.request('double', 3);
    await vi.advanceTimersByTimeAsync(5);
    expect(await q).toBe(6);
    expect(workers).toHaveLength(2);
  });

  it('never shuts down a worker without idleMs (it may hold state)', async () => {
    vi.useFakeTimers();
    const { client, workers } = setup();
    const p = client.request('double', 2);
    await vi.advanceTimersByTimeAsync(5);
    await p;
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(workers[0]!.terminated).toBe(false);
  });

  it('an unknown task is a failed request', async () => {
    const { client } = setup();
    const send = client.request as unknown as (t: string, p: unknown) => Promise<unknown>;
    await expect(send.call(client, 'nope', 1)).rejects.toMatchObject({ code: 'failed', detail: 'unknown task nope' });
  });
});

describe('workerErrorCode', () => {
  it('gives the code of a task error, and failed for anything else', () => {
    expect(workerErrorCode(new WorkerTaskError('load'))).toBe('load');
    expect(workerErrorCode(new WorkerTaskError('crashed'))).toBe('crashed');
    expect(workerErrorCode(new WorkerTaskError('cancelled'))).toBe('cancelled');
    expect(workerErrorCode(new Error('x'))).toBe('failed');
    expect(workerErrorCode('boom')).toBe('failed');
  });
});
